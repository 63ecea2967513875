// The merchant's own shop through the API: the figures are the public shop page's and follow the
// rows (follows, reviews, sold items); sales per day count paid orders in the shop's time zone;
// the profile changes with the name unique whatever its case, and bad input is refused in the
// merchant's language with nothing changed; completed orders show as settlements with the
// commission kept; another merchant, a shopper and a visitor get nothing of the shop.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bill } from '../../src/contract/bill'
import { productList } from '../../src/contract/catalogue'
import { merchantSettlements, merchantShop, merchantShopSales, merchantShopUpdate } from '../../src/contract/merchant-shop'
import { orderReview } from '../../src/contract/reviews'
import { followShop, shopDetail } from '../../src/contract/shops'
import { withdraw, withdrawalLog } from '../../src/contract/withdrawals'
import { rowsOf } from '../support/db-rows'
import { confirm, merchantSku, merchantToken, orderAt, pay, placeOrder, ship, uploadPicture, type PlacedOrder } from './support/order-steps'
import { newShopper, payHeaders, skusOfShops, type TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'
import { cents, expectMoneyHolds } from './support/wallet-steps'

let server: TestServer
let sku: TestSku
let merchant: string
let shopId: number
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  shopId = sku.shopId
  merchant = await merchantToken(server)
})
afterAll(() => server.close())
afterEach(() => expectMoneyHolds(server))

async function ok<T = any>(res: Promise<{ body: { code: number; data: T }; text: string }>, what = 'call'): Promise<T> {
  const answer = await res
  if (answer.body?.code !== 1) throw new Error(`${what} refused: ${answer.text}`)
  return answer.body.data
}

const profile = (token = merchant, lang?: string) => ok(server.call(merchantShop, {}, { token, lang }), 'profile')
const sales = (days: number, token = merchant) => ok(server.call(merchantShopSales, { query: { days } }, { token }), 'sales')
const UPLOAD_AGAIN = 'That picture was not uploaded here: please upload it again'
const shopRow = async (id = shopId) =>
  (await rowsOf<Record<string, unknown>>(server.db, sql`
    select name, logo, description, contact, category_id, time_zone from shops where id = ${id}`))[0]!

/** The profile as the form sends it, from what the shop has now. */
async function formOf(token = merchant) {
  const shop = await profile(token)
  return { name: shop.name, description: shop.description, category_id: shop.category_id ?? 1, contact: shop.contact || 'hello@shop.example', time_zone: shop.time_zone }
}

/** Moves the server's clock to `at` (sessions last 3 days: the jumps here stay within one). */
function clockAt(at: Date) {
  server.clock.advance(at.getTime() - server.clock().getTime())
}

/** The local date (YYYY-MM-DD) of an instant in a time zone, by the runtime's own calendar. */
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** Another merchant with a shop of their own (a seeded shop handed to a new account). */
async function otherMerchant(): Promise<{ token: string; shopId: number }> {
  const shopper = await newShopper(server)
  const [shop] = await rowsOf<{ id: number }>(server.db, sql`select id from shops where key = 'hanoi-home-living'`)
  await server.db.execute(sql`update users set role = 'merchant' where id = ${shopper.userId}`)
  await server.db.execute(sql`update shops set owner_user_id = ${shopper.userId} where id = ${shop!.id}`)
  return { token: shopper.token, shopId: shop!.id }
}

