// The shopper's orders after checkout: the calls of src/contract/order-lifecycle.ts.
import * as calls from '../../contract/order-lifecycle'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountOrderLifecycleRoutes(router: CallRouter, services: Services): void {
  const { shopperOrders } = services

  mountCall(router, calls.orderList, ({ query }, ctx) => shopperOrders.list(ctx.requireUser().userId, query.status, query.page, query.limit, ctx.lang))

  mountCall(router, calls.orderInfo, ({ query }, ctx) => shopperOrders.detail(ctx.requireUser().userId, query.id, ctx.lang))

  mountCall(router, calls.orderConfirm, ({ body }, ctx) => shopperOrders.confirm(ctx.requireUser().userId, body.id), { successMsg: 'msg.orderReceived' })
}
