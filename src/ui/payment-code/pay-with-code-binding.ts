// The pay-with-code machine bound to the server, for each flow that invokes it (checkout, the
// withdrawal of the storefront and of the console): the flow says how its request is paid and
// where "Go to settings" and "Top up" lead; the toasts are the same everywhere.
import { fromPromise } from 'xstate'
import { payWithCodeMachine, refusalOf, type PayReceipt, type PayRequest } from '../../../machines/pay-with-code.machine'
import { ApiError } from '../../client/api-error'
import { showFailure } from '../feedback'
import { t } from '../i18n'

export interface PayWithCodeBinding {
  /** Sends the request with the code; a retry sends it again with the same key. */
  pay(request: PayRequest, code: string, idempotencyKey: string): Promise<PayReceipt>
  goToPaymentCode(request: PayRequest): void
  goToTopUp(request: PayRequest): void
}

/** Refusals with a screen of their own; the rest are said in a toast. */
const SHOWN_ON_PAGE = new Set(['noPaymentCode', 'locked', 'insufficientBalance'])

/** The machine as a parent's `payWithCode` actor. */
export function payWithCodeLogic(binding: PayWithCodeBinding) {
  return payWithCodeMachine.provide({
    actors: {
      pay: fromPromise(async ({ input }) => {
        try {
          return await binding.pay(input.request, input.code, input.idempotencyKey)
        } catch (error) {
          const reason = refusalOf(error)?.reason
          if (error instanceof ApiError && !(reason && SHOWN_ON_PAGE.has(reason))) showFailure(error.msg)
          throw error
        }
      }),
    },
    actions: {
      askForCode: () => showFailure(t('msg.enterPaymentPassword')),
      goToPaymentCode: (_, { request }) => binding.goToPaymentCode(request),
      goToTopUp: (_, { request }) => binding.goToTopUp(request),
    },
  })
}

/** The headers of every payment: the key makes a retry answer the first, so the duplicate guard must let it out. */
export const payHeaders = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey, 'repeat-submit': 'false' })
