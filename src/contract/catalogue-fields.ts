// Field schemas of the catalogue calls: ids, the product card every list shows, search words.
import * as z from 'zod/mini'
import { integer, money } from './fields'

/** A positive row id: a whole number (a query's digits are read as one at the request edge; a body must send a number). */
export function idOf(message: string) {
  return z.number({ error: message }).check(z.int(message), z.positive(message), z.maximum(2_147_483_647, message))
}

export const productId = idOf('msg.productNotFound')
export const shopId = idOf('msg.shopNotFound')
/**
 * The ten categories of docs/product/entities.md#categories, by key (also the locales key
 * `category.<key>`), in their order.
 */
export const CATEGORY_KEYS = [
  'computer', 'electrical', 'outdoors', 'familyLife', 'health', 'mensClothing', 'womensClothing', 'food', 'mobilePhone', 'toys',
] as const
export type CategoryKey = (typeof CATEGORY_KEYS)[number]

export const categoryId = idOf('msg.categoryNotFound')

export const MAX_KEYWORD_LENGTH = 100
/** What a shopper types into search: trimmed, up to 100 characters; empty means no filter. */
export const keyword = z.string({ error: 'msg.keywordTooLong' }).check(z.trim(), z.maxLength(MAX_KEYWORD_LENGTH, 'msg.keywordTooLong'))

/** `relevance`: the best match for the search words first (best sellers first without words). */
export const PRODUCT_SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'new'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const productSort = z.enum(PRODUCT_SORTS, { error: 'msg.sortUnknown' })

/**
 * The least shop rating a list keeps, in stars: the average product score of every review of the
 * shop's products ("4.5" keeps shops rated 4.5 and above; a shop without reviews has none).
 */
export const SHOP_RATINGS = ['3', '4', '4.5'] as const
export type ShopRating = (typeof SHOP_RATINGS)[number]
export const shopRating = z.enum(SHOP_RATINGS, { error: 'msg.shopRatingInvalid' })

/** A price bound in the base currency, as typed in the filter ("12" or "12.5"). */
export const priceBound = z.string({ error: 'msg.priceRangeInvalid' }).check(
  z.trim(),
  z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'msg.priceRangeInvalid'),
)

/** A product as every list shows it: picture, title in the shopper's language, lowest price. */
export const productCard = z.object({
  id: integer(),
  title: z.string(),
  image: z.string(),
  /** Lowest SKU price in the base currency. */
  price: money,
  sales: integer(),
  /** Stock over all SKUs; 0 is sold out. */
  stock: integer(),
  shop_id: integer(),
  category_id: integer(),
})
export type ProductCard = z.output<typeof productCard>

/** A shop as a bag or an order names it: id, name and logo. */
export const shopSummary = z.object({ id: integer(), name: z.string(), logo: z.string() })

/** A shop as lists and the shop header show it. Counts come from rows (follows, paid order items, reviews). */
export const shopCard = z.object({
  id: integer(),
  name: z.string(),
  logo: z.string(),
  city: z.string(),
  fans: integer(),
  /** Share of reviews scoring 4 or 5, in percent with one decimal ("98.6"); "0.0" without reviews. */
  favorable_rate: z.string(),
  /** Items sold over all of the shop's products. */
  sales: integer(),
  product_count: integer(),
})
export type ShopCard = z.output<typeof shopCard>

/** Cents of a price bound ("12.5" -> 1250): at most 9 + 2 digits, exact in a number. */
function boundCents(bound: string): number {
  const [whole = '0', fraction = ''] = bound.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A price range's lowest bound is not above its highest (either may be left out). */
export function isPriceRangeInOrder(min?: string, max?: string): boolean {
  return !min || !max || boundCents(min) <= boundCents(max)
}
