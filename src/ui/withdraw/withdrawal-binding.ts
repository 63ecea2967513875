// The withdrawal machine bound to the server, for whichever app shows it (the storefront's
// /withDraw, the console's money screen): each actor slot a contract call, each action a toast or
// what the app gives (where "Go to settings" leads, what follows a withdrawal that went through).
// The view only renders the state and sends events.
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { withdrawalMachine, type Withdrawn } from '../../../machines/withdrawal.machine'
import { ApiError } from '../../client/api-error'
import type { HttpClient } from '../../client/http-client'
import { randomKey } from '../../client/random-key'
import { withdraw, withdrawalInfo, type WithdrawalFormValues } from '../../contract/withdrawals'
import { showFailure, showSuccess } from '../feedback'
import { t } from '../i18n'

export interface WithdrawalBinding {
  http: HttpClient
  /** "Go to settings": where this app lets the user set a payment code. */
  goToPaymentCode(): void
  /** A withdrawal went through: what this app shows of the balance elsewhere follows. */
  afterWithdrawn?(withdrawn: Withdrawn): void
}

/** Refusals with a screen of their own; the rest are said in a toast. */
const SHOWN_ON_PAGE = new Set(['noPaymentCode', 'locked'])

export function useWithdrawalMachine({ http, goToPaymentCode, afterWithdrawn }: WithdrawalBinding) {
  // The key of this withdrawal: one per opening of the page, reused by every retry.
  const [idempotencyKey] = useState(randomKey)
  /** The form says "Draw amount cannot be larger than balance" at the amount (set by the form). */
  const refuseAboveBalance = useRef<() => void>(() => {})

  const [state, send] = useMachine(
    withdrawalMachine.provide({
      actors: {
        loadInfo: fromPromise(() => http.call(withdrawalInfo, {})),
        withdraw: fromPromise(async ({ input }) => {
          try {
            const withdrawn = await http.call(
              withdraw,
              { body: withdrawBody(input.values, input.code) },
              // The machine takes no second tap while sending, and a retry must go out: the key, not the guard, prevents holding twice.
              { silent: true, headers: { 'Idempotency-Key': input.idempotencyKey, 'repeat-submit': 'false' } },
            )
            afterWithdrawn?.(withdrawn)
            return withdrawn
          } catch (error) {
            const reason = error instanceof ApiError ? (error.data as { reason?: string } | null)?.reason : undefined
            if (error instanceof ApiError && !(reason && SHOWN_ON_PAGE.has(reason))) showFailure(error.msg)
            throw error
          }
        }),
      },
      actions: {
        refuseAboveBalance: () => refuseAboveBalance.current(),
        askForCode: () => showFailure(t('msg.enterPaymentPassword')),
        goToPaymentCode: () => goToPaymentCode(),
        announceSubmitted: () => showSuccess(t('msg.drawSuccess')),
      },
    }),
    { input: { idempotencyKey } },
  )
  return { state, send, refuseAboveBalance }
}

export type WithdrawalFlow = ReturnType<typeof useWithdrawalMachine>

/** What is sent: the fields of the chosen way only, and the code. */
function withdrawBody(values: WithdrawalFormValues, code: string) {
  const { type, amount } = values
  return type === 'bank'
    ? { type, amount, bank_card: values.bank_card, bank_name: values.bank_name, payment_code: code }
    : { type, amount, network: values.network, address: values.address, payment_code: code }
}
