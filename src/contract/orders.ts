// Checkout and pay (docs/product/order-lifecycle.md#transitions, docs/product/money.md#paying,
// docs/api-conventions.md#paths): preview what a checkout would create, create the orders (one per
// shop, stock reserved), and pay them from the wallet with the payment code.
import * as z from 'zod/mini'
import { addressId } from './addresses'
import { lineQuantity } from './cart'
import { defineCall } from './call'
import { idOf, productId, shopSummary } from './catalogue-fields'
import { idListOf, integer, isoTime, money } from './fields'
import { paymentCodeEntry } from './payment-code'

export const orderId = idOf('msg.orderNotFound')
export const cartLineId = idOf('msg.cartLineNotFound')

/** Order statuses of docs/product/order-lifecycle.md#statuses-and-filters. */
export const ORDER_STATUSES = { waitingPay: 0, waitingDeliver: 1, delivered: 2, received: 3, completed: 4, cancelled: -1, afterSale: -4 } as const
export type OrderStatusCode = (typeof ORDER_STATUSES)[keyof typeof ORDER_STATUSES]
export const orderStatusCode = z.union(Object.values(ORDER_STATUSES).map((code) => z.literal(code)))

export const MAX_PROMO_CODE_LENGTH = 32
/** A promo code as typed: trimmed, any case; empty means none. */
export const promoCode = z.string({ error: 'msg.promoUnknown' }).check(z.trim(), z.maxLength(MAX_PROMO_CODE_LENGTH, 'msg.promoUnknown'))

/** "Buy now" from a product page: that one item instead of bag lines. */
export const buyNowItem = z.object({ product_id: productId, sku_id: idOf('msg.skuNotFound'), quantity: lineQuantity })
export type BuyNowItem = z.output<typeof buyNowItem>

/** What a checkout is made of: bag lines, or one item bought now (exactly one of the two). */
const checkoutItems = z.object({
  cart_ids: z.optional(z.array(cartLineId).check(z.maxLength(100, 'msg.selectItemToCheckout'))),
  buy_now: z.optional(buyNowItem),
  address_id: z.optional(addressId),
  promo_code: z.optional(promoCode),
})
const withItems = z.refine<{ cart_ids?: number[]; buy_now?: unknown }>(
  (b) => (b.cart_ids?.length ?? 0) > 0 !== (b.buy_now !== undefined),
  { message: 'msg.selectItemToCheckout', path: ['cart_ids'] },
)

/** A bought (or about to be bought) line as every order screen shows it, in the shopper's language. */
export const purchasedLine = z.object({
  product_id: integer(),
  title: z.string(),
  sku_label: z.string(),
  image: z.string(),
  price: money,
  quantity: integer(),
  /** price x quantity */
  subtotal: money,
})

export const checkoutLine = z.extend(purchasedLine, {
  sku_id: integer(),
  /** The bag line it comes from; null for "buy now". */
  cart_id: z.nullable(integer()),
})


/** One order of a checkout, per shop: its lines, freight and share of the promo discount. */
export const checkoutOrder = z.object({
  shop: shopSummary,
  lines: z.array(checkoutLine),
  subtotal: money,
  freight: money,
  /** The subtotal from which this shop ships free; null: never free. */
  free_shipping_from: z.nullable(money),
  discount: money,
  total: money,
})

export const checkoutPreview = z.object({
  orders: z.array(checkoutOrder),
  subtotal: money,
  freight: money,
  discount: money,
  total: money,
  /** The applied promo code (upper case), or null. */
  promo_code: z.nullable(z.string()),
  /** The chosen address, or the shopper's default when none was chosen; null when they have none. */
  address_id: z.nullable(integer()),
})
export type CheckoutPreview = z.output<typeof checkoutPreview>

export const orderPreview = defineCall({
  method: 'POST',
  path: '/api/order/preview',
  access: 'user',
  summary: 'What a checkout would create: orders per shop, freight, promo discount, total (nothing is stored)',
  body: checkoutItems.check(withItems),
  data: checkoutPreview,
})

export const createdOrder = z.object({ id: integer(), sn: z.string(), status: orderStatusCode, total: money })

export const orderCreate = defineCall({
  method: 'POST',
  path: '/api/order/create',
  access: 'user',
  summary: 'Create the orders of a checkout (one per shop), reserving stock; the bag lines leave the bag',
  body: z.extend(checkoutItems, { address_id: addressId }).check(withItems),
  /** `pay_by`: when the orders are cancelled unless paid. */
  data: z.object({ orders: z.array(createdOrder), total: money, pay_by: isoTime }),
})

/** Orders being paid, comma separated in the query ("12,13"). */
const orderIdList = idListOf('msg.orderNotFound', 20)

export const unpaidOrders = defineCall({
  method: 'GET',
  path: '/api/order/unpaid',
  access: 'user',
  summary: 'The shopper’s orders waiting pay among the given ids, with their total (to pay them)',
  query: z.object({ ids: orderIdList }),
  /** `pay_by`: when the first of them is cancelled unless paid. */
  data: z.object({ orders: z.array(z.extend(createdOrder, { shop: shopSummary })), total: money, pay_by: isoTime }),
})

/** Why a payment was refused, in the refusal's `data`: the checkout machine branches on it. */
export const PAY_REFUSALS = ['noPaymentCode', 'wrongCode', 'locked', 'insufficientBalance', 'notPayable'] as const
export type PayRefusalReason = (typeof PAY_REFUSALS)[number]
export const payRefusal = z.object({
  reason: z.enum(PAY_REFUSALS),
  /** wrongCode: entries left before paying locks. */
  attempts_left: z.optional(integer()),
  /** locked: minutes until paying opens again. */
  minutes: z.optional(integer()),
  /** insufficientBalance: the balance and the amount asked. */
  balance: z.optional(money),
  amount: z.optional(money),
})
export type PayRefusal = z.output<typeof payRefusal>

export const verifyPay = defineCall({
  method: 'POST',
  path: '/api/user/verify_pay',
  access: 'user',
  summary: 'Pay orders waiting pay from the wallet with the payment code; a repeated Idempotency-Key answers the first result',
  idempotent: true,
  body: z.object({
    order_ids: z.array(orderId).check(z.minLength(1, 'msg.orderNotFound'), z.maxLength(20, 'msg.orderNotFound')),
    payment_code: paymentCodeEntry,
  }),
  data: z.object({ orders: z.array(createdOrder), amount: money, balance: money }),
})

export const orderCancel = defineCall({
  method: 'POST',
  path: '/api/order/cancel',
  access: 'user',
  summary: 'Cancel an order waiting pay; its stock goes back on sale',
  body: z.object({ id: orderId }),
  data: z.object({ id: integer(), status: orderStatusCode }),
})
