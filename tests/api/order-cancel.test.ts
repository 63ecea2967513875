// Cancelling an order waiting pay, by the shopper or because it stayed unpaid for 30 minutes: the
// orderStatus machine allows it only from waiting pay, the reserved stock goes back on sale, and a
// promo code used only by cancelled orders may be used again.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orderCancel, orderCreate, orderPreview, verifyPay } from '../../src/contract/orders'
import { rowsOf } from '../support/db-rows'
import { addToBag, newShopper, PAYMENT_CODE, payHeaders, skusOfShops, type Shopper, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let sku: TestSku
beforeAll(async () => {
  server = await createTestServer()
  ;[sku] = await skusOfShops(server.db, 1, 50)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const stock = async () => (await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${sku.skuId}`))[0]!.stock
const statusOf = async (id: number) => (await rowsOf<{ status: number }>(server.db, sql`select status from orders where id = ${id}`))[0]!.status

async function order(shopper: Shopper, quantity = 3, promo?: string): Promise<number> {
  const line = await addToBag(server, shopper.token, sku, quantity)
  const res = await server.call(orderCreate, { body: { cart_ids: [line], address_id: shopper.addressId, promo_code: promo } }, { token: shopper.token })
  if (res.body.code !== 1) throw new Error(res.text)
  return res.body.data.orders[0].id
}
const cancel = (shopper: Shopper, id: number) => server.call(orderCancel, { body: { id } }, { token: shopper.token })

describe('cancelling', () => {
  it('by the shopper: the order is cancelled, its stock back on sale, and it cannot be cancelled or paid again', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const before = await stock()
    const id = await order(shopper)
    expect(await stock()).toBe(before - 3)
    expect((await cancel(shopper, id)).body).toMatchObject({ code: 1, msg: 'Order cancelled', data: { id, status: -1 } })
    expect(await stock()).toBe(before)
    expect((await cancel(shopper, id)).body).toMatchObject({ code: 0, msg: expect.stringMatching(/^Order \d+ can no longer be cancelled$/) })
    expect(await stock()).toBe(before)
    const pay = await server.call(verifyPay, { body: { order_ids: [id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    expect(pay.body.data).toEqual({ reason: 'notPayable' })
  })

  it('a paid order is not cancelled this way; another shopper’s order is not found', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const other = await newShopper(server)
    const id = await order(shopper, 1)
    expect((await cancel(other, id)).body).toMatchObject({ code: 0, msg: 'Order not found' })
    await server.call(verifyPay, { body: { order_ids: [id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    expect((await cancel(shopper, id)).body.code).toBe(0)
    expect(await statusOf(id)).toBe(1)
    expect((await server.request('POST', orderCancel.path, { body: { id: 'x1' }, token: shopper.token })).status).toBe(400)
  })

  it('unpaid for 30 minutes: cancelled by the server, stock back; a paid one and a younger one untouched', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const before = await stock()
    const old = await order(shopper, 2)
    const paid = await order(shopper, 1)
    await server.call(verifyPay, { body: { order_ids: [paid], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    server.clock.advance(29 * 60_000)
    const young = await order(shopper, 1)
    expect(await server.services.orderTimers.sweep('EXPIRE')).toBe(0)
    server.clock.advance(2 * 60_000)
    expect(await server.services.orderTimers.sweep('EXPIRE')).toBeGreaterThanOrEqual(1)
    expect([await statusOf(old), await statusOf(paid), await statusOf(young)]).toEqual([-1, 1, 0])
    expect(await stock()).toBe(before - 1 - 1)
  })

  it('a promo code whose only checkout was cancelled may be used again', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const id = await order(shopper, 3, 'WELCOME10')
    const line = await addToBag(server, shopper.token, sku, 3)
    const refused = await server.call(orderPreview, { body: { cart_ids: [line], promo_code: 'WELCOME10' } }, { token: shopper.token })
    expect(refused.body.msg).toBe('You have already used this promo code')
    await cancel(shopper, id)
    const again = await server.call(orderPreview, { body: { cart_ids: [line], promo_code: 'WELCOME10' } }, { token: shopper.token })
    expect(again.body).toMatchObject({ code: 1, data: { promo_code: 'WELCOME10' } })
  })
})
