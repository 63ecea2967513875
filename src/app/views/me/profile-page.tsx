// The personal center (me tab, /profile): who is logged in, the balance, and the way to every
// setting; quitting asks first (docs/product/screens.md#confirmation-prompts).
import { Avatar, Button, Dialog, List } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSession, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { Money } from '../../../ui/format/money'
import { OrderShortcuts } from '../orders/order-shortcuts'
import { UserIcon } from '../common/icons'
import { useUnreadNotices } from '../../shell/unread-notices'

export function ProfilePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSessionActor()
  const user = useSession((s) => s.context.userInfo)
  const loggingOut = useSession((s) => s.matches('loggingOut'))
  const unread = useUnreadNotices()

  const quit = async () => {
    const confirmed = await Dialog.confirm({ content: t('ui.quitConfirm'), confirmText: t('ui.confirm'), cancelText: t('ui.cancel') })
    if (!confirmed) return
    session.send({ type: 'LOGOUT' })
    void navigate({ to: '/home' })
  }

  if (!user) return null
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ') || user.account
  return (
    <Page title={t('route.profile')} back={false}>
      <button type="button" className="profile-header" aria-label={t('route.profileEdit')} onClick={() => navigate({ to: '/profile/edit' })}>
        {/* Our own fallback: antd-mobile's draws an SVG titled "编组 3", which screen readers read out. */}
        <Avatar src={user.avatar ?? ''} alt="" fallback={<UserIcon className="profile-avatar-fallback" />} style={{ '--size': '64px', '--border-radius': '50%' }} />
        <div className="profile-who">
          <div className="profile-name">{name}</div>
          <div className="profile-account">@{user.account}</div>
          <div className="profile-contact">{user.email}</div>
          <div className="profile-contact">{user.mobile}</div>
        </div>
        <span className="profile-edit-link">{t('ui.editProfile')} ›</span>
      </button>
      <section className="profile-balance-card" aria-label={t('ui.balance')}>
        <button type="button" className="profile-balance" aria-label={t('route.balance')} onClick={() => navigate({ to: '/balance' })}>
          <span>{t('ui.balance')}</span>
          <strong data-testid="balance"><Money amount={user.balance} /> ›</strong>
        </button>
        <div className="profile-balance-actions">
          <Button size="small" shape="rounded" color="primary" className="profile-recharge" onClick={() => navigate({ to: '/topUp' })}>{t('ui.balanceRecharge')}</Button>
          <Button size="small" shape="rounded" fill="outline" className="profile-withdraw" onClick={() => navigate({ to: '/withDraw' })}>{t('ui.balanceWithdraw')}</Button>
        </div>
      </section>
      <OrderShortcuts />
      <List mode="card" header={t('ui.balanceWallet')} className="profile-wallet">
        <List.Item onClick={() => navigate({ to: '/topUp' })}>{t('ui.balanceRecharge')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/withDraw' })}>{t('ui.balanceWithdraw')}</List.Item>
        <List.Item className="profile-withdrawal-accounts" onClick={() => navigate({ to: '/withdrawalAccounts' })}>{t('withdrawalAccounts.manage')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/topUpRecord' })}>{t('route.topUpRecord')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/depositRecord' })}>{t('route.depositRecord')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/capitalRecord' })}>{t('route.capitalRecord')}</List.Item>
      </List>
      <List mode="card">
        <List.Item className="profile-notifications" extra={unread > 0 ? <span className="tab-badge-inline">{unread}</span> : undefined} onClick={() => navigate({ to: '/notification' })}>
          {t('ui.notifications')}
        </List.Item>
        <List.Item onClick={() => navigate({ to: '/myFavourite' })}>{t('ui.favouritesAndShops')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/address' })}>{t('ui.addresses')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/security' })}>{t('ui.security')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/payment' })}>{t('route.payment')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/setting' })}>{t('ui.settings')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/language' })}>{t('ui.language')}</List.Item>
      </List>
      <List mode="card" className="profile-support">
        <List.Item onClick={() => navigate({ to: '/helpAndSupport' })}>{t('route.helpAndSupport')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/service' })}>{t('route.service')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/law' })}>{t('route.law')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/platform' })}>{t('route.platform')}</List.Item>
        <List.Item className="profile-partnership" onClick={() => navigate({ to: '/partnership' })}>{t('ui.partnershipLink')}</List.Item>
        {/* The merchant and operator console is another app (its own bundle): a plain link, a full page load. */}
        <List.Item className="profile-merchant-app" arrowIcon>
          <a href="/merchant/">{t('ui.merchantApp')}</a>
        </List.Item>
      </List>
      <List mode="card">
        <List.Item className="quit-item" arrowIcon={false} disabled={loggingOut} onClick={quit}>{t('ui.quit')}</List.Item>
      </List>
      <p className="app-footer">{t('ui.footer')}</p>
    </Page>
  )
}
