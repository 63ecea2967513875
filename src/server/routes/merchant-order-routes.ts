// A merchant's orders: the calls of src/contract/merchant-orders.ts (role merchant, own shop only).
import * as calls from '../../contract/merchant-orders'
import { mountCall, type CallRouter } from '../http/mount-call'
import { mountCsv } from '../http/mount-csv'

/** The export's columns, in order; each header is `sellerExport.<key>` in the reader's language. */
const ORDER_EXPORT_COLUMNS = Object.keys(calls.merchantOrderExportRow.shape) as Array<keyof typeof calls.merchantOrderExportRow.shape>
import type { Services } from '../services/create-services'

export function mountMerchantOrderRoutes(router: CallRouter, services: Services): void {
  const { merchantOrders } = services
  const { translate } = router

  mountCall(router, calls.merchantOrderList, ({ query }, ctx) => merchantOrders.list(ctx.requireUser().userId, query, ctx.lang))

  mountCsv(router, calls.merchantOrderExport, async ({ query }, ctx) => ({
    filename: `orders-${new Date().toISOString().slice(0, 10)}.csv`,
    columns: ORDER_EXPORT_COLUMNS.map((key) => [key, translate(ctx.lang, `sellerExport.${key}`)] as const),
    rows: merchantOrders.exportRows(ctx.requireUser().userId, query, ctx.lang),
  }))

  mountCall(router, calls.merchantOrderInfo, ({ query }, ctx) => merchantOrders.detail(ctx.requireUser().userId, query.sn, ctx.lang))

  mountCall(router, calls.merchantOrderShip, ({ body }, ctx) => merchantOrders.ship(ctx.requireUser().userId, body, ctx.lang), { successMsg: 'msg.orderShipped' })

  mountCall(router, calls.merchantOrderLogistics, ({ body }, ctx) => merchantOrders.addLogistics(ctx.requireUser().userId, body, ctx.lang), {
    successMsg: 'msg.saveSuccess',
  })
}
