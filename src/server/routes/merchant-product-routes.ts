// A merchant's products: the calls of src/contract/merchant-products.ts (role merchant, own shop only).
import * as calls from '../../contract/merchant-products'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountMerchantProductRoutes(router: CallRouter, services: Services): void {
  const { merchantProducts } = services

  mountCall(router, calls.merchantProductList, ({ query }, ctx) => merchantProducts.list(ctx.requireUser().userId, query, ctx.lang))

  mountCall(router, calls.merchantProductDetail, ({ query }, ctx) => merchantProducts.detail(ctx.requireUser().userId, query.id))

  mountCall(router, calls.merchantProductSave, ({ body }, ctx) => merchantProducts.save(ctx.requireUser().userId, body, ctx.lang), {
    successMsg: 'msg.productSaved',
  })

  mountCall(router, calls.merchantProductVisibility, ({ body }, ctx) => merchantProducts.setHidden(ctx.requireUser().userId, body.id, body.hidden), {
    successMsg: (data) => (data.hidden ? 'msg.productHiddenDone' : 'msg.productShownDone'),
  })

  mountCall(router, calls.merchantProductBulkVisibility, ({ body }, ctx) => merchantProducts.setHiddenMany(ctx.requireUser().userId, body.ids, body.hidden), {
    successMsg: (data) => (data.hidden ? 'productsBulk.hiddenDone' : 'productsBulk.shownDone'),
  })

  mountCall(router, calls.merchantProductBulkEdit, ({ body }, ctx) => merchantProducts.editMany(ctx.requireUser().userId, body.skus, ctx.lang), {
    successMsg: 'productsBulk.editDone',
  })
}
