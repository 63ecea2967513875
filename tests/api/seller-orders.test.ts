// The merchant's order list at scale through the API: searched by serial number, buyer and days
// placed (the shop's calendar), paged on the server, with every status tab's count under the same
// search and the buyer's account and name; the same search exported as a CSV file streamed in the
// reader's language. Sales are net of refunds in the shop's figures. A BSC channel is refused like
// the storefront says. Bad input is refused in the reader's language.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv as parse } from '../support/csv'
import { adminCreateDepositChannel } from '../../src/contract/deposit-channels'
import { merchantOrderExport, merchantOrderList } from '../../src/contract/merchant-orders'
import { merchantShopSales } from '../../src/contract/merchant-shop'
import { merchantOverview } from '../../src/contract/merchant-overview'
import { merchantProductList } from '../../src/contract/merchant-products'
import { merchantRefundDecide, merchantRefundInfo, refundApply } from '../../src/contract/refunds'
import { rowsOf } from '../support/db-rows'
import { merchantSku, merchantToken, orderAt, uploadPicture } from './support/order-steps'
import type { TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let sku: TestSku
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
  // A loaded host (two cores, many test runs) may take minutes to start a server: wait for it, not a clock.
}, 600_000)
afterAll(() => server?.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const list = (query: Record<string, unknown>, lang?: string) => server.call(merchantOrderList, { query: query as never }, { token: merchant, lang })
const accountOf = async (userId: number) => (await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${userId}`))[0]!.account

describe('the merchant’s order list, searched on the server', () => {
  it('by serial number, buyer and days, each tab counted under the same search, with the buyer’s account and name', async () => {
    const toShip = await orderAt(server, sku, 1, merchant)
    const unpaid = await orderAt(server, sku, 0, merchant)
    const account = await accountOf(toShip.shopper.userId)

    const bySn = (await list({ sn: toShip.sn.slice(-8), limit: 50 })).body.data
    expect(bySn.list.map((o: { sn: string }) => o.sn)).toContain(toShip.sn)
    expect(bySn.list.every((o: { sn: string }) => o.sn.includes(toShip.sn.slice(-8)))).toBe(true)

    const byBuyer = await list({ buyer: account.toUpperCase(), limit: 50 })
    expect(byBuyer.body.code, byBuyer.text).toBe(1)
    expect(byBuyer.body.data.list.map((o: { id: number }) => o.id)).toEqual([toShip.id])
    expect(byBuyer.body.data.list[0].buyer).toEqual({ account, name: 'Lan Pham' })
    expect(byBuyer.body.data.counts).toMatchObject({ all: 1, '1': 1, '0': 0, '2': 0 })

    const unpaidAccount = await accountOf(unpaid.shopper.userId)
    const tabs = (await list({ buyer: unpaidAccount, status: 1 })).body.data
    expect(tabs.total).toBe(0)
    expect(tabs.counts).toMatchObject({ all: 1, '0': 1, '1': 0 })

    // Days in the shop's calendar, both ends included: today finds them, tomorrow nothing.
    const [{ today }] = await rowsOf<{ today: string }>(server.db, sql`
      select to_char((now() at time zone s.time_zone)::date, 'YYYY-MM-DD') as today from shops s where s.id = ${sku.shopId}`)
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect((await list({ buyer: account, from: today, to: today })).body.data.total).toBe(1)
    expect((await list({ buyer: account, from: tomorrow })).body.data.total).toBe(0)

    // Paged on the server: the counts hold on every page.
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from orders where shop_id = ${sku.shopId}`)
    const second = (await list({ page: 2, limit: 1 })).body.data
    expect(second).toMatchObject({ total: n, page: 2, limit: 1 })
    expect(second.list).toHaveLength(1)
    expect(second.counts.all).toBe(n)
  })

  it('bad input is refused in the reader’s language: letters in a number, a day that is no day, a buyer too long', async () => {
    for (const [query, en, vi] of [
      [{ sn: '12a' }, 'An order number has digits only', 'Mã đơn hàng chỉ gồm chữ số'],
      [{ from: '2026-02-30' }, 'Please choose a correct day (YYYY-MM-DD)', 'Vui lòng chọn ngày hợp lệ (YYYY-MM-DD)'],
      [{ to: 'yesterday' }, 'Please choose a correct day (YYYY-MM-DD)', 'Vui lòng chọn ngày hợp lệ (YYYY-MM-DD)'],
      [{ buyer: 'x'.repeat(51) }, 'Search for a buyer with at most 50 characters', 'Tìm người mua với tối đa 50 ký tự'],
    ] as const) {
      const res = await list(query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.msg).toBe(en)
      expect((await list(query, 'vi')).body.msg).toBe(vi)
      expect((await server.call(merchantOrderExport, { query: query as never }, { token: merchant })).body.msg).toBe(en)
    }
  })
})

