// Reviews of what was bought: once per order and product, only by the order's shopper, only while
// the order is received (or up to 30 days after it completed); the last review of a received order
// completes it and settles escrow to the merchant less commission; the review shows at once in the
// product's evaluations and rating and in its shop's favourable rate. Bad input changes nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { productDetail, productEvaluations } from '../../src/contract/catalogue'
import { orderCancel, orderCreate, verifyPay } from '../../src/contract/orders'
import { orderReview, reviewItem } from '../../src/contract/reviews'
import { shopDetail } from '../../src/contract/shops'
import type { Database } from '../../src/server/db/open-database'
import { rowsOf } from '../support/db-rows'
import { lockOrder, moveOrder, type OrderEvent } from '../../src/server/services/orders/lifecycle'
import { ledgerMismatches } from '../../src/server/services/ledger'
import { TINY_PNG } from '../support/pictures'
import { confirm, merchantToken, ship } from './support/order-steps'
import { addToBag, balanceOf, newShopper, PAYMENT_CODE, payHeaders, type Shopper, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

const DAY = 24 * 60 * 60_000

let server: TestServer
let dataDir: string
/** Two SKUs of one product and a SKU of another product, all of shop 1 (the demo merchant's). */
let twoSkus: [TestSku, TestSku]
let other: TestSku
let merchantId: number

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'reviews-'))
  server = await createTestServer({ settings: { dataDir } })
  const skus = await rowsOf<TestSku & Record<string, unknown>>(server.db, sql`
    select p.id as "productId", k.id as "skuId", p.shop_id as "shopId", k.price::text as price, k.stock
    from product_skus k join products p on p.id = k.product_id
    where p.shop_id = 1 and k.stock >= 20 order by p.id, k.id`)
  const byProduct = new Map<number, TestSku[]>()
  for (const sku of skus) byProduct.set(sku.productId, [...(byProduct.get(sku.productId) ?? []), sku])
  const [withTwo] = [...byProduct.values()].filter((list) => list.length >= 2)
  twoSkus = [withTwo![0]!, withTwo![1]!]
  other = skus.find((s) => s.productId !== twoSkus[0].productId)!
  ;[{ merchantId }] = await rowsOf<{ merchantId: number }>(server.db, sql`select owner_user_id as "merchantId" from shops where id = 1`)
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})
afterEach(async () => {
  expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([])
  expect(await ledgerMismatches(server.db)).toEqual([])
})

// ---- helpers -------------------------------------------------------------------------------------

