// The audit log: every operator call that changes something (a decision on a queue, a suspension,
// a setting, a deposit channel, content, a notice) is written here by the call router once it has
// succeeded, with who, which call, what it was done to and the body it accepted. Rows are only ever
// added; the table's trigger refuses to change or remove one.
import { sql } from 'drizzle-orm'
import type { OperatorAction } from '../../contract/operator-management'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import * as z from 'zod'
import { intColumn, textColumn, timestampColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'

/** What an action was done to, read from its body: the kind named by its path, and the id it names. */
export function subjectOf(path: string, body: unknown): string | null {
  const id = (body as { id?: unknown; conversation_id?: unknown } | null)?.id
  if (typeof id !== 'number') return null
  const kind = /\/api\/admin\/(users|shops|recharge|extract|merchant\/application|content|deposit_channel|withdrawal_bank)\b/.exec(path)?.[1]
  const names: Record<string, string> = { users: 'user', shops: 'shop', recharge: 'recharge', extract: 'withdrawal', 'merchant/application': 'application', content: 'content', deposit_channel: 'channel', withdrawal_bank: 'bank' }
  return kind ? `${names[kind]}:${id}` : null
}

const actionRow = z.object({
  id: intColumn, operator_id: intColumn, account: textColumn, action: textColumn, subject: textColumn.nullable(),
  // jsonb: parsed by the driver, or its text on a driver that leaves it.
  detail: z.union([z.record(z.string(), z.unknown()), z.string().transform((text) => JSON.parse(text) as Record<string, unknown>)]),
  created_at: timestampColumn, total: intColumn,
})

export function createOperatorActions(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async record(operatorId: number, action: string, body: unknown): Promise<void> {
      const detail = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : { value: body ?? null }
      await db.execute(sql`insert into operator_actions (operator_id, action, subject, detail, created_at)
        values (${operatorId}, ${action}, ${subjectOf(action, body)}, ${JSON.stringify(detail)}::jsonb, ${clock()})`)
    },

    async list(subject: string | undefined, page: number, limit: number) {
      const where = subject ? sql`a.subject = ${subject}` : sql`true`
      const rows = await parsedRows(db, actionRow, sql`
        select a.id, a.operator_id, u.account, a.action, a.subject, a.detail, a.created_at, count(*) over ()::int as total
        from operator_actions a join users u on u.id = a.operator_id where ${where}
        order by a.id desc limit ${limit} offset ${(page - 1) * limit}`)
      const total = rows[0]?.total ?? (await parsedRows(db, z.object({ n: intColumn }), sql`select count(*)::int as n from operator_actions a where ${where}`))[0]!.n
      const list: OperatorAction[] = rows.map((row) => ({
        id: row.id,
        operator: { id: row.operator_id, account: row.account },
        action: row.action,
        subject: row.subject,
        detail: row.detail,
        created_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
      }))
      return { list, total, page, limit }
    },
  }
}

export type OperatorActions = ReturnType<typeof createOperatorActions>
