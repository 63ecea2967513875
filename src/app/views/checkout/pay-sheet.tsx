// Entering the payment code for the orders just created (or waiting pay): the amount, the code
// (digits, hidden), Pay; closing the sheet leaves the orders waiting pay. A failure on the way
// offers the same payment again, with the same code and key.
import { useTranslation } from 'react-i18next'
import { PayWithCodeSheet, type PayWithCodeRef } from '../../../ui/payment-code/pay-with-code'
import { Price } from '../common/price'

export function PaySheet({ actor, amount }: { actor: PayWithCodeRef; amount: string | null }) {
  const { t } = useTranslation()
  return (
    <PayWithCodeSheet
      actor={actor}
      title={t('ui.payTitle')}
      submitLabel={t('ui.pay')}
      failedText={t('ui.payNoAnswer')}
      retryLabel={t('ui.payAgain')}
      closeLabel={t('ui.payLater')}
    >
      {amount !== null && <p className="pay-amount"><Price amount={amount} className="price-large" /></p>}
    </PayWithCodeSheet>
  )
}
