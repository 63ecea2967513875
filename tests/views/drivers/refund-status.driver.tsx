// A refund's status on the server, as its shopper reads it on the refund page (/refund/<order>):
// each path with a new shopper whose order of the demo merchant's shop was paid (a refund only) or
// shipped (a return: the path approves a return or receives goods), and a refund applied through
// the API. WITHDRAW is the shopper's call; REFUSE, APPROVE_REFUND, APPROVE_RETURN and
// GOODS_RECEIVED the merchant's, through the API as the console sends them. Each state is checked
// as the shopper sees it once the page is opened again (the status, the shop's note) and in the
// wallet (paid back once when refunded).
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { centsOf, formatCents } from '../../../src/contract/money'
import { merchantRefundDecide, merchantRefundReceived, refundApply, refundWithdraw } from '../../../src/contract/refunds'
import { rowsOf } from '../../../src/server/db/rows'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { orderAt, type PlacedOrder } from '../../api/support/order-steps'
import { balanceOf, type TestSku } from '../../api/support/shoppers'
import { q, setCookie } from '../support/interact'
import { inProcessFetch, renderWithTransport } from '../support/render-app'
import { uploadInProcess } from '../support/multipart'
import { sharedTestServer } from '../support/shared-server'
import { TINY_PNG } from '../../support/pictures'
import type { ViewDriver } from '../support/view-driver'

interface Ctx {
  runtime: AppRuntime
  order: PlacedOrder
  refundId: number
  merchant: string
  /** The wallet after paying, before any refund. */
  balance: string
  note: string | null
}

const shared = sharedTestServer()
let sku: TestSku

/** A return when the path approves one (the goods must have left the shop), else a refund only. */
const isReturn = (path: GeneratedPath) => path.steps.some((step) => step.event.type === 'APPROVE_RETURN' || step.event.type === 'GOODS_RECEIVED')

async function reopen(ctx: Ctx) {
  await act(async () => void (await ctx.runtime.router.navigate({ to: '/home' })))
  await act(async () => void (await ctx.runtime.router.navigate({ href: `/refund/${ctx.order.id}` })))
}

async function answered(ctx: Ctx, res: Promise<{ body: { code: number }; text: string }>) {
  const answer = await res
  expect(answer.body.code, answer.text).toBe(1)
  await reopen(ctx)
}

async function shows(status: string) {
  await waitFor(() => expect(q('.refund-status-badge')?.textContent).toBe(status))
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    const [found] = await rowsOf<TestSku & Record<string, unknown>>(shared.server.db, sql`
      select p.id as "productId", k.id as "skuId", p.shop_id as "shopId", k.price::text as price, k.stock
      from product_skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id
      where s.name = ${DEMO_ACCOUNTS.merchant.shopName} and k.price between 10 and 40 order by k.id limit 1`)
    sku = found!
    await shared.server.db.execute(sql`update product_skus set stock = 5000 where id = ${sku.skuId}`)
  },
  teardown: shared.teardown,
  async start(path) {
    const merchant = await shared.server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
    const type = isReturn(path) ? 'return' : 'refund'
    const order = await orderAt(shared.server, sku, type === 'return' ? 2 : 1, merchant)
    const proof = await uploadInProcess(shared.server, order.shopper.token, TINY_PNG)
    const applied = await shared.server.call(refundApply, {
      body: {
        order_id: order.id, product_ids: [sku.productId], type, amount: order.total, product_status: type === 'return' ? 'received' : 'not_received',
        reason: 'noLongerNeeded', explanation: 'Ordered the wrong size', proof: [proof],
      } as never,
    }, { token: order.shopper.token })
    expect(applied.body.code, applied.text).toBe(1)
    setCookie('Admin-Token', order.shopper.token)
    const runtime = await renderWithTransport(`/refund/${order.id}`, { fetch: inProcessFetch(shared.server) })
    const ctx: Ctx = { runtime, order, refundId: applied.body.data.id, merchant, balance: await balanceOf(shared.server.db, order.shopper.userId), note: null }
    await driver.states.applying!(ctx)
    return ctx
  },
  async stop(ctx) {
    ctx.runtime?.session.stop()
  },
  events: {
    WITHDRAW: (ctx) => answered(ctx, shared.server.call(refundWithdraw, { body: { refund_id: ctx.refundId } }, { token: ctx.order.shopper.token })),
    REFUSE: (ctx) => {
      ctx.note = 'The item was used'
      return answered(ctx, shared.server.call(merchantRefundDecide, { body: { refund_id: ctx.refundId, approve: false, note: ctx.note } }, { token: ctx.merchant }))
    },
    APPROVE_REFUND: (ctx) => answered(ctx, shared.server.call(merchantRefundDecide, { body: { refund_id: ctx.refundId, approve: true } }, { token: ctx.merchant })),
    APPROVE_RETURN: (ctx) => answered(ctx, shared.server.call(merchantRefundDecide, { body: { refund_id: ctx.refundId, approve: true } }, { token: ctx.merchant })),
    GOODS_RECEIVED: (ctx) => answered(ctx, shared.server.call(merchantRefundReceived, { body: { refund_id: ctx.refundId } }, { token: ctx.merchant })),
  },
  states: {
    applying: async (ctx) => {
      await shows('Applying for refund')
      expect(await balanceOf(shared.server.db, ctx.order.shopper.userId)).toBe(ctx.balance)
    },
    in_progress: async (ctx) => {
      await shows('Refund in progress')
      expect(await balanceOf(shared.server.db, ctx.order.shopper.userId)).toBe(ctx.balance)
    },
    refunded: async (ctx) => {
      await shows('Refunded')
      const back = formatCents(centsOf(ctx.balance) + centsOf(ctx.order.total))
      expect(await balanceOf(shared.server.db, ctx.order.shopper.userId)).toBe(back)
    },
    // A refund that ended without money back: the page offers to apply again, saying how the last one ended.
    refused: async (ctx) => {
      await waitFor(() => expect(q('.refund-earlier')?.textContent).toBe(`Your last application: Refund refused · The shop says: ${ctx.note}`))
      expect(await balanceOf(shared.server.db, ctx.order.shopper.userId)).toBe(ctx.balance)
    },
    withdrawn: async (ctx) => {
      await waitFor(() => expect(q('.refund-earlier')?.textContent).toBe('Your last application: Application withdrawn'))
      expect(await balanceOf(shared.server.db, ctx.order.shopper.userId)).toBe(ctx.balance)
    },
  },
}
