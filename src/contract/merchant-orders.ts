// A merchant's orders (docs/api-conventions.md#paths): the shop's own orders by status, one of them in full,
// shipping one with a logistics company and tracking number, and adding the carrier's later events
// to its timeline. The shopper's address is answered only for a paid order.
// Another shop's order is "not found".
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'
import { ORDER_FILTERS, orderAddress, orderFilter, orderItem, orderLogistics } from './order-lifecycle'
import { orderId, orderStatusCode } from './orders'
import { REFUND_STATUSES, REFUND_TYPES } from './refunds'

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

/**
 * Carriers the ship form offers as one tap each (brand names, written the same in every language);
 * any other name may be typed, since a cross-border market meets more carriers than a list holds.
 */
export const COMMON_CARRIERS = [
  'VNPost', 'Viettel Post', 'Giao Hàng Nhanh', 'Giao Hàng Tiết Kiệm', 'J&T Express', 'Ninja Van', 'DHL Express', 'FedEx', 'UPS', 'SF Express',
] as const

/** What the ship form sends: the carrier's name and the parcel's tracking number. */
export const shipmentForm = z.object({ company: logisticsCompany, tracking_no: trackingNo })
export type ShipmentFormValues = z.output<typeof shipmentForm>

/** A carrier's news about a parcel on its way: what happened, and where (may be empty). */
export const logisticsEventForm = z.object({
  description: z.string({ error: 'msg.logisticsDescriptionRequired' }).check(
    z.trim(),
    z.minLength(1, 'msg.logisticsDescriptionRequired'),
    z.maxLength(200, 'msg.logisticsDescriptionTooLong'),
  ),
  location: z._default(z.string({ error: 'msg.logisticsLocationTooLong' }).check(z.trim(), z.maxLength(100, 'msg.logisticsLocationTooLong')), ''),
})
export type LogisticsEventFormValues = z.output<typeof logisticsEventForm>

/** An order's serial number as shoppers and merchants quote it (digits only). */
export const orderSn = z.string({ error: 'msg.orderNotFound' }).check(z.trim(), z.regex(/^\d{1,32}$/, 'msg.orderNotFound'))

/** A day of the shop's calendar as forms and URLs write it (YYYY-MM-DD). */
export const calendarDay = z.string({ error: 'msg.dayInvalid' }).check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'msg.dayInvalid'),
  z.refine((day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'msg.dayInvalid'),
)

/**
 * What the merchant's order list and its export are narrowed by: the status tab, part of the serial
 * number, the buyer (account, name or addressee, in part), and the days the orders were placed on
 * (the shop's calendar, both ends included).
 */
export const merchantOrderFilters = z.object({
  status: orderFilter,
  sn: z.optional(z.string({ error: 'msg.orderSnSearchInvalid' }).check(z.trim(), z.regex(/^\d{0,32}$/, 'msg.orderSnSearchInvalid'))),
  buyer: z.optional(z.string({ error: 'msg.buyerSearchTooLong' }).check(z.trim(), z.maxLength(50, 'msg.buyerSearchTooLong'))),
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
})
export type MerchantOrderFilters = z.output<typeof merchantOrderFilters>

/** Who bought: the account and the name on it. */
export const orderBuyer = z.object({ account: z.string(), name: z.string() })

export const merchantOrderRow = z.object({
  id: integer(),
  sn: z.string(),
  status: orderStatusCode,
  buyer: orderBuyer,
  items: z.array(orderItem),
  subtotal: money,
  freight: money,
  discount: money,
  total: money,
  refunded: money,
  /**
   * Where to ship: the shopper's address as it was at checkout, once the order is paid (also after
   * shipping, for the packing slip and the shopper's questions); null before payment.
   */
  address: z.nullable(orderAddress),
  created_at: isoTime,
  paid_at: z.nullable(isoTime),
  shipped_at: z.nullable(isoTime),
  logistics: orderLogistics,
  actions: z.array(z.enum(MERCHANT_ORDER_ACTIONS)),
})
export type MerchantOrderRow = z.output<typeof merchantOrderRow>
export type MerchantOrderExportRow = z.output<typeof merchantOrderExportRow>

export const merchantOrderList = defineCall({
  method: 'GET',
  path: '/api/merchant/order/list',
  access: 'merchant',
  summary: "The merchant's own shop's orders, newest first, by status (all, 0, 1, 2, 3, 4, -1, -4), serial number, buyer and days placed; with each tab's count under the same search",
  query: z.extend(pageQuery, merchantOrderFilters.shape),
  data: z.extend(pageOf(merchantOrderRow), {
    /** How many orders each status tab holds under the same search (number, buyer, days). */
    counts: z.record(z.enum(ORDER_FILTERS), integer()),
  }),
})

/** One line of the orders export: an order with its buyer, address and figures, items in one cell. */
export const merchantOrderExportRow = z.object({
  sn: z.string(),
  status: z.string(),
  created_at: isoTime,
  paid_at: z.string(),
  buyer_account: z.string(),
  buyer_name: z.string(),
  addressee: z.string(),
  mobile: z.string(),
  address: z.string(),
  items: z.string(),
  subtotal: money,
  freight: money,
  discount: money,
  total: money,
  refunded: money,
  carrier: z.string(),
  tracking_no: z.string(),
})

export const merchantOrderExport = defineCall({
  method: 'GET',
  path: '/api/merchant/order/export',
  access: 'merchant',
  summary: "The merchant's orders under the list's search (status, number, buyer, days) as a CSV file, newest first, streamed",
  query: merchantOrderFilters,
  data: merchantOrderExportRow,
  csv: true,
})

/** One order in full: the list's row, its later moments and its latest refund. */
export const merchantOrderDetail = z.extend(merchantOrderRow, {
  received_at: z.nullable(isoTime),
  completed_at: z.nullable(isoTime),
  cancelled_at: z.nullable(isoTime),
  /** The order's latest refund, if any (the refunds screen decides it). */
  refund: z.nullable(z.object({ id: integer(), status: z.enum(REFUND_STATUSES), amount: money, type: z.enum(REFUND_TYPES) })),
})
export type MerchantOrderDetail = z.output<typeof merchantOrderDetail>

export const merchantOrderInfo = defineCall({
  method: 'GET',
  path: '/api/merchant/order/detail',
  access: 'merchant',
  summary: "One of the merchant's own shop's orders by its serial number: items, figures, the address while it waits to be shipped, logistics, its latest refund",
  query: z.object({ sn: orderSn }),
  data: merchantOrderDetail,
})

export const merchantOrderShip = defineCall({
  method: 'POST',
  path: '/api/merchant/order/ship',
  access: 'merchant',
  summary: 'Ship an order waiting deliver (1 -> 2) with the logistics company and tracking number; its timeline starts',
  body: z.extend(shipmentForm, { order_id: orderId }),
  data: merchantOrderRow,
})

export const merchantOrderLogistics = defineCall({
  method: 'POST',
  path: '/api/merchant/order/logistics',
  access: 'merchant',
  summary: "Add the carrier's news to a shipped order's timeline while it is on its way (no carrier feed yet)",
  body: z.extend(logisticsEventForm, { order_id: orderId }),
  data: merchantOrderRow,
})
