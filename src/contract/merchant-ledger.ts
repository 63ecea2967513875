// The merchant's books by days of the shop's calendar: every row of the wallet's ledger and the
// settlements of completed orders, each paged, and each exported as a CSV file streamed by the
// server. Role merchant; the wallet and shop are always the caller's own.
import * as z from 'zod/mini'
import { billRow, BILL_KINDS } from './bill'
import { defineCall } from './call'
import { dayRange, firstDayNotAfterLast } from './day-range'
import { isoTime, money, pageOf, pageQuery } from './fields'

/** A page of the ledger or the settlements between two days of the shop's calendar (both optional, both included). */
export const ledgerPageQuery = z.extend(pageQuery, dayRange).check(firstDayNotAfterLast)

/** The days alone: what an export is narrowed by. */
export const ledgerDaysQuery = z.object(dayRange).check(firstDayNotAfterLast)

export const merchantLedger = defineCall({
  method: 'GET',
  path: '/api/merchant/ledger',
  access: 'merchant',
  summary: "Every row of the merchant's wallet ledger, newest first, between two days of the shop's calendar",
  query: ledgerPageQuery,
  data: pageOf(billRow),
})

/** One line of the ledger export: the row, its kind in the reader's language, what it is about. */
export const ledgerExportRow = z.object({
  id: z.number(),
  created_at: isoTime,
  kind: z.enum(BILL_KINDS),
  kind_text: z.string(),
  amount: money,
  balance_after: money,
  /** The orders, recharge or withdrawal the row is about ("2611…; 2611…", "R12", "W3"), else empty. */
  about: z.string(),
})

export const merchantLedgerExport = defineCall({
  method: 'GET',
  path: '/api/merchant/ledger/export',
  access: 'merchant',
  summary: "The merchant's wallet ledger between two days of the shop's calendar as a CSV file, newest first, streamed",
  query: ledgerDaysQuery,
  data: ledgerExportRow,
  csv: true,
})

/** One line of the settlements export: the order and what it settled. */
export const settlementExportRow = z.object({
  created_at: isoTime,
  order_sn: z.string(),
  settled: money,
  commission: money,
  amount: money,
  balance_after: money,
})

export const merchantSettlementExport = defineCall({
  method: 'GET',
  path: '/api/merchant/settlements/export',
  access: 'merchant',
  summary: "Completed orders settled to the merchant's wallet between two days of the shop's calendar as a CSV file, newest first, streamed",
  query: ledgerDaysQuery,
  data: settlementExportRow,
  csv: true,
})
