// Cancelling an order waiting pay (docs/product/order-lifecycle.md#transitions): by the shopper
// (CANCEL), or when it stayed unpaid longer than settings.unpaidOrderTtlMs (EXPIRE, run by the
// order timers). The orderStatus machine decides through moveOrder whether the order may move; its
// reserved stock goes back on sale in the same transaction; a promo code used only by cancelled
// orders may be used again.
import { sql } from 'drizzle-orm'
import * as z from 'zod'
import type { OrderStatusCode } from '../../../contract/orders'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { intColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import type { ReadCache } from '../read-cache'
import { lockOrder, moveOrder, type LockedOrder } from './lifecycle'

/**
 * Cancels a locked order (CANCEL or EXPIRE) and puts its stock back, SKUs in id order (the lock
 * order after the order itself); answers the products whose stock came back.
 */
export async function cancelLockedOrder(t: Database, order: LockedOrder, event: 'CANCEL' | 'EXPIRE', now: Date, commissionRate: string): Promise<number[]> {
  await moveOrder(t, order, event, now, { refusalMsg: 'msg.orderNotCancellable', commissionRate })
  const items = await parsedRows(t, z.object({ sku_id: intColumn, product_id: intColumn, quantity: intColumn }), sql`
    select sku_id, product_id, sum(quantity)::int as quantity from order_items where order_id = ${order.id} group by sku_id, product_id order by sku_id`)
  for (const item of items) await t.execute(sql`update product_skus set stock = stock + ${item.quantity} where id = ${item.sku_id}`)
  return [...new Set(items.map((i) => i.product_id))]
}

export function createOrderCancellation(deps: { db: Database; clock: Clock; cache: ReadCache; commissionRate: string }) {
  const { db, clock, cache, commissionRate } = deps
  return {
    /** The shopper cancels their order waiting pay. */
    async cancel(userId: number, orderId: number): Promise<{ id: number; status: OrderStatusCode }> {
      const { products, status } = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const order = await lockOrder(t, orderId, { ownerId: userId })
        const released = await cancelLockedOrder(t, order, 'CANCEL', clock(), commissionRate)
        return { products: released, status: order.status as OrderStatusCode }
      })
      // Stock shown on product pages moved.
      await cache.invalidate(...products.map((id) => `product:${id}`))
      return { id: orderId, status }
    },
  }
}
