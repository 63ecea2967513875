// The operator's queue search as SQL on a recharge's or withdrawal's row (alias `t`): part of the
// user's account, an amount range and the UTC days asked; and the count and sum of each status
// (waiting, approved, refused) under that search, for the queue's totals.
import { sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import { AUDIT_STATUSES, type AuditFilter, type AuditStatus } from '../../../contract/audits'
import type { QueueSearch, QueueTotals } from '../../../contract/operator-queues'
import { withinDays } from '../../db/calendar-days'
import { containing } from '../../db/like-pattern'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { auditPage, listOrder, statusCondition, type AuditTable } from './audit-rows'

/** The search's condition; `true` when nothing is asked. The user is matched by a subquery, so the count needs no join. */
export function queueWhere(search: QueueSearch): SQL {
  const parts: SQL[] = [withinDays(sql`t.created_at`, 'UTC', search)]
  if (search.account) parts.push(sql`t.user_id in (select u.id from users u where u.account ilike ${containing(search.account)})`)
  if (search.min) parts.push(sql`t.amount >= ${search.min}::numeric`)
  if (search.max) parts.push(sql`t.amount <= ${search.max}::numeric`)
  return sql.join(parts, sql` and `)
}

const totalRow = z.object({ status: intColumn, count: intColumn, amount: decimalColumn })

/** Every status, in order, with how many rows `where` finds in it and their amounts' sum (0 for none). */
export async function queueTotalsOf(db: Database, table: AuditTable, where: SQL): Promise<QueueTotals> {
  const rows = await parsedRows(db, totalRow, sql`
    select s.status, count(t.id)::int as count, coalesce(sum(t.amount), 0)::numeric(18, 2)::text as amount
    from unnest(array[${sql.join(AUDIT_STATUSES.map((status) => sql`${status}`), sql`, `)}]::int[]) as s(status)
    left join ${sql.identifier(table)} t on t.status = s.status and ${where}
    group by s.status order by s.status`)
  return rows.map((row) => ({ status: row.status as AuditStatus, count: row.count, amount: row.amount }))
}

export type QueueQuery = QueueSearch & { status: AuditFilter; page: number; limit: number; id?: number }

/**
 * A page of an operator's queue (the table's rows, alias `t`, selected with `columns`, parsed with
 * `row`): by status and search, or the one row `id` whatever its status; each status totalled
 * under the search.
 */
export async function queuePage<Row extends z.ZodType<Record<string, unknown>>>(db: Database, table: AuditTable, row: Row, columns: SQL, query: QueueQuery) {
  const searched = queueWhere(query)
  const one = query.id === undefined ? sql`true` : sql`t.id = ${query.id}`
  const found = await auditPage(db, table, row, columns, sql`${one} and ${statusCondition(query.status)} and ${searched}`, listOrder(query.status, true), query.page, query.limit)
  return { ...found, totals: await queueTotalsOf(db, table, searched) }
}
