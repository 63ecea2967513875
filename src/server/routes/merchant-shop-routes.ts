// The merchant's own shop: the calls of src/contract/merchant-shop.ts (role merchant, own shop only).
import * as calls from '../../contract/merchant-shop'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountMerchantShopRoutes(router: CallRouter, services: Services): void {
  const { merchantShop } = services

  mountCall(router, calls.merchantShop, (_, ctx) => merchantShop.profile(ctx.requireUser().userId, ctx.lang))

  mountCall(router, calls.merchantShopUpdate, ({ body }, ctx) => merchantShop.update(ctx.requireUser().userId, body, ctx.lang), { successMsg: 'msg.saveSuccess' })

  mountCall(router, calls.merchantShopSales, ({ query }, ctx) => merchantShop.sales(ctx.requireUser().userId, query.days))
}
