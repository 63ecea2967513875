// Reviewing what was bought (docs/product/rules.md#validation-messages,
// docs/product/order-lifecycle.md#reviews, docs/api-conventions.md#paths): one review per order and
// product, with product, service and postage scores, content and up to nine uploaded pictures; the
// review page first reads whether the item may be reviewed now.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { productId } from './catalogue-fields'
import { integer, isoTime } from './fields'
import { orderId, orderStatusCode } from './orders'
import { uploadedUrl } from './uploads'

export const MAX_REVIEW_PICTURES = 9
export const MAX_REVIEW_LENGTH = 500

/** A score of 1 to 5 stars. */
export const reviewScore = z.number({ error: 'msg.reviewScoreInvalid' }).check(
  z.int('msg.reviewScoreInvalid'),
  z.minimum(1, 'msg.reviewScoreInvalid'),
  z.maximum(5, 'msg.reviewScoreInvalid'),
)

/**
 * What the shopper writes: "Review content cannot be empty"
 * (docs/product/rules.md#validation-messages), blanks alone included.
 */
export const reviewContent = textBlock(z.string({ error: 'msg.reviewContentEmpty' }).check(
  z.trim(),
  z.minLength(1, 'msg.reviewContentEmpty'),
  z.maxLength(MAX_REVIEW_LENGTH, 'msg.reviewContentTooLong'),
))

/** Pictures the shopper uploaded (POST /api/common/upload), at most nine, each once. */
export const reviewPictures = z.array(uploadedUrl, { error: 'msg.uploadUrlInvalid' }).check(
  z.maxLength(MAX_REVIEW_PICTURES, 'msg.reviewTooManyPictures'),
  z.refine((urls: string[]) => new Set(urls).size === urls.length, 'msg.reviewPictureTwice'),
)

/**
 * Where an item stands for reviewing: `open` (may be reviewed now), `reviewed` (once only),
 * `notReceived` (the order is not received yet), `afterSale` (a refund is open), `closed`
 * (cancelled, or the review window after completion is over).
 */
export const REVIEW_STATES = ['open', 'reviewed', 'notReceived', 'afterSale', 'closed'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** Why a review was refused, in the refusal's `data` (the review page reloads the item on these). */
export const REVIEW_REFUSALS = ['notBought', 'reviewed', 'notReceived', 'afterSale', 'closed'] as const
export type ReviewRefusalReason = (typeof REVIEW_REFUSALS)[number]
export const reviewRefusal = z.object({ reason: z.enum(REVIEW_REFUSALS) })

/** A review as its author sees it. */
export const givenReview = z.object({
  id: integer(),
  product_score: integer(),
  service_score: integer(),
  postage_score: integer(),
  content: z.string(),
  pictures: z.array(z.string()),
  created_at: isoTime,
})
export type GivenReview = z.output<typeof givenReview>

const orderAndProduct = z.object({ order_id: orderId, product_id: productId })

export const reviewItem = defineCall({
  method: 'GET',
  path: '/api/order/review_item',
  access: 'user',
  summary: 'One product of one of the shopper’s orders, as the review page needs it: what was bought, whether it may be reviewed now, the review if given',
  query: orderAndProduct,
  data: z.object({
    order: z.object({ id: integer(), sn: z.string(), status: orderStatusCode }),
    item: z.object({
      product_id: integer(),
      title: z.string(),
      image: z.string(),
      /** The SKUs bought, in the shopper's language, joined ("Red, Blue"). */
      sku_label: z.string(),
      quantity: integer(),
    }),
    review_state: z.enum(REVIEW_STATES),
    /** A completed order's last moment for reviews; null while received or when not open. */
    review_until: z.nullable(isoTime),
    review: z.nullable(givenReview),
  }),
})

export const orderReview = defineCall({
  method: 'POST',
  path: '/api/order/review',
  access: 'user',
  summary: 'Review a product bought in a received (or recently completed) order, once; the last review of a received order completes it',
  body: z.extend(orderAndProduct, {
    product_score: reviewScore,
    service_score: reviewScore,
    postage_score: reviewScore,
    content: reviewContent,
    pictures: z._default(reviewPictures, []),
  }),
  data: z.object({
    review: givenReview,
    /** The order's status after the review: 4 when this review completed it. */
    order: z.object({ id: integer(), status: orderStatusCode }),
  }),
})
