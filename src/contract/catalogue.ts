// Catalogue calls: categories, product lists and search, product detail, evaluations and the seen
// count (docs/api-conventions.md#paths). Texts come in the language of the `lang` header, falling
// back to English.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { categoryId, keyword, priceBound, productCard, productId, productSort, shopCard, shopId, shopRating } from './catalogue-fields'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'

export const category = z.object({
  id: integer(),
  /** Stable key, also the locales key `category.<key>`. */
  key: z.string(),
  name: z.string(),
  product_count: integer(),
})
export type Category = z.output<typeof category>

export const categoryList = defineCall({
  method: 'GET',
  path: '/api/category/list',
  access: 'public',
  summary: 'The ten categories of the catalogue, with their product counts',
  data: z.array(category),
})

export const productList = defineCall({
  method: 'GET',
  path: '/api/product/list',
  access: 'public',
  summary: 'Products by category, shop, search words, price range and shop rating, sorted; paged',
  query: z.extend(pageQuery, {
    category_id: z.optional(categoryId),
    shop_id: z.optional(shopId),
    keyword: z.optional(keyword),
    sort: z.optional(productSort),
    min_price: z.optional(priceBound),
    max_price: z.optional(priceBound),
    shop_rating: z.optional(shopRating),
  }),
  data: pageOf(productCard),
})

export const hotProducts = defineCall({
  method: 'GET',
  path: '/api/product/hot',
  access: 'public',
  summary: 'Best-selling products; paged',
  query: pageQuery,
  data: pageOf(productCard),
})

export const recommendedProducts = defineCall({
  method: 'GET',
  path: '/api/product/recommend',
  access: 'public',
  summary: 'Products to recommend: like the given product (same category, then same shop), or for the home page',
  query: z.extend(pageQuery, { product_id: z.optional(productId) }),
  data: pageOf(productCard),
})

export const searchSuggestions = defineCall({
  method: 'GET',
  path: '/api/product/suggest',
  access: 'public',
  summary: 'Product titles matching what is being typed, for the search box',
  query: z.object({ keyword }),
  data: z.array(z.object({ id: integer(), title: z.string() })),
})

export const sku = z.object({
  id: integer(),
  /** What this SKU is, in the shopper's language ("Red", "256 GB", "XL"). */
  label: z.string(),
  price: money,
  stock: integer(),
})
export type Sku = z.output<typeof sku>

export const ratingSummary = z.object({
  count: integer(),
  /** Average scores out of 5 with one decimal ("4.6"); "0.0" without reviews. */
  product: z.string(),
  service: z.string(),
  postage: z.string(),
})

export const productDetail = defineCall({
  method: 'GET',
  path: '/api/product/detail',
  access: 'public',
  summary: 'One product: gallery, texts, SKUs with stock, counts, shop, rating summary',
  query: z.object({ id: productId }),
  data: z.extend(productCard, {
    description: z.string(),
    images: z.array(z.string()).check(z.minLength(1)),
    price_max: money,
    /** What the SKUs differ in, in the shopper's language ("Colour", "Size"). */
    spec_name: z.string(),
    skus: z.array(sku).check(z.minLength(1)),
    /** Visits of the product page. */
    seen: integer(),
    category: z.object({ id: integer(), key: z.string(), name: z.string() }),
    shop: shopCard,
    rating: ratingSummary,
    /** Whether the logged-in shopper has it among their favourites; false for a visitor. */
    favourited: z.boolean(),
    created_at: isoTime,
  }),
})
export type ProductDetail = z.output<(typeof productDetail)['data']>

export const productSeen = defineCall({
  method: 'POST',
  path: '/api/product/seen',
  access: 'public',
  summary: 'Count one visit of a product page; the same visit is counted once',
  body: z.object({
    product_id: productId,
    /** A random id the page makes when it opens. */
    visit: z.string({ error: 'msg.invalidRequest' }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'msg.invalidRequest')),
  }),
  data: z.object({ seen: integer() }),
})

export const evaluation = z.object({
  id: integer(),
  /** The reviewer's name, partly hidden ("N***n"). */
  user_name: z.string(),
  product_score: integer().check(z.minimum(1), z.maximum(5)),
  service_score: integer().check(z.minimum(1), z.maximum(5)),
  postage_score: integer().check(z.minimum(1), z.maximum(5)),
  content: z.string(),
  pictures: z.array(z.string()),
  /** The SKU that was bought, in the shopper's language. */
  sku_label: z.string(),
  created_at: isoTime,
})
export type Evaluation = z.output<typeof evaluation>

export const productEvaluations = defineCall({
  method: 'GET',
  path: '/api/product/evaluations',
  access: 'public',
  summary: "A product's reviews, newest first; paged",
  query: z.extend(pageQuery, { product_id: productId }),
  data: pageOf(evaluation),
})

