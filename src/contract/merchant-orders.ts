// A merchant's orders (DESIGN.md section 8, console screens later): the shop's own orders by
// status with the address to ship to, shipping one with a logistics company and tracking number,
// and adding the carrier's later events to its timeline. Another shop's order is "not found".
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'
import { orderAddress, orderFilter, orderItem, orderLogistics } from './order-lifecycle'
import { orderId, orderStatusCode } from './orders'

/** What the merchant may do with an order now (the orderStatus machine decides `ship`). */
export const MERCHANT_ORDER_ACTIONS = ['ship', 'addLogistics'] as const
export type MerchantOrderAction = (typeof MERCHANT_ORDER_ACTIONS)[number]

/** A company or carrier name as typed: trimmed, 1 to 50 characters. */
export const logisticsCompany = z.string({ error: 'msg.logisticsCompanyRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.logisticsCompanyRequired'),
  z.maxLength(50, 'msg.logisticsCompanyTooLong'),
)

/** A tracking number: letters, digits and dashes, 4 to 40 characters (spaces around are dropped). */
export const trackingNo = z.string({ error: 'msg.trackingNoInvalid' }).check(
  z.trim(),
  z.regex(/^[A-Za-z0-9-]{4,40}$/, 'msg.trackingNoInvalid'),
)

export const merchantOrderRow = z.object({
  id: integer(),
  sn: z.string(),
  status: orderStatusCode,
  items: z.array(orderItem),
  subtotal: money,
  freight: money,
  discount: money,
  total: money,
  refunded: money,
  /** Where to ship: the shopper's address as it was at checkout. */
  address: orderAddress,
  created_at: isoTime,
  paid_at: z.nullable(isoTime),
  shipped_at: z.nullable(isoTime),
  logistics: orderLogistics,
  actions: z.array(z.enum(MERCHANT_ORDER_ACTIONS)),
})
export type MerchantOrderRow = z.output<typeof merchantOrderRow>

export const merchantOrderList = defineCall({
  method: 'GET',
  path: '/api/merchant/order/list',
  access: 'merchant',
  summary: "The merchant's own shop's orders, newest first, filtered by status (all, 0, 1, 2, 3, 4, -1, -4)",
  query: z.extend(pageQuery, { status: orderFilter }),
  data: pageOf(merchantOrderRow),
})

export const merchantOrderShip = defineCall({
  method: 'POST',
  path: '/api/merchant/order/ship',
  access: 'merchant',
  summary: 'Ship an order waiting deliver (1 -> 2) with the logistics company and tracking number; its timeline starts',
  body: z.object({ order_id: orderId, company: logisticsCompany, tracking_no: trackingNo }),
  data: merchantOrderRow,
})

export const merchantOrderLogistics = defineCall({
  method: 'POST',
  path: '/api/merchant/order/logistics',
  access: 'merchant',
  summary: "Add the carrier's news to a shipped order's timeline while it is on its way (no carrier feed yet)",
  body: z.object({
    order_id: orderId,
    description: z.string({ error: 'msg.logisticsDescriptionRequired' }).check(
      z.trim(),
      z.minLength(1, 'msg.logisticsDescriptionRequired'),
      z.maxLength(200, 'msg.logisticsDescriptionTooLong'),
    ),
    location: z._default(z.string({ error: 'msg.logisticsLocationTooLong' }).check(z.trim(), z.maxLength(100, 'msg.logisticsLocationTooLong')), ''),
  }),
  data: merchantOrderRow,
})
