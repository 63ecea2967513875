// Shops (hot, detail, follow, followed), favourites and putting things into the bag: idempotent
// follows, counters equal to seeded history plus rows, and the bag's rules.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cartAdd } from '../../src/contract/cart'
import { productDetail } from '../../src/contract/catalogue'
import { favouriteList, toggleFavourite } from '../../src/contract/favourites'
import { followedShops, followShop, hotShops, shopDetail, unfollowShop } from '../../src/contract/shops'
import { rowsOf } from '../support/db-rows'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let token: string
let otherToken: string
beforeAll(async () => {
  server = await createTestServer()
  token = await server.login()
  otherToken = await server.login('merchant', 'merchant1234')
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

async function ok<T = any>(res: Promise<{ status: number; body: { code: number; msg: string; data: T }; text: string }>, msg?: string): Promise<T> {
  const answer = await res
  expect(answer.status, answer.text).toBe(200)
  expect(answer.body.code, answer.text).toBe(1)
  if (msg !== undefined) expect(answer.body.msg).toBe(msg)
  return answer.body.data
}

const fansInDb = async (shopId: number) =>
  (await rowsOf<{ fans: number; expected: number }>(server.db, sql`
    select fans, seeded_fans + (select count(*) from shop_follows f where f.shop_id = s.id)::int as expected from shops s where id = ${shopId}`))[0]

describe('shops', () => {
  it('hot shops: by total sales, with the shop card of the contract', async () => {
    const hot = await ok(server.call(hotShops, { query: { limit: 50 } }, { lang: 'vi' }))
    expect(hot.total).toBe(14)
    for (let i = 1; i < hot.list.length; i++) expect(hot.list[i - 1].sales >= hot.list[i].sales).toBe(true)
    const [first] = hot.list
    const [sums] = await rowsOf<{ sales: number; n: number }>(server.db, sql`select sum(sales)::int as sales, count(*)::int as n from products where shop_id = ${first.id}`)
    expect(first).toMatchObject({ sales: sums.sales, product_count: sums.n })
    expect(first.favorable_rate).toMatch(/^\d{1,3}\.\d$/)
    expect(first.logo).toMatch(/^\/uploads\/catalogue\/shops\/.+\.svg$/)
  })

  it('detail: city and description in the shopper language, favourable rate from the reviews', async () => {
    const vi = await ok(server.call(shopDetail, { query: { id: 1 } }, { lang: 'vi' }))
    const en = await ok(server.call(shopDetail, { query: { id: 1 } }, { lang: 'en' }))
    expect(vi).toMatchObject({ id: 1, name: 'Saigon Tech Hub', city: 'TP. Hồ Chí Minh', followed: false })
    expect(en.city).toBe('Ho Chi Minh City')
    expect(vi.description).not.toBe(en.description)
    const [rate] = await rowsOf<{ rate: string }>(server.db, sql`
      select round(count(*) filter (where r.product_score >= 4) * 100.0 / count(*), 1)::text as rate
      from reviews r join products p on p.id = r.product_id where p.shop_id = 1`)
    expect(vi.favorable_rate).toBe(rate.rate)
    expect((await server.call(shopDetail, { query: { id: 999 } })).body).toMatchObject({ code: 0, msg: 'This shop does not exist' })
  })

  it('follow twice, unfollow twice: one row, fans +1 then back, and the detail shows it at once', async () => {
    const before = await ok(server.call(shopDetail, { query: { id: 2 } }, { token }))
    expect(before.followed).toBe(false)
    const followed = await ok(server.call(followShop, { body: { shop_id: 2 } }, { token }), 'Followed')
    expect(followed).toEqual({ followed: true, fans: before.fans + 1 })
    expect(await ok(server.call(followShop, { body: { shop_id: 2 } }, { token }))).toEqual({ followed: true, fans: before.fans + 1 })
    const after = await ok(server.call(shopDetail, { query: { id: 2 } }, { token }))
    expect(after).toMatchObject({ followed: true, fans: before.fans + 1 })
    // Another shopper sees the new count but not the follow.
    expect(await ok(server.call(shopDetail, { query: { id: 2 } }, { token: otherToken }))).toMatchObject({ followed: false, fans: before.fans + 1 })
    // The product detail's shop card moves with it.
    const [{ id: productId }] = await rowsOf<{ id: number }>(server.db, sql`select id from products where shop_id = 2 limit 1`)
    expect((await ok(server.call(productDetail, { query: { id: productId } }))).shop.fans).toBe(before.fans + 1)
    expect(await fansInDb(2)).toEqual({ fans: before.fans + 1, expected: before.fans + 1 })

    expect(await ok(server.call(unfollowShop, { body: { shop_id: 2 } }, { token }), 'Unfollowed')).toEqual({ followed: false, fans: before.fans })
    expect(await ok(server.call(unfollowShop, { body: { shop_id: 2 } }, { token }))).toEqual({ followed: false, fans: before.fans })
    expect((await ok(server.call(productDetail, { query: { id: productId } }))).shop.fans).toBe(before.fans)
    expect(await fansInDb(2)).toEqual({ fans: before.fans, expected: before.fans })
  })

  it('counters equal seeded history plus rows after many follows, unfollows and visits', async () => {
    const follows = [[token, 3], [otherToken, 3], [token, 4], [token, 3], [otherToken, 4]] as const
    await Promise.all(follows.map(([t, shop_id]) => server.call(followShop, { body: { shop_id } }, { token: t })))
    await server.call(unfollowShop, { body: { shop_id: 4 } }, { token })
    const [row] = await rowsOf<{ bad: number }>(server.db, sql`
      select count(*)::int as bad from shops s where s.fans <> s.seeded_fans + (select count(*) from shop_follows f where f.shop_id = s.id)`)
    expect(row.bad).toBe(0)
    expect((await fansInDb(3)).fans - (await rowsOf<{ seeded_fans: number }>(server.db, sql`select seeded_fans from shops where id = 3`))[0].seeded_fans).toBe(2)
  })

  it('followed shops: latest first, only the shopper own', async () => {
    await ok(server.call(followShop, { body: { shop_id: 5 } }, { token }))
    await ok(server.call(followShop, { body: { shop_id: 6 } }, { token }))
    const list = await ok(server.call(followedShops, { query: {} }, { token }))
    expect(list.list.slice(0, 2).map((s: { id: number }) => s.id)).toEqual([6, 5])
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from shop_follows f join users u on u.id = f.user_id where u.account = 'demo'`)
    expect(list.total).toBe(n)
  })

  it('refuses an unknown shop to follow and a visitor', async () => {
    expect((await server.call(followShop, { body: { shop_id: 999 } }, { token })).body).toMatchObject({ code: 0, msg: 'This shop does not exist' })
    for (const [call, input] of [[followShop, { body: { shop_id: 1 } }], [unfollowShop, { body: { shop_id: 1 } }], [followedShops, { query: {} }]] as const) {
      const res = await server.call(call, input as never)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(401)
    }
  })
})

describe('favourites', () => {
  it('toggle adds then removes, saying which; the list is latest first', async () => {
    expect(await ok(server.call(toggleFavourite, { body: { product_id: 10 } }, { token }), 'Added to favourites')).toEqual({ favourited: true })
    expect(await ok(server.call(toggleFavourite, { body: { product_id: 11 } }, { token }))).toEqual({ favourited: true })
    const list = await ok(server.call(favouriteList, { query: {} }, { token }, ), undefined)
    expect(list.list.map((p: { id: number }) => p.id).slice(0, 2)).toEqual([11, 10])
    expect(await ok(server.call(toggleFavourite, { body: { product_id: 10 } }, { token }), 'Removed from favourites')).toEqual({ favourited: false })
    const after = await ok(server.call(favouriteList, { query: {} }, { token }))
    expect(after.list.map((p: { id: number }) => p.id)).not.toContain(10)
    const vi = await server.call(toggleFavourite, { body: { product_id: 10 } }, { token, lang: 'vi' })
    expect(vi.body.msg).not.toBe('Added to favourites')
  })

  it('refuses an unknown product and a visitor', async () => {
    expect((await server.call(toggleFavourite, { body: { product_id: 999999 } }, { token })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    expect((await server.call(toggleFavourite, { body: { product_id: 1 } })).status).toBe(401)
    expect((await server.call(favouriteList, { query: {} })).status).toBe(401)
  })
})

describe('adding to the bag', () => {
  async function skuOf(where = sql`stock >= 99`) {
    const [sku] = await rowsOf<{ id: number; product_id: number; stock: number }>(server.db, sql`select id, product_id, stock from product_skus where ${where} order by id limit 1`)
    return sku
  }

  it('adds a line, then adds to the same line; says "Added to bag"', async () => {
    const sku = await skuOf()
    const first = await ok(server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: 2 } }, { token }), 'Added to bag')
    expect(first).toMatchObject({ quantity: 2, lines: 1 })
    const second = await ok(server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: 3 } }, { token }))
    expect(second).toEqual({ id: first.id, quantity: 5, lines: 1 })
  })

  it('refuses more than 99 of one SKU, more than the stock, and a SKU of another product', async () => {
    const sku = await skuOf(sql`stock >= 99 and id > 1`)
    await ok(server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: 98 } }, { token: otherToken }))
    const full = await server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: 2 } }, { token: otherToken })
    expect(full.body).toMatchObject({ code: 0, msg: 'Your bag holds at most 99 of one item and 100 lines' })
    const scarce = await skuOf(sql`stock between 3 and 20`)
    const over = await server.call(cartAdd, { body: { product_id: scarce.product_id, sku_id: scarce.id, quantity: scarce.stock + 1 } }, { token })
    expect(over.body).toMatchObject({ code: 0, msg: 'Not enough stock for this specification' })
    const soldOut = await skuOf(sql`stock = 0`)
    expect((await server.call(cartAdd, { body: { product_id: soldOut.product_id, sku_id: soldOut.id, quantity: 1 } }, { token })).body.msg).toBe('Not enough stock for this specification')
    const other = await skuOf(sql`product_id <> ${sku.product_id}`)
    const wrong = await server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: other.id, quantity: 1 } }, { token })
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Please choose a specification of this product' })
    const unknown = await server.call(cartAdd, { body: { product_id: 999999, sku_id: sku.id, quantity: 1 } }, { token })
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
  })

  it('refuses a 101st line', async () => {
    const fresh = await server.request('POST', '/api/user/register', { body: { account: 'bagger', password: 'secret-pass', email: 'bagger@example.com', mobile: '0901234599', family_name: 'B', given_name: 'G' } })
    const bagToken = fresh.body.data.userinfo.token
    const skus = await rowsOf<{ id: number; product_id: number }>(server.db, sql`select id, product_id from product_skus where stock > 0 order by id limit 101`)
    const [{ id: userId }] = await rowsOf<{ id: number }>(server.db, sql`select id from users where account = 'bagger'`)
    // 100 lines straight into the table; the 101st through the call.
    for (const sku of skus.slice(0, 100)) {
      await server.db.execute(sql`insert into cart_lines (user_id, product_id, sku_id, quantity) values (${userId}, ${sku.product_id}, ${sku.id}, 1)`)
    }
    const last = skus[100]
    const res = await server.call(cartAdd, { body: { product_id: last.product_id, sku_id: last.id, quantity: 1 } }, { token: bagToken })
    expect(res.body).toMatchObject({ code: 0, msg: 'Your bag holds at most 99 of one item and 100 lines' })
    // An existing line can still grow.
    expect(await ok(server.call(cartAdd, { body: { product_id: skus[0].product_id, sku_id: skus[0].id, quantity: 1 } }, { token: bagToken }))).toMatchObject({ quantity: 2, lines: 100 })
  })

  it('keeps one line when the same SKU is added at once several times', async () => {
    const sku = await skuOf(sql`stock >= 99 and id > 5`)
    const results = await Promise.all(Array.from({ length: 5 }, () => server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: 3 } }, { token })))
    expect(results.every((r) => r.body.code === 1)).toBe(true)
    const lines = await rowsOf<{ quantity: number }>(server.db, sql`select quantity from cart_lines c join users u on u.id = c.user_id where u.account = 'demo' and sku_id = ${sku.id}`)
    expect(lines).toEqual([{ quantity: 15 }])
  })

  it('refuses bad quantities and a visitor', async () => {
    const sku = await skuOf()
    for (const quantity of [0, -1, 100, 1.5, 'many']) {
      const res = await server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: quantity as number } }, { token })
      expect(res.status, String(quantity)).toBe(400)
      expect(res.body.msg).toBe('Quantity must be between 1 and 99')
    }
    expect((await server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity: 1 } })).status).toBe(401)
  })
})
