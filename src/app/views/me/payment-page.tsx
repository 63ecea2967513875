// Payment settings (/payment, docs/product/screens.md#routes): whether a payment code is set, what it guards,
// and the way to set or change it (/changePayPwd, which brings the shopper back here).
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../session/use-session'
import { Page } from '../common/page'

export function PaymentPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const hasPaymentCode = useSession((s) => s.context.userInfo?.has_payment_code ?? false)
  return (
    <Page title={t('route.payment')} className="payment-page">
      <section className="payment-card" aria-label={t('ui.paymentCode')}>
        <p className="payment-code-line">
          <span>{t('ui.paymentCode')}</span>
          <strong className={hasPaymentCode ? 'payment-code-state is-set' : 'payment-code-state'}>
            {t(hasPaymentCode ? 'ui.paymentCodeSet' : 'ui.paymentCodeNotSet')}
          </strong>
        </p>
        <p className="muted">{t('ui.paymentSettingsIntro')}</p>
        <p className="muted">{t('ui.paymentSettingsLock')}</p>
        <Button
          block
          color="primary"
          className="payment-code-button"
          onClick={() => navigate({ to: '/changePayPwd', search: { redirect: '/payment' } })}
        >
          {t(hasPaymentCode ? 'ui.changePaymentCode' : 'ui.setPaymentCode')}
        </Button>
      </section>
    </Page>
  )
}
