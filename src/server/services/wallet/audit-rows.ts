// What the recharge and withdrawal services share: reading a status filter, the pages of a list,
// and taking an operator's decision exactly once (the row re-read under its lock, the auditStatus
// machine asked before the decision is recorded).
import { sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import { nextAuditStatus } from '../../../../machines/audit-status.machine'
import type { AuditFilter } from '../../../contract/audits'
import { centsOf } from '../../../contract/money'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { AppError } from '../../errors'
import { lockUsers } from '../ledger'

/** The columns a recharge's and a withdrawal's row share: where the audit stands, who asked, who decided. */
export const auditedColumns = {
  status: intColumn,
  note: textColumn.nullable(),
  audited_at: timestampColumn.nullable(),
  created_at: timestampColumn,
  user_id: intColumn,
  user_account: textColumn,
  auditor_id: intColumn.nullable(),
  auditor_account: textColumn.nullable(),
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The SQL condition of a list filter ('all' or a status code) on the table alias `t`. */
export function statusCondition(filter: AuditFilter): SQL {
  return filter === 'all' ? sql`true` : sql`t.status = ${Number(filter)}`
}

/**
 * The order a list is read in: the operator's queue of waiting rows oldest first (first come,
 * first served), every other list newest first.
 */
export const listOrder = (filter: AuditFilter, forOperator: boolean) => (forOperator && filter === '0' ? sql`t.id asc` : sql`t.id desc`)

/** Refuses an amount above a per-request maximum (a setting), naming the maximum. */
export function requireAtMost(amount: string, max: string): void {
  if (centsOf(amount) > centsOf(max)) throw new AppError('msg.amountAboveMax', { max })
}

const waitingRow = z.object({ id: intColumn, user_id: intColumn, amount: decimalColumn, status: intColumn })

export type WaitingRow = z.output<typeof waitingRow>

/**
 * The row an operator decides, locked; refused when unknown (`notFound`). The caller has locked the
 * owner's wallet first (the ledger's lock order: wallets, then the rows they pay).
 */
export async function lockRow(t: Database, table: 'recharges' | 'withdrawals', id: number, notFound: string): Promise<WaitingRow> {
  const [row] = await parsedRows(t, waitingRow, sql`
    select id, user_id, status, amount::text as amount from ${sql.identifier(table)} where id = ${id} for update`)
  if (!row) throw new AppError(notFound)
  return row
}

/**
 * The status a decision moves a locked row to, as the auditStatus machine says: refused
 * (msg.alreadyAudited) when it does not take the decision from the row's status, so two decisions
 * racing on one row give one winner.
 */
export function statusAfter(row: WaitingRow, approve: boolean): number {
  const next = nextAuditStatus(row.status, approve ? 'APPROVE' : 'REFUSE')
  if (next === null) throw new AppError('msg.alreadyAudited', { id: row.id }, { status: row.status })
  return next
}

/** The owner of a row, read without a lock (it never changes), so their wallet can be locked first. */
export async function ownerOf(t: Database, table: 'recharges' | 'withdrawals', id: number, notFound: string): Promise<number> {
  const [row] = await parsedRows(t, z.object({ user_id: intColumn }), sql`select user_id from ${sql.identifier(table)} where id = ${id}`)
  if (!row) throw new AppError(notFound)
  return row.user_id
}

/** Records the decision on the row (its lock held): the status the machine gave, who and when. */
async function recordDecision(t: Database, table: 'recharges' | 'withdrawals', row: WaitingRow, decision: { status: number; note?: string | null; operatorId: number; at: Date }): Promise<void> {
  await t.execute(sql`
    update ${sql.identifier(table)} set status = ${decision.status}, note = ${decision.note || null},
      audited_by = ${decision.operatorId}, audited_at = ${decision.at}
    where id = ${row.id} and status = ${row.status}`)
}

const countRow = z.object({ total: intColumn })

/** A page of rows, each parsed with `row`, and the count of all that match (`count` selects `total` as int). */
export async function parsedPageOf<Row extends z.ZodType<Record<string, unknown>>>(t: Database, row: Row, select: SQL, count: SQL, page: number, limit: number) {
  const list = await parsedRows(t, row, sql`${select} limit ${limit} offset ${(page - 1) * limit}`)
  const [{ total }] = await parsedRows(t, countRow, count)
  return { list, total, page, limit }
}

export type AuditTable = 'recharges' | 'withdrawals'

/** A page of a table's rows (alias `t`, selected with `columns`, parsed with `row`) matching `where`, in `order`. */
export function auditPage<Row extends z.ZodType<Record<string, unknown>>>(db: Database, table: AuditTable, row: Row, columns: SQL, where: SQL, order: SQL, page: number, limit: number) {
  return parsedPageOf(db, row, sql`select ${columns} where ${where} order by ${order}`,
    sql`select count(*)::int as total from ${sql.identifier(table)} t where ${where}`, page, limit)
}

export interface Decision {
  id: number
  approve: boolean
  note?: string | null
}

/**
 * An operator's decision on a waiting row, in one transaction: the owner's wallet locked, then the
 * row (refused when unknown, or when the auditStatus machine does not take the decision from its
 * status), then `apply` moves the money and tells the owner, the decision is recorded with who and
 * when, and `answer` reads the row as it now is.
 */
export function decideOnce<R>(
  db: Database,
  at: () => Date,
  target: { table: AuditTable; notFound: string; operatorId: number; decision: Decision },
  apply: (t: Database, row: WaitingRow, at: Date) => Promise<void>,
  answer: (t: Database, id: number) => Promise<R>,
): Promise<R> {
  const { table, notFound, operatorId, decision } = target
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database
    await lockUsers(t, [await ownerOf(t, table, decision.id, notFound)])
    const row = await lockRow(t, table, decision.id, notFound)
    const status = statusAfter(row, decision.approve)
    const now = at()
    await apply(t, row, now)
    await recordDecision(t, table, row, { status, note: decision.note, operatorId, at: now })
    return answer(t, row.id)
  })
}
