// A merchant's orders (docs/api-conventions.md#paths): the own shop's list and one order in full, shipping
// through the orderStatus machine (SHIP: 1 -> 2) with the company and tracking number, and the
// carrier's later news on the timeline. The shopper's address goes out only with an order waiting
// to be shipped. The shop is the one the merchant owns (shops.owner_user_id); any other shop's
// order answers "not found" and nothing changes.
import { eq, sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import type { MerchantOrderDetail, MerchantOrderRow } from '../../../contract/merchant-orders'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { parsedRows } from '../../db/rows'
import { orders, shops } from '../../db/schema'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'
import { lockOrder, moveOrder } from './lifecycle'
import { notify } from '../notifications'
import {
  iso,
  isInTransit,
  logisticsOf,
  merchantActions,
  orderBaseRow,
  orderColumns,
  orderExtras,
  orderPage,
  PICKED_UP_EVENT,
  type OrderBase,
  type OrderExtras,
} from './order-rows'

/** Waiting delivery: the only status in which the merchant needs the shopper's address. */
const TO_SHIP = 1

function rowOf(order: OrderBase, extras: OrderExtras): MerchantOrderRow {
  const { addressee, mobile, area, detail, tag } = order.address
  return {
    id: order.id,
    sn: order.sn,
    status: order.status,
    items: extras.items,
    subtotal: order.subtotal,
    freight: order.freight,
    discount: order.discount,
    total: order.total,
    refunded: order.refunded,
    address: order.status === TO_SHIP ? { addressee, mobile, area, detail, tag } : null,
    created_at: iso(order.created_at),
    paid_at: iso(order.paid_at),
    shipped_at: iso(order.shipped_at),
    logistics: logisticsOf(order, extras),
    actions: merchantActions(order),
  }
}

function detailOf(order: OrderBase, extras: OrderExtras): MerchantOrderDetail {
  return {
    ...rowOf(order, extras),
    received_at: iso(order.received_at),
    completed_at: iso(order.completed_at),
    cancelled_at: iso(order.cancelled_at),
    refund: extras.refund,
  }
}

export function createMerchantOrders(deps: { db: Database; clock: Clock; translate: Translator; commissionRate: string }) {
  const { db, clock, translate, commissionRate } = deps

  /** The shop the merchant runs; a merchant without one has no orders to see or touch. */
  async function shopOf(t: Database, merchantId: number): Promise<number | null> {
    const [shop] = await t.select({ id: shops.id }).from(shops).where(eq(shops.ownerUserId, merchantId))
    return shop?.id ?? null
  }

  async function one(t: Database, orderId: number, lang: LanguageFile): Promise<MerchantOrderRow> {
    const [order] = await parsedRows(t, orderBaseRow, sql`select ${orderColumns} from orders o join shops s on s.id = o.shop_id where o.id = ${orderId}`)
    return rowOf(order!, (await orderExtras(t, [orderId], lang, translate)).get(orderId)!)
  }

  /** Runs `change` on the merchant's own order, locked in the lock order of every money transaction. */
  async function change(merchantId: number, orderId: number, lang: LanguageFile, work: (t: Database, order: Awaited<ReturnType<typeof lockOrder>>, now: Date) => Promise<void>) {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database
      const shopId = await shopOf(t, merchantId)
      if (shopId === null) throw new AppError('msg.orderNotFound')
      const order = await lockOrder(t, orderId, { shopId })
      await work(t, order, clock())
      return one(t, orderId, lang)
    })
  }

  return {
    async list(merchantId: number, filter: string, page: number, limit: number, lang: LanguageFile) {
      const shopId = await shopOf(db, merchantId)
      if (shopId === null) return { list: [], total: 0, page, limit }
      const { orders, extras, total } = await orderPage(db, sql`o.shop_id = ${shopId}`, { filter, page, limit }, lang, translate)
      return { list: orders.map((o) => rowOf(o, extras.get(o.id)!)), total, page, limit }
    },

    /** One order of the merchant's shop by its serial number; another shop's, or none, is "not found". */
    async detail(merchantId: number, sn: string, lang: LanguageFile): Promise<MerchantOrderDetail> {
      const shopId = await shopOf(db, merchantId)
      const [order] = shopId === null ? [] : await parsedRows(db, orderBaseRow, sql`
        select ${orderColumns} from orders o join shops s on s.id = o.shop_id where o.sn = ${sn} and o.shop_id = ${shopId}`)
      if (!order) throw new AppError('msg.orderNotFound')
      return detailOf(order, (await orderExtras(db, [order.id], lang, translate)).get(order.id)!)
    },

    /** Ships an order waiting deliver: the machine must allow SHIP; the timeline starts with the pickup. */
    ship(merchantId: number, input: { order_id: number; company: string; tracking_no: string }, lang: LanguageFile) {
      return change(merchantId, input.order_id, lang, async (t, order, now) => {
        await moveOrder(t, order, 'SHIP', now, { refusalMsg: 'msg.orderNotShippable', commissionRate })
        await t.execute(sql`update orders set logistics_company = ${input.company}, tracking_no = ${input.tracking_no} where id = ${order.id}`)
        await t.execute(sql`insert into logistics_events (order_id, at, description, location) values (${order.id}, ${now}, ${PICKED_UP_EVENT}, '')`)
        await notify(t, order.user_id, 'order_shipped', { sn: order.sn, company: input.company, tracking_no: input.tracking_no }, { type: 'order', id: order.id }, now)
      })
    },

    /** Adds the carrier's news to the timeline of an order on its way (shipped, not yet received). */
    addLogistics(merchantId: number, input: { order_id: number; description: string; location: string }, lang: LanguageFile) {
      return change(merchantId, input.order_id, lang, async (t, order, now) => {
        const [state] = await t.select({ shipped_at: orders.shippedAt, received_at: orders.receivedAt }).from(orders).where(eq(orders.id, order.id))
        if (!isInTransit({ ...order, status: order.status as OrderBase['status'], ...state! })) throw new AppError('msg.orderNotInTransit', { sn: order.sn })
        await t.execute(sql`
          insert into logistics_events (order_id, at, description, location) values (${order.id}, ${now}, ${input.description}, ${input.location})`)
      })
    },
  }
}
