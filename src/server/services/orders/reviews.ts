// Reviews of what a shopper bought (docs/product/order-lifecycle.md#reviews): one per order and
// product, only by the order's shopper, while the order is received or for a while after it
// completed. The review that leaves no product of a received order unreviewed completes the order
// (escrow settles to the merchant) in the same transaction, under the order's lock, through
// moveOrder.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../../contract/fields'
import type { OrderStatusCode } from '../../../contract/orders'
import type { GivenReview, orderReview, ReviewRefusalReason, ReviewState } from '../../../contract/reviews'
import type { CallParsed } from '../../../contract/call'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { intColumn, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { orders } from '../../db/schema'
import { AppError } from '../../errors'
import { localized } from '../catalogue/card-queries'
import type { ReadCache } from '../read-cache'
import { requireStoredUploads } from '../uploads'
import { lockOrder, moveOrder } from './lifecycle'
import type { UploadStore } from '../../storage/upload-store'

type ReviewInput = CallParsed<typeof orderReview>['body']

const isoOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

/** What a status allows: received reviews, completed reviews until the window closes. */
function reviewStateOf(status: number, completedAt: Date | null, now: Date, windowMs: number): Exclude<ReviewState, 'reviewed'> {
  if (status === 3) return 'open'
  if (status === 4) return completedAt && now.getTime() <= completedAt.getTime() + windowMs ? 'open' : 'closed'
  if (status === 0 || status === 1 || status === 2) return 'notReceived'
  if (status === -4) return 'afterSale'
  return 'closed'
}

const REFUSAL: Record<ReviewRefusalReason, string> = {
  notBought: 'msg.reviewItemNotBought',
  reviewed: 'msg.reviewAlreadyGiven',
  notReceived: 'msg.reviewNotReceived',
  afterSale: 'msg.reviewAfterSale',
  closed: 'msg.reviewClosed',
}
const refuse = (reason: ReviewRefusalReason, sn: string) => new AppError(REFUSAL[reason], { sn }, { reason })

const reviewRow = z.object({
  id: intColumn,
  product_score: intColumn,
  service_score: intColumn,
  postage_score: intColumn,
  content: textColumn,
  pictures: z.array(textColumn).nullable(),
  created_at: timestampColumn,
})

type ReviewRow = z.output<typeof reviewRow>
const REVIEW_COLUMNS = sql`id, product_score, service_score, postage_score, content, pictures, created_at`
const toGiven = (row: ReviewRow): GivenReview => ({ ...row, pictures: row.pictures ?? [], created_at: isoOf(row.created_at) })

const dateOf = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)))

export function createReviewService(deps: { db: Database; clock: Clock; cache: ReadCache; store: UploadStore; reviewWindowMs: number; commissionRate: string }) {
  const { db, clock, cache, reviewWindowMs, commissionRate } = deps

  return {
    /** The review page's item: what was bought, whether it may be reviewed now, the review if given. */
    async item(userId: number, orderId: number, productId: number, lang: LanguageFile) {
      const [order] = await db.select({ id: orders.id, sn: orders.sn, status: orders.status, user_id: orders.userId, completed_at: orders.completedAt })
        .from(orders).where(eq(orders.id, orderId))
      if (!order || order.user_id !== userId) throw new AppError('msg.orderNotFound')
      const items = await parsedRows(db, z.object({ title: textColumn, sku_label: textColumn, image: textColumn, quantity: intColumn }), sql`
        select ${localized(sql`title`, lang)} as title, ${localized(sql`sku_label`, lang)} as sku_label, image, quantity
        from order_items where order_id = ${orderId} and product_id = ${productId} order by id`)
      if (items.length === 0) throw refuse('notBought', order.sn)
      const [review] = await parsedRows(db, reviewRow, sql`select ${REVIEW_COLUMNS} from reviews where order_id = ${orderId} and product_id = ${productId}`)
      const completedAt = dateOf(order.completed_at)
      const state: ReviewState = review ? 'reviewed' : reviewStateOf(order.status, completedAt, clock(), reviewWindowMs)
      return {
        order: { id: order.id, sn: order.sn, status: order.status as OrderStatusCode },
        item: {
          product_id: productId,
          title: items[0]!.title,
          image: items[0]!.image,
          sku_label: [...new Set(items.map((i) => i.sku_label))].join(', '),
          quantity: items.reduce((sum, i) => sum + i.quantity, 0),
        },
        review_state: state,
        review_until: state === 'open' && order.status === 4 && completedAt ? new Date(completedAt.getTime() + reviewWindowMs).toISOString() : null,
        review: review ? toGiven(review) : null,
      }
    },

    /** Stores the shopper's review; completes a received order whose every product is now reviewed. */
    async review(userId: number, input: ReviewInput) {
      await requireStoredUploads(deps.store, input.pictures)
      const now = clock()
      const result = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const order = await lockOrder(t, input.order_id, { ownerId: userId })
        const skus = await parsedRows(t, z.object({ sku_id: intColumn }), sql`
          select distinct sku_id from order_items where order_id = ${order.id} and product_id = ${input.product_id}`)
        if (skus.length === 0) throw refuse('notBought', order.sn)
        const [given] = await parsedRows(t, z.object({ found: intColumn }), sql`select 1 as found from reviews where order_id = ${order.id} and product_id = ${input.product_id}`)
        if (given) throw refuse('reviewed', order.sn)
        const [{ completed_at: completedAt }] = await t.select({ completed_at: orders.completedAt }).from(orders).where(eq(orders.id, order.id))
        const state = reviewStateOf(order.status, dateOf(completedAt), now, reviewWindowMs)
        if (state !== 'open') throw refuse(state, order.sn)

        // One review of the product, whichever of its SKUs were bought; it names the SKU when only one was.
        const [row] = await parsedRows(t, reviewRow, sql`
          insert into reviews (order_id, product_id, sku_id, user_id, product_score, service_score, postage_score, content, pictures, created_at)
          values (${order.id}, ${input.product_id}, ${skus.length === 1 ? skus[0]!.sku_id : null}, ${userId},
            ${input.product_score}, ${input.service_score}, ${input.postage_score}, ${input.content},
            ${JSON.stringify(input.pictures)}::jsonb, ${now})
          returning ${REVIEW_COLUMNS}`)

        // Products paid back by a refund need no review to complete the order.
        if (order.status === 3) {
          const [{ waiting }] = await parsedRows(t, z.object({ waiting: intColumn }), sql`
            select count(distinct i.product_id)::int as waiting from order_items i
            where i.order_id = ${order.id}
              and not exists (select 1 from reviews r where r.order_id = i.order_id and r.product_id = i.product_id)
              and not exists (select 1 from refunds f where f.order_id = i.order_id and f.status = 'refunded' and i.product_id = any(f.product_ids))`)
          if (waiting === 0) await moveOrder(t, order, 'COMPLETE', now, { commissionRate })
        }
        return { review: toGiven(row!), order: { id: order.id, status: order.status as OrderStatusCode }, shopId: order.shop_id }
      })
      // The product's evaluations and rating, and its shop's favourable rate, show it at once.
      await cache.invalidate(`product:${input.product_id}`, `shop:${result.shopId}`)
      return { review: result.review, order: result.order }
    },
  }
}

export type ReviewService = ReturnType<typeof createReviewService>
