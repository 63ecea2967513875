// Checkout and pay: the calls of src/contract/orders.ts.
import * as calls from '../../contract/orders'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountOrderRoutes(router: CallRouter, services: Services): void {
  const { checkout, pay, orderCancellation } = services

  mountCall(router, calls.orderPreview, ({ body }, ctx) => checkout.preview(ctx.requireUser().userId, body, ctx.lang))

  mountCall(router, calls.orderCreate, ({ body }, ctx) => checkout.create(ctx.requireUser().userId, body, ctx.lang), { successMsg: 'msg.createOrderSuccess' })

  mountCall(router, calls.unpaidOrders, ({ query }, ctx) => pay.unpaid(ctx.requireUser().userId, query.ids))

  mountCall(router, calls.orderCancel, ({ body }, ctx) => orderCancellation.cancel(ctx.requireUser().userId, body.id), { successMsg: 'msg.orderCancelled' })

  mountCall(router, calls.verifyPay, ({ body }, ctx) => pay.pay(ctx.requireUser().userId, body.order_ids, body.payment_code, ctx.idempotencyKey!), {
    successMsg: 'msg.paySuccess',
  })
}