/** A paid order of shop 1 with the given SKUs (one each); answers its id and total. */
async function paidOrder(shopper: Shopper, skus: TestSku[]): Promise<{ id: number; total: string; sn: string }> {
  const lines = []
  for (const sku of skus) lines.push(await addToBag(server, shopper.token, sku, 1))
  const created = await server.call(orderCreate, { body: { cart_ids: lines, address_id: shopper.addressId } }, { token: shopper.token })
  if (created.body.code !== 1) throw new Error(created.text)
  const [order] = created.body.data.orders
  const paid = await server.call(verifyPay, { body: { order_ids: [order.id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
  if (paid.body.code !== 1) throw new Error(paid.text)
  return { id: order.id, total: order.total, sn: order.sn }
}

/** Moves an order as a refund decision or a timer would (their own tests cover them through their calls). */
async function move(orderId: number, ...events: OrderEvent[]) {
  await server.db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const order = await lockOrder(t, orderId)
    for (const event of events) await moveOrder(t, order, event, server.clock(), { commissionRate: server.settings.commissionRate })
  })
}

/** A paid order shipped by the merchant and received by the shopper (status 3), through their calls. */
async function receivedOrder(shopper: Shopper, skus: TestSku[]) {
  const order = await paidOrder(shopper, skus)
  expect((await ship(server, await merchantToken(server), order.id)).body.code).toBe(1)
  expect((await confirm(server, { ...order, shopper })).body.code).toBe(1)
  return order
}

async function upload(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'photo.png')
  const res = await server.app.request('/api/common/upload', { method: 'POST', body: form, headers: { lang: 'en', token } })
  const body = (await res.json()) as { code: number; data: { url: string } }
  expect(body.code).toBe(1)
  return body.data.url
}

const scores = { product_score: 5, service_score: 4, postage_score: 3 }
const review = (shopper: Shopper, body: Record<string, unknown>) =>
  server.call(orderReview, { body: { ...scores, content: 'Works as described, fast delivery.', ...body } as never }, { token: shopper.token })
const item = (shopper: Shopper, orderId: number, productId: number) =>
  server.call(reviewItem, { query: { order_id: orderId, product_id: productId } }, { token: shopper.token })

const statusOf = async (id: number) => (await rowsOf<{ status: number }>(server.db, sql`select status from orders where id = ${id}`))[0]!.status
const reviewsOf = async (orderId: number) =>
  rowsOf<{ product_id: number; sku_id: number | null }>(server.db, sql`select product_id, sku_id from reviews where order_id = ${orderId} order by product_id`)
const platform = async (key: string) => (await rowsOf<{ balance: string }>(server.db, sql`select balance::text from platform_accounts where key = ${key}`))[0]!.balance
const ledgerRowsOf = async (orderId: number) =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ledger_entries where ref_type = 'order' and ref_id = ${orderId}`))[0]!.n
const cents = (amount: string) => Math.round(Number(amount) * 100)

// ---- tests ---------------------------------------------------------------------------------------

describe('reviewing a received order', () => {
  it('each product once; the last review completes the order and pays the merchant the total less 5% commission', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const order = await receivedOrder(shopper, [...twoSkus, other])
    const before = { merchant: await balanceOf(server.db, merchantId), commission: await platform('commission'), escrow: await platform('escrow') }
    // The product's page, read before the review, is cached: the review must still show at once.
    const detailBefore = (await server.call(productDetail, { query: { id: twoSkus[0].productId } })).body.data
    const shopBefore = (await server.call(shopDetail, { query: { id: 1 } })).body.data
    await server.call(productEvaluations, { query: { product_id: twoSkus[0].productId } })

    const picture = await upload(shopper.token)
    const first = await review(shopper, { order_id: order.id, product_id: twoSkus[0].productId, pictures: [picture], product_score: 2 })
    expect(first.body).toMatchObject({
      code: 1,
      msg: 'Thank you for your review',
      data: { review: { product_score: 2, service_score: 4, postage_score: 3, content: 'Works as described, fast delivery.', pictures: [picture] }, order: { id: order.id, status: 3 } },
    })
    // One review for the product whichever of its two SKUs were bought; it names no single SKU.
    expect(await reviewsOf(order.id)).toEqual([{ product_id: twoSkus[0].productId, sku_id: null }])
    expect(await statusOf(order.id)).toBe(3)

    const evaluations = (await server.call(productEvaluations, { query: { product_id: twoSkus[0].productId } })).body.data
    expect(evaluations.list[0]).toMatchObject({ id: first.body.data.review.id, user_name: 'L***n', product_score: 2, content: 'Works as described, fast delivery.', pictures: [picture], sku_label: '' })
    expect(evaluations.total).toBe(detailBefore.rating.count + 1)
    const detailAfter = (await server.call(productDetail, { query: { id: twoSkus[0].productId } })).body.data
    expect(detailAfter.rating.count).toBe(detailBefore.rating.count + 1)
    // A 2-star review lowers the shop's share of favourable reviews.
    const shopAfter = (await server.call(shopDetail, { query: { id: 1 } })).body.data
    expect(Number(shopAfter.favorable_rate)).toBeLessThan(Number(shopBefore.favorable_rate))
    // The picture is served.
    expect((await server.app.request(picture)).status).toBe(200)

    // Nothing has moved yet: the order waits for its other product.
    expect(await balanceOf(server.db, merchantId)).toBe(before.merchant)
    const second = await review(shopper, { order_id: order.id, product_id: other.productId })
    expect(second.body).toMatchObject({ code: 1, data: { order: { id: order.id, status: 4 } } })
    expect(await statusOf(order.id)).toBe(4)
    const [stamped] = await rowsOf<{ completed_at: unknown }>(server.db, sql`select completed_at from orders where id = ${order.id}`)
    expect(stamped!.completed_at).not.toBeNull()
    expect(await reviewsOf(order.id)).toEqual([
      { product_id: twoSkus[0].productId, sku_id: null },
      { product_id: other.productId, sku_id: other.skuId },
    ].sort((a, b) => a.product_id - b.product_id))

    // Settlement: escrow gives up the total; 5% (half up to the cent) to the platform, the rest to the merchant.
    const total = cents(order.total)
    const commission = Math.floor((total * 5) / 100 + 0.5)
    expect(cents(await balanceOf(server.db, merchantId)) - cents(before.merchant)).toBe(total - commission)
    expect(cents(await platform('commission')) - cents(before.commission)).toBe(commission)
    expect(cents(await platform('escrow')) - cents(before.escrow)).toBe(-total)
    expect(await ledgerRowsOf(order.id)).toBe(3)

    // Both items now read as reviewed, and a completed order is not settled twice.
    expect((await item(shopper, order.id, other.productId)).body.data).toMatchObject({ review_state: 'reviewed', review: { content: 'Works as described, fast delivery.' } })
    const again = await review(shopper, { order_id: order.id, product_id: other.productId })
    expect(again.body).toMatchObject({ code: 0, msg: `You have already reviewed this product of order ${order.sn}`, data: { reason: 'reviewed' } })
    expect(await ledgerRowsOf(order.id)).toBe(3)
  })

  it('the review page reads what was bought and whether it may be reviewed now', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const order = await receivedOrder(shopper, [...twoSkus, other])
    const answer = await item(shopper, order.id, twoSkus[0].productId)
    expect(answer.body).toMatchObject({
      code: 1,
      data: { order: { id: order.id, sn: order.sn, status: 3 }, item: { product_id: twoSkus[0].productId, quantity: 2 }, review_state: 'open', review_until: null, review: null },
    })
    // Both SKUs bought are named.
    expect(answer.body.data.item.sku_label.split(', ')).toHaveLength(2)
    expect(answer.body.data.item.title).not.toBe('')
    // In the shopper's language.
    const vi = await server.call(reviewItem, { query: { order_id: order.id, product_id: twoSkus[0].productId } }, { token: shopper.token, lang: 'vi' })
    expect(vi.body.data.item.title).not.toBe(answer.body.data.item.title)
  })

  it('a product of the order refunded needs no review: the others complete it, and only what was not refunded is settled', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const order = await receivedOrder(shopper, [twoSkus[0], other])
    // As a refund of `other`, approved and paid back, leaves the order
    // (docs/product/order-lifecycle.md#refunds).
    await server.db.execute(sql`
      insert into refunds (order_id, user_id, shop_id, type, amount, product_ids, product_status, reason, explanation, status)
      values (${order.id}, ${shopper.userId}, 1, 'refund', ${other.price}, array[${other.productId}]::int[], 'received', 'broken', 'arrived broken', 'refunded')`)
    await server.db.execute(sql`update orders set refunded = ${other.price} where id = ${order.id}`)
    const merchantBefore = await balanceOf(server.db, merchantId)
    const done = await review(shopper, { order_id: order.id, product_id: twoSkus[0].productId })
    expect(done.body.data.order.status).toBe(4)
    const settled = cents(order.total) - cents(other.price)
    const commission = Math.floor((settled * 5) / 100 + 0.5)
    expect(cents(await balanceOf(server.db, merchantId)) - cents(merchantBefore)).toBe(settled - commission)
  })
})

describe('reviews at the same moment', () => {
  it('the last two products reviewed at once complete and settle the order once; one product twice at once is stored once', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const order = await receivedOrder(shopper, [twoSkus[0], other])
    const answers = await Promise.all([
      review(shopper, { order_id: order.id, product_id: twoSkus[0].productId }),
      review(shopper, { order_id: order.id, product_id: other.productId }),
      review(shopper, { order_id: order.id, product_id: other.productId }),
    ])
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1, 1])
    expect(answers.find((a) => a.body.code === 0)!.body.data).toEqual({ reason: 'reviewed' })
    expect(answers.filter((a) => a.body.code === 1).map((a) => a.body.data.order.status).sort()).toEqual([3, 4])
    expect(await reviewsOf(order.id)).toHaveLength(2)
    expect(await statusOf(order.id)).toBe(4)
    expect(await ledgerRowsOf(order.id)).toBe(3)
  })
})

describe('when an order may be reviewed', () => {
  it('not before it is received, not during after-sale; after completion for 30 days, without settling again', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const order = await paidOrder(shopper, [twoSkus[0], other])
    const body = { order_id: order.id, product_id: other.productId }
    expect((await review(shopper, body)).body).toMatchObject({ code: 0, msg: `Order ${order.sn} can be reviewed once you have received it`, data: { reason: 'notReceived' } })
    await ship(server, await merchantToken(server), order.id)
    expect((await review(shopper, body)).body.data).toEqual({ reason: 'notReceived' })
    expect((await item(shopper, order.id, other.productId)).body.data.review_state).toBe('notReceived')
    await confirm(server, { ...order, shopper })
    // A refund applied for (the refund calls' own tests cover how): after-sale.
    await move(order.id, 'APPLY_REFUND')
    expect((await review(shopper, body)).body).toMatchObject({ code: 0, msg: `Order ${order.sn} has a refund in progress: review it once the refund is settled`, data: { reason: 'afterSale' } })
    expect((await item(shopper, order.id, other.productId)).body.data.review_state).toBe('afterSale')
    expect(await reviewsOf(order.id)).toEqual([])

    // The refund is refused, then 7 days pass: the timer completes the order and settles it (as those do).
    await move(order.id, 'REFUSE_REFUND', 'COMPLETE')
    const settledRows = await ledgerRowsOf(order.id)
    expect(settledRows).toBe(3)
    // 29 days later (moved in the order's dates: a session would not last that long).
    const backdate = (ms: number) => server.db.execute(sql`update orders set completed_at = completed_at - ${`${ms} milliseconds`}::interval where id = ${order.id}`)
    await backdate(29 * DAY)
    const open = (await item(shopper, order.id, other.productId)).body.data
    expect(open).toMatchObject({ review_state: 'open', order: { status: 4 } })
    expect(Math.abs(Date.parse(open.review_until) - server.clock().getTime() - DAY)).toBeLessThan(60_000)
    expect((await review(shopper, body)).body).toMatchObject({ code: 1, data: { order: { status: 4 } } })
    expect(await ledgerRowsOf(order.id)).toBe(settledRows)

    await backdate(DAY + 1000)
    const late = { order_id: order.id, product_id: twoSkus[0].productId }
    expect((await review(shopper, late)).body).toMatchObject({ code: 0, msg: `Reviews of order ${order.sn} are closed`, data: { reason: 'closed' } })
    expect((await item(shopper, order.id, twoSkus[0].productId)).body.data).toMatchObject({ review_state: 'closed', review_until: null })
    expect((await reviewsOf(order.id)).map((r) => r.product_id)).toEqual([other.productId])
  })

  it('a cancelled order is closed for reviews', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const line = await addToBag(server, shopper.token, other, 1)
    const created = await server.call(orderCreate, { body: { cart_ids: [line], address_id: shopper.addressId } }, { token: shopper.token })
    const { id } = created.body.data.orders[0]
    await server.call(orderCancel, { body: { id } }, { token: shopper.token })
    expect((await review(shopper, { order_id: id, product_id: other.productId })).body.data).toEqual({ reason: 'closed' })
  })
})

describe('bad input: a clear message, nothing changed', () => {
  let shopper: Shopper
  let order: { id: number; sn: string }
  beforeAll(async () => {
    shopper = await newShopper(server, { balance: '1000.00' })
    order = await receivedOrder(shopper, [twoSkus[0], other])
  })
  afterEach(async () => {
    expect(await reviewsOf(order.id)).toEqual([])
    expect(await statusOf(order.id)).toBe(3)
  })

  it('a product not bought in the order', async () => {
    const notBought = twoSkus[0].productId === 1 ? 2 : 1
    expect((await review(shopper, { order_id: order.id, product_id: notBought })).body).toMatchObject({
      code: 0, msg: `This product was not bought in order ${order.sn}`, data: { reason: 'notBought' },
    })
    expect((await item(shopper, order.id, notBought)).body).toMatchObject({ code: 0, data: { reason: 'notBought' } })
  })

  it('another shopper’s order, or one that does not exist: not found', async () => {
    const stranger = await newShopper(server)
    for (const who of [stranger]) {
      expect((await review(who, { order_id: order.id, product_id: other.productId })).body).toMatchObject({ code: 0, msg: 'Order not found' })
      expect((await item(who, order.id, other.productId)).body).toMatchObject({ code: 0, msg: 'Order not found' })
    }
    expect((await review(shopper, { order_id: 2_000_000_000, product_id: other.productId })).body).toMatchObject({ code: 0, msg: 'Order not found' })
    const anonymous = await server.call(orderReview, { body: { order_id: order.id, product_id: other.productId, ...scores, content: 'x' } })
    expect(anonymous.status).toBe(401)
  })

  it('empty or blank content: "Review content cannot be empty"', async () => {
    for (const content of ['', '   \n ', undefined]) {
      const res = await review(shopper, { order_id: order.id, product_id: other.productId, content })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 0, msg: 'Review content cannot be empty', data: { field: 'content' } })
    }
    const long = await review(shopper, { order_id: order.id, product_id: other.productId, content: 'x'.repeat(501) })
    expect(long.body.msg).toBe('A review may be at most 500 characters')
  })

  it('scores outside 1 to 5 stars, or not whole', async () => {
    for (const bad of [{ product_score: 0 }, { service_score: 6 }, { postage_score: 3.5 }, { product_score: '5' }, { service_score: undefined }]) {
      const res = await review(shopper, { order_id: order.id, product_id: other.productId, ...bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.msg).toBe('Give each score from 1 to 5 stars')
    }
  })

  it('pictures that were not uploaded here, too many, or one twice', async () => {
    const picture = await upload(shopper.token)
    const body = { order_id: order.id, product_id: other.productId }
    for (const url of ['https://elsewhere.example/a.png', '/uploads/catalogue/products/x.svg', '/uploads/u/202611/../../../etc.png']) {
      const res = await review(shopper, { ...body, pictures: [url] })
      expect(res.status, url).toBe(400)
      expect(res.body.msg).toBe('That picture was not uploaded here: please upload it again')
    }
    // The right shape, but no such file: never uploaded.
    const made = await review(shopper, { ...body, pictures: [picture.replace(/[0-9a-f]{32}/, '0'.repeat(32))] })
    expect(made.body).toMatchObject({ code: 0, msg: 'That picture was not uploaded here: please upload it again' })
    const ten = await review(shopper, { ...body, pictures: Array.from({ length: 10 }, (_, i) => picture.replace(/[0-9a-f]{32}/, String(i).repeat(32))) })
    expect(ten.body.msg).toBe('A review may have at most 9 pictures')
    const twice = await review(shopper, { ...body, pictures: [picture, picture] })
    expect(twice.body.msg).toBe('The same picture is attached twice')
  })

  it('malformed ids', async () => {
    const res = await review(shopper, { order_id: 'abc', product_id: other.productId })
    expect(res).toMatchObject({ status: 400, body: { msg: 'Order not found' } })
  })
})