describe('the orders export', () => {
  it('is the list’s search as CSV, streamed with headers in the reader’s language, the address only for paid orders', async () => {
    const shipped = await orderAt(server, sku, 2, merchant)
    const unpaid = await orderAt(server, sku, 0, merchant)
    const account = await accountOf(shipped.shopper.userId)
    const res = await server.app.request(`/api/merchant/order/export?buyer=${account}`, { headers: { token: merchant, lang: 'vi' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    // A byte-order mark first, so spreadsheet programs read the text as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parse(new TextDecoder().decode(bytes)) as string[][]
    expect(header!.slice(0, 6)).toEqual(['Mã đơn hàng', 'Trạng thái', 'Thời điểm đặt (UTC)', 'Thời điểm thanh toán (UTC)', 'Tài khoản người mua', 'Tên người mua'])
    expect(rows).toHaveLength(1)
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]))
    expect(row).toMatchObject({ 'Mã đơn hàng': shipped.sn, 'Tài khoản người mua': account, 'Người nhận': 'Pham Lan', 'Tổng cộng': shipped.total, 'Mã vận đơn': 'VN123456789' })

    const none = parse((await (await server.app.request(`/api/merchant/order/export?buyer=${await accountOf(unpaid.shopper.userId)}`, { headers: { token: merchant } })).text())) as string[][]
    expect(none).toHaveLength(2)
    expect(none[1]![none[0]!.indexOf('Recipient')]).toBe('')
  })

  it('streams a long export in pages, every order once, newest first', async () => {
    const before = (await list({ limit: 1 })).body.data.total as number
    // More than one page of the export's reading (500).
    await server.db.execute(sql`
      insert into orders (sn, checkout_id, user_id, shop_id, status, subtotal, freight, discount, total, address, created_at)
      select '9' || lpad(g::text, 13, '0'), o.checkout_id, o.user_id, o.shop_id, 0, o.subtotal, o.freight, o.discount, o.total, o.address, o.created_at
      from generate_series(1, 620) g, (select * from orders where shop_id = ${sku.shopId} order by id limit 1) o`)
    const res = await server.app.request('/api/merchant/order/export', { headers: { token: merchant } })
    const rows = (parse(await res.text()) as string[][]).slice(1)
    expect(rows).toHaveLength(before + 620)
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length)
    await server.db.execute(sql`delete from orders where sn like '9%' and length(sn) = 14 and shop_id = ${sku.shopId}`)
  })

  it('only for merchants: a shopper is refused, a visitor must log in', async () => {
    const order = await orderAt(server, sku, 1, merchant)
    expect((await server.call(merchantOrderExport, { query: {} }, { token: order.shopper.token })).status).toBe(403)
    expect((await server.call(merchantOrderExport, { query: {} })).status).toBe(401)
  })
})

