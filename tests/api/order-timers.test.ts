// The order timers with a controlled clock: unpaid orders expire after 30 minutes, delivered ones
// are received 10 days after shipping, received ones complete 7 days after receipt and settle
// escrow to the merchant less 5% commission, to the cent. Two schedulers at once (two server
// processes) and shoppers acting meanwhile move each order exactly once.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orderInfo } from '../../src/contract/order-lifecycle'
import type { Database } from '../../src/server/db/open-database'
import { rowsOf } from '../support/db-rows'
import { balanceOf as walletOf, ledgerMismatches, post } from '../../src/server/services/ledger'
import { createOrderTimers } from '../../src/server/services/orders/order-timers'
import { createReadCache } from '../../src/server/services/read-cache'
import { confirm, merchantSku, merchantToken, orderAt, placeOrder, statusOf } from './support/order-steps'
import type { TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let server: TestServer
let sku: TestSku
let merchant: string
let merchantId: number
beforeAll(async () => {
  // Sessions outlive the days the clock jumps.
  server = await createTestServer({ settings: { sessionTtlMs: 365 * DAY } })
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
  ;[{ id: merchantId }] = await rowsOf<{ id: number }>(server.db, sql`select id from users where account = ${DEMO_ACCOUNTS.merchant.account}`)
})
afterAll(() => server.close())
afterEach(async () => {
  expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([])
  expect(await ledgerMismatches(server.db)).toEqual([])
})

const cents = (amount: string) => BigInt(amount.replace('.', ''))
const timers = () => server.services.orderTimers
/** Lets every order of earlier tests reach the end of its timers, so a test's wallets move only by its own orders. */
async function settleEarlierOrders() {
  for (let i = 0; i < 2; i++) {
    server.clock.advance(20 * DAY)
    await timers().runDue()
  }
}
const stockOf = async () => (await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${sku.skuId}`))[0]!.stock
const settlementOf = (orderId: number) =>
  rowsOf<{ kind: string; amount: string; user_id: number | null; platform_account: string | null }>(server.db, sql`
    select kind, amount::text, user_id, platform_account from ledger_entries where ref_type = 'order' and ref_id = ${orderId} order by id`)

describe('unpaid orders', () => {
  it('expire after 30 minutes, not a minute before: cancelled, stock back on sale', async () => {
    const before = await stockOf()
    const order = await placeOrder(server, sku, { quantity: 4 })
    server.clock.advance(29 * MINUTE)
    await timers().runDue()
    expect(await statusOf(server, order.id)).toBe(0)
    server.clock.advance(MINUTE)
    const counts = await timers().runDue()
    expect(counts.EXPIRE).toBeGreaterThanOrEqual(1)
    expect(await statusOf(server, order.id)).toBe(-1)
    expect(await stockOf()).toBe(before)
  })
})

describe('delivered orders', () => {
  it('are received 10 days after shipping, unless confirmed before; the shopper sees when', async () => {
    const waiting = await orderAt(server, sku, 2, merchant)
    const confirmed = await orderAt(server, sku, 2, merchant)
    server.clock.advance(10 * DAY - MINUTE)
    await timers().sweep('AUTO_CONFIRM')
    expect(await statusOf(server, waiting.id)).toBe(2)
    await confirm(server, confirmed)
    server.clock.advance(MINUTE)
    expect(await timers().sweep('AUTO_CONFIRM')).toBeGreaterThanOrEqual(1)
    expect(await statusOf(server, waiting.id)).toBe(3)
    const detail = (await server.call(orderInfo, { query: { id: waiting.id } }, { token: waiting.shopper.token })).body.data
    expect(detail).toMatchObject({ status: 3, actions: ['review', 'applyRefund'] })
    expect(new Date(detail.received_at).getTime() - new Date(detail.shipped_at).getTime()).toBeGreaterThanOrEqual(10 * DAY)
    // Confirmed by the shopper earlier: received once, at that moment.
    const [{ received_at }] = await rowsOf<{ received_at: Date }>(server.db, sql`select received_at from orders where id = ${confirmed.id}`)
    // (The test clock follows real time between its jumps.)
    expect(server.clock().getTime() - new Date(received_at).getTime()).toBeGreaterThanOrEqual(MINUTE)
    expect(server.clock().getTime() - new Date(received_at).getTime()).toBeLessThan(MINUTE + 10_000)
  })
})

describe('received orders complete and settle', () => {
  it('7 days after receipt: escrow pays the merchant the total less 5% commission, to the cent, rows on every side', async () => {
    await settleEarlierOrders()
    const order = await orderAt(server, sku, 3, merchant, { quantity: 3 })
    const merchantBefore = cents(await walletOf(server.db, { userId: merchantId }))
    const escrowBefore = cents(await walletOf(server.db, { platform: 'escrow' }))
    const commissionBefore = cents(await walletOf(server.db, { platform: 'commission' }))
    server.clock.advance(7 * DAY - MINUTE)
    await timers().sweep('COMPLETE')
    expect(await statusOf(server, order.id)).toBe(3)
    server.clock.advance(MINUTE)
    await timers().sweep('COMPLETE')
    expect(await statusOf(server, order.id)).toBe(4)
    const total = cents(order.total)
    const commission = (total * 5n + 50n) / 100n
    expect(cents(await walletOf(server.db, { userId: merchantId })) - merchantBefore).toBe(total - commission)
    expect(cents(await walletOf(server.db, { platform: 'commission' })) - commissionBefore).toBe(commission)
    expect(escrowBefore - cents(await walletOf(server.db, { platform: 'escrow' }))).toBe(total)
    expect((await settlementOf(order.id)).map((row) => [row.kind, cents(row.amount)])).toEqual([
      ['income', total - commission],
      ['commission', commission],
      ['escrow_out', -total],
    ])
    // Completed is final: another run settles nothing again.
    await timers().runDue()
    expect(await settlementOf(order.id)).toHaveLength(3)
  })

  it('what refunds paid back is never settled; a fully refunded order settles nothing', async () => {
    await settleEarlierOrders()
    const partly = await orderAt(server, sku, 3, merchant, { quantity: 2 })
    const fully = await orderAt(server, sku, 3, merchant)
    // As the refund service posts a refund: out of escrow back to the shopper, recorded on the order.
    const refund = async (order: typeof partly, amount: string) =>
      server.db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await t.execute(sql`update orders set refunded = ${amount}::numeric where id = ${order.id}`)
        await post(t, [
          { wallet: { userId: order.shopper.userId }, amount, kind: 'refund', ref: { type: 'test-refund', id: order.id } },
          { wallet: { platform: 'escrow' }, amount: `-${amount}`, kind: 'escrow_out', ref: { type: 'test-refund', id: order.id } },
        ])
      })
    await refund(partly, '5.55')
    await refund(fully, fully.total)
    const merchantBefore = cents(await walletOf(server.db, { userId: merchantId }))
    server.clock.advance(7 * DAY)
    await timers().sweep('COMPLETE')
    expect([await statusOf(server, partly.id), await statusOf(server, fully.id)]).toEqual([4, 4])
    const settled = cents(partly.total) - 555n
    const commission = (settled * 5n + 50n) / 100n
    expect(cents(await walletOf(server.db, { userId: merchantId })) - merchantBefore).toBe(settled - commission)
    expect(await settlementOf(fully.id)).toEqual([])
  })
})

describe('reviews after completion', () => {
  it('a completed order offers review while the review window is open, then no more', async () => {
    const order = await orderAt(server, sku, 3, merchant)
    server.clock.advance(7 * DAY)
    await timers().sweep('COMPLETE')
    const actions = async () => (await server.call(orderInfo, { query: { id: order.id } }, { token: order.shopper.token })).body.data.actions
    expect(await actions()).toEqual(['review'])
    server.clock.advance(server.settings.reviewWindowMs + MINUTE)
    expect(await actions()).toEqual([])
  })
})

describe('several server processes', () => {
  it('two schedulers at once complete each due order once; every wallet equals its ledger', async () => {
    const orders = []
    for (let i = 0; i < 8; i++) orders.push(await orderAt(server, sku, 3, merchant))
    server.clock.advance(7 * DAY)
    const [{ due }] = await rowsOf<{ due: number }>(server.db, sql`
      select count(*)::int as due from orders where status = 3 and received_at <= ${new Date(server.clock().getTime() - 7 * DAY)}`)
    // A second process: its own scheduler over the same database.
    const other = createOrderTimers({ db: server.db, clock: server.clock, cache: createReadCache({ ttlMs: 0, maxEntries: 1 }), settings: server.settings })
    const [a, b] = await Promise.all([timers().sweep('COMPLETE'), other.sweep('COMPLETE')])
    // An order busy in the other process is passed over and picked up by a later run.
    const [c, d] = await Promise.all([timers().sweep('COMPLETE'), other.sweep('COMPLETE')])
    expect(a + b + c + d).toBe(due)
    for (const order of orders) {
      expect(await statusOf(server, order.id)).toBe(4)
      expect((await settlementOf(order.id)).filter((row) => row.kind === 'income')).toHaveLength(1)
    }
  })

  // PGlite has one connection: a transaction held open would keep the scheduler from the database at all.
  it.runIf(process.env.TEST_DATABASE_URL)('an order whose shopper is busy in another transaction is passed over, not waited for, and done by the next run', async () => {
    const order = await orderAt(server, sku, 3, merchant)
    server.clock.advance(7 * DAY)
    let release!: () => void
    let lockTaken!: () => void
    const taken = new Promise<void>((resolve) => (lockTaken = resolve))
    const holder = server.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${order.shopper.userId} for update`)
      lockTaken()
      await new Promise<void>((resolve) => (release = resolve))
    })
    await taken
    await timers().sweep('COMPLETE')
    expect(await statusOf(server, order.id)).toBe(3)
    release()
    await holder
    await timers().sweep('COMPLETE')
    expect(await statusOf(server, order.id)).toBe(4)
  })

  it('the scheduler and shoppers confirming at the same moment: each order received once, every answer clear', async () => {
    const orders = []
    for (let i = 0; i < 6; i++) orders.push(await orderAt(server, sku, 2, merchant))
    server.clock.advance(10 * DAY)
    const [swept, ...answers] = await Promise.all([timers().sweep('AUTO_CONFIRM'), ...orders.map((order) => confirm(server, order))])
    const confirmedByShoppers = answers.filter((answer) => answer.body.code === 1).length
    for (const answer of answers.filter((a) => a.body.code !== 1)) expect(answer.body.msg).toMatch(/cannot be confirmed as received in its current status$/)
    expect(swept + confirmedByShoppers).toBeGreaterThanOrEqual(orders.length)
    for (const order of orders) expect(await statusOf(server, order.id)).toBe(3)
  })
})
