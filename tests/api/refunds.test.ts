// Refunds end to end through the API, on PGlite and (TEST_DATABASE_URL) PostgreSQL: applying moves
// a paid order into after-sale from 1, 2 or 3; refusing or withdrawing returns it; approving pays
// back out of escrow through the ledger (the whole order cancels it, a part returns it); a return
// waits for the goods; bad input, other people's orders and repeated decisions change nothing.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orderConfirm } from '../../src/contract/order-lifecycle'
import { orderCreate, verifyPay } from '../../src/contract/orders'
import {
  merchantRefundDecide, merchantRefundInfo, merchantRefundList, merchantRefundReceived, refundApply, refundDetail, refundWithdraw,
} from '../../src/contract/refunds'
import { upload } from '../../src/contract/uploads'
import { rowsOf } from '../support/db-rows'
import { balanceOf as walletOf, ledgerMismatches } from '../../src/server/services/ledger'
import { basisPoints, centsOf, formatCents } from '../../src/contract/money'
import { TINY_PNG } from '../support/pictures'
import { ship } from './support/order-steps'
import { addToBag, balanceOf, newShopper, PAYMENT_CODE, payHeaders, type Shopper, type TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let merchant: string
/** Two products of the demo merchant's shop, and one of another shop. */
let [first, second, elsewhere]: TestSku[] = []
let proof: string

beforeAll(async () => {
  server = await createTestServer()
  merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
  const [{ id: shopId }] = await rowsOf<{ id: number }>(server.db, sql`select id from shops where name = ${DEMO_ACCOUNTS.merchant.shopName}`)
  const skus = await rowsOf<TestSku & Record<string, unknown>>(server.db, sql`
    select distinct on (p.id) p.id as "productId", k.id as "skuId", p.shop_id as "shopId", k.price::text as price, k.stock
    from product_skus k join products p on p.id = k.product_id where k.price between 10 and 40 order by p.id, k.price, k.id`)
  ;[first, second] = skus.filter((s) => s.shopId === shopId)
  elsewhere = skus.find((s) => s.shopId !== shopId)!
  // Plenty in stock, so that the orders below never run out.
  for (const sku of [first, second, elsewhere]) await server.db.execute(sql`update product_skus set stock = 5000 where id = ${sku!.skuId}`)
  const shopper = await newShopper(server)
  const form = new FormData()
  form.append('file', new Blob([TINY_PNG]), 'receipt.png')
  const res = await server.app.request(upload.path, { method: 'POST', body: form, headers: { token: shopper.token } })
  proof = ((await res.json()) as { data: { url: string } }).data.url
})
afterAll(() => server.close())
afterEach(async () => {
  expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([])
  expect(await ledgerMismatches(server.db)).toEqual([])
})

interface PaidOrder {
  id: number
  sn: string
  total: string
}

/** An order of the given lines, paid; `promo` applies a code at checkout. */
async function paidOrder(shopper: Shopper, lines: Array<[TestSku, number]>, promo?: string): Promise<PaidOrder> {
  const cartIds = []
  for (const [sku, quantity] of lines) cartIds.push(await addToBag(server, shopper.token, sku, quantity))
  const created = await server.call(orderCreate, { body: { cart_ids: cartIds, address_id: shopper.addressId, promo_code: promo } }, { token: shopper.token })
  if (created.body.code !== 1) throw new Error(created.text)
  const order = created.body.data.orders[0] as PaidOrder
  const paid = await server.call(verifyPay, { body: { order_ids: [order.id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
  if (paid.body.code !== 1) throw new Error(paid.text)
  return order
}

/** Ships (1 -> 2, the merchant's call), confirms receipt (2 -> 3, the shopper's) and completes (3 -> 4, the timer), as the lifecycle allows. */
async function advance(shopper: Shopper, orderId: number, ...events: Array<'SHIP' | 'CONFIRM' | 'COMPLETE'>) {
  for (const event of events) {
    if (event === 'SHIP') expect((await ship(server, merchant, orderId)).body.code).toBe(1)
    if (event === 'CONFIRM') expect((await server.call(orderConfirm, { body: { id: orderId } }, { token: shopper.token })).body.code).toBe(1)
    if (event === 'COMPLETE') {
      server.clock.advance(server.settings.autoCompleteMs + 60_000)
      await server.services.orderTimers.sweep('COMPLETE')
      // A week on, the merchant's session has expired: the next steps log in again.
      merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
    }
  }
}

async function orderRow(id: number) {
  const [row] = await rowsOf<{ status: number; status_before_after_sale: number | null; refunded: string }>(server.db, sql`
    select status, status_before_after_sale, refunded::text from orders where id = ${id}`)
  return row!
}
const refundCount = async (orderId: number) =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from refunds where order_id = ${orderId}`))[0]!.n
const escrow = () => walletOf(server.db, { platform: 'escrow' })
const skuStock = async (sku: TestSku) => (await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${sku.skuId}`))[0]!.stock

const form = (order: PaidOrder, overrides: Record<string, unknown> = {}) => ({
  order_id: order.id, product_ids: [first.productId], type: 'refund', amount: order.total, product_status: 'not_received',
  reason: 'noLongerNeeded', explanation: 'Ordered the wrong size', proof: [proof], ...overrides,
})
const apply = (shopper: Shopper, body: Record<string, unknown>) => server.call(refundApply, { body: body as never }, { token: shopper.token })
const decide = (refundId: number, approve: boolean, note?: string, token = merchant) =>
  server.call(merchantRefundDecide, { body: { refund_id: refundId, approve, note } }, { token })
const received = (refundId: number, token = merchant) => server.call(merchantRefundReceived, { body: { refund_id: refundId } }, { token })
const detail = (shopper: Shopper, orderId: number, productIds?: number[]) =>
  server.call(refundDetail, { query: { order_id: orderId, product_ids: productIds?.join(',') } as never }, { token: shopper.token })

/** Applies for a refund that must be accepted; answers its id. */
async function applied(shopper: Shopper, body: Record<string, unknown>): Promise<number> {
  const res = await apply(shopper, body)
  expect(res.body, res.text).toMatchObject({ code: 1, msg: 'Application submitted', data: { status: 'applying', order_status: -4 } })
  return res.body.data.id
}

describe('applying for a refund', () => {
  it.each([
    [1, [] as const],
    [2, ['SHIP'] as const],
    [3, ['SHIP', 'CONFIRM'] as const],
  ])('moves an order of status %i into after-sale, remembering where it came from', async (status, steps) => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    await advance(shopper, order.id, ...steps)
    expect((await orderRow(order.id)).status).toBe(status)
    const before = await balanceOf(server.db, shopper.userId)
    const id = await applied(shopper, form(order, { product_status: status === 1 ? 'not_received' : 'received' }))
    expect(await orderRow(order.id)).toEqual({ status: -4, status_before_after_sale: status, refunded: '0.00' })
    expect(await balanceOf(server.db, shopper.userId)).toBe(before)
    const shown = (await detail(shopper, order.id)).body.data
    expect(shown).toMatchObject({ order: { id: order.id, status: -4, total: order.total }, refund: { id, status: 'applying', amount: order.total, proof: [proof] }, can_apply: false })
    // Whether the goods left the shop follows the status the order came from.
    expect(shown.goods_sent).toBe(status !== 1)
  })

  it('shows what a chosen item may get back before applying', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 2], [second, 1]])
    const whole = (await detail(shopper, order.id)).body.data
    expect(whole).toMatchObject({ refund: null, can_apply: true, refundable: order.total, product_ids: [first.productId, second.productId].sort((a, b) => a - b) })
    expect(whole.order.items.map((i: { product_id: number }) => i.product_id).sort()).toEqual([first.productId, second.productId].sort())
    const one = (await detail(shopper, order.id, [second.productId])).body.data
    expect(one).toMatchObject({ refundable: second.price, product_ids: [second.productId] })
  })
})

