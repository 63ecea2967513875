// A merchant's own products (the console's product screens): the shop's list by tab (all, on sale,
// hidden), category and stock with search and a sort, one product with every translation for
// editing, saving a new or edited product with its SKUs, hiding or showing it, and the bulk calls
// (hide or show many, set many options' price and stock). Another shop's product is "not found".
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { categoryId, idOf, keyword, productId } from './catalogue-fields'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'
import { localTextInput, storedLocalText } from './local-text'
import { SPEC_NAME_KEYS } from './spec-names'

export const MERCHANT_PRODUCT_TABS = ['all', 'on_sale', 'hidden'] as const

/** The products list's stock filters: every option in stock above the threshold, an option running low, or one sold out. */
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number]
export type MerchantProductTab = (typeof MERCHANT_PRODUCT_TABS)[number]

export const MAX_PRODUCT_TITLE = 120
export const MAX_PRODUCT_DESCRIPTION = 3000
export const MAX_PRODUCT_IMAGES = 9
export const MAX_PRODUCT_SKUS = 20
export const MAX_SKU_LABEL = 40
export const MAX_SKU_STOCK = 999_999
export const MAX_SKU_CODE = 40
/** How many products one bulk call changes at most (a page of the list is 20). */
export const MAX_BULK_PRODUCTS = 50
/** How many options one bulk price and stock call sets at most (50 products of up to 20 options each). */
export const MAX_BULK_SKUS = MAX_BULK_PRODUCTS * 20

/** The products list's orders: newest first, price up or down, stock left (least first), most sold. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'stock', 'sales'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]


/**
 * A product picture: one uploaded here (`/api/common/upload`), or a picture of the demo catalogue
 * the product already has (kept when its seeded product is edited, never added to another).
 */
export const productImage = z.string({ error: 'msg.uploadUrlInvalid' }).check(
  z.regex(/^\/uploads\/(u\/\d{6}\/[0-9a-f]{32}\.(png|jpg|gif|webp)|catalogue\/products\/[a-z0-9-]+-[1-3]\.svg)$/, 'msg.uploadUrlInvalid'),
)

/** A price in the base currency as typed: above 0, at most two decimals ("12", "12.5", "12.50"). */
export const skuPrice = z.string({ error: 'msg.skuPriceInvalid' }).check(
  z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'msg.skuPriceInvalid'),
  z.refine((v: string) => /[1-9]/.test(v), 'msg.skuPriceInvalid'),
)

/** A stock: a whole number from 0 to 999,999 (the editor reads what was typed with wholeNumberOf). */
export const skuStock = z.number({ error: 'msg.skuStockInvalid' }).check(z.int('msg.skuStockInvalid'), z.minimum(0, 'msg.skuStockInvalid'), z.maximum(MAX_SKU_STOCK, 'msg.skuStockInvalid'))

export const skuId = idOf('msg.skuNotFound')

/**
 * The merchant's own code for an option ("LAMP-RED-01"): letters, digits and . _ - /, up to 40,
 * unique within the shop (case aside); empty means none.
 */
export const skuCode = z.string({ error: 'productsBulk.skuCodeInvalid' }).check(
  z.trim(),
  z.maxLength(MAX_SKU_CODE, 'productsBulk.skuCodeInvalid'),
  z.regex(/^([A-Za-z0-9][A-Za-z0-9._\-/]*)?$/, 'productsBulk.skuCodeInvalid'),
)

export const skuInput = z
  .object({
    /** An existing SKU of this product; absent for a new one. */
    id: z.optional(skuId),
    label: localTextInput(MAX_SKU_LABEL, 'msg.skuLabelRequired', 'msg.skuLabelTooLong'),
    price: skuPrice,
    /** The stock the merchant wants now. */
    stock: skuStock,
    /**
     * For an existing SKU: the stock the form showed. The server moves the stock by the difference
     * (`stock + (stock - stock_was)`), so orders placed meanwhile keep what they reserved.
     */
    stock_was: z.optional(skuStock),
    /** The merchant's code; absent or empty: none. */
    code: z.optional(skuCode),
  })
  .check(z.refine((s: { id?: number; stock_was?: number }) => s.id === undefined || s.stock_was !== undefined, { message: 'msg.skuStockInvalid', path: ['stock_was'] }))
