// The search params of /checkout: bag lines (`cart_ids=3,4`), one item bought now
// (`product_id`, `sku_id`, `quantity`), or orders already created and waiting pay (`order_ids=12,13`).
// TanStack Router reads "12" as a number: each value is taken back to its text.
import * as z from 'zod/mini'
import type { BuyNowItem } from '../../../contract/orders'

const text = z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value)))
const ids = z.catch(z.optional(z.pipe(text, z.string().check(z.regex(/^\d{1,10}(,\d{1,10})*$/)))), undefined)
const count = z.catch(z.optional(z.pipe(text, z.string().check(z.regex(/^\d{1,10}$/)))), undefined)

export const checkoutSearch = z.object({ cart_ids: ids, order_ids: ids, product_id: count, sku_id: count, quantity: count })
export type CheckoutSearch = z.output<typeof checkoutSearch>

export type CheckoutItems = { cart_ids: number[] } | { buy_now: BuyNowItem }

const numbers = (list: string) => list.split(',').map(Number)

/** What the checkout is of, as the preview and create calls take it; null when the URL names nothing. */
export function checkoutItems(search: CheckoutSearch): CheckoutItems | null {
  if (search.cart_ids) return { cart_ids: numbers(search.cart_ids) }
  if (search.product_id && search.sku_id) {
    return { buy_now: { product_id: Number(search.product_id), sku_id: Number(search.sku_id), quantity: Number(search.quantity ?? 1) } }
  }
  return null
}

export const orderIdsOf = (search: CheckoutSearch) => (search.order_ids ? numbers(search.order_ids).join(',') : null)

/** The checkout of these orders, to come back to after setting a payment code or topping up. */
export const payOrdersHref = (orderIds: number[]) => `/checkout?order_ids=${orderIds.join(',')}`
