// The withdrawal machine bound to the server: each actor slot a contract call, each action a toast,
// a navigation or the amount field's message. The page only renders the state and sends events.
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { withdrawalMachine } from '../../../../machines/withdrawal.machine'
import { ApiError } from '../../../client/api-error'
import { getUserInfo } from '../../../contract/user'
import { withdraw, withdrawalInfo, type WithdrawalFormValues } from '../../../contract/withdrawals'
import { showFailure, showSuccess } from '../../feedback'
import { t } from '../../i18n'
import { useHttp, useSessionActor } from '../../session/use-session'
import { randomKey } from '../../../client/random-key'

/** The key of this withdrawal: one per opening of the page, reused by every retry. */
const newIdempotencyKey = randomKey

/** Where "Go to settings" leads, and back here once the code is set. */
export const SET_CODE_HREF = `/changePayPwd?redirect=${encodeURIComponent('/withDraw')}`

/** Refusals with a screen of their own; the rest are said in a toast. */
const SHOWN_ON_PAGE = new Set(['noPaymentCode', 'locked'])

export function useWithdrawal() {
  const http = useHttp()
  const session = useSessionActor()
  const navigate = useNavigate()
  const [idempotencyKey] = useState(newIdempotencyKey)
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
            // The balance shown elsewhere (personal center) follows the hold.
            void http.call(getUserInfo, {}, { silent: true }).then((userInfo) => session.send({ type: 'PROFILE_CHANGED', userInfo }), () => {})
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
        goToPaymentCode: () => void navigate({ href: SET_CODE_HREF }),
        announceSubmitted: () => showSuccess(t('msg.drawSuccess')),
      },
    }),
    { input: { idempotencyKey } },
  )
  return { state, send, refuseAboveBalance }
}

/** What is sent: the fields of the chosen way only, and the code. */
function withdrawBody(values: WithdrawalFormValues, code: string) {
  const { type, amount } = values
  return type === 'bank'
    ? { type, amount, bank_card: values.bank_card, bank_name: values.bank_name, payment_code: code }
    : { type, amount, network: values.network, address: values.address, payment_code: code }
}
