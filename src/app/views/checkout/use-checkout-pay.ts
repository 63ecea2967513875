// The checkout machine bound to the server: each actor slot is a contract call, each action a
// toast or a navigation. The page only renders the state and sends events.
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { checkoutPayMachine, type CheckoutStart } from '../../../../machines/checkout-pay.machine'
import type { PayRequest } from '../../../../machines/pay-with-code.machine'
import { getUserInfo } from '../../../contract/user'
import { orderCreate, orderPreview, unpaidOrders, verifyPay } from '../../../contract/orders'
import { showFailure } from '../../../ui/feedback'
import { payHeaders, payWithCodeLogic } from '../../../ui/payment-code/pay-with-code-binding'
import { t } from '../../../ui/i18n'
import { useHttp, useSessionActor } from '../../session/use-session'
import { checkoutItems, orderIdsOf, payOrdersHref, type CheckoutSearch } from './checkout-search'
import { randomKey } from '../../../client/random-key'

/** A preview stores nothing: Retry right after a failed load (or the same promo again) must go out. */
const readOnly = { headers: { 'repeat-submit': 'false' } }

const ordersOf = (request: PayRequest) => (request.kind === 'orders' ? request.orderIds : [])

/** The key of this checkout's payment: one per opening of the page, reused by every retry. */
const newIdempotencyKey = randomKey

export function useCheckoutPay(search: CheckoutSearch) {
  const http = useHttp()
  const session = useSessionActor()
  const navigate = useNavigate()
  const router = useRouter()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const items = checkoutItems(search)

  return useMachine(
    checkoutPayMachine.provide({
      actors: {
        loadCheckout: fromPromise<CheckoutStart>(async () => {
          const orderIds = orderIdsOf(search)
          // The profile, read now (a code set or a recharge approved meanwhile), says whether a code
          // is set (without one, the shopper sets it first) and the balance the pay sheet shows.
          const userInfo = await http.call(getUserInfo, {}, { silent: true }).then((fresh) => {
            session.send({ type: 'PROFILE_CHANGED', userInfo: fresh })
            return fresh
          }, () => session.getSnapshot().context.userInfo)
          const codeSet = userInfo?.has_payment_code ?? true
          const balance = userInfo?.balance ?? null
          if (orderIds) {
            const unpaid = await http.call(unpaidOrders, { query: { ids: orderIds } })
            return { kind: 'orders', orderIds: unpaid.orders.map((o) => o.id), total: unpaid.total, payBy: unpaid.pay_by, codeSet, balance }
          }
          if (!items) {
            showFailure(t('msg.selectItemToCheckout'))
            throw new Error('msg.selectItemToCheckout')
          }
          const preview = await http.call(orderPreview, { body: items }, readOnly)
          return { kind: 'preview', preview, addressId: preview.address_id, codeSet, balance }
        }),
        previewPromo: fromPromise(async ({ input }) => {
          const preview = await http.call(orderPreview, { body: { ...items!, promo_code: input.code } }, readOnly)
          return { preview, promoCode: preview.promo_code }
        }),
        createOrders: fromPromise(async ({ input }) => {
          const created = await http.call(orderCreate, {
            body: { ...items!, address_id: input.addressId, ...(input.promoCode ? { promo_code: input.promoCode } : {}) },
          })
          return { orderIds: created.orders.map((o) => o.id), total: created.total, payBy: created.pay_by }
        }),
        payWithCode: payWithCodeLogic({
          pay: async (request, code, idempotencyKey) => {
            if (request.kind !== 'orders') throw new Error('checkout pays orders')
            // The machine takes no second tap while paying; the key, not the duplicate guard, prevents paying twice.
            const paid = await http.call(verifyPay, { body: { order_ids: request.orderIds, payment_code: code } }, { silent: true, headers: payHeaders(idempotencyKey) })
            // The wallet shown elsewhere (personal center) follows the payment.
            void http.call(getUserInfo, {}, { silent: true }).then((userInfo) => session.send({ type: 'PROFILE_CHANGED', userInfo }), () => {})
            return paid
          },
          goToPaymentCode: (request) => void navigate({ href: `/changePayPwd?redirect=${encodeURIComponent(payOrdersHref(ordersOf(request)))}` }),
          goToTopUp: (request) => void navigate({ href: `/topUp?redirect=${encodeURIComponent(payOrdersHref(ordersOf(request)))}` }),
        }),
      },
      actions: {
        askForAddress: () => showFailure(t('msg.chooseShippingAddress')),
        // Back to this very checkout (its items, address) once the code is set.
        goToPaymentCode: () => void navigate({ href: `/changePayPwd?redirect=${encodeURIComponent(router.state.location.href)}` }),
        goToOrdersToPay: () => void navigate({ to: '/myPurchases/{-$status}', params: { status: '0' } }),
      },
    }),
    { input: { idempotencyKey } },
  )
}
