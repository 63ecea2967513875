// Entering the payment code for the orders just created (or waiting pay): the amount, the code
// (digits, hidden), Pay; closing the sheet leaves the orders waiting pay. A failure on the way
// offers the same payment again, with the same code and key.
import { Button, Input, Popup } from 'antd-mobile'
import { useState } from 'react'
import '../../antd-setup'
import type { CheckoutPayEvent } from '../../../../machines/checkout-pay.machine'
import { MAX_PAYMENT_CODE_LENGTH } from '../../../contract/payment-code'
import { useTranslation } from '../../i18n'
import { Price } from '../common/price'

export interface PaySheetProps {
  amount: string | null
  /** Paying or retrying: the code is on its way. */
  paying: boolean
  /** The last payment got no answer: it may be sent again. */
  failed: boolean
  can(event: CheckoutPayEvent): boolean
  send(event: CheckoutPayEvent): void
}

export function PaySheet({ amount, paying, failed, can, send }: PaySheetProps) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  return (
    <Popup visible bodyClassName="pay-sheet" onMaskClick={() => can({ type: 'LEAVE' }) && send({ type: 'LEAVE' })}>
      <h2 className="sheet-title">{t('ui.payTitle')}</h2>
      {amount !== null && <p className="pay-amount"><Price amount={amount} className="price-large" /></p>}
      {failed ? (
        <div className="pay-failed" role="alert">
          <p>{t('ui.payNoAnswer')}</p>
          <Button block color="primary" className="pay-retry" onClick={() => send({ type: 'RETRY' })}>{t('ui.payAgain')}</Button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'PAY', code })
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
              disabled={paying}
              aria-label={t('ui.paymentCode')}
            />
          </label>
          <Button block type="submit" color="primary" className="pay-submit" loading={paying} disabled={paying}>
            {t('ui.pay')}
          </Button>
        </form>
      )}
      <Button block fill="none" className="pay-later" disabled={!can({ type: 'LEAVE' })} onClick={() => send({ type: 'LEAVE' })}>
        {t('ui.payLater')}
      </Button>
    </Popup>
  )
}
