// Checkout and pay through the API: orders per shop with freight and a shared promo discount,
// stock reserved at creation, every branch of paying (no code, wrong code, locked, insufficient
// balance, replay, already paid), and the ledger on both sides of a payment.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orderCreate, orderPreview, unpaidOrders, verifyPay } from '../../src/contract/orders'
import { rowsOf } from '../support/db-rows'
import { ledgerMismatches } from '../../src/server/services/ledger'
import { addToBag, balanceOf, credit, newShopper, PAYMENT_CODE, payHeaders, skusOfShops, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let skus: TestSku[]
beforeAll(async () => {
  server = await createTestServer()
  skus = await skusOfShops(server.db, 3, 20)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

type Answer = { status: number; body: { code: number; msg: string; data: any }; text: string }
async function ok(res: Promise<Answer>): Promise<any> {
  const answer = await res
  expect(answer.body?.code, answer.text).toBe(1)
  return answer.body.data
}
async function refused(res: Promise<Answer>, msg: string, status = 200): Promise<any> {
  const answer = await res
  expect(answer.status, answer.text).toBe(status)
  expect(answer.body, answer.text).toMatchObject({ code: 0, msg })
  return answer.body.data
}

const cents = (amount: string) => Math.round(Number(amount) * 100)
const stockOf = async (skuId: number) => (await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${skuId}`))[0]!.stock
const ordersOf = (userId: number) => rowsOf<{ id: number; status: number; total: string }>(server.db, sql`select id, status, total::text from orders where user_id = ${userId} order by id`)
const preview = (token: string, body: object) => server.call(orderPreview, { body }, { token })
const create = (token: string, body: object) => server.call(orderCreate, { body: body as never }, { token })
const pay = (token: string, orderIds: number[], code = PAYMENT_CODE, key?: string) =>
  server.call(verifyPay, { body: { order_ids: orderIds, payment_code: code } }, { token, headers: payHeaders(key) })

/** A shopper with two lines of two shops in the bag, and the orders of that checkout created. */
async function shopperWithOrders(balance = '1000.00', promo?: string) {
  const shopper = await newShopper(server, { balance })
  const cartIds = [await addToBag(server, shopper.token, skus[0]!, 2), await addToBag(server, shopper.token, skus[1]!, 1)]
  const created = await ok(create(shopper.token, { cart_ids: cartIds, address_id: shopper.addressId, promo_code: promo }))
  return { ...shopper, cartIds, created, orderIds: created.orders.map((o: { id: number }) => o.id) as number[] }
}

describe('checkout preview', () => {
  it('one order per shop, flat freight unless the subtotal reaches the free-shipping threshold, totals that add up', async () => {
    const shopper = await newShopper(server)
    const [a, b] = skus
    await server.db.execute(sql`update shops set freight = 4.50, free_shipping_from = 1000000 where id = ${a!.shopId}`)
    await server.db.execute(sql`update shops set freight = 3.00, free_shipping_from = 0.01 where id = ${b!.shopId}`)
    const cartIds = [await addToBag(server, shopper.token, a!, 2), await addToBag(server, shopper.token, b!, 1)]
    const data = await ok(preview(shopper.token, { cart_ids: cartIds }))
    expect(data.orders.map((o: any) => o.shop.id)).toEqual([a!.shopId, b!.shopId])
    expect(data.orders[0]).toMatchObject({ freight: '4.50', discount: '0.00' })
    expect(data.orders[0].lines[0]).toMatchObject({ sku_id: a!.skuId, quantity: 2, price: a!.price, cart_id: cartIds[0] })
    expect(cents(data.orders[0].subtotal)).toBe(cents(a!.price) * 2)
    // The second shop ships free from 0.01.
    expect(data.orders[1].freight).toBe('0.00')
    expect(cents(data.total)).toBe(cents(data.subtotal) + cents(data.freight) - cents(data.discount))
    expect(cents(data.total)).toBe(data.orders.reduce((s: number, o: any) => s + cents(o.total), 0))
    // Their default address is chosen for them.
    expect(data.address_id).toBe(shopper.addressId)
  })

  it('a promo code: percent off the goods shared among the orders; each refusal its own words', async () => {
    const shopper = await newShopper(server)
    const cartIds = [await addToBag(server, shopper.token, skus[0]!, 3), await addToBag(server, shopper.token, skus[1]!, 3)]
    const plain = await ok(preview(shopper.token, { cart_ids: cartIds }))
    // Six items of at least 10.00: above WELCOME10's minimum of 20.00.
    const data = await ok(preview(shopper.token, { cart_ids: cartIds, promo_code: ' welcome10 ' }))
    expect(data.promo_code).toBe('WELCOME10')
    expect(cents(data.discount)).toBe(Math.round(cents(plain.subtotal) / 10))
    expect(data.orders.reduce((s: number, o: any) => s + cents(o.discount), 0)).toBe(cents(data.discount))
    expect(data.orders.every((o: any) => cents(o.discount) > 0)).toBe(true)
    expect(cents(data.total)).toBe(cents(plain.total) - cents(data.discount))
    await refused(preview(shopper.token, { cart_ids: cartIds, promo_code: 'NOPE' }), 'This promo code does not exist')
    await refused(preview(shopper.token, { cart_ids: cartIds, promo_code: 'spring24' }), 'This promo code has expired')
    await server.db.execute(sql`update promo_codes set min_spend = 99999 where code = 'SAVE5'`)
    await refused(preview(shopper.token, { cart_ids: cartIds, promo_code: 'SAVE5' }), 'This promo code needs a subtotal of at least 99999.00')
    await server.db.execute(sql`update promo_codes set min_spend = 30 where code = 'SAVE5'`)
    // In the shopper's language.
    await refused(server.call(orderPreview, { body: { cart_ids: cartIds, promo_code: 'NOPE' } }, { token: shopper.token, lang: 'vi' }), 'Mã khuyến mãi không tồn tại')
  })

  it('a promo code is used once per shopper: a second checkout with it is refused', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const line = await addToBag(server, shopper.token, skus[2]!, 3)
    await ok(create(shopper.token, { cart_ids: [line], address_id: shopper.addressId, promo_code: 'WELCOME10' }))
    const again = await addToBag(server, shopper.token, skus[2]!, 3)
    await refused(preview(shopper.token, { cart_ids: [again], promo_code: 'WELCOME10' }), 'You have already used this promo code')
  })
})

describe('creating the orders', () => {
  it('reserves the stock, takes the lines out of the bag, copies the address, answers the orders waiting pay', async () => {
    const before = [await stockOf(skus[0]!.skuId), await stockOf(skus[1]!.skuId)]
    const shopper = await shopperWithOrders()
    expect(shopper.created.orders).toHaveLength(2)
    expect(shopper.created.orders.every((o: any) => o.status === 0 && /^\d{14}$/.test(o.sn))).toBe(true)
    expect([await stockOf(skus[0]!.skuId), await stockOf(skus[1]!.skuId)]).toEqual([before[0]! - 2, before[1]! - 1])
    const bag = await rowsOf(server.db, sql`select id from cart_lines where user_id = ${shopper.userId}`)
    expect(bag).toEqual([])
    const [order] = await rowsOf<{ address: { addressee: string; tag: string } }>(server.db, sql`select address from orders where id = ${shopper.orderIds[0]}`)
    expect(order!.address).toMatchObject({ addressee: 'Pham Lan', tag: 'home' })
    const unpaid = await ok(server.call(unpaidOrders, { query: { ids: shopper.orderIds.join(',') } }, { token: shopper.token }))
    expect(unpaid.total).toBe(shopper.created.total)
  })

  it('buy now: the one item, without the bag', async () => {
    const shopper = await newShopper(server)
    const data = await ok(create(shopper.token, { buy_now: { product_id: skus[2]!.productId, sku_id: skus[2]!.skuId, quantity: 1 }, address_id: shopper.addressId }))
    expect(data.orders).toHaveLength(1)
  })

  it('refuses a line of another shopper, an address of another shopper, an empty choice, and says which line ran out of stock', async () => {
    const one = await newShopper(server)
    const other = await newShopper(server)
    const line = await addToBag(server, one.token, skus[0]!, 1)
    await refused(create(other.token, { cart_ids: [line], address_id: other.addressId }), 'This item is no longer in your bag')
    await refused(create(one.token, { cart_ids: [line], address_id: other.addressId }), 'Address not found')
    await refused(create(one.token, { address_id: one.addressId }), 'Please select item to checkout', 400)
    await refused(create(one.token, { cart_ids: [line] }), 'Address not found', 400)
    const [sku] = await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${skus[0]!.skuId}`)
    await server.db.execute(sql`update product_skus set stock = 0 where id = ${skus[0]!.skuId}`)
    const answer = await create(one.token, { cart_ids: [line], address_id: one.addressId })
    expect(answer.body.msg).toMatch(/^Only 0 left of .+ \(.+\)$/)
    await server.db.execute(sql`update product_skus set stock = ${sku!.stock} where id = ${skus[0]!.skuId}`)
    // Nothing was created.
    expect(await ordersOf(one.userId)).toEqual([])
  })

  it('bad quantities and ids: letters, negative, zero, huge — a clear refusal, nothing stored', async () => {
    const shopper = await newShopper(server)
    const buy = (quantity: unknown) => create(shopper.token, { buy_now: { product_id: skus[0]!.productId, sku_id: skus[0]!.skuId, quantity }, address_id: shopper.addressId })
    for (const quantity of ['2abc', -1, 0, 1e9, '']) await refused(buy(quantity), 'Quantity must be between 1 and 99', 400)
    for (const id of ['x', -3, 0, 1e12]) await refused(create(shopper.token, { cart_ids: [id], address_id: shopper.addressId }), 'This item is no longer in your bag', 400)
    await refused(pay(shopper.token, ['1a' as unknown as number]), 'Order not found', 400)
    expect(await ordersOf(shopper.userId)).toEqual([])
  })
})

