// What a shopper reads of an order's status, and the filters of My orders
// (docs/product/order-lifecycle.md#statuses-and-filters: all, 0 waiting pay, 1 waiting delivery, 2
// delivered, 3 received, 4 completed, -1 cancelled, -4 in after-sale), in that order.
import { ORDER_FILTERS, ORDER_STATUS_WORDS } from '../../contract/order-lifecycle'
import type { OrderStatusCode } from '../../contract/orders'

export type OrderFilter = (typeof ORDER_FILTERS)[number]

/** The locale key of each status's text. */
export const STATUS_TEXT: Record<OrderStatusCode, string> = ORDER_STATUS_WORDS

/** The tabs of My orders: the filter value and the locale key of its title. */
export const ORDER_TABS: ReadonlyArray<readonly [OrderFilter, string]> = [
  ['all', 'ui.tabAllOrders'],
  ['0', 'ui.tabWaitingPay'],
  ['1', 'ui.tabWaitingDeliver'],
  ['2', 'ui.statusDelivered'],
  ['3', 'ui.statusReceived'],
  ['4', 'ui.statusCompleted'],
  ['-1', 'ui.statusCancelled'],
  ['-4', 'ui.statusAfterSale'],
]

/** The filter of the `:status` route param; a missing or unknown one is all orders. */
export function filterOf(param: string | number | undefined): OrderFilter {
  const value = param === undefined ? 'all' : String(param)
  return (ORDER_FILTERS as readonly string[]).includes(value) ? (value as OrderFilter) : 'all'
}
