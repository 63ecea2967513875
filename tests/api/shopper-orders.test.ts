// The shopper's orders after checkout: the list by status with load-more pages, the detail with
// texts in the shopper's language, the logistics timeline and the actions the orderStatus machine
// allows, and confirming receipt, which only a delivered order of one's own can do.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orderConfirm, orderInfo, orderList } from '../../src/contract/order-lifecycle'
import { orderCancel } from '../../src/contract/orders'
import { rowsOf } from '../support/db-rows'
import { confirm, merchantSku, merchantToken, orderAt, pay, placeOrder, statusOf } from './support/order-steps'
import { newShopper, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let sku: TestSku
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const detail = (token: string, id: number | string, lang?: string) => server.call(orderInfo, { query: { id: id as number } }, { token, lang })
const list = (token: string, query: Record<string, string | number>) => server.call(orderList, { query: query as never }, { token })

describe('the order list', () => {
  it('newest first, filtered by status, paged with the total', async () => {
    const first = await placeOrder(server, sku)
    const { shopper } = first
    const second = await placeOrder(server, sku, { shopper })
    const third = await placeOrder(server, sku, { shopper })
    await pay(server, second)
    const all = (await list(shopper.token, { status: 'all', page: 1, limit: 2 })).body
    expect(all).toMatchObject({ code: 1, data: { total: 3, page: 1, limit: 2 } })
    expect(all.data.list.map((o: { id: number }) => o.id)).toEqual([third.id, second.id])
    const next = (await list(shopper.token, { page: 2, limit: 2 })).body.data
    expect(next.list.map((o: { id: number }) => o.id)).toEqual([first.id])
    const waiting = (await list(shopper.token, { status: 0 })).body.data
    expect(waiting.list.map((o: { id: number }) => o.id)).toEqual([third.id, first.id])
    expect(waiting.list[0]).toMatchObject({ status: 0, sn: third.sn, total: third.total, shop: { id: sku.shopId }, actions: ['pay', 'cancel'] })
    const paid = (await list(shopper.token, { status: '1' })).body.data
    expect(paid).toMatchObject({ total: 1, list: [{ id: second.id, status: 1, actions: ['applyRefund'] }] })
    expect((await list(shopper.token, { status: -4 })).body.data).toEqual({ list: [], total: 0, page: 1, limit: 10 })
    // Past the end: no rows, the total still said.
    expect((await list(shopper.token, { page: 9, limit: 2 })).body.data).toEqual({ list: [], total: 3, page: 9, limit: 2 })
    // Another shopper sees none of them.
    const other = await newShopper(server)
    expect((await list(other.token, {})).body.data.total).toBe(0)
  })

  it('refuses an unknown status, page or limit with the words of the field', async () => {
    const shopper = await newShopper(server)
    expect((await list(shopper.token, { status: '5' })).body).toMatchObject({ code: 0, msg: 'Unknown order status' })
    expect((await list(shopper.token, { status: 'x' })).status).toBe(400)
    expect((await list(shopper.token, { page: 0 })).status).toBe(400)
    expect((await list(shopper.token, { limit: 51 })).status).toBe(400)
  })
})

describe('the order detail', () => {
  it('items, money, address and timestamps, in the shopper’s language', async () => {
    const order = await placeOrder(server, sku, { quantity: 2 })
    const en = (await detail(order.shopper.token, order.id)).body
    expect(en.code, JSON.stringify(en)).toBe(1)
    const [title] = await rowsOf<{ en: string; vi: string }>(server.db, sql`select title->>'en' as en, title->>'vi' as vi from products where id = ${sku.productId}`)
    expect(en.data).toMatchObject({
      id: order.id, sn: order.sn, status: 0, total: order.total, refunded: '0.00', discount: '0.00',
      address: { addressee: 'Pham Lan', area: 'Hà Nội, Ba Đình' },
      paid_at: null, shipped_at: null, logistics: null, refund: null, actions: ['pay', 'cancel'],
    })
    expect(en.data.items).toEqual([expect.objectContaining({ product_id: sku.productId, sku_id: sku.skuId, quantity: 2, price: sku.price, title: title!.en, reviewed: false })])
    expect(Math.round(Number(en.data.items[0].subtotal) * 100)).toBe(2 * Math.round(Number(sku.price) * 100))
    const vi = (await detail(order.shopper.token, order.id, 'vi')).body.data
    expect(vi.items[0].title).toBe(title!.vi || title!.en)
  })

  it('after shipping: the company, the tracking number and the first event in the shopper’s language', async () => {
    const order = await orderAt(server, sku, 2, merchant)
    const data = (await detail(order.shopper.token, order.id)).body.data
    expect(data).toMatchObject({ status: 2, actions: ['confirm', 'applyRefund'] })
    expect(data.logistics).toEqual({
      company: 'VNPost Express', tracking_no: 'VN123456789',
      events: [{ at: data.shipped_at, description: 'Picked up by VNPost Express', location: '' }],
    })
    const zh = (await detail(order.shopper.token, order.id, 'zh-CN')).body.data
    expect(zh.logistics.events[0].description).toBe('VNPost Express 已揽收')
    expect(data.paid_at).not.toBeNull()
  })

  it('another shopper’s order, an unknown id, and ids with letters, negative or huge: not found, in their language', async () => {
    const order = await placeOrder(server, sku)
    const other = await newShopper(server)
    expect((await detail(other.token, order.id)).body).toMatchObject({ code: 0, msg: 'Order not found', data: null })
    expect((await detail(other.token, order.id, 'ja')).body.msg).toBe('注文が見つかりません')
    expect((await detail(order.shopper.token, 2_000_000_000)).body).toMatchObject({ code: 0, msg: 'Order not found' })
    for (const id of ['12a', '-3', '0', '99999999999', '1.5']) {
      const res = await detail(order.shopper.token, id)
      expect(res.status, id).toBe(400)
      expect(res.body, id).toMatchObject({ code: 0, msg: 'Order not found' })
    }
    expect((await server.request('GET', orderInfo.path, { query: { id: order.id } })).status).toBe(401)
  })
})

describe('confirming receipt', () => {
  it('a delivered order becomes received, once; then review is offered', async () => {
    const order = await orderAt(server, sku, 2, merchant)
    expect((await confirm(server, order)).body).toMatchObject({ code: 1, msg: 'Receipt confirmed', data: { id: order.id, status: 3 } })
    const data = (await detail(order.shopper.token, order.id)).body.data
    expect(data).toMatchObject({ status: 3, actions: ['review', 'applyRefund'] })
    expect(data.received_at).not.toBeNull()
    expect((await confirm(server, order)).body).toMatchObject({ code: 0, msg: `Order ${order.sn} cannot be confirmed as received in its current status` })
    expect(await statusOf(server, order.id)).toBe(3)
  })

  it('an unshipped order, a cancelled one, another shopper’s: refused in the shopper’s language, nothing changed', async () => {
    const unpaid = await placeOrder(server, sku)
    expect((await confirm(server, unpaid)).body).toMatchObject({ code: 0, msg: `Order ${unpaid.sn} has not been shipped yet` })
    const paid = await orderAt(server, sku, 1, merchant)
    const res = await server.call(orderConfirm, { body: { id: paid.id } }, { token: paid.shopper.token, lang: 'vi' })
    expect(res.body).toMatchObject({ code: 0, msg: `Đơn hàng ${paid.sn} chưa được giao đi` })
    expect([await statusOf(server, unpaid.id), await statusOf(server, paid.id)]).toEqual([0, 1])
    const cancelled = await placeOrder(server, sku)
    await server.call(orderCancel, { body: { id: cancelled.id } }, { token: cancelled.shopper.token })
    expect((await confirm(server, cancelled)).body.code).toBe(0)
    expect(await statusOf(server, cancelled.id)).toBe(-1)
    const shipped = await orderAt(server, sku, 2, merchant)
    const stranger = await newShopper(server)
    expect((await server.call(orderConfirm, { body: { id: shipped.id } }, { token: stranger.token })).body).toMatchObject({ code: 0, msg: 'Order not found' })
    expect(await statusOf(server, shipped.id)).toBe(2)
    for (const id of ['x', -1, 1e12]) {
      const bad = await server.call(orderConfirm, { body: { id: id as number } }, { token: shipped.shopper.token })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toBe('Order not found')
    }
  })
})
