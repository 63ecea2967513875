// Recharges (docs/product/money.md#recharges, docs/api-conventions.md#paths): a shopper asks, with
// the payment evidence, by manual transfer or on chain; the row waits for an operator. Approving
// credits the wallet through the ledger, in the same transaction that records the decision, under
// the wallet's lock then the row's; rejecting records the reason the shopper reads. Nothing moves
// at the request itself.
import { sql } from 'drizzle-orm'
import * as z from 'zod'
import type { AuditFilter, AuditStatus } from '../../../contract/audits'
import { RECHARGE_METHODS, type AdminRechargeRow, type RechargeFormValues, type RechargeView } from '../../../contract/recharges'
import { centsOf, formatCents } from '../../../contract/money'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn, textColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { AppError } from '../../errors'
import { post } from '../ledger'
import { notify } from '../notifications'
import { requireStoredUploads } from '../uploads'
import { queuePage, type QueueQuery } from './queue-search'
import { auditedColumns, auditPage, decideOnce, iso, listOrder, requireAtMost, statusCondition, type Decision } from './audit-rows'
import { enabledChannels, requireNetwork } from './deposit-channels'
import type { UploadStore } from '../../storage/upload-store'

const rechargeRow = z.object({
  id: intColumn,
  method: z.enum(RECHARGE_METHODS),
  amount: decimalColumn,
  network: textColumn.nullable(),
  address: textColumn.nullable(),
  evidence: textColumn,
  ...auditedColumns,
})

type RechargeRow = z.output<typeof rechargeRow>

const columns = sql`t.id, t.method, t.amount::text as amount, t.network, t.address, t.evidence, t.status, t.note, t.audited_at,
  t.created_at, u.id as user_id, u.account as user_account, a.id as auditor_id, a.account as auditor_account
  from recharges t join users u on u.id = t.user_id left join users a on a.id = t.audited_by`

function viewOf(row: RechargeRow): RechargeView {
  return {
    id: row.id, method: row.method, amount: row.amount, network: row.network, address: row.address, evidence: row.evidence,
    status: row.status as AuditStatus, note: row.note, audited_at: iso(row.audited_at), created_at: iso(row.created_at)!,
  }
}

function adminRowOf(row: RechargeRow): AdminRechargeRow {
  return {
    ...viewOf(row),
    user: { id: row.user_id, account: row.user_account },
    audited_by: row.auditor_id === null ? null : { id: row.auditor_id, account: row.auditor_account ?? '' },
  }
}

/**
 * Whether a repeated request asks for the stored recharge: the same amount, the same way, on chain
 * from the same address on the same network (in any case). The evidence may be a picture uploaded
 * again of the same transfer: the first is kept.
 */
function sameRecharge(row: RechargeRow, body: RechargeFormValues): boolean {
  if (row.method !== body.method || row.amount !== formatCents(centsOf(body.amount))) return false
  return body.method !== 'chain' || ((row.network ?? '').toUpperCase() === (body.network ?? '').toUpperCase() && row.address === (body.address ?? null))
}

export function createRechargeService(deps: { db: Database; clock: Clock; store: UploadStore; maxAmount: string }) {
  const { db, clock, store, maxAmount } = deps

  async function byId(t: Database, id: number): Promise<RechargeRow> {
    const [row] = await parsedRows(t, rechargeRow, sql`select ${columns} where t.id = ${id}`)
    return row!
  }

  /** The recharge made with this key, or null; the key used for another recharge is refused. */
  async function replay(userId: number, key: string, body: RechargeFormValues): Promise<RechargeView | null> {
    const [row] = await parsedRows(db, rechargeRow, sql`select ${columns} where t.user_id = ${userId} and t.idempotency_key = ${key}`)
    if (!row) return null
    if (!sameRecharge(row, body)) throw new AppError('msg.requestKeyReused')
    return viewOf(row)
  }

  return {
    async channels() {
      return { ...(await enabledChannels(db)), max_amount: maxAmount }
    },

    async request(userId: number, body: RechargeFormValues, key: string): Promise<RechargeView> {
      const first = await replay(userId, key, body)
      if (first) return first
      requireAtMost(body.amount, maxAmount)
      const network = body.method === 'chain' ? await requireNetwork(db, body.network ?? '') : null
      await requireStoredUploads(store, [body.evidence])
      const [created] = await parsedRows(db, z.object({ id: intColumn }), sql`
        insert into recharges (user_id, method, amount, network, address, evidence, idempotency_key, created_at)
        values (${userId}, ${body.method}, ${body.amount}::numeric, ${network}, ${body.method === 'chain' ? body.address : null},
                ${body.evidence}, ${key}, ${clock()})
        on conflict (user_id, idempotency_key) do nothing returning id`)
      // The same key arrived twice at once: the other request made it.
      if (!created) return (await replay(userId, key, body))!
      return viewOf(await byId(db, created.id))
    },

    async log(userId: number, filter: AuditFilter, page: number, limit: number) {
      const found = await auditPage(db, 'recharges', rechargeRow, columns,
        sql`t.user_id = ${userId} and ${statusCondition(filter)}`, listOrder(filter, false), page, limit)
      return { ...found, list: found.list.map(viewOf) }
    },

    /** Every shopper's rows by status and search, or the one row `id`, with each status's totals. */
    async adminList(query: QueueQuery) {
      const found = await queuePage(db, 'recharges', rechargeRow, columns, query)
      return { ...found, list: found.list.map(adminRowOf) }
    },

    /** Approves (the wallet credited) or rejects a waiting recharge, once; the shopper is told either way. */
    audit(operatorId: number, decision: Decision): Promise<AdminRechargeRow> {
      const target = { table: 'recharges' as const, notFound: 'msg.rechargeNotFound', operatorId, decision }
      return decideOnce(db, clock, target, async (t, row, at) => {
        const ref = { type: 'recharge' as const, id: row.id }
        if (decision.approve) {
          await post(t, [{ wallet: { userId: row.user_id }, amount: row.amount, kind: 'recharge', ref }])
          await notify(t, row.user_id, 'recharge_approved', { amount: row.amount }, ref, at)
        } else {
          await notify(t, row.user_id, 'recharge_rejected', { amount: row.amount, note: decision.note ?? '' }, ref, at)
        }
      }, async (t, id) => adminRowOf(await byId(t, id)))
    },
  }
}

export type RechargeService = ReturnType<typeof createRechargeService>
