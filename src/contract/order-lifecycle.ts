// The shopper's orders after checkout (docs/product/order-lifecycle.md#transitions,
// docs/api-conventions.md#paths): the list by status, one order with its items, address, logistics
// and the actions its status allows, and confirming receipt. Refunds, reviews and the merchant's
// calls have their own modules.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'
import { shopSummary } from './catalogue-fields'
import { orderId, orderStatusCode, purchasedLine } from './orders'

/** The filter values of docs/product/order-lifecycle.md#statuses-and-filters: all, 0, 1, 2, 3, 4, -1, -4. */
export const ORDER_FILTERS = ['all', '0', '1', '2', '3', '4', '-1', '-4'] as const
/** The locale key of each status's words: the apps show them, the merchant's export writes them. */
export const ORDER_STATUS_WORDS = {
  0: 'ui.statusWaitingPay',
  1: 'ui.statusWaitingDeliver',
  2: 'ui.statusDelivered',
  3: 'ui.statusReceived',
  4: 'ui.statusCompleted',
  [-1]: 'ui.statusCancelled',
  [-4]: 'ui.statusAfterSale',
} as const satisfies Record<-4 | -1 | 0 | 1 | 2 | 3 | 4, string>

export const orderFilter = z._default(
  z.pipe(z.union([z.string(), z.number()]), z.transform((v: string | number) => String(v))).check(
    z.refine((v: string) => (ORDER_FILTERS as readonly string[]).includes(v), 'msg.orderStatusUnknown'),
  ),
  'all',
)

/** What the shopper may do with an order now: decided by the orderStatus machine (and the refund and review state). */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirm', 'review', 'applyRefund', 'viewRefund'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export const orderItem = z.extend(purchasedLine, {
  id: integer(),
  sku_id: integer(),
  reviewed: z.boolean(),
})


/** An order as the list shows it. */
export const orderRow = z.object({
  id: integer(),
  sn: z.string(),
  status: orderStatusCode,
  shop: shopSummary,
  items: z.array(orderItem),
  total: money,
  created_at: isoTime,
  actions: z.array(z.enum(ORDER_ACTIONS)),
})
export type OrderRow = z.output<typeof orderRow>

export const logisticsEvent = z.object({ at: isoTime, description: z.string(), location: z.string() })

/** The address an order ships to, as it was at checkout. */
export const orderAddress = z.object({ addressee: z.string(), mobile: z.string(), area: z.string(), detail: z.string(), tag: z.string() })

/** The shipment: carrier, tracking number and timeline; null before shipping. */
export const orderLogistics = z.nullable(z.object({ company: z.string(), tracking_no: z.string(), events: z.array(logisticsEvent) }))

export const orderDetail = z.extend(orderRow, {
  subtotal: money,
  freight: money,
  discount: money,
  refunded: money,
  address: orderAddress,
  paid_at: z.nullable(isoTime),
  shipped_at: z.nullable(isoTime),
  received_at: z.nullable(isoTime),
  completed_at: z.nullable(isoTime),
  cancelled_at: z.nullable(isoTime),
  logistics: orderLogistics,
  /** The latest refund of the order, if any. */
  refund: z.nullable(z.object({ id: integer(), status: z.enum(['applying', 'in_progress', 'refunded', 'refused', 'withdrawn']), amount: money, type: z.enum(['refund', 'return']) })),
})
export type OrderDetail = z.output<typeof orderDetail>

export const orderList = defineCall({
  method: 'GET',
  path: '/api/user/order_list',
  access: 'user',
  summary: "The shopper's orders, newest first, filtered by status (all, 0, 1, 2, 3, 4, -1, -4)",
  query: z.extend(pageQuery, { status: orderFilter }),
  data: pageOf(orderRow),
})

export const orderInfo = defineCall({
  method: 'GET',
  path: '/api/order/detail',
  access: 'user',
  summary: 'One of the shopper’s orders: items, address, logistics, refund and the actions allowed now',
  query: z.object({ id: orderId }),
  data: orderDetail,
})

export const orderConfirm = defineCall({
  method: 'POST',
  path: '/api/order/confirm',
  access: 'user',
  summary: 'Confirm receipt of a delivered order (2 -> 3)',
  body: z.object({ id: orderId }),
  data: z.object({ id: integer(), status: orderStatusCode }),
})