describe('refusing and withdrawing', () => {
  it('a refused refund returns the order to the status it came from, the merchant’s note kept; the shopper may apply again', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    await advance(shopper, order.id, 'SHIP')
    const id = await applied(shopper, form(order, { product_status: 'received', reason: 'damaged' }))
    const before = { shopper: await balanceOf(server.db, shopper.userId), escrow: await escrow() }
    const res = await decide(id, false, 'The photo shows a different item')
    expect(res.body).toMatchObject({ code: 1, msg: 'Refund refused', data: { id, status: 'refused', merchant_note: 'The photo shows a different item', order_status: 2 } })
    expect(await orderRow(order.id)).toEqual({ status: 2, status_before_after_sale: null, refunded: '0.00' })
    expect({ shopper: await balanceOf(server.db, shopper.userId), escrow: await escrow() }).toEqual(before)
    expect((await detail(shopper, order.id)).body.data).toMatchObject({ refund: { id, status: 'refused', merchant_note: 'The photo shows a different item' }, can_apply: true })
    await applied(shopper, form(order, { product_status: 'received' }))
  })

  it('a shopper withdraws a refund still applying: back to where it was, and it cannot be withdrawn twice', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    await advance(shopper, order.id, 'SHIP', 'CONFIRM')
    const id = await applied(shopper, form(order, { product_status: 'received' }))
    const res = await server.call(refundWithdraw, { body: { refund_id: id } }, { token: shopper.token })
    expect(res.body).toMatchObject({ code: 1, msg: 'Refund withdrawn', data: { id, status: 'withdrawn', order_status: 3 } })
    expect(await orderRow(order.id)).toMatchObject({ status: 3, status_before_after_sale: null })
    const again = await server.call(refundWithdraw, { body: { refund_id: id } }, { token: shopper.token })
    expect(again.body).toMatchObject({ code: 0, msg: `The refund of order ${order.sn} can no longer be withdrawn` })
    expect(await orderRow(order.id)).toMatchObject({ status: 3 })
    // The merchant cannot decide a withdrawn refund either.
    expect((await decide(id, true)).body).toMatchObject({ code: 0, msg: `The refund of order ${order.sn} has already been decided` })
  })

  it('another shopper’s refund cannot be withdrawn: not found, nothing changes', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const other = await newShopper(server)
    const order = await paidOrder(shopper, [[first, 1]])
    const id = await applied(shopper, form(order))
    expect((await server.call(refundWithdraw, { body: { refund_id: id } }, { token: other.token })).body).toMatchObject({ code: 0, msg: 'Refund not found' })
    expect((await orderRow(order.id)).status).toBe(-4)
  })
})

