// The merchant's books by days of the shop's calendar (its time zone; UTC for a merchant without a
// shop): every row of the wallet's ledger and the settlements of completed orders, each as pages
// for the screen and as rows for a CSV export read in pages by id, so a long export streams.
import { eq, sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import type { BillRow } from '../../contract/bill'
import type { DayRange } from '../../contract/day-range'
import type { LanguageFile } from '../../contract/fields'
import type { SettlementRow } from '../../contract/merchant-shop'
import { withinDays } from '../db/calendar-days'
import { keysetPages } from '../db/keyset-pages'
import type { Database } from '../db/open-database'
import { decimalColumn, intColumn, textColumn, timestampColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'
import { shops } from '../db/schema'
import type { Translator } from '../i18n'
import { billPage, billRows } from './wallet/bill'
import { iso, parsedPageOf } from './wallet/audit-rows'

/** Rows an export reads at a time. */
const EXPORT_PAGE = 500

const settlementRow = z.object({
  id: intColumn, order_id: intColumn, order_sn: textColumn, amount: decimalColumn, commission: decimalColumn, settled: decimalColumn,
  balance_after: decimalColumn, created_at: timestampColumn,
})

/** The commission the platform kept of the order a settlement row (`l`) is about. */
const commission = sql`coalesce((select sum(c.amount) from ledger_entries c
  where c.platform_account = 'commission' and c.kind = 'commission' and c.ref_type = 'order' and c.ref_id = l.ref_id), 0)`

const settlementSelect = (where: SQL) => sql`
  select l.id, o.id as order_id, o.sn as order_sn, l.amount::text as amount, ${commission}::numeric(18, 2)::text as commission,
    (l.amount + ${commission})::numeric(18, 2)::text as settled, l.balance_after::text as balance_after, l.created_at
  from ledger_entries l join orders o on o.id = l.ref_id where ${where} order by l.id desc`

function settlementOf(row: z.output<typeof settlementRow>): SettlementRow {
  return {
    id: row.id, order_id: row.order_id, order_sn: row.order_sn, settled: row.settled, commission: row.commission, amount: row.amount,
    balance_after: row.balance_after, created_at: iso(row.created_at)!,
  }
}

/** What a ledger row is about, as one cell: its orders, or the recharge (R12) or withdrawal (W3). */
function aboutOf(row: BillRow): string {
  if (row.order_sns.length > 0) return row.order_sns.join('; ')
  if (row.recharge_id !== null) return `R${row.recharge_id}`
  return row.withdrawal_id === null ? '' : `W${row.withdrawal_id}`
}

/** The locale key of a ledger kind's label (`withdrawal_hold` -> `ui.billKindWithdrawalHold`), as the screens show it. */
const kindKey = (kind: string) => `ui.billKind${kind.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase())}`

export function createMerchantLedger(deps: { db: Database; translate: Translator }) {
  const { db, translate } = deps

  async function zoneOf(merchantId: number): Promise<string> {
    const [shop] = await db.select({ zone: shops.timeZone }).from(shops).where(eq(shops.ownerUserId, merchantId))
    return shop?.zone ?? 'UTC'
  }

  const ledgerWhere = async (merchantId: number, days: DayRange) => sql`l.user_id = ${merchantId} and ${withinDays(sql`l.created_at`, await zoneOf(merchantId), days)}`

  const settlementWhere = async (merchantId: number, days: DayRange) =>
    sql`l.user_id = ${merchantId} and l.kind = 'income' and l.ref_type = 'order' and ${withinDays(sql`l.created_at`, await zoneOf(merchantId), days)}`

  return {
    async ledger(merchantId: number, query: DayRange & { page: number; limit: number }) {
      return billPage(db, await ledgerWhere(merchantId, query), query.page, query.limit)
    },

    async *ledgerExport(merchantId: number, days: DayRange, lang: LanguageFile) {
      const where = await ledgerWhere(merchantId, days)
      for await (const row of keysetPages((before) => billRows(db, sql`${where} and l.id < ${before}`, EXPORT_PAGE), EXPORT_PAGE)) {
        yield {
          id: row.id, created_at: row.created_at, kind: row.kind, kind_text: translate(lang, kindKey(row.kind)), amount: row.amount,
          balance_after: row.balance_after, about: aboutOf(row),
        }
      }
    },

    /** The income rows of the merchant's wallet with the order each settled and the commission kept of it. */
    async settlements(merchantId: number, query: DayRange & { page: number; limit: number }) {
      const where = await settlementWhere(merchantId, query)
      const found = await parsedPageOf(db, settlementRow, settlementSelect(where), sql`select count(*)::int as total from ledger_entries l where ${where}`, query.page, query.limit)
      return { ...found, list: found.list.map(settlementOf) }
    },

    async *settlementExport(merchantId: number, days: DayRange) {
      const where = await settlementWhere(merchantId, days)
      const read = async (before: number) => (await parsedRows(db, settlementRow, sql`${settlementSelect(sql`${where} and l.id < ${before}`)} limit ${EXPORT_PAGE}`)).map(settlementOf)
      for await (const row of keysetPages(read, EXPORT_PAGE)) {
        yield { created_at: row.created_at, order_sn: row.order_sn, settled: row.settled, commission: row.commission, amount: row.amount, balance_after: row.balance_after }
      }
    },
  }
}

export type MerchantLedgerService = ReturnType<typeof createMerchantLedger>
