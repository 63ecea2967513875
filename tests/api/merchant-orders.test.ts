// A merchant's orders through the API: only the own shop's orders, the shopper's address only on an
// order waiting to be shipped; one order in full by its serial number; shipping stores the company
// and tracking number and starts the timeline; the carrier's news is added while the parcel
// travels. Another shop's order is "not found", with no data, and nothing changes.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { merchantOrderInfo, merchantOrderList, merchantOrderLogistics, merchantOrderShip } from '../../src/contract/merchant-orders'
import { orderCancel } from '../../src/contract/orders'
import { refundApply } from '../../src/contract/refunds'
import { rowsOf } from '../support/db-rows'
import { merchantSku, merchantToken, orderAt, placeOrder, ship, statusOf, uploadPicture } from './support/order-steps'
import { skusOfShops, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let sku: TestSku
let otherSku: TestSku
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  otherSku = (await skusOfShops(server.db, 5, 20)).find((s) => s.shopId !== sku.shopId)!
  merchant = await merchantToken(server)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const logistics = (token: string, body: Record<string, unknown>, lang?: string) => server.call(merchantOrderLogistics, { body: body as never }, { token, lang })
const shippedRow = async (id: number) =>
  (await rowsOf<{ status: number; company: string | null; tracking: string | null; events: number }>(server.db, sql`
    select status, logistics_company as company, tracking_no as tracking, (select count(*)::int from logistics_events where order_id = ${id}) as events
    from orders where id = ${id}`))[0]!

describe('the merchant’s order list', () => {
  it('the own shop’s orders only, newest first, with the address and what can be done', async () => {
    const mine = await orderAt(server, sku, 1, merchant)
    const theirs = await orderAt(server, otherSku, 1, merchant)
    const res = await server.call(merchantOrderList, { query: { status: '1', limit: 50 } }, { token: merchant })
    expect(res.body.code, res.text).toBe(1)
    const ids = res.body.data.list.map((o: { id: number }) => o.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(theirs.id)
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a))
    const row = res.body.data.list.find((o: { id: number }) => o.id === mine.id)
    expect(row).toMatchObject({ sn: mine.sn, status: 1, total: mine.total, actions: ['ship'], logistics: null, address: { addressee: 'Pham Lan', detail: '12 Phố Huế' } })
    expect(row.items[0]).toMatchObject({ product_id: sku.productId, quantity: 1 })
    const all = (await server.call(merchantOrderList, { query: { limit: 50 } }, { token: merchant })).body.data
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from orders where shop_id = ${sku.shopId}`)
    expect(all.total).toBe(n)
  })

  it('the shopper’s address on a paid order (also after shipping), never before payment', async () => {
    const orders = [await orderAt(server, sku, 0, merchant), await orderAt(server, sku, 1, merchant), await orderAt(server, sku, 2, merchant), await orderAt(server, sku, 3, merchant)]
    const res = await server.call(merchantOrderList, { query: { limit: 50 } }, { token: merchant })
    const rows = res.body.data.list.filter((o: { id: number }) => orders.some((order) => order.id === o.id))
    expect(rows.map((o: { status: number; address: unknown }) => [o.status, o.address === null])).toEqual([[3, false], [2, false], [1, false], [0, true]])
    // The raw answer carries nothing of it either (no field names, no values).
    const unpaid = JSON.stringify(rows.find((o: { status: number }) => o.status === 0))
    expect(unpaid).not.toContain('Pham Lan')
    expect(unpaid).not.toContain('12 Phố Huế')
  })

  it('only for merchants: a shopper is refused, a visitor must log in', async () => {
    const order = await placeOrder(server, sku)
    expect((await server.call(merchantOrderList, { query: {} }, { token: order.shopper.token })).status).toBe(403)
    expect((await ship(server, order.shopper.token, order.id)).status).toBe(403)
    expect((await server.call(merchantOrderList, { query: {} })).status).toBe(401)
    expect(await statusOf(server, order.id)).toBe(0)
  })
})

describe('one order in full', () => {
  const info = (sn: string, token = merchant, lang?: string) => server.call(merchantOrderInfo, { query: { sn } }, { token, lang })

  it('by its serial number: items, figures, the address to ship to, what can be done; after shipping the timeline and still the address', async () => {
    const order = await orderAt(server, sku, 1, merchant, { quantity: 2 })
    const res = await info(order.sn)
    expect(res.body.code, res.text).toBe(1)
    expect(res.body.data).toMatchObject({
      id: order.id, sn: order.sn, status: 1, total: order.total, refunded: '0.00', actions: ['ship'], logistics: null, refund: null,
      address: { addressee: 'Pham Lan', detail: '12 Phố Huế' }, shipped_at: null, received_at: null, cancelled_at: null,
    })
    expect(res.body.data.items).toEqual([expect.objectContaining({ product_id: sku.productId, sku_id: sku.skuId, quantity: 2, price: sku.price })])
    expect(res.body.data.paid_at).not.toBeNull()

    await ship(server, merchant, order.id, 'J&T Express', 'JT-20261122')
    const shipped = (await info(order.sn)).body.data
    expect(shipped).toMatchObject({ status: 2, address: { addressee: 'Pham Lan', detail: '12 Phố Huế' }, actions: ['addLogistics'], logistics: { company: 'J&T Express', tracking_no: 'JT-20261122' } })
    expect(shipped.logistics.events.map((e: { description: string }) => e.description)).toEqual(['Picked up by J&T Express'])
  })

  it('with its latest refund, the order in after-sale with its address', async () => {
    const order = await orderAt(server, sku, 1, merchant)
    const proof = await uploadPicture(server, order.shopper.token)
    const applied = await server.call(refundApply, {
      body: { order_id: order.id, product_ids: [sku.productId], type: 'refund', amount: '1.00', product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Ordered twice', proof: [proof] },
    }, { token: order.shopper.token })
    expect(applied.body.code, applied.text).toBe(1)
    const res = await info(order.sn)
    expect(res.body.data).toMatchObject({ status: -4, address: { addressee: 'Pham Lan' }, actions: [], refund: { id: applied.body.data.id, status: 'applying', amount: '1.00', type: 'refund' } })
  })

  it('another shop’s order, or none: "not found" with no data, in the merchant’s language; a shopper is refused, even for their own order', async () => {
    const theirs = await orderAt(server, otherSku, 1, merchant)
    for (const [lang, msg] of [['en', 'Order not found'], ['vi', 'Không tìm thấy đơn hàng']] as const) {
      const res = await info(theirs.sn, merchant, lang)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ code: 0, msg })
      expect(res.body.data ?? null).toBeNull()
      expect(res.text).not.toContain('Pham Lan')
      expect((await info('99999999999999', merchant, lang)).body).toMatchObject({ code: 0, msg })
    }
    expect((await info(theirs.sn, theirs.shopper.token)).status).toBe(403)
    expect((await server.call(merchantOrderInfo, { query: { sn: theirs.sn } })).status).toBe(401)
  })

  it('bad input: a serial number with letters, spaces inside, empty or absent is refused in two languages', async () => {
    for (const sn of ['26112200000001x', '2611 2200', '', "1' or '1'='1"]) {
      const en = await info(sn)
      expect(en.status, sn).toBe(400)
      expect(en.body).toMatchObject({ code: 0, msg: 'Order not found' })
      const ja = await info(sn, merchant, 'ja')
      expect(ja.body.msg, sn).toBe('注文が見つかりません')
    }
    const absent = await server.call(merchantOrderInfo, { query: {} as never }, { token: merchant, lang: 'zh-CN' })
    expect(absent.status).toBe(400)
    expect(absent.body.msg).toBe('订单不存在')
  })
})

describe('shipping', () => {
  it('a paid order: delivered, company and tracking number stored, the pickup on its timeline; once', async () => {
    const order = await orderAt(server, sku, 1, merchant)
    const res = await ship(server, merchant, order.id, '  Giao Hàng Nhanh ', 'GHN-000123')
    expect(res.body).toMatchObject({
      code: 1, msg: 'Order shipped',
      data: { id: order.id, status: 2, actions: ['addLogistics'], logistics: { company: 'Giao Hàng Nhanh', tracking_no: 'GHN-000123', events: [{ description: 'Picked up by Giao Hàng Nhanh' }] } },
    })
    expect(res.body.data.shipped_at).not.toBeNull()
    const again = await ship(server, merchant, order.id, 'Other', 'OTHER-1')
    expect(again.body).toMatchObject({ code: 0, msg: `Order ${order.sn} is not waiting for delivery, so it cannot be shipped` })
    expect(await shippedRow(order.id)).toEqual({ status: 2, company: 'Giao Hàng Nhanh', tracking: 'GHN-000123', events: 1 })
  })

  it('an unpaid, a cancelled and another shop’s order: refused in the merchant’s language, nothing changed', async () => {
    const unpaid = await placeOrder(server, sku)
    expect((await ship(server, merchant, unpaid.id)).body).toMatchObject({ code: 0, msg: `Order ${unpaid.sn} is not waiting for delivery, so it cannot be shipped` })
    const cancelled = await placeOrder(server, sku)
    await server.call(orderCancel, { body: { id: cancelled.id } }, { token: cancelled.shopper.token })
    const res = await server.call(merchantOrderShip, { body: { order_id: cancelled.id, company: 'VNPost', tracking_no: 'VN0001' } }, { token: merchant, lang: 'ko' })
    expect(res.body).toMatchObject({ code: 0, msg: `주문 ${cancelled.sn}은(는) 배송 대기 상태가 아니어서 발송할 수 없습니다` })
    const theirs = await orderAt(server, otherSku, 1, merchant)
    expect((await ship(server, merchant, theirs.id)).body).toMatchObject({ code: 0, msg: 'Order not found' })
    expect((await ship(server, merchant, 2_000_000_000)).body).toMatchObject({ code: 0, msg: 'Order not found' })
    for (const order of [unpaid, cancelled, theirs]) {
      expect(await shippedRow(order.id)).toMatchObject({ company: null, tracking: null, events: 0 })
    }
    expect([await statusOf(server, unpaid.id), await statusOf(server, cancelled.id), await statusOf(server, theirs.id)]).toEqual([0, -1, 1])
  })

  it('bad input: a missing company, a tracking number with spaces or too short, ids with letters, negative or huge', async () => {
    const order = await orderAt(server, sku, 1, merchant)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ order_id: order.id, company: ' ', tracking_no: 'VN0001' }, 'Please fill in the logistics company'],
      [{ order_id: order.id, company: 'x'.repeat(51), tracking_no: 'VN0001' }, 'The logistics company can be at most 50 characters'],
      [{ order_id: order.id, company: 'VNPost', tracking_no: 'VN 0001' }, 'Please enter a correct tracking number (4 to 40 letters, digits or dashes)'],
      [{ order_id: order.id, company: 'VNPost', tracking_no: 'V1' }, 'Please enter a correct tracking number (4 to 40 letters, digits or dashes)'],
      [{ order_id: order.id, company: 'VNPost' }, 'Please enter a correct tracking number (4 to 40 letters, digits or dashes)'],
      [{ order_id: 'abc', company: 'VNPost', tracking_no: 'VN0001' }, 'Order not found'],
      [{ order_id: -4, company: 'VNPost', tracking_no: 'VN0001' }, 'Order not found'],
      [{ order_id: 99999999999, company: 'VNPost', tracking_no: 'VN0001' }, 'Order not found'],
    ]
    for (const [body, msg] of cases) {
      const res = await server.call(merchantOrderShip, { body: body as never }, { token: merchant })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.msg, JSON.stringify(body)).toBe(msg)
    }
    const th = await server.call(merchantOrderShip, { body: { order_id: order.id, company: '', tracking_no: 'VN0001' } }, { token: merchant, lang: 'th' })
    expect(th.body.msg).toBe('กรุณากรอกบริษัทขนส่ง')
    expect(await shippedRow(order.id)).toMatchObject({ status: 1, company: null, events: 0 })
  })
})

describe('logistics news', () => {
  it('added to a travelling order’s timeline in time order; refused once it was received, and for another shop', async () => {
    const order = await orderAt(server, sku, 2, merchant)
    server.clock.advance(60 * 60_000)
    const res = await logistics(merchant, { order_id: order.id, description: 'Arrived at the Hà Nội sorting centre', location: 'Hà Nội' })
    expect(res.body.code, res.text).toBe(1)
    expect(res.body.data.logistics.events.map((e: { description: string; location: string }) => [e.description, e.location])).toEqual([
      ['Picked up by VNPost Express', ''],
      ['Arrived at the Hà Nội sorting centre', 'Hà Nội'],
    ])
    expect((await logistics(merchant, { order_id: order.id, description: '  ' })).body.msg).toBe('Please describe the logistics update')
    const placed = await orderAt(server, sku, 1, merchant)
    expect((await logistics(merchant, { order_id: placed.id, description: 'Left the warehouse' })).body).toMatchObject({ code: 0, msg: `Order ${placed.sn} is not on its way, so no logistics update can be added` })
    const theirs = await orderAt(server, otherSku, 1, merchant)
    expect((await logistics(merchant, { order_id: theirs.id, description: 'Left the warehouse' })).body).toMatchObject({ code: 0, msg: 'Order not found' })
    const received = await orderAt(server, sku, 3, merchant)
    expect((await logistics(merchant, { order_id: received.id, description: 'Delivered' })).body.code).toBe(0)
    expect((await shippedRow(received.id)).events).toBe(1)
  })
})