describe('approving a refund only', () => {
  it('the whole order: the money goes from escrow back to the wallet, the order is cancelled and its stock back on sale', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 2], [second, 1]])
    const before = { shopper: await balanceOf(server.db, shopper.userId), escrow: await escrow(), first: await skuStock(first), second: await skuStock(second) }
    const id = await applied(shopper, form(order, { product_ids: [first.productId, second.productId] }))
    const res = await decide(id, true)
    expect(res.body).toMatchObject({ code: 1, msg: "Refunded to the shopper's wallet", data: { id, status: 'refunded', order_status: -1, amount: order.total } })
    expect(res.body.data.refunded_at).toEqual(expect.any(String))
    expect(await balanceOf(server.db, shopper.userId)).toBe(formatCents(centsOf(before.shopper) + centsOf(order.total)))
    expect(await escrow()).toBe(formatCents(centsOf(before.escrow) - centsOf(order.total)))
    expect(await orderRow(order.id)).toEqual({ status: -1, status_before_after_sale: null, refunded: order.total })
    // Never shipped: the goods are on sale again.
    expect([await skuStock(first), await skuStock(second)]).toEqual([before.first + 2, before.second + 1])
    const rows = await rowsOf<{ kind: string; amount: string; user_id: number | null; platform_account: string | null }>(server.db, sql`
      select kind, amount::text, user_id, platform_account from ledger_entries where ref_type = 'refund' and ref_id = ${id} order by id`)
    expect(rows).toEqual([
      { kind: 'refund', amount: order.total, user_id: shopper.userId, platform_account: null },
      { kind: 'escrow_out', amount: `-${order.total}`, user_id: null, platform_account: 'escrow' },
    ])
    // Cancelled: nothing more to refund.
    expect((await apply(shopper, form(order))).body).toMatchObject({ code: 0, msg: `Order ${order.sn} cannot be refunded in its current status` })
  })

  it('part of a delivered order with a promo: at most the item less its share of the discount (exact cents); the order returns to delivered and settles only the rest', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 2], [second, 1]], 'WELCOME10')
    await advance(shopper, order.id, 'SHIP')
    const [o] = await rowsOf<{ subtotal: string; discount: string }>(server.db, sql`select subtotal::text, discount::text from orders where id = ${order.id}`)
    expect(centsOf(o!.discount)).toBeGreaterThan(0n)
    const goods = centsOf(second.price)
    // The share of the discount is rounded up, so the refund rounds down.
    const max = goods - (centsOf(o!.discount) * goods + centsOf(o!.subtotal) - 1n) / centsOf(o!.subtotal)
    expect((await detail(shopper, order.id, [second.productId])).body.data.refundable).toBe(formatCents(max))
    const tooMuch = await apply(shopper, form(order, { product_ids: [second.productId], amount: formatCents(max + 1n), product_status: 'received' }))
    expect(tooMuch.body).toMatchObject({ code: 0, msg: `The refund can be at most ${formatCents(max)} for these items`, data: { reason: 'amountTooHigh', max: formatCents(max) } })
    const before = await balanceOf(server.db, shopper.userId)
    const id = await applied(shopper, form(order, { product_ids: [second.productId], amount: formatCents(max), product_status: 'received' }))
    expect((await decide(id, true)).body).toMatchObject({ code: 1, data: { status: 'refunded', order_status: 2 } })
    expect(await balanceOf(server.db, shopper.userId)).toBe(formatCents(centsOf(before) + max))
    expect(await orderRow(order.id)).toEqual({ status: 2, status_before_after_sale: null, refunded: formatCents(max) })
    // That item is refunded: nothing more for it; the rest of the order still may be.
    expect((await detail(shopper, order.id, [second.productId])).body.data.refundable).toBe('0.00')
    expect((await apply(shopper, form(order, { product_ids: [second.productId], amount: '0.01', product_status: 'received' }))).body)
      .toMatchObject({ code: 0, msg: `Nothing is left to refund for these items of order ${order.sn}` })
    expect((await detail(shopper, order.id)).body.data.refundable).toBe(formatCents(centsOf(order.total) - max))
    // Completed later: the merchant is paid what was not refunded, less commission.
    const merchantId = (await rowsOf<{ id: number }>(server.db, sql`select id from users where account = 'merchant'`))[0]!.id
    await advance(shopper, order.id, 'CONFIRM', 'COMPLETE')
    expect((await orderRow(order.id)).status).toBe(4)
    const settled = centsOf(order.total) - max
    const commission = (settled * basisPoints(server.settings.commissionRate) + 5000n) / 10000n
    const [income] = await rowsOf<{ amount: string }>(server.db, sql`
      select amount::text from ledger_entries where user_id = ${merchantId} and kind = 'income' and ref_type = 'order' and ref_id = ${order.id}`)
    expect(income?.amount).toBe(formatCents(settled - commission))
  })
})

