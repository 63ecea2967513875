// The bag (docs/api-conventions.md#paths): lines grouped by shop, their quantity and selection, and the
// running total of what is selected. Every change answers the whole bag, so a page re-renders
// from the server's truth; a visitor's bag, kept on the device, is merged in at login.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { idOf, productId, shopId, shopSummary } from './catalogue-fields'
import { integer, money } from './fields'

export const MAX_LINE_QUANTITY = 99
/** Lines a bag holds at most. */
export const MAX_BAG_LINES = 100

/** A line of the shopper's own bag ("12" or 12); another shopper's is "no longer in your bag". */
const lineId = idOf('msg.cartLineNotFound')
const skuId = idOf('msg.skuNotFound')

/** How many of one SKU a line holds: a whole number from 1 to 99. */
export const lineQuantity = z.number({ error: 'msg.quantityInvalid' }).check(
  z.int('msg.quantityInvalid'),
  z.minimum(1, 'msg.quantityInvalid'),
  z.maximum(MAX_LINE_QUANTITY, 'msg.quantityInvalid'),
)

export const cartAdd = defineCall({
  method: 'POST',
  path: '/api/cart/add',
  access: 'user',
  summary: 'Put a quantity of one SKU into the bag (added to a line of the same SKU)',
  body: z.object({ product_id: productId, sku_id: skuId, quantity: lineQuantity }),
  data: z.object({
    /** The bag line. */
    id: integer(),
    quantity: integer(),
    /** Lines in the bag now. */
    lines: integer(),
  }),
})

export const bagLine = z.object({
  id: integer(),
  product_id: integer(),
  sku_id: integer(),
  quantity: integer(),
  /** Chosen for checkout; never true for a line that cannot be bought. */
  selected: z.boolean(),
  /** Today's price of the SKU in the base currency (one item). */
  price: money,
  /** The product's title in the shopper's language. */
  title: z.string(),
  /** The SKU, in the shopper's language ("Red", "256 GB"). */
  sku_label: z.string(),
  image: z.string(),
  /** Today's stock of the SKU. */
  stock: integer(),
  /** The product is on sale: false once its merchant hid it (the line stays until removed). */
  on_sale: z.boolean(),
  /** On sale and the stock covers the quantity: the line can be selected and checked out. */
  available: z.boolean(),
})
export type BagLine = z.output<typeof bagLine>

export const bagShop = shopSummary

export const bag = z.object({
  /** Shops with their lines, the shop of the newest line first; lines newest first. */
  shops: z.array(z.object({ shop: bagShop, lines: z.array(bagLine) })),
  /** Lines in the bag. */
  count: integer(),
  /** Lines selected for checkout. */
  selected_count: integer(),
  /** Price x quantity of the selected lines, in the base currency. */
  selected_total: money,
})
export type Bag = z.output<typeof bag>

export const cartList = defineCall({
  method: 'GET',
  path: '/api/cart/list',
  access: 'user',
  summary: "The shopper's bag: lines grouped by shop, with titles in their language, stock and the selected total",
  data: bag,
})

export const cartUpdate = defineCall({
  method: 'POST',
  path: '/api/cart/update',
  access: 'user',
  summary: 'Change the quantity (within stock) or the selection of one line; answers the bag',
  body: z
    .object({ id: lineId, quantity: z.optional(lineQuantity), selected: z.optional(z.boolean()) })
    .check(
      z.refine((b) => b.quantity !== undefined || b.selected !== undefined, { message: 'msg.quantityInvalid', path: ['quantity'] }),
    ),
  data: bag,
})

export const cartSelect = defineCall({
  method: 'POST',
  path: '/api/cart/select',
  access: 'user',
  summary: "Select or unselect every line of one shop, or of the whole bag; lines that cannot be bought stay unselected",
  body: z.object({ shop_id: z.optional(shopId), selected: z.boolean() }),
  data: bag,
})

export const cartRemove = defineCall({
  method: 'POST',
  path: '/api/cart/remove',
  access: 'user',
  summary: 'Take lines out of the bag (all of them or none); answers the bag',
  body: z.object({
    ids: z.array(lineId).check(z.minLength(1, 'msg.cartLineNotFound'), z.maxLength(MAX_BAG_LINES, 'msg.cartLineNotFound')),
  }),
  data: bag,
})

export const cartMerge = defineCall({
  method: 'POST',
  path: '/api/cart/merge',
  access: 'user',
  summary: "Bring a visitor's bag (kept on the device) into the account's bag at login: quantities kept within stock and 99, sold-out or unknown items left out",
  body: z.object({
    lines: z.array(z.object({ product_id: productId, sku_id: skuId, quantity: lineQuantity })).check(z.maxLength(MAX_BAG_LINES, 'msg.bagFull')),
  }),
  data: bag,
})