export type SkuInput = z.input<typeof skuInput>

const distinct = <T>(values: T[]) => new Set(values).size === values.length

export const productSaveBody = z.object({
  /** The product to change; absent: a new product of the merchant's shop. */
  id: z.optional(productId),
  title: localTextInput(MAX_PRODUCT_TITLE, 'msg.productTitleRequired', 'msg.productTitleTooLong'),
  description: textBlock(localTextInput(MAX_PRODUCT_DESCRIPTION, 'msg.productDescriptionRequired', 'msg.productDescriptionTooLong')),
  category_id: idOf('msg.productCategoryRequired'),
  /** What the SKUs differ in, one of the named dimensions (shown in each shopper's language). */
  spec_name: z.enum(SPEC_NAME_KEYS, { error: 'msg.specNameRequired' }),
  /** 1 to 9 pictures; the first is the card picture. */
  images: z.array(productImage, { error: 'msg.productImagesRequired' }).check(
    z.minLength(1, 'msg.productImagesRequired'),
    z.maxLength(MAX_PRODUCT_IMAGES, 'msg.productImagesTooMany'),
    z.refine(distinct, 'msg.productImageTwice'),
  ),
  skus: z.array(skuInput, { error: 'msg.skusRequired' }).check(
    z.minLength(1, 'msg.skusRequired'),
    z.maxLength(MAX_PRODUCT_SKUS, 'msg.skusTooMany'),
    z.refine((skus: Array<{ label: { en: string } }>) => distinct(skus.map((s) => s.label.en.toLowerCase())), 'msg.skuLabelTwice'),
    z.refine((skus: Array<{ id?: number }>) => distinct(skus.flatMap((s) => (s.id === undefined ? [] : [s.id]))), 'msg.skuNotFound'),
    z.refine((skus: Array<{ code?: string }>) => distinct(skus.flatMap((s) => (s.code ? [s.code.toLowerCase()] : []))), 'productsBulk.skuCodeTwice'),
  ),
})
export type ProductSaveBody = z.input<typeof productSaveBody>
/** The body as the server reads it after parsing: texts trimmed, stock as numbers. */
export type ProductSave = z.output<typeof productSaveBody>

export const merchantProductRow = z.object({
  id: integer(),
  /** In the merchant's language, English when not written in it. */
  title: z.string(),
  image: z.string(),
  /** Lowest and highest SKU price in the base currency. */
  price: money,
  price_max: money,
  /** Stock over all SKUs, what is not reserved by orders. */
  stock: integer(),
  sales: integer(),
  hidden: z.boolean(),
  category_id: integer(),
  sku_count: integer(),
  /** An option has as few units left as the shop's low-stock threshold, or fewer. */
  low_stock: z.boolean(),
  /** The options' codes the merchant gave, in option order. */
  codes: z.array(z.string()),
  created_at: isoTime,
})
export type MerchantProductRow = z.output<typeof merchantProductRow>

export const merchantSku = z.object({
  id: integer(),
  label: storedLocalText,
  price: money,
  /** What is left to sell: orders waiting pay have already taken theirs. */
  stock: integer(),
  /** Whether the SKU may be taken out of the product: not once it has been ordered. */
  removable: z.boolean(),
  /** The merchant's code, '' when none. */
  code: z.string(),
})
export type MerchantSku = z.output<typeof merchantSku>

export const merchantProduct = z.object({
  id: integer(),
  title: storedLocalText,
  description: storedLocalText,
  category_id: integer(),
  spec_name: z.string(),
  images: z.array(z.string()),
  hidden: z.boolean(),
  price: money,
  sales: integer(),
  skus: z.array(merchantSku),
  created_at: isoTime,
})
export type MerchantProduct = z.output<typeof merchantProduct>

