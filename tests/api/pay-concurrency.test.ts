// The money path under concurrency, on PGlite and, in CI, on PostgreSQL: many
// pays at once debit once, wallets stay equal to their ledger and never negative, and two
// shoppers racing for the last item cannot both get it.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orderCreate, verifyPay } from '../../src/contract/orders'
import { rowsOf } from '../support/db-rows'
import { ledgerMismatches } from '../../src/server/services/ledger'
import { addToBag, balanceOf, newShopper, PAYMENT_CODE, payHeaders, skusOfShops, type Shopper, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let sku: TestSku
beforeAll(async () => {
  server = await createTestServer()
  ;[sku] = await skusOfShops(server.db, 1, 1)
  // Enough stock for every order below; the race test makes its own last item.
  await server.db.execute(sql`update product_skus set stock = 10000 where id = ${sku!.skuId}`)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const cents = (amount: string) => Math.round(Number(amount) * 100)

async function order(shopper: Shopper, skuId = sku.skuId, productId = sku.productId) {
  return server.call(orderCreate, { body: { buy_now: { product_id: productId, sku_id: skuId, quantity: 1 }, address_id: shopper.addressId } }, { token: shopper.token })
}
async function orderId(shopper: Shopper): Promise<{ id: number; total: string }> {
  const res = await order(shopper)
  if (res.body.code !== 1) throw new Error(res.text)
  return res.body.data.orders[0]
}
const pay = (shopper: Shopper, ids: number[], key?: string) =>
  server.call(verifyPay, { body: { order_ids: ids, payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders(key) })
const debits = async (userId: number) =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ledger_entries where user_id = ${userId} and kind = 'payment'`))[0]!.n

// Each pay checks the payment code with argon2 (slow on purpose) and each shopper is registered
// with one: dozens of them at once are genuinely long work on two cores, and a loaded host makes
// it minutes. The tests wait on the answers; the timeout only stops a run that hangs.
describe('concurrent pays', { timeout: 180_000 }, () => {
  it('20 pays of one order with one key: all answer the same success, one debit', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const { id, total } = await orderId(shopper)
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(shopper, [id], 'same-key')))
    for (const answer of answers) expect(answer.body, answer.text).toMatchObject({ code: 1, data: { amount: total } })
    expect(new Set(answers.map((a) => a.body.data.balance)).size).toBe(1)
    expect(await debits(shopper.userId)).toBe(1)
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(100000 - cents(total))
  })

  it('20 pays of one order with different keys: one success, the others refused as no longer payable, one debit', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const { id, total } = await orderId(shopper)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(shopper, [id], `key-${i}`)))
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1)
    for (const refusal of answers.filter((a) => a.body.code !== 1)) expect(refusal.body.data, refusal.text).toEqual({ reason: 'notPayable' })
    expect(await debits(shopper.userId)).toBe(1)
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(100000 - cents(total))
  })

  // Sized for a loaded two-core host: the property (pays racing on shared wallets, some short)
  // needs many at once, not hundreds.
  it('40 pays across 8 wallets, some short of money: every wallet equals its ledger, none negative', async () => {
    const WALLETS = 8
    const ORDERS = 5
    const shoppers = await Promise.all(Array.from({ length: WALLETS }, () => newShopper(server)))
    const orders = new Map<number, Array<{ id: number; total: string }>>()
    await Promise.all(shoppers.map(async (shopper) => {
      const mine = []
      for (let i = 0; i < ORDERS; i++) mine.push(await orderId(shopper))
      orders.set(shopper.userId, mine)
    }))
    // Each wallet holds enough for two and a half of its five orders.
    const { credit } = await import('./support/shoppers')
    for (const shopper of shoppers) await credit(server.db, shopper.userId, (Number(orders.get(shopper.userId)![0]!.total) * 2.5).toFixed(2))
    const answers = await Promise.all(shoppers.flatMap((shopper) => orders.get(shopper.userId)!.map((o) => pay(shopper, [o.id]))))
    expect(answers.every((a) => a.status === 200), 'no request failed').toBe(true)
    const paid = answers.filter((a) => a.body.code === 1).length
    const short = answers.filter((a) => a.body.data?.reason === 'insufficientBalance').length
    expect(paid + short).toBe(WALLETS * ORDERS)
    expect(paid).toBe(WALLETS * 2)
    expect(await ledgerMismatches(server.db)).toEqual([])
    const [{ negative }] = await rowsOf<{ negative: number }>(server.db, sql`select count(*)::int as negative from users where balance < 0`)
    expect(negative).toBe(0)
    const [{ paidOrders }] = await rowsOf<{ paidOrders: number }>(server.db, sql`
      select count(*)::int as "paidOrders" from orders where status = 1 and user_id in (${sql.join(shoppers.map((s) => sql`${s.userId}`), sql`, `)})`)
    expect(paidOrders).toBe(paid)
  })

  it('10 shoppers paying at once for orders of the same two products: all paid, the sales counts exact', async () => {
    const SHOPPERS = 10
    const pair = await skusOfShops(server.db, 2, 1)
    for (const sku of pair) await server.db.execute(sql`update product_skus set stock = 10000 where id = ${sku.skuId}`)
    const salesOf = async () => rowsOf<{ sales: number }>(server.db, sql`select sales from products where id in (${pair[0]!.productId}, ${pair[1]!.productId}) order by id`)
    const before = await salesOf()
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newShopper(server, { balance: '5000.00' })))
    const orderIds = new Map<number, number[]>()
    await Promise.all(shoppers.map(async (shopper) => {
      const lines = [await addToBag(server, shopper.token, pair[0]!, 2), await addToBag(server, shopper.token, pair[1]!, 1)]
      const created = await server.call(orderCreate, { body: { cart_ids: lines, address_id: shopper.addressId } }, { token: shopper.token })
      orderIds.set(shopper.userId, created.body.data.orders.map((o: { id: number }) => o.id))
    }))
    const answers = await Promise.all(shoppers.map((shopper) => pay(shopper, orderIds.get(shopper.userId)!)))
    for (const answer of answers) expect(answer.body.code, answer.text).toBe(1)
    const after = await salesOf()
    const added = [...pair].sort((a, b) => a.productId - b.productId).map((sku) => (sku === pair[0] ? 2 * SHOPPERS : SHOPPERS))
    expect(after.map((row, i) => row.sales - before[i]!.sales)).toEqual(added)
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  it('two shoppers racing for the last item: exactly one gets it, the stock ends at zero', async () => {
    const [last] = await skusOfShops(server.db, 2, 1).then((found) => found.slice(1))
    await server.db.execute(sql`update product_skus set stock = 1 where id = ${last!.skuId}`)
    const racers = await Promise.all([newShopper(server), newShopper(server)])
    const answers = await Promise.all(racers.map((shopper) => order(shopper, last!.skuId, last!.productId)))
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1)
    const loser = answers.find((a) => a.body.code !== 1)!
    expect(loser.body.msg).toMatch(/^Only 0 left of /)
    const [{ stock }] = await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${last!.skuId}`)
    expect(stock).toBe(0)
  })
})
