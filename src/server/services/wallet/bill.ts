// The bill (GET /api/user/bill, /capitalRecord): the shopper's own ledger rows, newest first, each
// with the orders, recharge or withdrawal it is about, read from what the row references. The
// merchant's dated ledger and its export read the same rows, and so does the operator beside a
// request: the user's balance and latest movements.
import { eq, sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import { BILL_KINDS, type BillKind, type BillRow } from '../../../contract/bill'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { iso, parsedPageOf } from './audit-rows'

const ledgerRow = z.object({
  id: intColumn,
  kind: z.enum(BILL_KINDS),
  amount: decimalColumn,
  balance_after: decimalColumn,
  ref_type: textColumn.nullable(),
  ref_id: intColumn.nullable(),
  order_sns: z.array(textColumn).nullable(),
  created_at: timestampColumn,
})

/** The order numbers a row references: a payment's orders, a refund's order, a settled order. */
const orderSns = sql`case l.ref_type
    when 'payment' then (select array_agg(o.sn order by o.id) from payments p join orders o on o.id = any(p.order_ids) where p.id = l.ref_id)
    when 'refund' then (select array[o.sn] from refunds r join orders o on o.id = r.order_id where r.id = l.ref_id)
    when 'order' then (select array[o.sn] from orders o where o.id = l.ref_id)
  end`

/** The ledger rows (alias `l`) matching `where`, newest first. */
const billSelect = (where: SQL) => sql`select l.id, l.kind, l.amount::text as amount, l.balance_after::text as balance_after, l.ref_type, l.ref_id,
    ${orderSns} as order_sns, l.created_at
  from ledger_entries l where ${where} order by l.id desc`

function billRowOf(row: z.output<typeof ledgerRow>): BillRow {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    balance_after: row.balance_after,
    order_sns: row.order_sns ?? [],
    recharge_id: row.ref_type === 'recharge' ? row.ref_id : null,
    withdrawal_id: row.ref_type === 'withdrawal' ? row.ref_id : null,
    created_at: iso(row.created_at)!,
  }
}

/** A page of a user's own ledger rows (alias `l`) narrowed by `where`, newest first. */
export async function billPage(db: Database, where: SQL, page: number, limit: number) {
  const found = await parsedPageOf(db, ledgerRow, billSelect(where), sql`select count(*)::int as total from ledger_entries l where ${where}`, page, limit)
  return { ...found, list: found.list.map(billRowOf) }
}

/** At most `limit` ledger rows matching `where`, newest first: for an export's pages (`l.id < before`) and the latest movements. */
export async function billRows(db: Database, where: SQL, limit: number): Promise<BillRow[]> {
  return (await parsedRows(db, ledgerRow, sql`${billSelect(where)} limit ${limit}`)).map(billRowOf)
}

export function createBillService(deps: { db: Database }) {
  const { db } = deps
  return {
    async list(userId: number, kind: 'all' | BillKind, page: number, limit: number) {
      const found = await billPage(db, sql`l.user_id = ${userId} ${kind === 'all' ? sql`` : sql`and l.kind = ${kind}`}`, page, limit)
      const [{ balance }] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
      return { ...found, balance: balance! }
    },

    /** A user's wallet as the operator sees it beside a request: who, the balance and the latest `count` movements. */
    async userWallet(userId: number, count = 10) {
      const [user] = await db.select({ id: users.id, account: users.account, given: users.givenName, family: users.familyName, balance: users.balance })
        .from(users).where(eq(users.id, userId))
      if (!user) throw new AppError('msg.userNotFound')
      return {
        user: { id: user.id, account: user.account, name: `${user.given} ${user.family}`.trim() },
        balance: user.balance,
        movements: await billRows(db, sql`l.user_id = ${userId}`, count),
      }
    },
  }
}
