// The filters of a product list (/filter, /products, /searchs), kept in the URL's search params and
// parsed here: a category key, a price range in the base currency, a least shop rating, a sort. A
// param that does not parse is dropped, not an error.
import * as z from 'zod/mini'
import { CATEGORY_KEYS, PRODUCT_SORTS, SHOP_RATINGS, isPriceRangeInOrder, priceBound } from '../../../contract/catalogue-fields'
import { keywordSearch } from './keyword-search'

/**
 * The router reads `?min_price=100` as the number 100: a value is taken back as the text it was.
 * (zod/mini has no `preprocess`: a transform piped into the schema is the same thing.)
 */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value)
const boundParam = z.pipe(z.transform(asText), priceBound)

export const filterSearch = z.object({
  category: z.catch(z.optional(z.enum(CATEGORY_KEYS)), undefined),
  min_price: z.catch(z.optional(boundParam), undefined),
  max_price: z.catch(z.optional(boundParam), undefined),
  shop_rating: z.catch(z.optional(z.pipe(z.transform(asText), z.enum(SHOP_RATINGS))), undefined),
  sort: z.catch(z.optional(z.enum(PRODUCT_SORTS)), undefined),
})
export type FilterSearch = z.output<typeof filterSearch>

/** Search results (/searchs): the words, and the same filters. */
export const resultsSearch = z.extend(keywordSearch, filterSearch.shape)

const optionalBound = z.optional(z.union([z.literal(''), priceBound]))

/** The price fields of the filter form: each a price or empty, the lowest not above the highest. */
export const filterPriceForm = z
  .object({ min_price: optionalBound, max_price: optionalBound })
  .check(z.refine((v) => isPriceRangeInOrder(v.min_price, v.max_price), {
    path: ['max_price'],
    message: 'msg.priceRangeInvalid',
  }))
