// The payment code asked for in a bottom sheet, wherever money leaves the wallet (paying at checkout,
// withdrawing): what it is for, the code (digits, hidden), the action, a way out, and the flow's way
// to a forgotten code if it gives one. A request that got no answer is offered again as it was,
// with the same code: the code is not asked again.
import { Button, Input, Popup } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import '../antd-setup'
import { MAX_PAYMENT_CODE_LENGTH } from '../../contract/payment-code'
import { useTranslation } from 'react-i18next'

export interface PaymentCodeSheetProps {
  title: string
  /** What the code is for (the amount), under the title. */
  children?: ReactNode
  submitLabel: string
  /** The code is on its way: the field and the action wait. */
  busy: boolean
  /** The last request got no answer: it may be sent again. */
  failed: boolean
  failedText: string
  retryLabel: string
  closeLabel: string
  /** Whether the sheet may be closed now (the machine's answer). */
  canClose: boolean
  onCode(code: string): void
  onRetry(): void
  onClose(): void
  /** Added to the sheet's body classes. */
  className?: string
  /** Under the code: the flow's way to reset a forgotten code ("Forgot payment code?"), if any. */
  forgotCode?: ReactNode
}

export function PaymentCodeSheet(props: PaymentCodeSheetProps) {
  const { title, children, submitLabel, busy, failed, failedText, retryLabel, closeLabel, canClose, onCode, onRetry, onClose, className, forgotCode } = props
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  return (
    <Popup visible bodyClassName={className ? `pay-sheet ${className}` : 'pay-sheet'} onMaskClick={() => canClose && onClose()}>
      <h2 className="sheet-title">{title}</h2>
      {children}
      {failed ? (
        <div className="pay-failed" role="alert">
          <p>{failedText}</p>
          <Button block color="primary" className="pay-retry" onClick={onRetry}>{retryLabel}</Button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onCode(code)
            setCode('')
          }}
        >
          <label className="pay-code">
            <span>{t('ui.paymentCode')}</span>
            <Input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={MAX_PAYMENT_CODE_LENGTH}
              placeholder={t('msg.enterPaymentPassword')}
              value={code}
              onChange={(value) => setCode(value.replace(/\D/g, ''))}
              disabled={busy}
              aria-label={t('ui.paymentCode')}
            />
          </label>
          {forgotCode && <p className="pay-code-forgot">{forgotCode}</p>}
          <Button block type="submit" color="primary" className="pay-submit" loading={busy} disabled={busy}>
            {submitLabel}
          </Button>
        </form>
      )}
      <Button block fill="none" className="pay-later" disabled={!canClose} onClick={onClose}>
        {closeLabel}
      </Button>
    </Popup>
  )
}