describe('refund and return', () => {
  it('approved, it waits in progress (order still after-sale, no money) until the goods are back; then the money returns', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    await advance(shopper, order.id, 'SHIP', 'CONFIRM')
    const id = await applied(shopper, form(order, { type: 'return', product_status: 'received', reason: 'notAsDescribed' }))
    expect((await received(id)).body).toMatchObject({ code: 0, msg: `The refund of order ${order.sn} is not waiting for returned goods` })
    const before = await balanceOf(server.db, shopper.userId)
    const approved = await decide(id, true, 'Please send it back with the box')
    expect(approved.body).toMatchObject({ code: 1, msg: 'Refund approved: waiting for the returned goods', data: { status: 'in_progress', order_status: -4, merchant_note: 'Please send it back with the box' } })
    expect(await balanceOf(server.db, shopper.userId)).toBe(before)
    expect((await apply(shopper, form(order, { product_status: 'received' }))).body).toMatchObject({ code: 0, msg: `A refund of order ${order.sn} is already being processed` })
    expect((await server.call(refundWithdraw, { body: { refund_id: id } }, { token: shopper.token })).body.code).toBe(0)
    expect((await decide(id, false, 'changed my mind')).body.code).toBe(0)
    const done = await received(id)
    expect(done.body).toMatchObject({ code: 1, data: { status: 'refunded', order_status: -1 } })
    expect(await balanceOf(server.db, shopper.userId)).toBe(formatCents(centsOf(before) + centsOf(order.total)))
    expect((await received(id)).body.code).toBe(0)
    expect(await balanceOf(server.db, shopper.userId)).toBe(formatCents(centsOf(before) + centsOf(order.total)))
  })

  it('cannot be asked of an order not shipped yet', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    expect((await detail(shopper, order.id)).body.data.goods_sent).toBe(false)
    for (const body of [form(order, { type: 'return', product_status: 'received' }), form(order, { product_status: 'received' })]) {
      expect((await apply(shopper, body)).body).toMatchObject({ code: 0, msg: `Order ${order.sn} has not been shipped yet: its goods cannot be received or returned` })
    }
    const contract = await apply(shopper, form(order, { type: 'return', product_status: 'not_received' }))
    expect(contract.status).toBe(400)
    expect(contract.body.msg).toBe('Refund and return is for goods you have received')
    expect(await orderRow(order.id)).toMatchObject({ status: 1 })
    expect(await refundCount(order.id)).toBe(0)
  })
})

