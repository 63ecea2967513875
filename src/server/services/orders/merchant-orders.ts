// A merchant's orders (docs/api-conventions.md#paths): the own shop's list and one order in full, shipping
// through the orderStatus machine (SHIP: 1 -> 2) with the company and tracking number, and the
// carrier's later news on the timeline. The shopper's address goes out with a paid order only
// (before payment the merchant needs none). The shop is the one the merchant owns (shops.owner_user_id); any other shop's
// order answers "not found" and nothing changes.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../../contract/fields'
import { ORDER_FILTERS, ORDER_STATUS_WORDS } from '../../../contract/order-lifecycle'
import type { MerchantOrderDetail, MerchantOrderExportRow, MerchantOrderFilters, MerchantOrderRow } from '../../../contract/merchant-orders'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { intColumn, textColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { orders, shops } from '../../db/schema'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'
import { lockOrder, moveOrder } from './lifecycle'
import { buyerName, merchantOrderFrom, orderSearchWhere, searchWhere } from './merchant-order-search'
import { notify } from '../notifications'
import {
  iso,
  isInTransit,
  logisticsOf,
  merchantActions,
  orderBaseRow,
  orderColumns,
  orderExtras,
  PICKED_UP_EVENT,
  type OrderBase,
  type OrderExtras,
} from './order-rows'

/** An order with its buyer (users.account and the name on the account). */
const boughtRow = orderBaseRow.extend({ buyer_account: textColumn, buyer_name: textColumn })
export type BoughtOrder = z.output<typeof boughtRow>

/** The columns of a BoughtOrder over merchantOrderFrom. */
export const boughtColumns = sql`${orderColumns}, u.account as buyer_account, ${buyerName} as buyer_name`

function rowOf(order: BoughtOrder, extras: OrderExtras): MerchantOrderRow {
  const { addressee, mobile, area, detail, tag } = order.address
  return {
    id: order.id,
    sn: order.sn,
    status: order.status,
    buyer: { account: order.buyer_account, name: order.buyer_name },
    items: extras.items,
    subtotal: order.subtotal,
    freight: order.freight,
    discount: order.discount,
    total: order.total,
    refunded: order.refunded,
    // Paid: the merchant ships there and answers questions about the parcel afterwards; before payment nothing.
    address: order.paid_at !== null ? { addressee, mobile, area, detail, tag } : null,
    created_at: iso(order.created_at),
    paid_at: iso(order.paid_at),
    shipped_at: iso(order.shipped_at),
    logistics: logisticsOf(order, extras),
    actions: merchantActions(order),
  }
}

function detailOf(order: BoughtOrder, extras: OrderExtras): MerchantOrderDetail {
  return {
    ...rowOf(order, extras),
    received_at: iso(order.received_at),
    completed_at: iso(order.completed_at),
    cancelled_at: iso(order.cancelled_at),
    refund: extras.refund,
  }
}

/** Orders read at a time by the export. */
const EXPORT_PAGE = 500

/** An export line: the order's facts as text a spreadsheet shows, the status in the reader's words. */
function exportRowOf(order: BoughtOrder, extras: OrderExtras, lang: LanguageFile, translate: Translator): MerchantOrderExportRow {
  const paid = order.paid_at !== null
  return {
    sn: order.sn,
    status: translate(lang, ORDER_STATUS_WORDS[order.status]),
    created_at: iso(order.created_at),
    paid_at: iso(order.paid_at) ?? '',
    buyer_account: order.buyer_account,
    buyer_name: order.buyer_name,
    addressee: paid ? order.address.addressee : '',
    mobile: paid ? order.address.mobile : '',
    address: paid ? `${order.address.area} ${order.address.detail}`.trim() : '',
    items: extras.items.map((item) => `${item.title}${item.sku_label ? ` (${item.sku_label})` : ''} × ${item.quantity}`).join('; '),
    subtotal: order.subtotal,
    freight: order.freight,
    discount: order.discount,
    total: order.total,
    refunded: order.refunded,
    carrier: order.logistics_company ?? '',
    tracking_no: order.tracking_no ?? '',
  }
}

export function createMerchantOrders(deps: { db: Database; clock: Clock; translate: Translator; commissionRate: string }) {
  const { db, clock, translate, commissionRate } = deps

  /** The shop the merchant runs; a merchant without one has no orders to see or touch. */
  async function shopOf(t: Database, merchantId: number): Promise<number | null> {
    const [shop] = await t.select({ id: shops.id }).from(shops).where(eq(shops.ownerUserId, merchantId))
    return shop?.id ?? null
  }

  /** The shop the merchant runs with its calendar's time zone, or null. */
  async function shopWithZone(merchantId: number): Promise<{ id: number; time_zone: string } | null> {
    const [shop] = await db.select({ id: shops.id, time_zone: shops.timeZone }).from(shops).where(eq(shops.ownerUserId, merchantId))
    return shop ?? null
  }

  async function one(t: Database, orderId: number, lang: LanguageFile): Promise<MerchantOrderRow> {
    const [order] = await parsedRows(t, boughtRow, sql`select ${boughtColumns} from ${merchantOrderFrom} where o.id = ${orderId}`)
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
    /**
     * A page of the shop's orders under the search, newest first, and how many each status tab
     * holds under the same search (number, buyer, days): two queries on the shop's orders index.
     */
    async list(merchantId: number, query: MerchantOrderFilters & { page: number; limit: number }, lang: LanguageFile) {
      const { page, limit } = query
      const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as Record<(typeof ORDER_FILTERS)[number], number>
      const shop = await shopWithZone(merchantId)
      if (shop === null) return { list: [], total: 0, page, limit, counts }
      const byStatus = await parsedRows(db, z.object({ status: intColumn, n: intColumn }), sql`
        select o.status, count(*)::int as n from ${merchantOrderFrom} where ${searchWhere(shop.id, shop.time_zone, query)} group by o.status`)
      for (const { status, n } of byStatus) {
        counts.all += n
        const key = String(status) as keyof typeof counts
        if (key in counts) counts[key] += n
      }
      const orders = await parsedRows(db, boughtRow, sql`
        select ${boughtColumns} from ${merchantOrderFrom}
        where ${orderSearchWhere(shop.id, shop.time_zone, query)} order by o.id desc limit ${limit} offset ${(page - 1) * limit}`)
      const extras = await orderExtras(db, orders.map((o) => o.id), lang, translate)
      return { list: orders.map((o) => rowOf(o, extras.get(o.id)!)), total: counts[query.status as keyof typeof counts] ?? 0, page, limit, counts }
    },

    /**
     * Every order under the search, newest first, as export rows: read 500 at a time by id, so a
     * long export streams without holding the shop's history in memory.
     */
    async *exportRows(merchantId: number, filters: MerchantOrderFilters, lang: LanguageFile): AsyncGenerator<MerchantOrderExportRow> {
      const shop = await shopWithZone(merchantId)
      if (shop === null) return
      let before = 2_147_483_647
      for (;;) {
        const orders = await parsedRows(db, boughtRow, sql`
          select ${boughtColumns} from ${merchantOrderFrom}
          where ${orderSearchWhere(shop.id, shop.time_zone, filters)} and o.id < ${before} order by o.id desc limit ${EXPORT_PAGE}`)
        if (orders.length === 0) return
        const extras = await orderExtras(db, orders.map((o) => o.id), lang, translate)
        for (const order of orders) yield exportRowOf(order, extras.get(order.id)!, lang, translate)
        before = orders[orders.length - 1]!.id
        if (orders.length < EXPORT_PAGE) return
      }
    },

    /** One order of the merchant's shop by its serial number; another shop's, or none, is "not found". */
    async detail(merchantId: number, sn: string, lang: LanguageFile): Promise<MerchantOrderDetail> {
      const shopId = await shopOf(db, merchantId)
      const [order] = shopId === null ? [] : await parsedRows(db, boughtRow, sql`
        select ${boughtColumns} from ${merchantOrderFrom} where o.sn = ${sn} and o.shop_id = ${shopId}`)
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