describe('paying', () => {
  it('debits the exact total into escrow, moves the orders to waiting deliver, counts the sales; a replay answers the first result', async () => {
    const shopper = await shopperWithOrders('1000.00')
    const [sales] = await rowsOf<{ sales: number }>(server.db, sql`select sales from products where id = ${skus[0]!.productId}`)
    const [escrow] = await rowsOf<{ balance: string }>(server.db, sql`select balance::text from platform_accounts where key = 'escrow'`)
    const key = 'pay-once-1'
    const data = await ok(pay(shopper.token, shopper.orderIds, PAYMENT_CODE, key))
    expect(data.amount).toBe(shopper.created.total)
    expect(cents(data.balance)).toBe(100000 - cents(shopper.created.total))
    expect(await balanceOf(server.db, shopper.userId)).toBe(data.balance)
    expect((await ordersOf(shopper.userId)).map((o) => o.status)).toEqual([1, 1])
    const [after] = await rowsOf<{ sales: number }>(server.db, sql`select sales from products where id = ${skus[0]!.productId}`)
    expect(after!.sales).toBe(sales!.sales + 2)
    const [escrowAfter] = await rowsOf<{ balance: string }>(server.db, sql`select balance::text from platform_accounts where key = 'escrow'`)
    expect(cents(escrowAfter!.balance) - cents(escrow!.balance)).toBe(cents(shopper.created.total))
    const rows = await rowsOf<{ kind: string; amount: string }>(server.db, sql`
      select kind, amount::text from ledger_entries where ref_type = 'payment' and (user_id = ${shopper.userId} or platform_account = 'escrow') and ref_id = (select id from payments where idempotency_key = ${key})
      order by id`)
    expect(rows).toEqual([{ kind: 'payment', amount: `-${data.amount}` }, { kind: 'escrow_in', amount: data.amount }])

    // The same key again (a retry after a lost answer): the first result, no second debit.
    expect(await ok(pay(shopper.token, shopper.orderIds, PAYMENT_CODE, key))).toEqual(data)
    expect(await balanceOf(server.db, shopper.userId)).toBe(data.balance)
    // A new key for paid orders: refused, with its branch.
    expect(await refused(pay(shopper.token, shopper.orderIds), `Order ${shopper.created.orders[0].sn} is no longer waiting for payment`)).toEqual({ reason: 'notPayable' })
    // The key with other orders: refused.
    const more = await shopperWithOrders('0.00')
    await refused(pay(more.token, more.orderIds, PAYMENT_CODE, 'x'), 'Insufficient balance: 0.00 available, ' + more.created.total + ' to pay')
    expect(await ledgerMismatches(server.db)).toEqual([])
  })

  it('no payment code yet: refused with the notSetPaymentPassword branch, nothing moved', async () => {
    const shopper = await newShopper(server, { balance: '100.00', paymentCode: null })
    const order = await ok(create(shopper.token, { buy_now: { product_id: skus[2]!.productId, sku_id: skus[2]!.skuId, quantity: 1 }, address_id: shopper.addressId }))
    expect(await refused(pay(shopper.token, [order.orders[0].id], '147258'), 'You have not set payment password?')).toEqual({ reason: 'noPaymentCode' })
    expect(await balanceOf(server.db, shopper.userId)).toBe('100.00')
  })

  it('insufficient balance: refused with balance and amount; after a top-up the same key pays', async () => {
    const shopper = await shopperWithOrders('1.00')
    const data = await refused(pay(shopper.token, shopper.orderIds, PAYMENT_CODE, 'k-topup'), `Insufficient balance: 1.00 available, ${shopper.created.total} to pay`)
    expect(data).toEqual({ reason: 'insufficientBalance', balance: '1.00', amount: shopper.created.total })
    await credit(server.db, shopper.userId, '999.00')
    await ok(pay(shopper.token, shopper.orderIds, PAYMENT_CODE, 'k-topup'))
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(100000 - cents(shopper.created.total))
  })

  it('wrong codes count down, the fifth locks paying for 15 minutes (even with the right code), then it opens again', async () => {
    const shopper = await shopperWithOrders('1000.00')
    for (let left = 4; left >= 1; left--) {
      expect(await refused(pay(shopper.token, shopper.orderIds, '000000'), `Wrong payment code, ${left} ${left === 1 ? 'attempt' : 'attempts'} left`)).toEqual({ reason: 'wrongCode', attempts_left: left })
    }
    expect(await refused(pay(shopper.token, shopper.orderIds, '000000'), 'Too many wrong payment codes: paying is locked, try again in 15 minutes')).toEqual({ reason: 'locked', minutes: 15 })
    expect(await refused(pay(shopper.token, shopper.orderIds), 'Too many wrong payment codes: paying is locked, try again in 15 minutes')).toEqual({ reason: 'locked', minutes: 15 })
    expect(await balanceOf(server.db, shopper.userId)).toBe('1000.00')
    server.clock.advance(15 * 60_000 + 1000)
    await ok(pay(shopper.token, shopper.orderIds))
  })

  it('another shopper’s order is not found; a missing Idempotency-Key or code is refused before anything happens', async () => {
    const owner = await shopperWithOrders('1000.00')
    const thief = await newShopper(server, { balance: '1000.00' })
    await refused(pay(thief.token, owner.orderIds), 'Order not found')
    await refused(server.call(unpaidOrders, { query: { ids: owner.orderIds.join(',') } }, { token: thief.token }), 'Order not found')
    await refused(server.call(verifyPay, { body: { order_ids: owner.orderIds, payment_code: PAYMENT_CODE } }, { token: owner.token }), 'This request needs an Idempotency-Key header', 400)
    await refused(pay(owner.token, owner.orderIds, ''), 'Please enter payment password', 400)
    await refused(pay(owner.token, owner.orderIds, '12ab56'), 'Payment code must be at least 6 characters and numbers only', 400)
    expect((await ordersOf(owner.userId)).map((o) => o.status)).toEqual([0, 0])
    expect(await balanceOf(server.db, thief.userId)).toBe('1000.00')
  })
})