describe('bad input changes nothing', () => {
  it.each([
    ['above what was paid', { amount: '9999.00' }, 200, /^The refund can be at most \d+\.\d\d for these items$/],
    ['negative', { amount: '-1.00' }, 400, 'Refund amount must be filled and cannot be negative'],
    ['empty', { amount: '' }, 400, 'Refund amount must be filled and cannot be negative'],
    ['letters', { amount: '12abc' }, 400, 'Please fill correct amount'],
    ['three decimals', { amount: '1.005' }, 400, 'Please fill correct amount'],
    ['zero', { amount: '0.00' }, 400, 'The refund amount must be more than 0'],
    ['a number, not a string', { amount: 5 }, 400, 'Refund amount must be filled and cannot be negative'],
    ['no reason', { reason: undefined }, 400, 'Please choose a reason'],
    ['an unknown reason', { reason: 'whatever' }, 400, 'Please choose a reason'],
    ['no explanation', { explanation: '   ' }, 400, 'Please explain why you want a refund'],
    ['no proof', { proof: [] }, 400, 'Please upload proof'],
    ['proof from elsewhere', { proof: ['https://evil.example/x.png'] }, 400, 'That picture was not uploaded here: please upload it again'],
    ['proof never uploaded', { proof: ['/uploads/u/202611/0123456789abcdef0123456789abcdef.png'] }, 200, 'That picture was not uploaded here: please upload it again'],
    ['no type', { type: 'money' }, 400, 'Please choose the refund type'],
    ['no product status', { product_status: undefined }, 400, 'Please say whether you received the goods'],
    ['no items', { product_ids: [] }, 400, 'Please choose the items to refund'],
    ['an item not in the order', { product_ids: [999999] }, 200, /^These items are not in order \d+$/],
  ])('%s', async (_name, overrides, status, msg) => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    const before = await balanceOf(server.db, shopper.userId)
    const res = await apply(shopper, form(order, overrides))
    expect(res.status, res.text).toBe(status)
    expect(res.body.code).toBe(0)
    expect(res.body.msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg))
    expect(await orderRow(order.id)).toMatchObject({ status: 1, refunded: '0.00' })
    expect(await refundCount(order.id)).toBe(0)
    expect(await balanceOf(server.db, shopper.userId)).toBe(before)
  })

  it('a second refund while one is open, an unpaid order, another shopper’s order', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const other = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    await applied(shopper, form(order))
    expect((await apply(shopper, form(order))).body).toMatchObject({ code: 0, msg: `A refund of order ${order.sn} is already being processed`, data: { reason: 'alreadyOpen' } })
    expect(await refundCount(order.id)).toBe(1)

    const theirs = await paidOrder(other, [[first, 1]])
    expect((await apply(shopper, form(theirs))).body).toMatchObject({ code: 0, msg: 'Order not found' })
    expect((await detail(shopper, theirs.id)).body).toMatchObject({ code: 0, msg: 'Order not found' })
    expect(await refundCount(theirs.id)).toBe(0)

    const line = await addToBag(server, shopper.token, first, 1)
    const unpaid = (await server.call(orderCreate, { body: { cart_ids: [line], address_id: shopper.addressId } }, { token: shopper.token })).body.data.orders[0]
    expect((await apply(shopper, form(unpaid))).body).toMatchObject({ code: 0, msg: `Order ${unpaid.sn} cannot be refunded in its current status`, data: { reason: 'notAllowed' } })
    expect((await orderRow(unpaid.id)).status).toBe(0)
  })
})

