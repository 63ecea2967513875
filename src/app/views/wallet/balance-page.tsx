// My balance (/balance, docs/product/screens.md#routes): the wallet balance with its currency label
// (docs/product/money.md#base-currency-and-display-currency), Recharge and Withdraw, and the three
// records. The profile is read again on arrival, so the balance (here and in the personal center)
// is today's.
import { useEffect } from 'react'
import { Button, List } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { getUserInfo } from '../../../contract/user'
import { useTranslation } from 'react-i18next'
import { useHttp, useSession, useSessionActor } from '../../session/use-session'
import { Money } from '../../../ui/format/money'
import { Page } from '../common/page'
import '../../../ui/records/record-pages.css'

export function BalancePage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const session = useSessionActor()
  const balance = useSession((s) => s.context.userInfo?.balance)

  useEffect(() => {
    const controller = new AbortController()
    // Silent: the balance already shown stays when the read fails.
    http.call(getUserInfo, {}, { silent: true, signal: controller.signal })
      .then((userInfo) => session.send({ type: 'PROFILE_CHANGED', userInfo }))
      .catch(() => {})
    return () => controller.abort()
  }, [http, session])

  return (
    <Page title={t('route.balance')} className="balance-page">
      <section className="balance-card" aria-label={t('route.balance')}>
        <span className="balance-card-title">{t('ui.balance')}</span>
        <strong className="balance-amount" data-testid="wallet-balance">{balance === undefined ? '…' : <Money amount={balance} label />}</strong>
        <div className="balance-actions">
          <Button color="primary" shape="rounded" onClick={() => navigate({ to: '/topUp' })}>{t('ui.balanceRecharge')}</Button>
          <Button shape="rounded" fill="outline" onClick={() => navigate({ to: '/withDraw' })}>{t('ui.balanceWithdraw')}</Button>
        </div>
      </section>
      <List mode="card" header={t('ui.balanceRecords')} className="balance-records">
        <List.Item onClick={() => navigate({ to: '/topUpRecord' })}>{t('route.topUpRecord')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/depositRecord' })}>{t('route.depositRecord')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/capitalRecord' })}>{t('route.capitalRecord')}</List.Item>
      </List>
    </Page>
  )
}