describe('the shop and its figures', () => {
  it('the public shop page’s figures, which follow the rows: a follow, a review, items sold', async () => {
    const before = await profile()
    const publicPage = await ok(server.call(shopDetail, { query: { id: shopId } }))
    expect(before).toMatchObject({
      id: shopId, name: DEMO_ACCOUNTS.merchant.shopName, logo: publicPage.logo, city: 'Ho Chi Minh City', time_zone: 'Asia/Ho_Chi_Minh',
      fans: publicPage.fans, favorable_rate: publicPage.favorable_rate, sales: publicPage.sales, product_count: publicPage.product_count,
    })
    expect(before.description.en).toBe(publicPage.description)
    expect(before.description.vi).toBe('Máy tính, điện thoại và phụ kiện chính hãng, bảo hành đầy đủ.')

    // Counted again from the rows, not from the answer.
    const [rows] = await rowsOf<{ fans: number; sold: number; products: number; reviews: number; favourable: number }>(server.db, sql`
      select (select seeded_fans from shops where id = ${shopId}) + (select count(*) from shop_follows where shop_id = ${shopId})::int as fans,
        (select sum(sales) from products where shop_id = ${shopId})::int as sold, (select count(*) from products where shop_id = ${shopId})::int as products,
        (select count(*) from reviews r join products p on p.id = r.product_id where p.shop_id = ${shopId})::int as reviews,
        (select count(*) from reviews r join products p on p.id = r.product_id where p.shop_id = ${shopId} and r.product_score >= 4)::int as favourable`)
    expect(before.fans).toBe(rows!.fans)
    expect(before.sales).toBe(rows!.sold)
    expect(before.product_count).toBe(rows!.products)
    expect(before.favorable_rate).toBe((Math.round((rows!.favourable * 1000) / rows!.reviews) / 10).toFixed(1))

    // A new fan, two items paid, and a one-star review of a received order.
    const order = await orderAt(server, sku, 3, merchant, { quantity: 2 })
    await ok(server.call(followShop, { body: { shop_id: shopId } }, { token: order.shopper.token }), 'follow')
    await ok(server.call(orderReview, { body: { order_id: order.id, product_id: sku.productId, product_score: 1, service_score: 1, postage_score: 1, content: 'Broke on day one.' } }, { token: order.shopper.token }), 'review')
    const after = await profile()
    expect(after.fans).toBe(before.fans + 1)
    expect(after.sales).toBe(before.sales + 2)
    expect(after.favorable_rate).toBe((Math.round((rows!.favourable * 1000) / (rows!.reviews + 1)) / 10).toFixed(1))
  })
})

