// /security: the login password and the payment code.
import { List } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../session/use-session'
import { Page } from '../common/page'
import { DevicesList } from './devices-list'

export function SecurityPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const hasPaymentCode = useSession((s) => s.context.userInfo?.has_payment_code ?? false)
  return (
    <Page title={t('route.security')}>
      <List mode="card">
        <List.Item onClick={() => navigate({ to: '/changePassword' })}>{t('ui.changePassword')}</List.Item>
        <List.Item extra={hasPaymentCode ? t('ui.paymentCodeSet') : t('ui.paymentCodeNotSet')} onClick={() => navigate({ to: '/changePayPwd' })}>
          {t('ui.paymentCode')}
        </List.Item>
      </List>
      <DevicesList />
    </Page>
  )
}
