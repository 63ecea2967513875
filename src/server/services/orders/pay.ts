// Paying orders from the wallet (docs/product/money.md#paying), in one transaction: the payment code is
// checked first (hashed, counted), then the shopper's wallet is locked, then the orders in id
// order; each order must be allowed to PAY by the orderStatus machine; the balance must cover the
// total; the shopper is debited into the platform's escrow (a ledger row on both sides); the
// orders move to waiting deliver (through moveOrder, like every change of status) and their
// products' sales grow. The Idempotency-Key is unique per
// shopper: a request repeating it answers the first result and moves no money again.
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as z from 'zod'
import { nextOrderStatus } from '../../../../machines/order-status.machine'
import type { OrderStatusCode, PayRefusal } from '../../../contract/orders'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { intColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { orderItems, orders as ordersTable, payments, products, shops, users } from '../../db/schema'
import { AppError } from '../../errors'
import { centsOf, formatCents } from '../../../contract/money'
import { lockUsers, post } from '../ledger'
import { lockedOrderColumns, moveOrder } from './lifecycle'
import type { PaymentCodeCheck } from '../payment-code-check'
import type { ReadCache } from '../read-cache'

export interface PaidOrders {
  orders: Array<{ id: number; sn: string; status: OrderStatusCode; total: string }>
  amount: string
  balance: string
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i])

function refusal(msgKey: string, params: Record<string, string | number>, data: PayRefusal): AppError {
  return new AppError(msgKey, params, data)
}

export function createPayService(deps: { db: Database; clock: Clock; paymentCodeCheck: PaymentCodeCheck; cache: ReadCache; commissionRate: string }) {
  const { db, clock, paymentCodeCheck, cache, commissionRate } = deps

  /** The first result of a payment made with this key, or null; a key used for other orders is refused. */
  async function replay(t: Database, userId: number, key: string, orderIds: number[]): Promise<PaidOrders | null> {
    const [payment] = await t.select({ order_ids: payments.orderIds, amount: payments.amount, balance_after: payments.balanceAfter })
      .from(payments).where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    if (!payment) return null
    if (!sameIds(payment.order_ids, orderIds)) throw new AppError('msg.idempotencyKeyReused')
    const orders = await t.select({ id: ordersTable.id, sn: ordersTable.sn, total: ordersTable.total })
      .from(ordersTable).where(inArray(ordersTable.id, payment.order_ids)).orderBy(ordersTable.id)
    // What the payment answered then: the orders it moved to waiting deliver.
    return { orders: orders.map((o) => ({ ...o, status: 1 as const })), amount: payment.amount, balance: payment.balance_after }
  }

  return {
    async pay(userId: number, orderIds: number[], code: string, key: string): Promise<PaidOrders> {
      const ids = [...new Set(orderIds)].sort((a, b) => a - b)
      const first = await replay(db, userId, key, ids)
      if (first) return first
      // Hashing takes time: done before any lock is held.
      await paymentCodeCheck.verify(userId, code)
      const paid = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await lockUsers(t, [userId])
        // A request with the same key may have paid while this one checked the code.
        const again = await replay(t, userId, key, ids)
        if (again) return { answer: again, sold: [] }
        // The orders in id order after the shopper's wallet (the lock order); a payment never settles,
        // so the merchants' wallets are not locked.
        const orders = await t.select(lockedOrderColumns).from(ordersTable).where(inArray(ordersTable.id, ids)).orderBy(ordersTable.id).for('update')
        if (orders.length !== ids.length || orders.some((o) => o.user_id !== userId)) throw new AppError('msg.orderNotFound')
        for (const order of orders) {
          if (nextOrderStatus(order.status, 'PAY') === null) throw refusal('msg.orderNotPayable', { sn: order.sn }, { reason: 'notPayable' })
        }
        const amount = formatCents(orders.reduce((s, o) => s + centsOf(o.total), 0n))
        const [{ balance }] = await t.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
        if (centsOf(balance) < centsOf(amount)) {
          throw refusal('msg.insufficientBalanceFor', { balance, amount }, { reason: 'insufficientBalance', balance, amount })
        }
        const now = clock()
        const [payment] = await parsedRows(t, z.object({ id: intColumn }), sql`
          insert into payments (user_id, idempotency_key, order_ids, amount, balance_after, created_at)
          values (${userId}, ${key}, ${`{${ids.join(',')}}`}::int[], ${amount}::numeric, ${balance}::numeric - ${amount}::numeric, ${now})
          returning id`)
        for (const order of orders) await moveOrder(t, order, 'PAY', now, { refusalMsg: 'msg.orderNotPayable', commissionRate })
        // Sales counts, product by product in id order (the lock order: never two payments waiting on each other).
        const sold = await t.select({ product_id: orderItems.productId, quantity: sql`sum(${orderItems.quantity})::int`.mapWith(Number) })
          .from(orderItems).where(inArray(orderItems.orderId, ids)).groupBy(orderItems.productId).orderBy(orderItems.productId)
        for (const { product_id, quantity } of sold) await t.update(products).set({ sales: sql`${products.sales} + ${quantity}` }).where(eq(products.id, product_id))
        // The money last: the escrow row is the one every payment shares, so it is held for the shortest time.
        const ref = { type: 'payment', id: payment!.id }
        const [after] = await post(t, [
          { wallet: { userId }, amount: formatCents(-centsOf(amount)), kind: 'payment', ref },
          { wallet: { platform: 'escrow' }, amount, kind: 'escrow_in', ref },
        ])
        const answer: PaidOrders = { orders: orders.map((o) => ({ id: o.id, sn: o.sn, status: o.status as OrderStatusCode, total: o.total })), amount, balance: after! }
        return { answer, sold: sold.map((s) => s.product_id) }
      })
      // Sales shown on product pages moved.
      if (paid.sold.length > 0) await cache.invalidate(...paid.sold.map((id) => `product:${id}`))
      return paid.answer
    },

    /** The shopper's orders among `ids`, to pay them; refuses an id that is not theirs or no longer waiting pay. */
    async unpaid(userId: number, ids: number[]) {
      const orders = await db.select({
        id: ordersTable.id, sn: ordersTable.sn, status: ordersTable.status, total: ordersTable.total,
        shop_id: shops.id, shop_name: shops.name, shop_logo: shops.logo,
      }).from(ordersTable).innerJoin(shops, eq(shops.id, ordersTable.shopId))
        .where(and(inArray(ordersTable.id, ids), eq(ordersTable.userId, userId))).orderBy(ordersTable.id)
      if (orders.length !== ids.length) throw new AppError('msg.orderNotFound')
      const done = orders.find((o) => nextOrderStatus(o.status, 'PAY') === null)
      if (done) throw refusal('msg.orderNotPayable', { sn: done.sn }, { reason: 'notPayable' })
      return {
        orders: orders.map((o) => ({ id: o.id, sn: o.sn, status: 0 as const, total: o.total, shop: { id: o.shop_id, name: o.shop_name, logo: o.shop_logo } })),
        total: formatCents(orders.reduce((s, o) => s + centsOf(o.total), 0n)),
      }
    },
  }
}