describe('sales per day', () => {
  it('7 to 90 days ending today, oldest first, days without sales as 0', async () => {
    for (const days of [7, 30, 90]) {
      const answer = await sales(days)
      expect(answer.days).toHaveLength(days)
      const today = localDate(server.clock(), 'Asia/Ho_Chi_Minh')
      expect(answer.days.at(-1).date).toBe(today)
      expect(answer.days.map((d: { date: string }) => d.date)).toEqual([...answer.days.map((d: { date: string }) => d.date)].sort())
      expect(new Set(answer.days.map((d: { date: string }) => d.date)).size).toBe(days)
      for (const day of answer.days) expect(day.orders === 0).toBe(day.amount === '0.00')
    }
  })

  it('paid orders counted on the day of the shop’s time zone they were paid; unpaid ones and other shops not at all', async () => {
    const zone = 'Asia/Ho_Chi_Minh'
    // The shop's next midnight: 17:00 UTC, a moment when the shop's day and the UTC day differ.
    const now = server.clock()
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17))
    if (midnight <= now) midnight.setUTCDate(midnight.getUTCDate() + 1)
    const lateEvening = new Date(midnight.getTime() - 30 * 60_000)
    const afterMidnight = new Date(midnight.getTime() + 30 * 60_000)
    expect(lateEvening.toISOString().slice(0, 10)).toBe(afterMidnight.toISOString().slice(0, 10))

    const [evening, night] = [await placeOrder(server, sku, { quantity: 1 }), await placeOrder(server, sku, { quantity: 3 })]
    // Neither an order left unpaid nor another shop's paid order counts.
    await placeOrder(server, sku)
    const otherShopSku = (await skusOfShops(server.db, 3, 20)).find((s) => s.shopId !== shopId)!
    await ok(pay(server, await placeOrder(server, otherShopSku)), 'pay')
    clockAt(lateEvening)
    const before = await sales(7)
    await ok(pay(server, evening), 'pay')
    clockAt(afterMidnight)
    const dayBefore = await sales(7)
    await ok(pay(server, night), 'pay')
    const after = await sales(7)

    const [yesterday, today] = after.days.slice(-2)
    expect([yesterday.date, today.date]).toEqual([localDate(lateEvening, zone), localDate(afterMidnight, zone)])
    // The evening's order on the day it was paid; the night's alone on the new day.
    const previous = before.days.at(-1)
    expect([yesterday.date, yesterday.orders, cents(yesterday.amount)]).toEqual([previous.date, previous.orders + 1, cents(previous.amount) + cents(evening.total)])
    expect(dayBefore.days.at(-1)).toEqual({ date: today.date, orders: 0, amount: '0.00' })
    expect(today).toEqual({ date: today.date, orders: 1, amount: night.total })
    expect(after.today).toEqual({ orders: 1, amount: night.total })

    // Every figure against the rows, the local day worked out here rather than in SQL.
    const paid = await rowsOf<{ total: string; paid_at: Date | string }>(server.db, sql`
      select total::text as total, paid_at from orders where shop_id = ${shopId} and paid_at is not null`)
    const expected = new Map<string, { orders: number; cents: number }>()
    for (const row of paid) {
      const day = localDate(new Date(row.paid_at), zone)
      const figure = expected.get(day) ?? { orders: 0, cents: 0 }
      expected.set(day, { orders: figure.orders + 1, cents: figure.cents + cents(row.total) })
    }
    const ninety = await sales(90)
    for (const day of ninety.days) {
      const figure = expected.get(day.date) ?? { orders: 0, cents: 0 }
      expect([day.date, day.orders, cents(day.amount)]).toEqual([day.date, figure.orders, figure.cents])
    }
    const month = today.date.slice(0, 7)
    const monthDays = ninety.days.filter((d: { date: string }) => d.date.startsWith(month))
    expect(ninety.month).toEqual({
      orders: monthDays.reduce((n: number, d: { orders: number }) => n + d.orders, 0),
      amount: (monthDays.reduce((n: number, d: { amount: string }) => n + cents(d.amount), 0) / 100).toFixed(2),
    })

    // Counted in UTC instead, both orders fall on one day.
    await ok(server.call(merchantShopUpdate, { body: { ...(await formOf()), time_zone: 'UTC' } }, { token: merchant }), 'update')
    const inUtc = await sales(7)
    expect(inUtc.time_zone).toBe('UTC')
    expect(inUtc.days.at(-1).date).toBe(afterMidnight.toISOString().slice(0, 10))
    expect(inUtc.today.orders).toBeGreaterThanOrEqual(2)
    await ok(server.call(merchantShopUpdate, { body: { ...(await formOf()), time_zone: zone } }, { token: merchant }), 'update')
  })

  it('a number of days outside 7 to 90 is refused in the merchant’s language', async () => {
    for (const days of ['6', '91', 'abc', '7.5']) {
      const res = await server.request('GET', merchantShopSales.path, { query: { days }, token: merchant })
      expect(res.status, days).toBe(400)
      expect(res.body.msg).toBe('Sales can be shown for 7 to 90 days')
    }
    const vi = await server.request('GET', merchantShopSales.path, { query: { days: 100 }, token: merchant, lang: 'vi' })
    expect(vi.body.msg).toBe('Chỉ có thể xem doanh số từ 7 đến 90 ngày')
  })
})

