// Orders as the shopper and the merchant read them: one query for a page of orders, one for their
// items (texts in the reader's language), one for their logistics timelines and one for their
// latest refunds, whatever the page size. What the reader may do next is asked of the orderStatus
// machine, never recomputed from status codes here.
import { sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import { orderStatusSnapshot } from '../../../../machines/order-status.machine'
import { OPEN_REFUND_STATES } from '../../../../machines/refund-status.machine'
import { REFUND_STATUSES, REFUND_TYPES, type RefundStatus } from '../../../contract/refunds'
import type { LanguageFile } from '../../../contract/fields'
import type { OrderAction } from '../../../contract/order-lifecycle'
import type { MerchantOrderAction } from '../../../contract/merchant-orders'
import { ORDER_STATUSES } from '../../../contract/orders'
import type { Database } from '../../db/open-database'
import { booleanColumn, decimalColumn, intColumn, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import type { OrderAddress } from '../../db/schema'
import type { Translator } from '../../i18n'
import { localized } from '../catalogue/card-queries'

/** The description of the event shipping writes: a msg key, so each reader gets it in their language. */
export const PICKED_UP_EVENT = 'msg.logisticsPickedUp'

/** The address copied onto an order (jsonb). */
const orderAddress = z.object({ addressee: textColumn, mobile: textColumn, area: textColumn, detail: textColumn, tag: textColumn }) satisfies z.ZodType<OrderAddress>

/** An order as `orderColumns` selects it (orders `o` joined with their shops `s`). */
export const orderBaseRow = z.object({
  id: intColumn,
  sn: textColumn,
  user_id: intColumn,
  shop_id: intColumn,
  status: z.literal(Object.values(ORDER_STATUSES)),
  status_before_after_sale: intColumn.nullable(),
  subtotal: decimalColumn,
  freight: decimalColumn,
  discount: decimalColumn,
  total: decimalColumn,
  refunded: decimalColumn,
  address: orderAddress,
  logistics_company: textColumn.nullable(),
  tracking_no: textColumn.nullable(),
  created_at: timestampColumn,
  paid_at: timestampColumn.nullable(),
  shipped_at: timestampColumn.nullable(),
  received_at: timestampColumn.nullable(),
  completed_at: timestampColumn.nullable(),
  cancelled_at: timestampColumn.nullable(),
  shop_name: textColumn,
  shop_logo: textColumn,
})

export type OrderBase = z.output<typeof orderBaseRow>

export const orderColumns = sql`o.id, o.sn, o.user_id, o.shop_id, o.status, o.status_before_after_sale, o.subtotal::text, o.freight::text,
  o.discount::text, o.total::text, o.refunded::text, o.address, o.logistics_company, o.tracking_no, o.created_at, o.paid_at,
  o.shipped_at, o.received_at, o.completed_at, o.cancelled_at, s.name as shop_name, s.logo as shop_logo`

/** An ISO string in UTC of a timestamp column (both drivers answer a Date; a string is tolerated). */
export function iso(value: Date | string): string
export function iso(value: Date | string | null): string | null
export function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export interface ItemOut {
  id: number
  product_id: number
  sku_id: number
  title: string
  sku_label: string
  image: string
  price: string
  quantity: number
  subtotal: string
  reviewed: boolean
}

export interface RefundOut {
  id: number
  status: RefundStatus
  amount: string
  type: 'refund' | 'return'
}

export interface OrderExtras {
  items: ItemOut[]
  events: Array<{ at: string; description: string; location: string }>
  /** The latest refund, if any. */
  refund: RefundOut | null
}

const itemRow = z.object({
  order_id: intColumn, id: intColumn, product_id: intColumn, sku_id: intColumn, title: textColumn, sku_label: textColumn,
  image: textColumn, price: decimalColumn, quantity: intColumn, subtotal: decimalColumn, reviewed: booleanColumn,
}) satisfies z.ZodType<ItemOut & { order_id: number }>

const eventRow = z.object({ order_id: intColumn, at: timestampColumn, description: textColumn, location: textColumn, company: textColumn })

const refundRow = z.object({ order_id: intColumn, id: intColumn, status: z.enum(REFUND_STATUSES), amount: decimalColumn, type: z.enum(REFUND_TYPES) })

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `)

function group<T extends { order_id: number }>(rows: T[]): Map<number, T[]> {
  const byOrder = new Map<number, T[]>()
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row])
  return byOrder
}

/** Items, timelines and latest refunds of the given orders, by order id. */
export async function orderExtras(db: Database, ids: number[], lang: LanguageFile, translate: Translator): Promise<Map<number, OrderExtras>> {
  const extras = new Map<number, OrderExtras>()
  if (ids.length === 0) return extras
  // One after the other: inside a transaction the three share one connection.
  const items = await parsedRows(db, itemRow, sql`
    select i.order_id, i.id, i.product_id, i.sku_id, ${localized(sql`i.title`, lang)} as title, ${localized(sql`i.sku_label`, lang)} as sku_label,
      i.image, i.price::text as price, i.quantity, (i.price * i.quantity)::numeric(18, 2)::text as subtotal,
      exists (select 1 from reviews r where r.order_id = i.order_id and r.product_id = i.product_id) as reviewed
    from order_items i where i.order_id in (${idList(ids)}) order by i.order_id, i.id`)
  const events = await parsedRows(db, eventRow, sql`
    select e.order_id, e.at, e.description, e.location, coalesce(o.logistics_company, '') as company
    from logistics_events e join orders o on o.id = e.order_id
    where e.order_id in (${idList(ids)}) order by e.order_id, e.at, e.id`)
  const refunds = await parsedRows(db, refundRow, sql`
    select distinct on (order_id) order_id, id, status, amount::text as amount, type
    from refunds where order_id in (${idList(ids)}) order by order_id, id desc`)
  const itemsOf = group(items)
  const eventsOf = group(events)
  const refundOf = group(refunds)
  for (const id of ids) {
    const refund = refundOf.get(id)?.[0]
    extras.set(id, {
      items: (itemsOf.get(id) ?? []).map(({ order_id: _o, ...item }) => item),
      events: (eventsOf.get(id) ?? []).map((e) => ({
        at: iso(e.at),
        // Events the platform writes are msg keys; a carrier's words are shown as written.
        description: e.description === PICKED_UP_EVENT ? translate(lang, PICKED_UP_EVENT, { company: e.company }) : e.description,
        location: e.location,
      })),
      refund: refund ? { id: refund.id, status: refund.status, amount: refund.amount, type: refund.type } : null,
    })
  }
  return extras
}

/** Refunds still waiting for someone: the refundStatus machine's states that are not final. */
const OPEN_REFUND = new Set<string>(OPEN_REFUND_STATES)

/** When a review may be given: the time after completion it stays open (settings.reviewWindowMs) and now. */
export interface ReviewWindow {
  now: Date
  windowMs: number
}

/** What the shopper may do now: the machine's answer for the status, narrowed by refunds and reviews. */
export function shopperActions(
  order: Pick<OrderBase, 'status' | 'status_before_after_sale' | 'completed_at'>,
  extras: OrderExtras,
  reviews: ReviewWindow,
): OrderAction[] {
  const snapshot = orderStatusSnapshot(order.status, order.status_before_after_sale)
  if (!snapshot) return []
  const can = (type: 'PAY' | 'CANCEL' | 'CONFIRM' | 'APPLY_REFUND') => snapshot.can({ type })
  const refundOpen = extras.refund !== null && OPEN_REFUND.has(extras.refund.status)
  const actions: OrderAction[] = []
  if (can('PAY')) actions.push('pay')
  if (can('CANCEL')) actions.push('cancel')
  if (can('CONFIRM')) actions.push('confirm')
  // Reviewing all items is what completes a received order
  // (docs/product/order-lifecycle.md#transitions); after completion the review service still takes
  // them for reviewWindowMs (services/orders/reviews.ts).
  const completedAt = order.completed_at === null ? null : new Date(order.completed_at)
  const reviewOpen =
    snapshot.matches('received') || (snapshot.matches('completed') && completedAt !== null && reviews.now.getTime() <= completedAt.getTime() + reviews.windowMs)
  if (reviewOpen && extras.items.some((item) => !item.reviewed)) actions.push('review')
  if (can('APPLY_REFUND') && !refundOpen) actions.push('applyRefund')
  if (extras.refund !== null) actions.push('viewRefund')
  return actions
}

/** What the merchant may do now: ship (the machine allows SHIP), or add to the timeline while it travels. */
export function merchantActions(order: Pick<OrderBase, 'status' | 'status_before_after_sale' | 'shipped_at' | 'received_at'>): MerchantOrderAction[] {
  const snapshot = orderStatusSnapshot(order.status, order.status_before_after_sale)
  const actions: MerchantOrderAction[] = []
  if (snapshot?.can({ type: 'SHIP' })) actions.push('ship')
  if (isInTransit(order)) actions.push('addLogistics')
  return actions
}

/** Shipped and not yet received, as the orderStatus machine tags its state (delivered, or after-sale entered there). */
export function isInTransit(order: Pick<OrderBase, 'status' | 'status_before_after_sale' | 'shipped_at' | 'received_at'>): boolean {
  if (order.shipped_at === null || order.received_at !== null) return false
  return orderStatusSnapshot(order.status, order.status_before_after_sale)?.hasTag('inTransit') ?? false
}

export function logisticsOf(order: OrderBase, extras: OrderExtras) {
  if (order.logistics_company === null) return null
  return { company: order.logistics_company, tracking_no: order.tracking_no ?? '', events: extras.events }
}

/** `where` of a status filter value (all, 0, 1, 2, 3, 4, -1, -4). */
export function statusFilter(filter: string): SQL {
  return filter === 'all' ? sql`true` : sql`o.status = ${Number(filter)}`
}

/**
 * One page of the orders `whose` names (the shopper's or the shop's), newest first, in a status,
 * with their extras and how many there are in all (also past the last page).
 */
export async function orderPage(
  db: Database,
  whose: SQL,
  query: { filter: string; page: number; limit: number },
  lang: LanguageFile,
  translate: Translator,
): Promise<{ orders: OrderBase[]; extras: Map<number, OrderExtras>; total: number }> {
  const { filter, page, limit } = query
  const where = sql`${whose} and ${statusFilter(filter)}`
  const orders = await parsedRows(db, orderBaseRow.extend({ total_count: intColumn }), sql`
    select ${orderColumns}, count(*) over ()::int as total_count
    from orders o join shops s on s.id = o.shop_id
    where ${where} order by o.id desc limit ${limit} offset ${(page - 1) * limit}`)
  let total = orders[0]?.total_count ?? 0
  if (orders.length === 0 && page > 1) {
    const [row] = await parsedRows(db, z.object({ n: intColumn }), sql`select count(*)::int as n from orders o where ${where}`)
    total = row!.n
  }
  return { orders, extras: await orderExtras(db, orders.map((o) => o.id), lang, translate), total }
}

export { idList }
