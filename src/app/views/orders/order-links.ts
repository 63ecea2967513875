// Where an order's actions lead: paying it at checkout (which starts at the code entry for orders
// waiting pay), the refund page with the order, its products and what was paid, and the review
// page of one product.
import { centsOf, formatCents } from '../../../contract/money'
import type { OrderRow } from '../../../contract/order-lifecycle'
import { payOrdersHref } from '../checkout/checkout-search'

export const payHref = (order: Pick<OrderRow, 'id'>) => payOrdersHref([order.id])


/** What the shopper paid and has not had back: the most a refund may ask for. */
export function paidAmount(order: Pick<OrderRow, 'total'> & { refunded?: string }): string {
  const left = centsOf(order.total) - centsOf(order.refunded ?? '0.00')
  return formatCents(left > 0n ? left : 0n)
}

/** /refund/:id/:sn/:product_ids/:amount: every product of the order, comma separated, and the amount paid. */
export function refundHref(order: Pick<OrderRow, 'id' | 'sn' | 'items' | 'total'> & { refunded?: string }): string {
  const products = [...new Set(order.items.map((item) => item.product_id))].join(',')
  return `/refund/${order.id}/${encodeURIComponent(order.sn)}/${products}/${paidAmount(order)}`
}

export const reviewHref = (orderId: number, productId: number) => `/comment?order_id=${orderId}&product_id=${productId}`

/** The first item still to review, which the order's Review action opens. */
export const firstUnreviewed = (order: Pick<OrderRow, 'items'>) => order.items.find((item) => !item.reviewed)
