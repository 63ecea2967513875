// Shipping many orders from a file: the calls of src/contract/merchant-bulk-ship.ts (role merchant,
// own shop only): the template as CSV, the check of a filled one, and its shipping.
import * as calls from '../../contract/merchant-bulk-ship'
import { mountCall, type CallRouter } from '../http/mount-call'
import { mountCsv } from '../http/mount-csv'
import type { Services } from '../services/create-services'

/** The template's columns, in order; each header is `sellerExport.<key>` in the reader's language, as the export's. */
const TEMPLATE_COLUMNS = Object.keys(calls.shipTemplateRow.shape) as Array<keyof typeof calls.shipTemplateRow.shape>

export function mountMerchantBulkShipRoutes(router: CallRouter, services: Services): void {
  const { bulkShipping } = services
  const { translate } = router

  mountCsv(router, calls.merchantShipTemplate, async (_input, ctx) => ({
    filename: `orders-to-ship-${new Date().toISOString().slice(0, 10)}.csv`,
    columns: TEMPLATE_COLUMNS.map((key) => [key, translate(ctx.lang, `sellerExport.${key}`)] as const),
    rows: bulkShipping.templateRows(ctx.requireUser().userId, ctx.lang),
  }))

  mountCall(router, calls.merchantShipFileCheck, ({ body }, ctx) => bulkShipping.check(ctx.requireUser().userId, body.file, ctx.lang))

  mountCall(router, calls.merchantShipFile, ({ body }, ctx) => bulkShipping.ship(ctx.requireUser().userId, body.file, ctx.lang))
}
