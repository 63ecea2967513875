// Moving an order through its lifecycle (docs/product/order-lifecycle.md#transitions), inside the
// caller's transaction: the orderStatus machine, rebuilt from the stored status, must allow the
// event; the new status and its moment are stored; entering after-sale remembers where the order
// came from, leaving it returns there; completing settles the order out of escrow to the merchant,
// less commission. Every service that changes an order's status (pay, cancel, ship, confirm,
// review, refund, the timers) goes through `moveOrder`, so the server never disagrees with the
// machine the views use.
import { eq, sql } from 'drizzle-orm'
import { nextOrderStatus, type OrderStatusEvent } from '../../../../machines/order-status.machine'
import type { OrderStatusCode } from '../../../contract/orders'
import type { Database } from '../../db/open-database'
import { orders, shops } from '../../db/schema'
import { AppError } from '../../errors'
import { centsOf, formatCents, shareOf } from '../../../contract/money'
import { lockUsers, post } from '../ledger'
import { settingValue } from '../platform-settings'

export type OrderEvent = OrderStatusEvent['type']

/** What a change of status reads of an order, as Drizzle's builder selects it (amounts as exact decimal text). */
export const lockedOrderColumns = {
  id: orders.id,
  sn: orders.sn,
  user_id: orders.userId,
  shop_id: orders.shopId,
  status: orders.status,
  status_before_after_sale: orders.statusBeforeAfterSale,
  total: orders.total,
  refunded: orders.refunded,
}

export interface LockedOrder {
  id: number
  sn: string
  user_id: number
  shop_id: number
  status: number
  status_before_after_sale: number | null
  total: string
  refunded: string
}

/**
 * Locks an order for a change, in the lock order of every money transaction: its shopper's wallet
 * (and the merchant's, when the change may settle), then the order. Refuses an order that does not
 * exist or, when `ownerId`/`shopId` is given, is not that shopper's or that shop's
 * (msg.orderNotFound: nothing is revealed about other people's orders).
 */
export async function lockOrder(tx: Database, orderId: number, who: { ownerId?: number; shopId?: number } = {}): Promise<LockedOrder> {
  const [found] = await tx.select({ user_id: orders.userId, shop_id: orders.shopId, merchant_id: shops.ownerUserId })
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).where(eq(orders.id, orderId))
  if (!found || (who.ownerId !== undefined && found.user_id !== who.ownerId) || (who.shopId !== undefined && found.shop_id !== who.shopId)) {
    throw new AppError('msg.orderNotFound')
  }
  await lockUsers(tx, [found.user_id, found.merchant_id])
  const [order] = await tx.select(lockedOrderColumns).from(orders).where(eq(orders.id, orderId)).for('update')
  return order!
}

/**
 * The column stamped when an order first reaches a status. Returning to it from after-sale keeps
 * the first moment: the payment time stays true, and the receive and complete timers keep counting
 * from the shipment and the receipt (time spent in after-sale does not extend them).
 */
const STAMP: Partial<Record<number, string>> = { 1: 'paid_at', 2: 'shipped_at', 3: 'received_at', 4: 'completed_at', [-1]: 'cancelled_at' }

/**
 * Applies `event` to a locked order: refuses with `refusalMsg` (msg params: sn) when the machine
 * does not allow it from the order's status; otherwise stores the next status, stamps its moment,
 * keeps or clears the after-sale origin, and settles a completed order. Answers the new status.
 * `commissionRate` is the configured one: the operator's (platform_settings), read in this
 * transaction, applies when set.
 */
export async function moveOrder(
  tx: Database,
  order: LockedOrder,
  event: OrderEvent,
  now: Date,
  options: { refusalMsg?: string; commissionRate: string },
): Promise<OrderStatusCode> {
  const next = nextOrderStatus(order.status, event, order.status_before_after_sale)
  if (next === null) throw new AppError(options.refusalMsg ?? 'msg.orderActionNotAllowed', { sn: order.sn })
  const entersAfterSale = next === -4
  const stamp = STAMP[next]
  await tx.execute(sql`
    update orders set status = ${next},
      status_before_after_sale = ${entersAfterSale ? order.status : null}
      ${stamp ? sql`, ${sql.identifier(stamp)} = coalesce(${sql.identifier(stamp)}, ${now})` : sql``}
    where id = ${order.id}`)
  if (next === 4) await settle(tx, order, options.commissionRate)
  order.status_before_after_sale = entersAfterSale ? order.status : null
  order.status = next
  return next as OrderStatusCode
}

/**
 * A completed order's money leaves escrow: what was paid less what was refunded goes to the
 * merchant, less the platform's commission at the rate in force now (rounded half up to the
 * cent), as ledger rows on every side, all referencing the order.
 */
async function settle(tx: Database, order: LockedOrder, configuredRate: string): Promise<void> {
  const settled = centsOf(order.total) - centsOf(order.refunded)
  if (settled <= 0n) return
  const [{ merchant_id: merchantId }] = await tx.select({ merchant_id: shops.ownerUserId }).from(shops).where(eq(shops.id, order.shop_id))
  const commission = shareOf(settled, await settingValue(tx, 'commissionRate', configuredRate))
  const ref = { type: 'order', id: order.id }
  await post(tx, [
    { wallet: { userId: merchantId! }, amount: formatCents(settled - commission), kind: 'income', ref },
    ...(commission > 0n ? [{ wallet: { platform: 'commission' as const }, amount: formatCents(commission), kind: 'commission' as const, ref }] : []),
    { wallet: { platform: 'escrow' }, amount: formatCents(-settled), kind: 'escrow_out', ref },
  ])
}
