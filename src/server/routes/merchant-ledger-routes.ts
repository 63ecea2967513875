// The merchant's books by days: the calls of src/contract/merchant-ledger.ts and the settlements of
// src/contract/merchant-shop.ts (role merchant, own wallet only), the exports streamed as CSV.
import * as ledger from '../../contract/merchant-ledger'
import { merchantSettlements } from '../../contract/merchant-shop'
import { mountCall, type CallRouter } from '../http/mount-call'
import { mountCsv } from '../http/mount-csv'
import type { Services } from '../services/create-services'

/** An export's columns, in the row's order; each header is `ledgerQueues.<group>.<key>` in the reader's language. */
const columnKeys = (row: { shape: object }) => Object.keys(row.shape)

export function mountMerchantLedgerRoutes(router: CallRouter, services: Services): void {
  const { merchantLedger } = services
  const { translate } = router
  /** The file's days: the range asked ("2026-11-01_2026-11-27"), else the day of the export. */
  const daysOf = (query: { from?: string; to?: string }) => [query.from, query.to].filter(Boolean).join('_') || new Date().toISOString().slice(0, 10)

  mountCall(router, ledger.merchantLedger, ({ query }, ctx) => merchantLedger.ledger(ctx.requireUser().userId, query))

  mountCsv(router, ledger.merchantLedgerExport, async ({ query }, ctx) => ({
    filename: `ledger-${daysOf(query)}.csv`,
    columns: columnKeys(ledger.ledgerExportRow).map((key) => [key as keyof typeof ledger.ledgerExportRow.shape, translate(ctx.lang, `ledgerQueues.ledgerColumns.${key}`)] as const),
    rows: merchantLedger.ledgerExport(ctx.requireUser().userId, query, ctx.lang),
  }))

  mountCall(router, merchantSettlements, ({ query }, ctx) => merchantLedger.settlements(ctx.requireUser().userId, query))

  mountCsv(router, ledger.merchantSettlementExport, async ({ query }, ctx) => ({
    filename: `settlements-${daysOf(query)}.csv`,
    columns: columnKeys(ledger.settlementExportRow).map((key) => [key as keyof typeof ledger.settlementExportRow.shape, translate(ctx.lang, `ledgerQueues.settlementColumns.${key}`)] as const),
    rows: merchantLedger.settlementExport(ctx.requireUser().userId, query),
  }))
}
