// Where the payment code stops money leaving the wallet (paying, withdrawing): none set yet (set one
// and come back), or locked after too many wrong entries (for how long). The caller adds its way out.
import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import '../antd-setup'
import { useTranslation } from 'react-i18next'

export function PaymentCodeRefusal({ reason, minutes, onSetCode, children }: {
  reason: 'noPaymentCode' | 'locked'
  /** locked: for how long. */
  minutes?: number
  /** noPaymentCode: "Go to settings". */
  onSetCode?(): void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section className={`pay-outcome pay-${reason}`} role="alert">
      {reason === 'noPaymentCode' ? (
        <>
          <h2 className="outcome-title">{t('msg.notSetPaymentPassword')}</h2>
          <Button block color="primary" className="go-set-code" onClick={onSetCode}>{t('ui.goToSettings')}</Button>
        </>
      ) : (
        <h2 className="outcome-title">{t('msg.paymentLocked', { minutes })}</h2>
      )}
      {children}
    </section>
  )
}
