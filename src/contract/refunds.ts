// Refunds (docs/product/order-lifecycle.md#refunds, docs/product/money.md#escrow-and-commission,
// docs/api-conventions.md#paths): the shopper applies for money back on items of a paid order
// (refund only, or refund and return), sees how it stands and may withdraw it while it waits; the
// merchant lists the shop's refunds, approves (money back out of escrow; a return waits for the
// goods first) or refuses with a note, and confirms the returned goods arrived.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { idOf, productId } from './catalogue-fields'
import { idListOf, integer, isoTime, money, pageOf, pageQuery } from './fields'
import { orderId, orderStatusCode, purchasedLine } from './orders'
import { uploadedUrl } from './uploads'

/** `refund`: money only, the goods stay; `return`: the goods go back first, then the money. */
export const REFUND_TYPES = ['refund', 'return'] as const
export type RefundType = (typeof REFUND_TYPES)[number]

/** Whether the shopper has the goods (docs/product/entities.md#refunds: received or not received). */
export const PRODUCT_STATUSES = ['received', 'not_received'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** applying -> in_progress (a return approved, waiting for the goods) -> refunded; or refused, or withdrawn. */
export const REFUND_STATUSES = ['applying', 'in_progress', 'refunded', 'refused', 'withdrawn'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
/** The statuses a refund is still open in: one such per order at most. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['applying', 'in_progress']

/** Why the shopper wants their money back; each has the label `ui.refundReason<Key>`. */
export const REFUND_REASONS = ['notAsDescribed', 'damaged', 'wrongItem', 'missingParts', 'notDelivered', 'noLongerNeeded', 'other'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

export const MAX_REFUND_PROOF = 6
export const MAX_REFUND_TEXT = 500

export const refundId = idOf('msg.refundNotFound')

/**
 * Why applying was refused, in the refusal's `data`: the order changed meanwhile (a refund opened on
 * another device, the order cancelled or refunded), or more was asked than the items may get back.
 */
export const APPLY_REFUSALS = ['alreadyOpen', 'notAllowed', 'nothingToRefund', 'amountTooHigh'] as const
export type ApplyRefusalReason = (typeof APPLY_REFUSALS)[number]
export const applyRefusal = z.object({
  reason: z.enum(APPLY_REFUSALS),
  /** amountTooHigh: the most the items may get back. */
  max: z.optional(money),
})
export type ApplyRefusal = z.output<typeof applyRefusal>

/**
 * The amount asked, as typed: filled, not negative, digits with at most two decimals, more than 0
 * (docs/product/rules.md#validation-messages). Whether it is at most what was paid for the items
 * only the server knows.
 */
export const refundAmount = z.string({ error: 'msg.refundAmountRequired' }).check(
  z.minLength(1, 'msg.refundAmountRequired'),
  z.refine((v: string) => !v.startsWith('-'), 'msg.refundAmountRequired'),
  z.regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'msg.fillCorrectAmount'),
  z.refine((v: string) => !/^\d/.test(v) || /[1-9]/.test(v), 'msg.refundAmountPositive'),
)

const refundText = (required: string, tooLong: string) =>
  textBlock(z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(MAX_REFUND_TEXT, tooLong)))

/** Products of the order the refund is for (every SKU of a product named is included). */
export const refundProductIds = z.array(productId, { error: 'msg.refundProductsRequired' }).check(
  z.minLength(1, 'msg.refundProductsRequired'),
  z.maxLength(50, 'msg.refundProductsRequired'),
)

/** The form of /refund: everything the shopper fills in (the order and its items come from the route). */
export const refundForm = z.object({
  type: z.enum(REFUND_TYPES, { error: 'msg.refundTypeRequired' }),
  amount: refundAmount,
  product_status: z.enum(PRODUCT_STATUSES, { error: 'msg.refundProductStatusRequired' }),
  reason: z.enum(REFUND_REASONS, { error: 'msg.refundReasonRequired' }),
  explanation: refundText('msg.refundExplanationRequired', 'msg.refundExplanationTooLong'),
  proof: z.array(uploadedUrl, { error: 'msg.refundProofRequired' }).check(
    z.minLength(1, 'msg.refundProofRequired'),
    z.maxLength(MAX_REFUND_PROOF, 'msg.refundProofTooMany'),
  ),
})
export type RefundFormValues = z.output<typeof refundForm>

/** Goods go back only once the shopper has them. */
const returnNeedsGoods = z.refine<{ type?: string; product_status?: string }>(
  (b) => !(b.type === 'return' && b.product_status === 'not_received'),
  { message: 'msg.returnNeedsReceived', path: ['product_status'] },
)
export const refundFormChecked = refundForm.check(returnNeedsGoods)

/** A refund as the shopper and the merchant see it. */
export const refundView = z.object({
  id: integer(),
  order_id: integer(),
  order_sn: z.string(),
  /** The order's status now (-4 while the refund is open). */
  order_status: orderStatusCode,
  type: z.enum(REFUND_TYPES),
  status: z.enum(REFUND_STATUSES),
  amount: money,
  product_ids: z.array(integer()),
  product_status: z.enum(PRODUCT_STATUSES),
  reason: z.enum(REFUND_REASONS),
  explanation: z.string(),
  proof: z.array(z.string()),
  /** The merchant's words when refusing (or approving with a note). */
  merchant_note: z.nullable(z.string()),
  created_at: isoTime,
  decided_at: z.nullable(isoTime),
  refunded_at: z.nullable(isoTime),
})
export type RefundView = z.output<typeof refundView>

export const refundItem = purchasedLine

export const refundApply = defineCall({
  method: 'POST',
  path: '/api/order/refund',
  access: 'user',
  summary: 'Apply for a refund of items of a paid order (1, 2, 3 -> -4): the amount at most what was paid for them and not yet refunded',
  body: z.extend(refundForm, { order_id: orderId, product_ids: refundProductIds }).check(returnNeedsGoods),
  data: refundView,
})

/** Product ids in the query, comma separated ("12,13"); absent: the whole order. */
const productIdList = z.optional(idListOf('msg.refundProductsRequired', 50))

export const refundDetail = defineCall({
  method: 'GET',
  path: '/api/order/refund_detail',
  access: 'user',
  summary: 'What /refund shows for one of the shopper’s orders: its items, the latest refund, and how much the chosen items may still get back',
  query: z.object({ order_id: orderId, product_ids: productIdList }),
  data: z.object({
    order: z.object({ id: integer(), sn: z.string(), status: orderStatusCode, total: money, refunded: money, items: z.array(refundItem) }),
    /** The order's latest refund, open or not; null when it never had one. */
    refund: z.nullable(refundView),
    /** The products asked about that are in the order (all of them when none were asked). */
    product_ids: z.array(integer()),
    /** The most a refund of those products may ask for now. */
    refundable: money,
    /** The order's status allows a refund and none is open. */
    can_apply: z.boolean(),
    /** The goods have left the shop: a return, and goods "received", are possible. */
    goods_sent: z.boolean(),
  }),
})

export const refundWithdraw = defineCall({
  method: 'POST',
  path: '/api/order/refund_withdraw',
  access: 'user',
  summary: 'Withdraw a refund still waiting for the merchant: the order returns to the status it came from',
  body: z.object({ refund_id: refundId }),
  data: refundView,
})

/**
 * The merchant's list filter: every status, one of them, or `done` (refunded, refused or withdrawn:
 * nothing is left for the merchant to do).
 */
export const REFUND_FILTERS = ['all', ...REFUND_STATUSES, 'done'] as const
export type RefundFilter = (typeof REFUND_FILTERS)[number]
export const DONE_REFUND_STATUSES: readonly RefundStatus[] = ['refunded', 'refused', 'withdrawn']
export const refundFilter = z._default(z.enum(REFUND_FILTERS, { error: 'msg.refundStatusUnknown' }), 'all')

export const merchantRefundRow = z.extend(refundView, {
  /** The order's items the refund names. */
  items: z.array(refundItem),
  order_total: money,
  /** What earlier refunds of the order paid back. */
  order_refunded: money,
  /** While it waits for the merchant: when to answer by (asked + the platform's respond-within setting); null otherwise. */
  respond_by: z.nullable(isoTime),
})
export type MerchantRefundRow = z.output<typeof merchantRefundRow>

export const merchantRefundList = defineCall({
  method: 'GET',
  path: '/api/merchant/refund/list',
  access: 'merchant',
  summary: "The merchant's own shop's refunds, newest first, by status (all, applying, in_progress, refunded, refused, withdrawn, or done: the last three)",
  query: z.extend(pageQuery, { status: refundFilter }),
  data: pageOf(merchantRefundRow),
})

export const merchantRefundInfo = defineCall({
  method: 'GET',
  path: '/api/merchant/refund/detail',
  access: 'merchant',
  summary: "One of the merchant's own shop's refunds as it stands now (the console reads a row again after a refusal)",
  query: z.object({ id: refundId }),
  data: merchantRefundRow,
})

const merchantNote = textBlock(z.string({ error: 'msg.refundNoteTooLong' }).check(z.trim(), z.maxLength(MAX_REFUND_TEXT, 'msg.refundNoteTooLong')))

/** The merchant's words when refusing: required (the shopper reads why), at most 500 characters. */
export const refusalNote = z.string({ error: 'msg.refundNoteRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.refundNoteRequired'),
  z.maxLength(MAX_REFUND_TEXT, 'msg.refundNoteTooLong'),
)

export const merchantRefundDecide = defineCall({
  method: 'POST',
  path: '/api/merchant/refund/decide',
  access: 'merchant',
  summary: 'Approve a refund (money back out of escrow; a return waits for the goods) or refuse it with a note (the order returns to its earlier status)',
  body: z.object({
    refund_id: refundId,
    approve: z.boolean({ error: 'msg.refundDecisionRequired' }),
    note: z.optional(merchantNote),
  }).check(
    z.refine((b: { approve: boolean; note?: string }) => b.approve || (b.note ?? '') !== '', { message: 'msg.refundNoteRequired', path: ['note'] }),
  ),
  data: merchantRefundRow,
})

export const merchantRefundReceived = defineCall({
  method: 'POST',
  path: '/api/merchant/refund/received',
  access: 'merchant',
  summary: 'The goods of an approved refund and return came back: the money goes back out of escrow',
  body: z.object({ refund_id: refundId }),
  data: merchantRefundRow,
})
