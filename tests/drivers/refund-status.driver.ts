// A refund's status on the server, as its shopper reads it on the refund page (/refund/<order>):
// each path with a new shopper (the demo's play money pays) whose order of the demo merchant's
// shop was paid (a refund only) or shipped (a return: the path approves a return or receives
// goods), and a refund applied through the API. WITHDRAW is the shopper's call; REFUSE,
// APPROVE_REFUND, APPROVE_RETURN and GOODS_RECEIVED the merchant's, through the API as the console
// sends them. Each state is checked as the shopper sees it once the page is opened again (the
// status, the shop's note) and in the wallet (paid back once when refunded).
import { centsOf, formatCents } from '../../src/contract/money'
import type { GeneratedPath } from '../../src/tools/statecharts/paths'
import { expect } from '../e2e/support/expect'
import { newTrackingNo, orderApi, type OrderApi, type PathOrder } from '../views/support/orders'
import type { Driver, Layer, Session } from './support/protocol'

const REFUSAL_NOTE = 'The item was used'
const badge = { css: '.refund-status-badge' }
const earlier = { css: '.refund-earlier' }

interface Ctx {
  session: Session
  layer: Layer
  api: OrderApi
  token: string
  order: PathOrder
  refundId: number
  /** The wallet after paying, before any refund. */
  balance: string
}

/** A return when the path approves one (the goods must have left the shop), else a refund only. */
const isReturn = (path: GeneratedPath) => path.steps.some((step) => step.event.type === 'APPROVE_RETURN' || step.event.type === 'GOODS_RECEIVED')
const ui = (ctx: Ctx, key: string, values?: Record<string, string>) => ctx.layer.text(`ui.${key}`, values)

async function called(ctx: Ctx, answer: Promise<{ code: number }>) {
  const result = await answer
  expect(result.code, JSON.stringify(result)).toBe(1)
  // The shopper opens the page again.
  await ctx.session.screen.visit('/home')
  await ctx.session.screen.visit(`/refund/${ctx.order.id}`)
}

const merchantCall = async (ctx: Ctx, path: string, body: Record<string, unknown>) => called(ctx, ctx.api.call('POST', path, body, await ctx.api.merchantToken()))

async function keeps(ctx: Ctx, balance = ctx.balance) {
  expect(await ctx.api.balance(ctx.token)).toBe(balance)
}

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const api = orderApi(layer.backend.fetch)
    const { token } = await layer.backend.newAccount()
    const order = await api.placeOrder(token, await api.shopItem())
    await api.pay(token, order)
    const type = isReturn(path) ? 'return' : 'refund'
    if (type === 'return') await api.ship(order, newTrackingNo())
    const proof = await layer.backend.upload(token)
    const applied = await api.call('POST', '/api/order/refund', {
      order_id: order.id, product_ids: order.productIds, type, amount: order.total, product_status: type === 'return' ? 'received' : 'not_received',
      reason: 'noLongerNeeded', explanation: 'Ordered the wrong size', proof: [proof],
    }, token)
    expect(applied.code, JSON.stringify(applied)).toBe(1)
    const session = await layer.open(`/refund/${order.id}`, { token })
    const ctx: Ctx = { session, layer, api, token, order, refundId: applied.data.id, balance: await api.balance(token) }
    await driver.states.applying!(ctx)
    return ctx
  },
  events: {
    WITHDRAW: (ctx) => called(ctx, ctx.api.call('POST', '/api/order/refund_withdraw', { refund_id: ctx.refundId }, ctx.token)),
    REFUSE: (ctx) => merchantCall(ctx, '/api/merchant/refund/decide', { refund_id: ctx.refundId, approve: false, note: REFUSAL_NOTE }),
    APPROVE_REFUND: (ctx) => merchantCall(ctx, '/api/merchant/refund/decide', { refund_id: ctx.refundId, approve: true }),
    APPROVE_RETURN: (ctx) => merchantCall(ctx, '/api/merchant/refund/decide', { refund_id: ctx.refundId, approve: true }),
    GOODS_RECEIVED: (ctx) => merchantCall(ctx, '/api/merchant/refund/received', { refund_id: ctx.refundId }),
  },
  states: {
    applying: async (ctx) => {
      await ctx.session.screen.hasText(badge, ui(ctx, 'refundStatusApplying'))
      await keeps(ctx)
    },
    in_progress: async (ctx) => {
      await ctx.session.screen.hasText(badge, ui(ctx, 'refundStatusInProgress'))
      await keeps(ctx)
    },
    refunded: async (ctx) => {
      await ctx.session.screen.hasText(badge, ui(ctx, 'refundStatusRefunded'))
      await keeps(ctx, formatCents(centsOf(ctx.balance) + centsOf(ctx.order.total)))
    },
    // A refund that ended without money back: the page offers to apply again, saying how the last one ended.
    refused: async (ctx) => {
      const status = ui(ctx, 'refundEarlier', { status: ui(ctx, 'refundStatusRefused') })
      await ctx.session.screen.hasText(earlier, `${status} · ${ui(ctx, 'refundShopNote', { note: REFUSAL_NOTE })}`)
      await keeps(ctx)
    },
    withdrawn: async (ctx) => {
      await ctx.session.screen.hasText(earlier, ui(ctx, 'refundEarlier', { status: ui(ctx, 'refundStatusWithdrawn') }))
      await keeps(ctx)
    },
  },
}
