// The checkout machine bound to the server: each actor slot is a contract call, each action a
// toast or a navigation. The page only renders the state and sends events.
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { checkoutPayMachine, type CheckoutStart } from '../../../../machines/checkout-pay.machine'
import { ApiError } from '../../../client/api-error'
import { getUserInfo } from '../../../contract/user'
import { orderCreate, orderPreview, unpaidOrders, verifyPay } from '../../../contract/orders'
import { showFailure } from '../../../ui/feedback'
import { t } from '../../../ui/i18n'
import { useHttp, useSessionActor } from '../../session/use-session'
import { checkoutItems, orderIdsOf, payOrdersHref, type CheckoutSearch } from './checkout-search'
import { randomKey } from '../../../client/random-key'

/** A preview stores nothing: Retry right after a failed load (or the same promo again) must go out. */
const readOnly = { headers: { 'repeat-submit': 'false' } }

/** The key of this checkout's payment: one per opening of the page, reused by every retry. */
const newIdempotencyKey = randomKey

export function useCheckoutPay(search: CheckoutSearch) {
  const http = useHttp()
  const session = useSessionActor()
  const navigate = useNavigate()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const items = checkoutItems(search)

  return useMachine(
    checkoutPayMachine.provide({
      actors: {
        loadCheckout: fromPromise<CheckoutStart>(async () => {
          const orderIds = orderIdsOf(search)
          if (orderIds) {
            const unpaid = await http.call(unpaidOrders, { query: { ids: orderIds } })
            return { kind: 'orders', orderIds: unpaid.orders.map((o) => o.id), total: unpaid.total }
          }
          if (!items) {
            showFailure(t('msg.selectItemToCheckout'))
            throw new Error('msg.selectItemToCheckout')
          }
          const preview = await http.call(orderPreview, { body: items }, readOnly)
          return { kind: 'preview', preview, addressId: preview.address_id }
        }),
        previewPromo: fromPromise(async ({ input }) => {
          const preview = await http.call(orderPreview, { body: { ...items!, promo_code: input.code } }, readOnly)
          return { preview, promoCode: preview.promo_code }
        }),
        createOrders: fromPromise(async ({ input }) => {
          const created = await http.call(orderCreate, {
            body: { ...items!, address_id: input.addressId, ...(input.promoCode ? { promo_code: input.promoCode } : {}) },
          })
          return { orderIds: created.orders.map((o) => o.id), total: created.total }
        }),
        pay: fromPromise(async ({ input }) => {
          try {
            const paid = await http.call(
              verifyPay,
              { body: { order_ids: input.orderIds, payment_code: input.code } },
              // The machine takes no second tap while paying, and a retry must go out: the key, not the guard, prevents paying twice.
              { silent: true, headers: { 'Idempotency-Key': input.idempotencyKey, 'repeat-submit': 'false' } },
            )
            // The wallet shown elsewhere (personal center) follows the payment.
            void http.call(getUserInfo, {}, { silent: true }).then((userInfo) => session.send({ type: 'PROFILE_CHANGED', userInfo }), () => {})
            return paid
          } catch (error) {
            // A wrong code or a failure on the way is said here; the other refusals have their own screen.
            const reason = error instanceof ApiError ? (error.data as { reason?: string } | null)?.reason : undefined
            if (error instanceof ApiError && (reason === undefined || reason === 'wrongCode' || reason === 'notPayable')) showFailure(error.msg)
            throw error
          }
        }),
      },
      actions: {
        askForAddress: () => showFailure(t('msg.chooseShippingAddress')),
        askForCode: () => showFailure(t('msg.enterPaymentPassword')),
        goToPaymentCode: (_, { orderIds }) => void navigate({ href: `/changePayPwd?redirect=${encodeURIComponent(payOrdersHref(orderIds))}` }),
        goToTopUp: (_, { orderIds }) => void navigate({ href: `/topUp?redirect=${encodeURIComponent(payOrdersHref(orderIds))}` }),
      },
    }),
    { input: { idempotencyKey } },
  )
}
