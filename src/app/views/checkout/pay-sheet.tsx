// Entering the payment code for the orders just created (or waiting pay): the amount, the code
// (digits, hidden), Pay; closing the sheet leaves the orders waiting pay. A failure on the way
// offers the same payment again, with the same code and key.
import type { CheckoutPayEvent } from '../../../../machines/checkout-pay.machine'
import { useTranslation } from '../../../ui/i18n'
import { PaymentCodeSheet } from '../../../ui/payment-code/payment-code-sheet'
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
  return (
    <PaymentCodeSheet
      title={t('ui.payTitle')}
      submitLabel={t('ui.pay')}
      busy={paying}
      failed={failed}
      failedText={t('ui.payNoAnswer')}
      retryLabel={t('ui.payAgain')}
      closeLabel={t('ui.payLater')}
      canClose={can({ type: 'LEAVE' })}
      onCode={(code) => send({ type: 'PAY', code })}
      onRetry={() => send({ type: 'RETRY' })}
      onClose={() => send({ type: 'LEAVE' })}
    >
      {amount !== null && <p className="pay-amount"><Price amount={amount} className="price-large" /></p>}
    </PaymentCodeSheet>
  )
}
