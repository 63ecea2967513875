// The shopper's orders after checkout (docs/product/order-lifecycle.md#transitions,
// docs/api-conventions.md#paths): the list by status, one order with everything the detail page
// shows, and confirming receipt of a delivered order through the orderStatus machine. Another
// shopper's order is "not found", like one that never existed.
import { sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import type { OrderDetail, OrderRow } from '../../../contract/order-lifecycle'
import type { OrderStatusCode } from '../../../contract/orders'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { parsedRows } from '../../db/rows'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'
import { lockOrder, moveOrder } from './lifecycle'
import { iso, logisticsOf, orderBaseRow, orderColumns, orderExtras, orderPage, shopperActions, type OrderBase, type OrderExtras, type ReviewWindow } from './order-rows'

function rowOf(order: OrderBase, extras: OrderExtras, reviews: ReviewWindow): OrderRow {
  return {
    id: order.id,
    sn: order.sn,
    status: order.status,
    shop: { id: order.shop_id, name: order.shop_name, logo: order.shop_logo },
    items: extras.items,
    total: order.total,
    created_at: iso(order.created_at),
    actions: shopperActions(order, extras, reviews),
  }
}

export function createShopperOrders(deps: { db: Database; clock: Clock; translate: Translator; commissionRate: string; reviewWindowMs: number }) {
  const { db, clock, translate, commissionRate, reviewWindowMs } = deps
  const reviewWindow = (): ReviewWindow => ({ now: clock(), windowMs: reviewWindowMs })

  return {
    /** The shopper's orders, newest first. */
    async list(userId: number, filter: string, page: number, limit: number, lang: LanguageFile) {
      const { orders, extras, total } = await orderPage(db, sql`o.user_id = ${userId}`, { filter, page, limit }, lang, translate)
      const window = reviewWindow()
      return { list: orders.map((o) => rowOf(o, extras.get(o.id)!, window)), total, page, limit }
    },

    /** One of the shopper's orders. */
    async detail(userId: number, orderId: number, lang: LanguageFile): Promise<OrderDetail> {
      const [order] = await parsedRows(db, orderBaseRow, sql`
        select ${orderColumns} from orders o join shops s on s.id = o.shop_id where o.id = ${orderId} and o.user_id = ${userId}`)
      if (!order) throw new AppError('msg.orderNotFound')
      const extras = (await orderExtras(db, [order.id], lang, translate)).get(order.id)!
      const { addressee, mobile, area, detail, tag } = order.address
      return {
        ...rowOf(order, extras, reviewWindow()),
        subtotal: order.subtotal,
        freight: order.freight,
        discount: order.discount,
        refunded: order.refunded,
        address: { addressee, mobile, area, detail, tag },
        paid_at: iso(order.paid_at),
        shipped_at: iso(order.shipped_at),
        received_at: iso(order.received_at),
        completed_at: iso(order.completed_at),
        cancelled_at: iso(order.cancelled_at),
        logistics: logisticsOf(order, extras),
        refund: extras.refund,
      }
    },

    /** The shopper confirms receipt of a delivered order (CONFIRM: 2 -> 3). */
    async confirm(userId: number, orderId: number): Promise<{ id: number; status: OrderStatusCode }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const order = await lockOrder(t, orderId, { ownerId: userId })
        // Not shipped yet is the refusal a shopper meets most; any other status says it plainly.
        const refusalMsg = order.status === 0 || order.status === 1 ? 'msg.orderNotShippedYet' : 'msg.orderNotConfirmable'
        const status = await moveOrder(t, order, 'CONFIRM', clock(), { refusalMsg, commissionRate })
        return { id: order.id, status }
      })
    },
  }
}
