// How each call of a refund-decision path gets its answer, the same in jsdom and in Chromium: the
// decide and received calls are held, and each done/error step of the machine's actors releases
// one. A refused approval is the server's own (the shopper withdrew the refund meanwhile); a
// refused refusal or receipt is the connection dropping. Each answer notes the toast the row shows.
import { NETWORK, type HeldCalls } from './checkout-answers'
import type { Bought, FulfilmentWorld } from './fulfilment-world'

export const DECIDE = 'POST /api/merchant/refund/decide'
export const RECEIVED = 'POST /api/merchant/refund/received'

/** The words of each refund status in the row. */
export const STATUS_TEXT: Record<string, string> = {
  applying: 'Applying for refund',
  in_progress: 'Refund in progress',
  refunded: 'Refunded',
  refused: 'Refund refused',
  withdrawn: 'Application withdrawn',
}

/** What a refund-decision path knows of its world; each driver's context has it. */
export interface RefundDecisionPath {
  world: FulfilmentWorld
  transport: HeldCalls
  bought: Bought
  refundId: number
  /** The toast the next state should show. */
  toast?: string
}

/** The executors of the machine's actor results, for a driver's `events`. */
export function refundDecisionAnswers<C extends RefundDecisionPath>(): Record<string, (ctx: C) => Promise<void>> {
  return {
    'xstate.done.actor.approve': async (ctx) => {
      const { type } = await ctx.world.refund(ctx.refundId)
      ctx.toast = type === 'return' ? 'Refund approved: waiting for the returned goods' : "Refunded to the shopper's wallet"
      await ctx.transport.release(DECIDE, 'pass')
    },
    'xstate.error.actor.approve': async (ctx) => {
      // Withdrawn on the shopper's phone while the merchant confirmed.
      await ctx.world.withdrawRefund(ctx.bought.token, ctx.refundId)
      ctx.toast = `The refund of order ${ctx.bought.order.sn} has already been decided`
      await ctx.transport.release(DECIDE, 'pass')
    },
    'xstate.done.actor.refuse': async (ctx) => {
      ctx.toast = 'Refund refused'
      await ctx.transport.release(DECIDE, 'pass')
    },
    'xstate.error.actor.refuse': async (ctx) => {
      ctx.toast = NETWORK
      await ctx.transport.release(DECIDE, 'fail')
    },
    'xstate.done.actor.markReceived': async (ctx) => {
      ctx.toast = "Refunded to the shopper's wallet"
      await ctx.transport.release(RECEIVED, 'pass')
    },
    'xstate.error.actor.markReceived': async (ctx) => {
      ctx.toast = NETWORK
      await ctx.transport.release(RECEIVED, 'fail')
    },
  }
}