describe('the merchant', () => {
  it('sees only the own shop’s refunds, by status, with the items they name', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1], [second, 3]])
    const id = await applied(shopper, form(order, { product_ids: [second.productId], amount: '1.00' }))
    const foreign = await paidOrder(shopper, [[elsewhere, 1]])
    const foreignId = await applied(shopper, form(foreign, { product_ids: [elsewhere.productId] }))
    const list = await server.call(merchantRefundList, { query: { status: 'applying', limit: 50 } }, { token: merchant })
    expect(list.body.code).toBe(1)
    const row = list.body.data.list.find((r: { id: number }) => r.id === id)
    expect(row).toMatchObject({ order_id: order.id, order_sn: order.sn, status: 'applying', amount: '1.00', order_total: order.total, order_refunded: '0.00' })
    expect(row.items).toEqual([expect.objectContaining({ product_id: second.productId, quantity: 3 })])
    expect(list.body.data.list.map((r: { id: number }) => r.id)).not.toContain(foreignId)
    expect(list.body.data.list.every((r: { status: string }) => r.status === 'applying')).toBe(true)
    const refused = await server.call(merchantRefundList, { query: { status: 'refused' } }, { token: merchant })
    expect(refused.body.data.list.map((r: { id: number }) => r.id)).not.toContain(id)
    for (const [lang, msg] of [['en', 'Unknown refund status'], ['th', 'ไม่รู้จักสถานะการคืนเงินนี้']]) {
      const unknown = await server.call(merchantRefundList, { query: { status: 'finished' as never } }, { token: merchant, lang })
      expect(unknown.status).toBe(400)
      expect(unknown.body.msg).toBe(msg)
    }
  })

  it('lists what is done (refunded, refused, withdrawn) under one tab, and none of what still waits', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const refundedId = await applied(shopper, form(await paidOrder(shopper, [[first, 1]]), { amount: '1.00' }))
    expect((await decide(refundedId, true)).body.code).toBe(1)
    const refusedId = await applied(shopper, form(await paidOrder(shopper, [[first, 1]]), { amount: '1.00' }))
    expect((await decide(refusedId, false, 'Used already')).body.code).toBe(1)
    const withdrawnId = await applied(shopper, form(await paidOrder(shopper, [[first, 1]]), { amount: '1.00' }))
    expect((await server.call(refundWithdraw, { body: { refund_id: withdrawnId } }, { token: shopper.token })).body.code).toBe(1)
    const waitingId = await applied(shopper, form(await paidOrder(shopper, [[first, 1]]), { amount: '1.00' }))
    const done = await server.call(merchantRefundList, { query: { status: 'done', limit: 50 } }, { token: merchant })
    const ids = done.body.data.list.map((r: { id: number }) => r.id)
    expect(ids).toEqual(expect.arrayContaining([refundedId, refusedId, withdrawnId]))
    expect(ids).not.toContain(waitingId)
    expect(new Set(done.body.data.list.map((r: { status: string }) => r.status))).toEqual(new Set(['refunded', 'refused', 'withdrawn']))
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`
      select count(*)::int as n from refunds r join shops s on s.id = r.shop_id
      where s.name = ${DEMO_ACCOUNTS.merchant.shopName} and r.status in ('refunded', 'refused', 'withdrawn')`)
    expect(done.body.data.total).toBe(n)
  })

  it('reads one refund as it stands now; another shop’s is "not found" with no data; bad ids refused in two languages', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    const id = await applied(shopper, form(order, { amount: '1.00' }))
    const info = (refundId: unknown, token = merchant, lang?: string) => server.call(merchantRefundInfo, { query: { id: refundId as number } }, { token, lang })
    expect((await info(id)).body).toMatchObject({ code: 1, data: { id, order_sn: order.sn, status: 'applying', amount: '1.00', proof: [proof] } })
    expect((await decide(id, false, 'Used already')).body.code).toBe(1)
    expect((await info(id)).body.data).toMatchObject({ status: 'refused', merchant_note: 'Used already', order_status: 1 })

    const foreignId = await applied(shopper, form(await paidOrder(shopper, [[elsewhere, 1]]), { product_ids: [elsewhere.productId], amount: '1.00' }))
    for (const [lang, msg] of [['en', 'Refund not found'], ['ko', '환불을 찾을 수 없습니다']]) {
      const foreign = await info(foreignId, merchant, lang)
      expect(foreign.body).toMatchObject({ code: 0, msg })
      expect(foreign.body.data ?? null).toBeNull()
      for (const bad of ['abc', -1, 0, 1.5, 99999999999]) {
        const res = await info(bad, merchant, lang)
        expect(res.status, String(bad)).toBe(400)
        expect(res.body.msg).toBe(msg)
      }
    }
    expect((await info(id, shopper.token)).status).toBe(403)
  })

  it('cannot touch another shop’s refund, and a shopper cannot make merchant calls: nothing changes', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const foreign = await paidOrder(shopper, [[elsewhere, 1]])
    const id = await applied(shopper, form(foreign, { product_ids: [elsewhere.productId] }))
    const before = await balanceOf(server.db, shopper.userId)
    for (const res of [await decide(id, true), await decide(id, false, 'no'), await received(id)]) {
      expect(res.body).toMatchObject({ code: 0, msg: 'Refund not found' })
    }
    const asShopper = await decide(id, true, undefined, shopper.token)
    expect(asShopper.status).toBe(403)
    expect((await server.call(merchantRefundList, {}, { token: shopper.token })).status).toBe(403)
    expect(await orderRow(foreign.id)).toMatchObject({ status: -4, refunded: '0.00' })
    expect(await balanceOf(server.db, shopper.userId)).toBe(before)
  })

  it('must say why when refusing; decides a refund once', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    const id = await applied(shopper, form(order))
    const silent = await decide(id, false)
    expect(silent.status).toBe(400)
    expect(silent.body.msg).toBe('Please say why the refund is refused')
    expect((await server.call(merchantRefundDecide, { body: { refund_id: id, approve: 'yes' as never } }, { token: merchant })).body.msg).toBe('Please approve or refuse the refund')
    expect((await orderRow(order.id)).status).toBe(-4)
    expect((await decide(id, true)).body.code).toBe(1)
    expect((await decide(id, false, 'too late')).body).toMatchObject({ code: 0, msg: `The refund of order ${order.sn} has already been decided` })
    expect((await decide(999999, true)).body).toMatchObject({ code: 0, msg: 'Refund not found' })
  })
})

describe('at the same time', () => {
  it('20 approvals of one refund pay back once', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    const id = await applied(shopper, form(order))
    const before = await balanceOf(server.db, shopper.userId)
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(id, true)))
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1)
    for (const refusal of answers.filter((a) => a.body.code !== 1)) expect(refusal.body.msg, refusal.text).toBe(`The refund of order ${order.sn} has already been decided`)
    expect(await balanceOf(server.db, shopper.userId)).toBe(formatCents(centsOf(before) + centsOf(order.total)))
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ledger_entries where ref_type = 'refund' and ref_id = ${id}`)
    expect(n).toBe(2)
    expect(await orderRow(order.id)).toMatchObject({ status: -1, refunded: order.total })
  })

  it('20 applications for one order: one refund opens', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await paidOrder(shopper, [[first, 1]])
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(shopper, form(order))))
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1)
    expect(await refundCount(order.id)).toBe(1)
    expect(await orderRow(order.id)).toMatchObject({ status: -4, status_before_after_sale: 1 })
  })
})