describe('net sales', () => {
  it('a wholly refunded order leaves the day’s figure, the month’s and the count of orders and items sold', async () => {
    const sales = async () => (await server.call(merchantShopSales, { query: { days: 7 } }, { token: merchant })).body.data
    const sold = async () => (await rowsOf<{ sales: number }>(server.db, sql`select sales from products where id = ${sku.productId}`))[0]!.sales
    const before = await sales()
    const soldBefore = await sold()
    const order = await orderAt(server, sku, 1, merchant, { quantity: 2 })
    const paid = await sales()
    expect(paid.today.orders).toBe(before.today.orders + 1)
    expect(Number(paid.today.amount)).toBeCloseTo(Number(before.today.amount) + Number(order.total), 2)
    expect(await sold()).toBe(soldBefore + 2)

    const proof = await uploadPicture(server, order.shopper.token)
    const applied = await server.call(refundApply, {
      body: { order_id: order.id, product_ids: [sku.productId], type: 'refund', amount: order.total, product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Ordered twice', proof: [proof] },
    }, { token: order.shopper.token })
    expect(applied.body.code, applied.text).toBe(1)
    const decided = await server.call(merchantRefundDecide, { body: { refund_id: applied.body.data.id, approve: true } }, { token: merchant })
    expect(decided.body.code, decided.text).toBe(1)

    const after = await sales()
    expect(after.today).toEqual(before.today)
    expect(after.month).toEqual(before.month)
    expect(after.days.at(-1)).toEqual(before.days.at(-1))
    expect(await sold()).toBe(soldBefore)
  })
})

describe('the merchant’s overview, a to-do list', () => {
  const overview = async () => {
    const res = await server.call(merchantOverview, {}, { token: merchant })
    expect(res.body.code, res.text).toBe(1)
    return res.body.data
  }

  it('counts the orders to ship with their ship-by time, refunds to answer with respond-by, low stock, unread messages; income held in escrow', async () => {
    const before = await overview()
    expect(before.ship_within_ms).toBe(48 * 3600_000)
    const order = await orderAt(server, sku, 1, merchant)
    const [{ paid_at }] = await rowsOf<{ paid_at: Date }>(server.db, sql`select paid_at from orders where id = ${order.id}`)
    const now = await overview()
    expect(now.to_ship.count).toBe(before.to_ship.count + 1)
    expect(Date.parse(now.to_ship.next_due)).toBeLessThanOrEqual(new Date(paid_at).getTime() + 48 * 3600_000)
    expect(Number(now.income.escrow)).toBeCloseTo(Number(before.income.escrow) + Number(order.total), 2)

    // An operator's value of the setting is the one in force.
    await server.db.execute(sql`insert into platform_settings (key, value) values ('shipWithinMs', ${String(3600_000)})
      on conflict (key) do update set value = excluded.value`)
    server.clock.advance(2 * 3600_000)
    const late = await overview()
    expect(late.ship_within_ms).toBe(3600_000)
    expect(late.to_ship.overdue).toBeGreaterThanOrEqual(1)
    await server.db.execute(sql`delete from platform_settings where key = 'shipWithinMs'`)

    const proof = await uploadPicture(server, order.shopper.token)
    const applied = await server.call(refundApply, {
      body: { order_id: order.id, product_ids: [sku.productId], type: 'refund', amount: '1.00', product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Ordered twice', proof: [proof] },
    }, { token: order.shopper.token })
    expect(applied.body.code, applied.text).toBe(1)
    const asked = await overview()
    expect(asked.refunds.count).toBe(before.refunds.count + 1)
    expect(asked.refunds.next_due).not.toBeNull()
    // The refund itself says when to answer by: asked + the respond-within setting.
    const row = (await server.call(merchantRefundInfo, { query: { id: applied.body.data.id } }, { token: merchant })).body.data
    expect(Date.parse(row.respond_by)).toBe(Date.parse(row.created_at) + asked.respond_within_ms)

    const [{ id: skuId }] = await rowsOf<{ id: number }>(server.db, sql`
      select k.id from product_skus k join products p on p.id = k.product_id
      where p.shop_id = ${sku.shopId} and not p.hidden and not exists (select 1 from product_skus o where o.product_id = p.id and o.stock <= 5) limit 1`)
    await server.db.execute(sql`update product_skus set stock = 3 where id = ${skuId}`)
    expect((await overview()).low_stock).toEqual({ count: asked.low_stock.count + 1, threshold: 5 })
  })

  it('low stock links to the products running low, each marked; sold out is its own filter', async () => {
    const products = async (stock?: string) => {
      const res = await server.call(merchantProductList, { query: { limit: 50, ...(stock ? { stock } : {}) } as never }, { token: merchant })
      expect(res.body.code, res.text).toBe(1)
      return res.body.data as { total: number; list: Array<{ id: number; low_stock: boolean }> }
    }
    const [{ id: productId }] = await rowsOf<{ id: number }>(server.db, sql`
      select p.id from products p where p.shop_id = ${sku.shopId} and not p.hidden and p.id <> ${sku.productId} order by p.id desc limit 1`)
    await server.db.execute(sql`update product_skus set stock = 0 where product_id = ${productId}`)
    const low = await products('low')
    expect(low.list.map((p) => p.id)).toContain(productId)
    expect(low.list.every((p) => p.low_stock)).toBe(true)
    expect(low.total).toBe((await overview()).low_stock.count + (await rowsOf<{ n: number }>(server.db, sql`
      select count(*)::int as n from products p where p.shop_id = ${sku.shopId} and p.hidden and exists (select 1 from product_skus k where k.product_id = p.id and k.stock <= 5)`))[0]!.n)
    expect((await products('out')).list.map((p) => p.id)).toContain(productId)
    const all = await products()
    expect(all.list.find((p) => p.id === productId)?.low_stock).toBe(true)
    expect((await server.call(merchantProductList, { query: { stock: 'some' } as never }, { token: merchant })).status).toBe(400)
  })

  it('only for merchants', async () => {
    const order = await orderAt(server, sku, 0, merchant)
    expect((await server.call(merchantOverview, {}, { token: order.shopper.token })).status).toBe(403)
    expect((await server.call(merchantOverview, {})).status).toBe(401)
  })
})

describe('deposit channels', () => {
  it('a BSC, BEP20 or HECO network is refused, as the storefront tells shoppers, and nothing is added', async () => {
    const operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    const count = async () => (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from deposit_channels`))[0]!.n
    const before = await count()
    for (const [code, name] of [['BSC', 'BNB Smart Chain'], ['BEP20', 'Binance (BEP20)'], ['USDTX', 'HECO chain']]) {
      const res = await server.call(adminCreateDepositChannel, {
        body: { kind: 'chain', code, name, token: 'USDT', address: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432' },
      }, { token: operator, lang: 'vi' })
      expect(res.status, code).toBe(400)
      expect(res.body.msg).toBe('Không hỗ trợ nạp qua DEX, BSC và HECO, như cửa hàng đã thông báo cho người mua: hãy chọn mạng khác')
    }
    expect(await count()).toBe(before)
  })
})
