// Refunds: the shopper's and the merchant's calls of src/contract/refunds.ts.
import * as calls from '../../contract/refunds'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountRefundRoutes(router: CallRouter, services: Services): void {
  const { refunds } = services

  mountCall(router, calls.refundApply, ({ body }, ctx) => refunds.apply(ctx.requireUser().userId, body), { successMsg: 'msg.applySuccess' })

  mountCall(router, calls.refundDetail, ({ query }, ctx) => refunds.detail(ctx.requireUser().userId, query.order_id, query.product_ids, ctx.lang))

  mountCall(router, calls.refundWithdraw, ({ body }, ctx) => refunds.withdraw(ctx.requireUser().userId, body.refund_id), { successMsg: 'msg.refundWithdrawn' })

  mountCall(router, calls.merchantRefundList, ({ query }, ctx) => refunds.merchantList(ctx.requireUser().userId, query, ctx.lang))

  mountCall(router, calls.merchantRefundInfo, ({ query }, ctx) => refunds.merchantDetail(ctx.requireUser().userId, query.id, ctx.lang))

  mountCall(router, calls.merchantRefundDecide, ({ body }, ctx) => refunds.decide(ctx.requireUser().userId, body, ctx.lang), {
    successMsg: (data) => (data.status === 'refused' ? 'msg.refundRefused' : data.status === 'in_progress' ? 'msg.refundWaitingGoods' : 'msg.refundPaid'),
  })

  mountCall(router, calls.merchantRefundReceived, ({ body }, ctx) => refunds.goodsReceived(ctx.requireUser().userId, body.refund_id, ctx.lang), {
    successMsg: 'msg.refundPaid',
  })
}
