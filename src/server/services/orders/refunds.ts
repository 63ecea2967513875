// Refunds (docs/product/order-lifecycle.md#refunds, docs/product/money.md#escrow-and-commission),
// each change one transaction under the order's lock (lockOrder: the shopper's and the merchant's
// wallets, then the order), the refund row re-read under it, so repeated taps and concurrent
// requests decide a refund once:
// - apply: the orderStatus machine must allow APPLY_REFUND (1, 2, 3 -> -4), no refund may be open,
//   the amount at most what the items were paid and not yet refunded;
// - withdraw (shopper, while applying) and refuse (merchant, with a note): back where it came from;
// - approve: a refund only pays back at once; a return waits (in progress, order still -4) until the
//   merchant confirms the goods came back. Paying back is a ledger movement out of escrow to the
//   shopper; the whole order refunded cancels it (REFUND: -4 -> -1), a part returns it.
import { and, eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import { orderStatusSnapshot } from '../../../../machines/order-status.machine'
import { OPEN_REFUND_STATES } from '../../../../machines/refund-status.machine'
import type { LanguageFile } from '../../../contract/fields'
import { DONE_REFUND_STATUSES, PRODUCT_STATUSES, REFUND_REASONS, REFUND_STATUSES, REFUND_TYPES, type ApplyRefusal, type MerchantRefundRow, type RefundFilter, type RefundFormValues, type RefundView } from '../../../contract/refunds'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { orderItems, orders, shops } from '../../db/schema'
import { AppError } from '../../errors'
import { post } from '../ledger'
import { settingValue } from '../platform-settings'
import type { ReadCache } from '../read-cache'
import { requireStoredUploads } from '../uploads'
import { lockedOrderColumns, lockOrder, moveOrder, type LockedOrder, type OrderEvent } from './lifecycle'
import { notify } from '../notifications'
import { itemsOf, refundableOf, type RefundItemRow } from './refund-amounts'
import { moveRefund } from './refund-status'
import { centsOf, formatCents } from '../../../contract/money'
import type { UploadStore } from '../../storage/upload-store'

/**
 * A refund that pays back part of the order ends the after-sale the way a withdrawal does: the
 * machine's way back to the status the order came from (it has no event of its own for it).
 */
const PART_REFUNDED: OrderEvent = 'WITHDRAW_REFUND'

const refusal = (reason: ApplyRefusal['reason'], max?: string): ApplyRefusal => (max === undefined ? { reason } : { reason, max })

const refundRow = z.object({
  id: intColumn,
  order_id: intColumn,
  order_sn: textColumn,
  order_status: intColumn,
  order_total: decimalColumn,
  order_refunded: decimalColumn,
  user_id: intColumn,
  shop_id: intColumn,
  type: z.enum(REFUND_TYPES),
  status: z.enum(REFUND_STATUSES),
  amount: decimalColumn,
  product_ids: z.array(intColumn),
  product_status: z.enum(PRODUCT_STATUSES),
  reason: z.enum(REFUND_REASONS),
  explanation: textColumn,
  proof: z.array(textColumn),
  merchant_note: textColumn.nullable(),
  created_at: timestampColumn,
  decided_at: timestampColumn.nullable(),
  refunded_at: timestampColumn.nullable(),
})

type RefundRow = z.output<typeof refundRow>

const idRow = z.object({ id: intColumn })

const refundColumns = sql`r.id, r.order_id, o.sn as order_sn, o.status as order_status, o.total::text as order_total,
  o.refunded::text as order_refunded, r.user_id, r.shop_id, r.type, r.status, r.amount::text as amount, r.product_ids,
  r.product_status, r.reason, r.explanation, r.proof, r.merchant_note, r.created_at, r.decided_at, r.refunded_at`

/** `and ...` of the merchant's list filter (every status, one, or the three that are done). */
function statusWhere(filter: RefundFilter) {
  if (filter === 'all') return sql``
  if (filter === 'done') return sql`and r.status in (${sql.join(DONE_REFUND_STATUSES.map((s) => sql`${s}`), sql`, `)})`
  return sql`and r.status = ${filter}`
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function viewOf(row: RefundRow): RefundView {
  return {
    id: row.id,
    order_id: row.order_id,
    order_sn: row.order_sn,
    order_status: row.order_status as RefundView['order_status'],
    type: row.type,
    status: row.status,
    amount: row.amount,
    product_ids: row.product_ids,
    product_status: row.product_status,
    reason: row.reason,
    explanation: row.explanation,
    proof: row.proof,
    merchant_note: row.merchant_note,
    created_at: iso(row.created_at)!,
    decided_at: iso(row.decided_at),
    refunded_at: iso(row.refunded_at),
  }
}

/** A refund as the merchant reads it; one waiting for the merchant carries when to answer by (asked + `respondWithinMs`). */
function merchantRowOf(row: RefundRow, items: RefundItemRow[], respondWithinMs: number): MerchantRefundRow {
  const respondBy = row.status === 'applying' ? new Date(new Date(row.created_at).getTime() + respondWithinMs).toISOString() : null
  return { ...viewOf(row), items: items.filter((i) => row.product_ids.includes(i.product_id)), order_total: row.order_total, order_refunded: row.order_refunded, respond_by: respondBy }
}

async function refundById(t: Database, id: number, lock = false): Promise<RefundRow | undefined> {
  const [row] = await parsedRows(t, refundRow, sql`
    select ${refundColumns} from refunds r join orders o on o.id = r.order_id where r.id = ${id} ${lock ? sql`for update of r` : sql``}`)
  return row
}

export interface RefundApplication extends RefundFormValues {
  order_id: number
  product_ids: number[]
}

/** Whether the order's goods have left the shop, as the orderStatus machine tags its state. */
function goodsSent(order: Pick<LockedOrder, 'status' | 'status_before_after_sale'>): boolean {
  return orderStatusSnapshot(order.status, order.status_before_after_sale)?.hasTag('goodsSent') ?? false
}

/** Whether the orderStatus machine lets the order enter after-sale now. */
const canApplyRefund = (order: Pick<LockedOrder, 'status' | 'status_before_after_sale'>) =>
  orderStatusSnapshot(order.status, order.status_before_after_sale)?.can({ type: 'APPLY_REFUND' }) ?? false

/** `status in (...)` of the refunds still open (the refundStatus machine's states that are not final). */
const openRefund = sql`status in (${sql.join(OPEN_REFUND_STATES.map((s) => sql`${s}`), sql`, `)})`

export function createRefundService(deps: { db: Database; clock: Clock; cache: ReadCache; commissionRate: string; store: UploadStore; refundRespondMs: number }) {
  const { db, clock, cache, commissionRate, store } = deps
  /** The respond-within setting in force (an operator's row, else the server's). */
  const respondWithin = (t: Database) => settingValue(t, 'refundRespondMs', deps.refundRespondMs)
  const move = (t: Database, order: LockedOrder, event: OrderEvent, refusalMsg = 'msg.refundNotAllowed') =>
    moveOrder(t, order, event, clock(), { refusalMsg, commissionRate })

  async function transaction<T>(work: (t: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => work(tx as unknown as Database))
  }

  /** The shop a merchant runs; null when they have none (nothing of any shop is theirs then). */
  async function shopOf(merchantId: number): Promise<number | null> {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerUserId, merchantId))
    return shop?.id ?? null
  }

  /**
   * Locks the refund's order and then the refund itself, read again under the lock: whether it may
   * move on is the machine's to say (moveRefund), so a concurrent or repeated request finds it moved.
   */
  async function lockRefund(t: Database, refund: RefundRow, who: { ownerId?: number; shopId?: number }) {
    const order = await lockOrder(t, refund.order_id, who)
    const locked = (await refundById(t, refund.id, true))!
    return { order, refund: locked }
  }

  /**
   * Pays a refund back out of escrow to the shopper, in the caller's transaction under the order's
   * lock: the order's refunded amount grows; the whole order refunded cancels it (stock back on sale
   * when it was never shipped), a part returns it to the status it came from.
   */
  async function payBack(t: Database, order: LockedOrder, refund: RefundRow, now: Date, event: 'APPROVE_REFUND' | 'GOODS_RECEIVED', refusedMsg: string) {
    await moveRefund(t, refund, event, { msg: refusedMsg, params: { sn: order.sn } }, sql`, refunded_at = ${now}, decided_at = coalesce(decided_at, ${now})`)
    const amount = centsOf(refund.amount)
    const refunded = centsOf(order.refunded) + amount
    const total = centsOf(order.total)
    // Checked at apply under the same lock, with one open refund per order: cannot happen unless the data is broken.
    if (refunded > total) throw new Error(`refund ${refund.id} would pay back more than order ${order.id} cost`)
    await t.execute(sql`update orders set refunded = ${formatCents(refunded)}::numeric where id = ${order.id}`)
    order.refunded = formatCents(refunded)
    const whole = refunded === total
    let unsold: number[] = []
    if (whole) {
      // Nothing of it was sold in the end: the items leave the products' sold counts (never below 0).
      unsold = (await t.selectDistinct({ product_id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id))).map((r) => r.product_id)
      await t.execute(sql`
        update products p set sales = greatest(p.sales - i.quantity, 0)
        from (select product_id, sum(quantity)::int as quantity from order_items where order_id = ${order.id} group by product_id) i
        where p.id = i.product_id`)
    }
    let restocked: number[] = []
    if (whole && order.status_before_after_sale === 1) {
      // Never shipped: the goods are still on the shelf. SKUs in id order (the lock order).
      const items = await parsedRows(t, z.object({ sku_id: intColumn, product_id: intColumn, quantity: intColumn }), sql`
        select sku_id, product_id, sum(quantity)::int as quantity from order_items where order_id = ${order.id} group by sku_id, product_id order by sku_id`)
      for (const item of items) await t.execute(sql`update product_skus set stock = stock + ${item.quantity} where id = ${item.sku_id}`)
      restocked = items.map((i) => i.product_id)
    }
    const ref = { type: 'refund', id: refund.id }
    await post(t, [
      { wallet: { userId: order.user_id }, amount: refund.amount, kind: 'refund', ref },
      { wallet: { platform: 'escrow' }, amount: formatCents(-amount), kind: 'escrow_out', ref },
    ])
    await move(t, order, whole ? 'REFUND' : PART_REFUNDED)
    await notify(t, order.user_id, 'refund_refunded', { sn: order.sn, amount: refund.amount }, { type: 'order', id: order.id }, now)
    // The products whose cached figures changed: stock back on sale, or fewer sold.
    return [...new Set([...restocked, ...unsold])]
  }

  async function merchantRow(t: Database, refundId: number, lang: LanguageFile): Promise<MerchantRefundRow> {
    const row = (await refundById(t, refundId))!
    return merchantRowOf(row, (await itemsOf(t, [row.order_id], lang)).get(row.order_id) ?? [], await respondWithin(t))
  }

  /** The merchant's refund, or "not found" when it is another shop's (nothing is revealed). */
  async function merchantsRefund(merchantId: number, refundId: number): Promise<{ shopId: number; refund: RefundRow }> {
    const shopId = await shopOf(merchantId)
    const refund = shopId === null ? undefined : await refundById(db, refundId)
    if (!refund || refund.shop_id !== shopId) throw new AppError('msg.refundNotFound')
    return { shopId: shopId!, refund }
  }

  return {
    /** The shopper applies: the order enters after-sale (-4) with the refund waiting for the merchant. */
    async apply(userId: number, body: RefundApplication): Promise<RefundView> {
      // Checked before any lock: the disk is slower than the database.
      await requireStoredUploads(store, body.proof)
      const id = await transaction(async (t) => {
        const order = await lockOrder(t, body.order_id, { ownerId: userId })
        const [open] = await parsedRows(t, idRow, sql`
          select id from refunds where order_id = ${order.id} and ${openRefund}`)
        if (open) throw new AppError('msg.refundAlreadyOpen', { sn: order.sn }, refusal('alreadyOpen'))
        if (!canApplyRefund(order)) {
          throw new AppError('msg.refundNotAllowed', { sn: order.sn }, refusal('notAllowed'))
        }
        if (!goodsSent(order) && (body.type === 'return' || body.product_status === 'received')) {
          throw new AppError('msg.refundNotShipped', { sn: order.sn })
        }
        const { max } = await refundableOf(t, order, body.product_ids)
        if (max <= 0n) throw new AppError('msg.nothingToRefund', { sn: order.sn }, refusal('nothingToRefund'))
        if (centsOf(body.amount) > max) throw new AppError('msg.refundAmountTooHigh', { max: formatCents(max) }, refusal('amountTooHigh', formatCents(max)))
        const [created] = await parsedRows(t, idRow, sql`
          insert into refunds (order_id, user_id, shop_id, type, amount, product_ids, product_status, reason, explanation, proof, created_at)
          values (${order.id}, ${userId}, ${order.shop_id}, ${body.type}, ${body.amount}::numeric,
                  ${`{${[...new Set(body.product_ids)].sort((a, b) => a - b).join(',')}}`}::int[], ${body.product_status},
                  ${body.reason}, ${body.explanation}, ${JSON.stringify(body.proof)}::jsonb, ${clock()})
          returning id`)
        await move(t, order, 'APPLY_REFUND')
        return created!.id
      })
      return viewOf((await refundById(db, id))!)
    },

    /** What /refund shows: the order's items, its latest refund, and what the chosen items may still get back. */
    async detail(userId: number, orderId: number, productIds: number[] | undefined, lang: LanguageFile) {
      const [order] = await db.select(lockedOrderColumns).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      if (!order) throw new AppError('msg.orderNotFound')
      const { max, productIds: chosen } = await refundableOf(db, order, productIds)
      const [latest] = await parsedRows(db, refundRow, sql`
        select ${refundColumns} from refunds r join orders o on o.id = r.order_id where r.order_id = ${orderId} order by r.id desc limit 1`)
      const open = latest !== undefined && OPEN_REFUND_STATES.includes(latest.status)
      return {
        order: {
          id: order.id, sn: order.sn, status: order.status as RefundView['order_status'], total: order.total, refunded: order.refunded,
          items: (await itemsOf(db, [orderId], lang)).get(orderId) ?? [],
        },
        refund: latest ? viewOf(latest) : null,
        product_ids: chosen,
        refundable: formatCents(max > 0n ? max : 0n),
        can_apply: !open && canApplyRefund(order),
        goods_sent: goodsSent(order),
      }
    },

    /** The shopper takes back a refund the merchant has not decided: the order returns where it was. */
    async withdraw(userId: number, refundId: number): Promise<RefundView> {
      const found = await refundById(db, refundId)
      if (!found || found.user_id !== userId) throw new AppError('msg.refundNotFound')
      await transaction(async (t) => {
        const { order, refund } = await lockRefund(t, found, { ownerId: userId })
        await moveRefund(t, refund, 'WITHDRAW', { msg: 'msg.refundNotWithdrawable', params: { sn: order.sn } }, sql`, decided_at = ${clock()}`)
        await move(t, order, 'WITHDRAW_REFUND')
      })
      return viewOf((await refundById(db, refundId))!)
    },

    /** The merchant's refunds, newest first. */
    async merchantList(merchantId: number, query: { status: RefundFilter; page: number; limit: number }, lang: LanguageFile) {
      const { page, limit } = query
      const shopId = await shopOf(merchantId)
      if (shopId === null) return { list: [], total: 0, page, limit }
      const inStatus = statusWhere(query.status)
      const rows = await parsedRows(db, refundRow.extend({ total: intColumn }), sql`
        select ${refundColumns}, count(*) over ()::int as total from refunds r join orders o on o.id = r.order_id
        where r.shop_id = ${shopId} ${inStatus}
        order by r.id desc limit ${limit} offset ${(page - 1) * limit}`)
      let total = rows[0]?.total ?? 0
      if (rows.length === 0 && page > 1) {
        const [count] = await parsedRows(db, z.object({ n: intColumn }), sql`select count(*)::int as n from refunds r where r.shop_id = ${shopId} ${inStatus}`)
        total = count!.n
      }
      const items = await itemsOf(db, [...new Set(rows.map((r) => r.order_id))], lang)
      const respondWithinMs = await respondWithin(db)
      return { list: rows.map((row) => merchantRowOf(row, items.get(row.order_id) ?? [], respondWithinMs)), total, page, limit }
    },

    /** One of the merchant's refunds as it stands now; another shop's is "not found". */
    async merchantDetail(merchantId: number, refundId: number, lang: LanguageFile): Promise<MerchantRefundRow> {
      await merchantsRefund(merchantId, refundId)
      return merchantRow(db, refundId, lang)
    },

    /**
     * The merchant decides a refund waiting for them: refuse (note required; the order returns to
     * its earlier status), approve a refund only (paid back now) or a return (in progress until the
     * goods come back). A refund already decided is refused and nothing moves.
     */
    async decide(merchantId: number, body: { refund_id: number; approve: boolean; note?: string }, lang: LanguageFile): Promise<MerchantRefundRow> {
      const { shopId, refund } = await merchantsRefund(merchantId, body.refund_id)
      const note = body.note ? body.note : null
      const restocked = await transaction(async (t) => {
        const { order, refund: locked } = await lockRefund(t, refund, { shopId })
        const now = clock()
        const decided = { msg: 'msg.refundAlreadyDecided', params: { sn: order.sn } }
        if (!body.approve) {
          await moveRefund(t, locked, 'REFUSE', decided, sql`, merchant_note = ${note}, decided_at = ${now}`)
          await move(t, order, 'REFUSE_REFUND')
          await notify(t, order.user_id, 'refund_refused', { sn: order.sn, note: note ?? '' }, { type: 'order', id: order.id }, now)
          return []
        }
        if (locked.type === 'return') {
          await moveRefund(t, locked, 'APPROVE_RETURN', decided, sql`, merchant_note = ${note}, decided_at = ${now}`)
          await notify(t, order.user_id, 'refund_approved', { sn: order.sn, amount: locked.amount }, { type: 'order', id: order.id }, now)
          return []
        }
        await t.execute(sql`update refunds set merchant_note = ${note} where id = ${refund.id}`)
        return payBack(t, order, locked, now, 'APPROVE_REFUND', decided.msg)
      })
      if (restocked.length) await cache.invalidate(...restocked.map((id) => `product:${id}`))
      return merchantRow(db, refund.id, lang)
    },

    /** The goods of an approved return came back: the money goes back to the shopper. */
    async goodsReceived(merchantId: number, refundId: number, lang: LanguageFile): Promise<MerchantRefundRow> {
      const { shopId, refund } = await merchantsRefund(merchantId, refundId)
      const changed = await transaction(async (t) => {
        const { order, refund: locked } = await lockRefund(t, refund, { shopId })
        return payBack(t, order, locked, clock(), 'GOODS_RECEIVED', 'msg.refundNotWaitingGoods')
      })
      if (changed.length) await cache.invalidate(...changed.map((id) => `product:${id}`))
      return merchantRow(db, refundId, lang)
    },
  }
}

export type RefundService = ReturnType<typeof createRefundService>
