// Cancelling an order waiting pay (DESIGN.md section 4): by the shopper (CANCEL), or when it stayed
// unpaid longer than settings.unpaidOrderTtlMs (EXPIRE, swept every minute by the server). The
// orderStatus machine decides whether the order may move; its reserved stock goes back on sale in
// the same transaction; a promo code used only by cancelled orders may be used again.
import { sql } from 'drizzle-orm'
import { nextOrderStatus } from '../../../../machines/order-status.machine'
import type { OrderStatusCode } from '../../../contract/orders'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { rowsOf } from '../../db/rows'
import { AppError } from '../../errors'
import { lockUsers } from '../ledger'
import type { ReadCache } from '../read-cache'

/** Cancels one order; answers its new status and the products whose stock came back. */
async function cancelOne(db: Database, orderId: number, event: 'CANCEL' | 'EXPIRE', now: Date, ownerId: number | null) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const [owner] = await rowsOf<{ user_id: number }>(t, sql`select user_id from orders where id = ${orderId}`)
    if (!owner || (ownerId !== null && owner.user_id !== ownerId)) throw new AppError('msg.orderNotFound')
    // The lock order of every money transaction: the shopper, then the order, then stock.
    await lockUsers(t, [owner.user_id])
    const [order] = await rowsOf<{ status: number; sn: string }>(t, sql`select status, sn from orders where id = ${orderId} for update`)
    const next = nextOrderStatus(order!.status, event)
    if (next === null) throw new AppError('msg.orderNotCancellable', { sn: order!.sn })
    await t.execute(sql`update orders set status = ${next}, cancelled_at = ${now} where id = ${orderId}`)
    const items = await rowsOf<{ sku_id: number; product_id: number; quantity: number }>(t, sql`
      select sku_id, product_id, sum(quantity)::int as quantity from order_items where order_id = ${orderId} group by sku_id, product_id order by sku_id`)
    for (const item of items) await t.execute(sql`update product_skus set stock = stock + ${item.quantity} where id = ${item.sku_id}`)
    return { id: orderId, status: next as OrderStatusCode, products: items.map((i) => i.product_id) }
  })
}

export function createOrderCancellation(deps: { db: Database; clock: Clock; cache: ReadCache; unpaidOrderTtlMs: number }) {
  const { db, clock, cache, unpaidOrderTtlMs } = deps
  return {
    /** The shopper cancels their order waiting pay. */
    async cancel(userId: number, orderId: number): Promise<{ id: number; status: OrderStatusCode }> {
      const { products, ...answer } = await cancelOne(db, orderId, 'CANCEL', clock(), userId)
      cache.invalidate(...products.map((id) => `product:${id}`))
      return answer
    },

    /** Cancels every order left unpaid past its time; answers how many. */
    async expireUnpaid(): Promise<number> {
      const now = clock()
      const due = await rowsOf<{ id: number }>(db, sql`
        select id from orders where status = 0 and created_at <= ${new Date(now.getTime() - unpaidOrderTtlMs)} order by id limit 500`)
      let expired = 0
      for (const { id } of due) {
        try {
          const { products } = await cancelOne(db, id, 'EXPIRE', now, null)
          cache.invalidate(...products.map((p) => `product:${p}`))
          expired++
        } catch (error) {
          // Paid a moment ago: the machine no longer lets it expire.
          if (!(error instanceof AppError)) throw error
        }
      }
      return expired
    },
  }
}
