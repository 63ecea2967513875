// Reviews: the calls of src/contract/reviews.ts.
import * as calls from '../../contract/reviews'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountReviewRoutes(router: CallRouter, services: Services): void {
  const { reviews } = services

  mountCall(router, calls.reviewItem, ({ query }, ctx) => reviews.item(ctx.requireUser().userId, query.order_id, query.product_id, ctx.lang))

  mountCall(router, calls.orderReview, ({ body }, ctx) => reviews.review(ctx.requireUser().userId, body), { successMsg: 'msg.reviewSaved' })
}