export const merchantProductList = defineCall({
  method: 'GET',
  path: '/api/merchant/product/list',
  access: 'merchant',
  summary: "The merchant's own products: all, on sale or hidden, found by words in any language or an option's code, of one category, in stock, low in stock or sold out; newest first or sorted by price, stock or sales; paged",
  query: z.extend(pageQuery, {
    tab: z._default(z.enum(MERCHANT_PRODUCT_TABS, { error: 'msg.invalidRequest' }), 'all'),
    keyword: z.optional(keyword),
    /** Only products of this category. */
    category_id: z.optional(categoryId),
    /**
     * `in`: every option above the shop's low-stock threshold; `low`: an option at or below it;
     * `out`: an option sold out.
     */
    stock: z.optional(z.enum(PRODUCT_STOCK_FILTERS, { error: 'msg.invalidRequest' })),
    sort: z._default(z.enum(PRODUCT_SORTS, { error: 'msg.invalidRequest' }), 'newest'),
  }),
  data: z.extend(pageOf(merchantProductRow), {
    /** The shop's low-stock threshold the rows were marked with. */
    low_stock_threshold: integer(),
  }),
})

export const merchantProductDetail = defineCall({
  method: 'GET',
  path: '/api/merchant/product/detail',
  access: 'merchant',
  summary: 'One of the merchant’s products for editing: every translation, pictures, category, SKUs with stock',
  query: z.object({ id: productId }),
  data: merchantProduct,
})

export const merchantProductSave = defineCall({
  method: 'POST',
  path: '/api/merchant/product/save',
  access: 'merchant',
  summary: 'Create a product, or change one of the merchant’s: texts per language, category, pictures, SKUs (stock moved by the difference)',
  body: productSaveBody,
  data: merchantProduct,
})

export const merchantProductVisibility = defineCall({
  method: 'POST',
  path: '/api/merchant/product/visibility',
  access: 'merchant',
  summary: 'Hide one of the merchant’s products from every shopper (orders keep it), or put it on sale again',
  body: z.object({ id: productId, hidden: z.boolean({ error: 'msg.invalidRequest' }) }),
  data: z.object({ id: integer(), hidden: z.boolean() }),
})

/** Distinct product ids of a bulk call: 1 to 50. */
const productIds = z.array(productId, { error: 'productsBulk.bulkNoneChosen' }).check(
  z.minLength(1, 'productsBulk.bulkNoneChosen'),
  z.maxLength(MAX_BULK_PRODUCTS, 'productsBulk.bulkTooMany'),
  z.refine(distinct, 'msg.productNotFound'),
)

export const merchantProductBulkVisibility = defineCall({
  method: 'POST',
  path: '/api/merchant/product/bulk-visibility',
  access: 'merchant',
  summary: 'Hide or show several of the merchant’s products at once, in one transaction: all of them, or none when one is not the merchant’s',
  body: z.object({ ids: productIds, hidden: z.boolean({ error: 'msg.invalidRequest' }) }),
  data: z.object({ ids: z.array(integer()), hidden: z.boolean() }),
})

/** One option's new price and/or stock; what is absent stays as it is. */
export const bulkSkuEdit = z
  .object({
    id: skuId,
    price: z.optional(skuPrice),
    stock: z.optional(skuStock),
    /** With `stock`: the stock the dialog showed; the stock is moved by the difference, as the editor does. */
    stock_was: z.optional(skuStock),
  })
  .check(
    z.refine((s: { price?: string; stock?: number }) => s.price !== undefined || s.stock !== undefined, { message: 'productsBulk.bulkNothingToChange', path: ['price'] }),
    z.refine((s: { stock?: number; stock_was?: number }) => s.stock === undefined || s.stock_was !== undefined, { message: 'msg.skuStockInvalid', path: ['stock_was'] }),
  )
export type BulkSkuEdit = z.input<typeof bulkSkuEdit>

export const bulkSkuEditBody = z.object({
  skus: z.array(bulkSkuEdit, { error: 'productsBulk.bulkNoneChosen' }).check(
    z.minLength(1, 'productsBulk.bulkNoneChosen'),
    z.maxLength(MAX_BULK_SKUS, 'productsBulk.bulkTooMany'),
    z.refine((skus: Array<{ id: number }>) => distinct(skus.map((s) => s.id)), 'msg.skuNotFound'),
  ),
})
export type BulkSkuEditBody = z.input<typeof bulkSkuEditBody>

export const merchantProductBulkEdit = defineCall({
  method: 'POST',
  path: '/api/merchant/product/bulk-edit',
  access: 'merchant',
  summary: 'Set the price and/or stock of several options of the merchant’s products at once, in one transaction: every row or none (a refusal names the row)',
  body: bulkSkuEditBody,
  data: z.object({ products: integer(), skus: integer() }),
})
