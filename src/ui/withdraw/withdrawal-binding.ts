// The withdrawal machine bound to the server, for whichever app shows it (the storefront's
// /withDraw, the console's money screen): each actor slot a contract call, each action a toast or
// what the app gives (where "Go to settings" leads, what follows a withdrawal that went through).
// The view only renders the state and sends events.
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { withdrawalMachine, type Withdrawn } from '../../../machines/withdrawal.machine'
import type { HttpClient } from '../../client/http-client'
import { randomKey } from '../../client/random-key'
import { withdraw, withdrawalInfo, type WithdrawalFormValues } from '../../contract/withdrawals'
import { showSuccess } from '../feedback'
import { t } from '../i18n'
import { payHeaders, payWithCodeLogic } from '../payment-code/pay-with-code-binding'

export interface WithdrawalBinding {
  http: HttpClient
  /** "Go to settings": where this app lets the user set a payment code. */
  goToPaymentCode(): void
  /** "Top up" when the balance is short: where this app lets the user top up. */
  goToTopUp(): void
  /** A withdrawal went through: what this app shows of the balance elsewhere follows. */
  afterWithdrawn?(withdrawn: Withdrawn): void
}

export function useWithdrawalMachine({ http, goToPaymentCode, goToTopUp, afterWithdrawn }: WithdrawalBinding) {
  // The key of this withdrawal: one per opening of the page, reused by every retry.
  const [idempotencyKey] = useState(randomKey)
  /** The form says "Draw amount cannot be larger than balance" at the amount (set by the form). */
  const refuseAboveBalance = useRef<() => void>(() => {})

  const [state, send] = useMachine(
    withdrawalMachine.provide({
      actors: {
        loadInfo: fromPromise(() => http.call(withdrawalInfo, {})),
        payWithCode: payWithCodeLogic({
          pay: async (request, code, idempotencyKey) => {
            if (request.kind !== 'withdrawal') throw new Error('a withdrawal pays a withdrawal')
            // The machine takes no second tap while sending; the key, not the duplicate guard, prevents holding twice.
            const withdrawn = await http.call(withdraw, { body: withdrawBody(request.values, code) }, { silent: true, headers: payHeaders(idempotencyKey) })
            afterWithdrawn?.(withdrawn)
            return withdrawn
          },
          goToPaymentCode,
          goToTopUp,
        }),
      },
      actions: {
        refuseAboveBalance: () => refuseAboveBalance.current(),
        announceSubmitted: () => showSuccess(t('msg.drawSuccess')),
      },
    }),
    { input: { idempotencyKey } },
  )
  return { state, send, refuseAboveBalance }
}

export type WithdrawalFlow = ReturnType<typeof useWithdrawalMachine>

/** What is sent: a saved account by its id, or the fields of the chosen way only (with what saving it needs), and the code. */
function withdrawBody(values: WithdrawalFormValues, code: string) {
  const { type, amount } = values
  if (values.account_id !== undefined) return { type, amount, account_id: values.account_id, payment_code: code }
  const saving = values.save_account === true
  return type === 'bank'
    ? {
        type, amount, bank_card: values.bank_card, payment_code: code,
        ...(saving ? { save_account: true, country: values.country, bank_id: values.bank_id, holder: values.holder } : { bank_name: values.bank_name }),
      }
    : { type, amount, network: values.network, address: values.address, payment_code: code, ...(saving ? { save_account: true } : {}) }
}
