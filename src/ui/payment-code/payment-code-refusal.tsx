// Where the payment code stops money leaving the wallet (paying, withdrawing): none set yet (set one
// and come back), or locked after too many wrong entries (for how long, and the time paying opens
// again, and the flow's way to reset a forgotten code if it gives one). The caller adds its way out.
import { Button } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import '../antd-setup'
import { useTranslation } from 'react-i18next'

export function PaymentCodeRefusal({ reason, minutes, onSetCode, forgotCode, children }: {
  reason: 'noPaymentCode' | 'locked'
  /** locked: for how long. */
  minutes?: number
  /** locked: the flow's way to reset a forgotten code ("Forgot payment code?"), if any. */
  forgotCode?: ReactNode
  /** noPaymentCode: "Go to settings". */
  onSetCode?(): void
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  // When the lock ends, fixed when the refusal is shown (the server counted the minutes from then).
  const [opensAt] = useState(() => new Date(Date.now() + (minutes ?? 0) * 60_000))
  return (
    <section className={`pay-outcome pay-${reason}`} role="alert">
      {reason === 'noPaymentCode' ? (
        <>
          <h2 className="outcome-title">{t('msg.notSetPaymentPassword')}</h2>
          <Button block color="primary" className="go-set-code" onClick={onSetCode}>{t('ui.goToSettings')}</Button>
        </>
      ) : (
        <>
          <h2 className="outcome-title">{t('msg.paymentLocked', { minutes })}</h2>
          <p className="pay-opens-at">{t('money.lockedUntil', { time: opensAt.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) })}</p>
          {forgotCode && <p className="pay-code-forgot">{forgotCode}</p>}
        </>
      )}
      {children}
    </section>
  )
}