describe('changing the profile', () => {
  it('name, logo, description per language, category, contact and time zone; the storefront and search follow', async () => {
    const logo = await uploadPicture(server, merchant)
    const name = `Saigon Tech ${randomBytes(3).toString('hex')}`
    const res = await server.call(merchantShopUpdate, {
      body: {
        name: `  ${name} `, logo, category_id: 1, contact: ' +84 28 3822 1234 ', time_zone: 'Asia/Ho_Chi_Minh',
        description: { en: ' Laptops and phones, repaired too. ', vi: 'Máy tính và điện thoại, sửa chữa luôn.', ja: '' },
      },
    }, { token: merchant })
    expect(res.body).toMatchObject({ code: 1, msg: 'Saved successfully', data: { name, logo, category_id: 1, contact: '+84 28 3822 1234' } })
    expect(res.body.data.description).toEqual({ en: 'Laptops and phones, repaired too.', vi: 'Máy tính và điện thoại, sửa chữa luôn.' })
    expect(await shopRow()).toMatchObject({ name, logo, contact: '+84 28 3822 1234', category_id: 1 })

    // Shoppers see it at once, in their language; search finds the shop's products by the new name.
    const publicPage = await ok(server.call(shopDetail, { query: { id: shopId } }, { lang: 'vi' }))
    expect(publicPage).toMatchObject({ name, logo, description: 'Máy tính và điện thoại, sửa chữa luôn.' })
    expect((await ok(server.call(shopDetail, { query: { id: shopId } }, { lang: 'th' }))).description).toBe('Laptops and phones, repaired too.')
    const found = await ok(server.call(productList, { query: { keyword: name, limit: 50 } }))
    expect(found.total).toBeGreaterThan(0)
    expect(found.list.every((p: { shop_id: number }) => p.shop_id === shopId)).toBe(true)

    // Without a new logo the logo stays; the same name in another case is still one's own.
    const again = await ok(server.call(merchantShopUpdate, { body: { ...(await formOf()), name: name.toUpperCase() } }, { token: merchant }))
    expect(again).toMatchObject({ name: name.toUpperCase(), logo })
    await ok(server.call(merchantShopUpdate, { body: { ...(await formOf()), name: DEMO_ACCOUNTS.merchant.shopName } }, { token: merchant }))
  })

  it('bad input is refused in English and Vietnamese and changes nothing', async () => {
    const form = await formOf()
    const before = await shopRow()
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ ...form, name: '  ' }, 400, 'Please enter the shop name', 'Vui lòng nhập tên cửa hàng'],
      [{ ...form, name: 'x'.repeat(41) }, 400, 'The shop name can be at most 40 characters', ''],
      [{ ...form, name: 'HANOI home & LIVING' }, 200, 'The shop name HANOI home & LIVING is already taken', ''],
      [{ ...form, description: { vi: 'Chỉ tiếng Việt' } }, 400, 'Please describe the shop', 'Vui lòng mô tả cửa hàng'],
      [{ ...form, description: { en: 'Fine', th: 'ก'.repeat(501) } }, 400, 'The description can be at most 500 characters', ''],
      [{ ...form, contact: '' }, 400, 'Please enter how to contact the shop', ''],
      [{ ...form, category_id: 999_999 }, 200, 'This category does not exist', 'Danh mục không tồn tại'],
      [{ ...form, category_id: 'computer' }, 400, 'Please choose a category', ''],
      [{ ...form, logo: 'https://elsewhere.example/logo.png' }, 400, UPLOAD_AGAIN, ''],
      [{ ...form, logo: `/uploads/u/202611/${'a'.repeat(32)}.png` }, 200, UPLOAD_AGAIN, 'Hình ảnh này không được tải lên tại đây: vui lòng tải lên lại'],
      [{ ...form, time_zone: 'Mars/Olympus_Mons' }, 400, 'Please choose a time zone from the list', 'Vui lòng chọn múi giờ trong danh sách'],
      [{ ...form, time_zone: '+07:00' }, 400, 'Please choose a time zone from the list', ''],
    ]
    for (const [body, status, msg, vi] of cases) {
      const res = await server.call(merchantShopUpdate, { body: body as never }, { token: merchant })
      expect([res.status, res.body.code, res.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([status, 0, msg])
      if (vi) expect((await server.call(merchantShopUpdate, { body: body as never }, { token: merchant, lang: 'vi' })).body.msg).toBe(vi)
    }
    expect(await shopRow()).toEqual(before)
  })
})

