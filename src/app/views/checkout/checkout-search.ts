// The search params of /checkout: bag lines (`cart_ids=3,4`), one item bought now
// (`product_id`, `sku_id`, `quantity`), or orders already created and waiting pay (`order_ids=12,13`).
// TanStack Router reads "12" as the number 12 and "1,2" as text: both are kept as they came (turned
// into text, a lone number would be written back in quotes), and read as ids below.
import * as z from 'zod/mini'
import type { BuyNowItem } from '../../../contract/orders'

const whole = z.number().check(z.int(), z.positive())
const ids = z.catch(z.optional(z.union([whole, z.string().check(z.regex(/^\d{1,10}(,\d{1,10})*$/))])), undefined)
const count = z.catch(z.optional(z.union([whole, z.string().check(z.regex(/^\d{1,10}$/))])), undefined)

/** `address_id`: the address chosen on /address (opened from here as a chooser). */
export const checkoutSearch = z.object({ cart_ids: ids, order_ids: ids, product_id: count, sku_id: count, quantity: count, address_id: count })
export type CheckoutSearch = z.output<typeof checkoutSearch>

export type CheckoutItems = { cart_ids: number[] } | { buy_now: BuyNowItem }

const numbers = (list: string | number) => String(list).split(',').map(Number)

/** What the checkout is of, as the preview and create calls take it; null when the URL names nothing. */
export function checkoutItems(search: CheckoutSearch): CheckoutItems | null {
  if (search.cart_ids) return { cart_ids: numbers(search.cart_ids) }
  if (search.product_id && search.sku_id) {
    return { buy_now: { product_id: Number(search.product_id), sku_id: Number(search.sku_id), quantity: Number(search.quantity ?? 1) } }
  }
  return null
}

/** The address chosen on the address list, if the shopper came back from choosing one. */
export const chosenAddressOf = (search: CheckoutSearch) => (search.address_id ? Number(search.address_id) : undefined)

export const orderIdsOf = (search: CheckoutSearch) => (search.order_ids ? numbers(search.order_ids).join(',') : null)

/** The checkout of these orders, to come back to after setting a payment code or topping up. */
export const payOrdersHref = (orderIds: number[]) => `/checkout?order_ids=${orderIds.join(',')}`
