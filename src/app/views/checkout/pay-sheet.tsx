// Entering the payment code for the orders just created (or waiting pay): the amount in the base
// currency (the display currency's price beside it), the balance it is paid from, the time left to
// pay, the code (digits, hidden) with "Forgot payment code?", Pay; closing the sheet ("Pay later")
// leaves the orders waiting pay. A failure on the way offers the same payment again, with the same code and key.
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { PayWithCodeSheet, type PayWithCodeRef } from '../../../ui/payment-code/pay-with-code'
import { PayCountdown } from '../common/pay-countdown'
import { WalletPrice } from '../common/wallet-price'
import { ForgotCodeWhilePaying } from './forgot-code-while-paying'

export function PaySheet({ actor, amount, payBy }: { actor: PayWithCodeRef; amount: string | null; payBy: string | null }) {
  const { t } = useTranslation()
  const balance = useSelector(actor, (snapshot) => snapshot.context.balance ?? null)
  return (
    <PayWithCodeSheet
      actor={actor}
      title={t('ui.payTitle')}
      submitLabel={t('ui.pay')}
      failedText={t('ui.payNoAnswer')}
      retryLabel={t('ui.payAgain')}
      closeLabel={t('ui.payLater')}
      forgotCode={<ForgotCodeWhilePaying actor={actor} />}
    >
      {amount !== null && <p className="pay-amount"><WalletPrice amount={amount} className="price-large" /></p>}
      {balance !== null && <p className="pay-balance">{t('ui.balance')} <Money amount={balance} /></p>}
      {payBy !== null && <p className="pay-deadline"><PayCountdown payBy={payBy} /></p>}
    </PayWithCodeSheet>
  )
}
