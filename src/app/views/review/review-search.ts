// The search params of /comment (`?order_id=12&product_id=34`, as the order pages link it): which
// product of which order is reviewed. TanStack Router reads "12" as the number 12; text that is
// not a whole number is dropped, and the page says the link names no item.
import * as z from 'zod/mini'

const id = z.catch(z.optional(z.union([z.number().check(z.int(), z.positive()), z.string().check(z.regex(/^\d{1,10}$/))])), undefined)

export const reviewSearch = z.object({ order_id: id, product_id: id })
export type ReviewSearch = z.output<typeof reviewSearch>

/** The order and product the page reviews, or null when the link does not name both. */
export function reviewTarget(search: ReviewSearch): { orderId: number; productId: number } | null {
  if (search.order_id === undefined || search.product_id === undefined) return null
  return { orderId: Number(search.order_id), productId: Number(search.product_id) }
}

export const orderHref = (orderId: number) => `/orderInfo/${orderId}`