describe('who may see and change the shop', () => {
  it('another merchant sees and changes only their own shop; a shopper is refused; a visitor must log in', async () => {
    const other = await otherMerchant()
    const theirs = await profile(other.token)
    expect(theirs.id).toBe(other.shopId)
    expect(theirs.name).toBe('Hanoi Home & Living')
    const before = await shopRow()
    await ok(server.call(merchantShopUpdate, { body: { ...(await formOf(other.token)), name: 'Hanoi Home and Living', description: { en: 'Lamps.' } } }, { token: other.token }))
    expect(await shopRow()).toEqual(before)
    expect((await shopRow(other.shopId)).name).toBe('Hanoi Home and Living')
    // Their sales are their shop's orders, none of the demo shop's.
    const ordersIn = (answer: { days: Array<{ orders: number }> }) => answer.days.reduce((n, d) => n + d.orders, 0)
    const paidOf = async (id: number) => (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from orders where shop_id = ${id} and paid_at is not null`))[0]!.n
    expect(ordersIn(await sales(90))).toBe(await paidOf(shopId))
    expect(ordersIn(await sales(90, other.token))).toBe(await paidOf(other.shopId))
    expect(await paidOf(shopId)).not.toBe(await paidOf(other.shopId))

    const shopper = await newShopper(server)
    for (const call of [merchantShop, merchantShopSales, merchantSettlements]) {
      const refused = await server.call(call, { query: {} as never }, { token: shopper.token })
      expect([refused.status, refused.body.code, refused.body.data ?? null]).toEqual([403, 0, null])
      expect((await server.call(call, { query: {} as never })).status).toBe(401)
    }
    const refused = await server.call(merchantShopUpdate, { body: await formOf() }, { token: shopper.token })
    expect(refused.status).toBe(403)
    expect(await shopRow()).toEqual(before)

    // A merchant whose shop is gone is told so.
    await server.db.execute(sql`update shops set owner_user_id = ${shopper.userId} where id = ${other.shopId}`)
    const gone = await server.call(merchantShop, {}, { token: other.token })
    expect(gone.body).toMatchObject({ code: 0, msg: 'This shop does not exist' })
  })
})

describe('money', () => {
  /** An order taken to completion by its shopper's review, which settles it. */
  async function completed(quantity: number): Promise<PlacedOrder> {
    const order = await placeOrder(server, sku, { quantity })
    await ok(pay(server, order), 'pay')
    await ok(ship(server, merchant, order.id), 'ship')
    await ok(confirm(server, order), 'confirm')
    await ok(server.call(orderReview, { body: { order_id: order.id, product_id: sku.productId, product_score: 5, service_score: 5, postage_score: 5, content: 'Great.' } }, { token: order.shopper.token }), 'review')
    return order
  }

  it('a completed order settles: the order, what escrow released, the commission kept, the income; the bill has the same row', async () => {
    const order = await completed(3)
    const { list, total } = await ok(server.call(merchantSettlements, { query: { limit: 5 } }, { token: merchant }))
    expect(total).toBeGreaterThan(0)
    const commission = Math.round(cents(order.total) * 0.05)
    expect(list[0]).toMatchObject({
      order_id: order.id, order_sn: order.sn, settled: order.total, commission: (commission / 100).toFixed(2), amount: ((cents(order.total) - commission) / 100).toFixed(2),
    })
    const ledger = await ok(server.call(bill, { query: { kind: 'income', limit: 1 } }, { token: merchant }))
    expect(ledger.list[0]).toMatchObject({ id: list[0].id, amount: list[0].amount, balance_after: list[0].balance_after, order_sns: [order.sn] })
    expect(ledger.balance).toBe(list[0].balance_after)
  })

  it('the merchant withdraws with their payment code like a shopper: held at once, waiting in their withdrawal records', async () => {
    await completed(2)
    const balance = (await ok(server.call(bill, { query: {} }, { token: merchant }))).balance as string
    const res = await server.call(withdraw, {
      body: { type: 'bank', amount: '20.00', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: DEMO_ACCOUNTS.merchant.paymentCode },
    }, { token: merchant, headers: payHeaders() })
    expect(res.body.code, res.text).toBe(1)
    expect(cents(res.body.data.balance)).toBe(cents(balance) - 2000)
    const records = await ok(server.call(withdrawalLog, { query: { status: '0' } }, { token: merchant }))
    expect(records.list[0]).toMatchObject({ id: res.body.data.withdrawal.id, amount: '20.00', status: 0, bank_card: '•••• 5678' })
  })
})
