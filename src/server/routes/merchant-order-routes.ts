// A merchant's orders: the calls of src/contract/merchant-orders.ts (role merchant, own shop only).
import * as calls from '../../contract/merchant-orders'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountMerchantOrderRoutes(router: CallRouter, services: Services): void {
  const { merchantOrders } = services

  mountCall(router, calls.merchantOrderList, ({ query }, ctx) => merchantOrders.list(ctx.requireUser().userId, query.status, query.page, query.limit, ctx.lang))

  mountCall(router, calls.merchantOrderInfo, ({ query }, ctx) => merchantOrders.detail(ctx.requireUser().userId, query.sn, ctx.lang))

  mountCall(router, calls.merchantOrderShip, ({ body }, ctx) => merchantOrders.ship(ctx.requireUser().userId, body, ctx.lang), { successMsg: 'msg.orderShipped' })

  mountCall(router, calls.merchantOrderLogistics, ({ body }, ctx) => merchantOrders.addLogistics(ctx.requireUser().userId, body, ctx.lang), {
    successMsg: 'msg.saveSuccess',
  })
}
