// The product calls of the catalogue: categories, lists in every sort with stable paging, hot and
// recommended products, the detail in the shopper's language (English when a text is missing),
// evaluations, the seen count and the currency rates.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { categoryList, hotProducts, productDetail, productEvaluations, productList, productSeen, recommendedProducts } from '../../src/contract/catalogue'
import { currencyRates } from '../../src/contract/currency'
import { toggleFavourite } from '../../src/contract/favourites'
import { rowsOf } from '../support/db-rows'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await createTestServer()
  token = await server.login()
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

type Card = { id: number; title: string; price: string; sales: number; stock: number; shop_id: number; category_id: number; image: string }
const cents = (price: string) => Math.round(Number(price) * 100)

async function ok<T = any>(res: Promise<{ status: number; body: { code: number; data: T }; text: string }>): Promise<T> {
  const answer = await res
  expect(answer.status, answer.text).toBe(200)
  expect(answer.body.code, answer.text).toBe(1)
  return answer.body.data
}

/** Every page of a list, to check that paging neither repeats nor skips. */
async function allPages(query: Record<string, string | number>, limit = 7): Promise<{ cards: Card[]; total: number }> {
  const cards: Card[] = []
  let total = 0
  for (let page = 1; page < 100; page++) {
    const data = await ok(server.call(productList, { query: { ...query, page, limit } }))
    total = data.total
    cards.push(...data.list)
    if (data.list.length < limit) break
  }
  return { cards, total }
}

describe('categories', () => {
  it('lists the ten categories in order, named in the shopper language, with product counts', async () => {
    const en = await ok(server.call(categoryList, {}, { lang: 'en' }))
    expect(en.map((c: { key: string }) => c.key)).toEqual(['computer', 'electrical', 'outdoors', 'familyLife', 'health', 'mensClothing', 'womensClothing', 'food', 'mobilePhone', 'toys'])
    expect(en[8]).toMatchObject({ key: 'mobilePhone', name: 'Mobile phone', product_count: 22 })
    const vi = await ok(server.call(categoryList, {}, { lang: 'vi' }))
    expect(vi[8].name).not.toBe('Mobile phone')
    expect(vi[8].name.length).toBeGreaterThan(0)
  })
})

describe('product list', () => {
  it('pages through every product once, by sales (the default), id breaking ties', async () => {
    const { cards, total } = await allPages({})
    expect(total).toBe(220)
    expect(cards.length).toBe(220)
    expect(new Set(cards.map((c) => c.id)).size).toBe(220)
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1], cards[i]]
      expect(a.sales > b.sales || (a.sales === b.sales && a.id > b.id), `${a.id} before ${b.id}`).toBe(true)
    }
  })

  it('sorts by price both ways and by newest, without repeating across pages', async () => {
    const up = (await allPages({ sort: 'price_asc' }, 50)).cards
    expect(new Set(up.map((c) => c.id)).size).toBe(220)
    for (let i = 1; i < up.length; i++) expect(cents(up[i - 1].price) <= cents(up[i].price)).toBe(true)
    const down = (await allPages({ sort: 'price_desc' }, 50)).cards
    for (let i = 1; i < down.length; i++) expect(cents(down[i - 1].price) >= cents(down[i].price)).toBe(true)
    const newest = (await allPages({ sort: 'new' }, 50)).cards
    expect(new Set(newest.map((c) => c.id)).size).toBe(220)
    const dates = await rowsOf<{ id: number; created_at: Date }>(server.db, sql`select id, created_at from products`)
    const at = new Map(dates.map((d) => [d.id, new Date(d.created_at).getTime()]))
    for (let i = 1; i < newest.length; i++) expect(at.get(newest[i - 1].id)! >= at.get(newest[i].id)!).toBe(true)
  })

  it('filters by category, shop and price range (on the lowest SKU price)', async () => {
    const phones = await ok(server.call(productList, { query: { category_id: 9, limit: 50 } }))
    expect(phones.total).toBe(22)
    expect(phones.list.every((c: Card) => c.category_id === 9)).toBe(true)
    const shop = await ok(server.call(productList, { query: { shop_id: 1, limit: 50 } }))
    expect(shop.total).toBeGreaterThan(0)
    expect(shop.list.every((c: Card) => c.shop_id === 1)).toBe(true)
    const ranged = await allPages({ min_price: '10', max_price: '20.5' }, 50)
    expect(ranged.total).toBeGreaterThan(0)
    expect(ranged.cards.every((c) => cents(c.price) >= 1000 && cents(c.price) <= 2050)).toBe(true)
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from products where price between 10 and 20.5`)
    expect(ranged.total).toBe(n)
  })

  it('refuses a minimum above the maximum, and unknown categories and shops', async () => {
    const range = await server.call(productList, { query: { min_price: '50', max_price: '10' } })
    expect(range.body).toMatchObject({ code: 0, msg: 'Please fill a correct price range' })
    expect(range.status).toBe(200)
    expect((await server.call(productList, { query: { category_id: 999 } })).body).toMatchObject({ code: 0, msg: 'This category does not exist' })
    expect((await server.call(productList, { query: { shop_id: 999 } })).body).toMatchObject({ code: 0, msg: 'This shop does not exist' })
  })

  it('answers an empty page past the end with the real total', async () => {
    const data = await ok(server.call(productList, { query: { page: 1000, limit: 50 } }))
    expect(data).toEqual({ list: [], total: 220, page: 1000, limit: 50 })
  })

  it('shows cards with titles in the shopper language, the lowest price and the stock over all SKUs', async () => {
    const [card] = (await ok(server.call(productList, { query: { limit: 1 } }, { lang: 'ja' }))).list as Card[]
    const skus = await rowsOf<{ price: string; stock: number }>(server.db, sql`select price::text, stock from product_skus where product_id = ${card.id}`)
    expect(card.price).toBe(skus.map((s) => s.price).sort((a, b) => cents(a) - cents(b))[0])
    expect(card.stock).toBe(skus.reduce((sum, s) => sum + s.stock, 0))
    const [row] = await rowsOf<{ title: Record<string, string> }>(server.db, sql`select title from products where id = ${card.id}`)
    expect(card.title).toBe(row.title.ja)
    expect(card.image).toMatch(/^\/uploads\/catalogue\/products\/.+-1\.svg$/)
  })
})

describe('hot and recommended products', () => {
  it('hot: by sales', async () => {
    const hot = await ok(server.call(hotProducts, { query: { limit: 20 } }))
    expect(hot.total).toBe(220)
    for (let i = 1; i < hot.list.length; i++) expect(hot.list[i - 1].sales >= hot.list[i].sales).toBe(true)
  })

  it('recommend for a product: its category first, then its shop, never itself', async () => {
    const [product] = (await ok(server.call(productList, { query: { category_id: 9, limit: 1 } }))).list as Card[]
    const recommended = await ok(server.call(recommendedProducts, { query: { product_id: product.id, limit: 50 } }))
    const ids = recommended.list.map((c: Card) => c.id)
    expect(ids).not.toContain(product.id)
    const sameCategory = recommended.list.filter((c: Card) => c.category_id === 9).length
    expect(sameCategory).toBe(21)
    expect(recommended.list.slice(0, sameCategory).every((c: Card) => c.category_id === 9)).toBe(true)
    expect(recommended.list.slice(sameCategory).every((c: Card) => c.shop_id === product.shop_id)).toBe(true)
  })

  it('recommend for the home page: another order than hot; unknown product refused', async () => {
    const home = await ok(server.call(recommendedProducts, { query: { limit: 10 } }))
    const hot = await ok(server.call(hotProducts, { query: { limit: 10 } }))
    expect(home.total).toBe(220)
    expect(home.list.map((c: Card) => c.id)).not.toEqual(hot.list.map((c: Card) => c.id))
    const unknown = await server.call(recommendedProducts, { query: { product_id: 99999 } })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
  })
})

describe('product detail', () => {
  it('answers gallery, SKUs, counts, shop, category and rating in the shopper language', async () => {
    const detail = await ok(server.call(productDetail, { query: { id: 1 } }, { lang: 'vi' }))
    const [row] = await rowsOf<{ title: Record<string, string>; views: number; sales: number }>(server.db, sql`select title, views, sales from products where id = 1`)
    expect(detail.title).toBe(row.title.vi)
    expect(detail.seen).toBe(row.views)
    expect(detail.sales).toBe(row.sales)
    expect(detail.images.length).toBeGreaterThanOrEqual(2)
    expect(detail.images[0]).toBe(detail.image)
    expect(detail.skus.length).toBeGreaterThanOrEqual(1)
    expect(detail.stock).toBe(detail.skus.reduce((sum: number, s: { stock: number }) => sum + s.stock, 0))
    expect(cents(detail.price)).toBe(Math.min(...detail.skus.map((s: { price: string }) => cents(s.price))))
    expect(cents(detail.price_max)).toBe(Math.max(...detail.skus.map((s: { price: string }) => cents(s.price))))
    expect(detail.category.name).not.toBe(detail.category.key)
    expect(detail.shop.id).toBe(detail.shop_id)
    expect(detail.favourited).toBe(false)
    // The rating comes from the review rows.
    const [stats] = await rowsOf<{ n: number; avg: string }>(server.db, sql`select count(*)::int as n, round(coalesce(avg(product_score), 0), 1)::text as avg from reviews where product_id = 1`)
    expect(detail.rating.count).toBe(stats.n)
    expect(detail.rating.product).toBe(stats.avg)
    const en = await ok(server.call(productDetail, { query: { id: 1 } }, { lang: 'en' }))
    expect(en.title).toBe(row.title.en)
    expect(en.spec_name).not.toBe(detail.spec_name)
  })

  it('falls back to English for a text missing in the shopper language', async () => {
    await server.db.execute(sql`update products set title = title - 'th', description = description - 'th' where id = 2`)
    await server.db.execute(sql`update product_skus set label = label - 'th' where product_id = 2`)
    const th = await ok(server.call(productDetail, { query: { id: 2 } }, { lang: 'th' }))
    const en = await ok(server.call(productDetail, { query: { id: 2 } }, { lang: 'en' }))
    expect(th.title).toBe(en.title)
    expect(th.description).toBe(en.description)
    expect(th.skus[0].label).toBe(en.skus[0].label)
  })

  it('refuses an unknown product with HTTP 200 and code 0', async () => {
    const res = await server.call(productDetail, { query: { id: 999999 } }, { lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 0, msg: 'This product does not exist or is no longer sold', data: null })
  })

  it('says whether the logged-in shopper has it among the favourites, never to a visitor', async () => {
    await ok(server.call(toggleFavourite, { body: { product_id: 3 } }, { token }))
    expect((await ok(server.call(productDetail, { query: { id: 3 } }, { token }))).favourited).toBe(true)
    // The same cached detail, another viewer: the visitor's answer is their own.
    expect((await ok(server.call(productDetail, { query: { id: 3 } }))).favourited).toBe(false)
  })
})

describe('seen count', () => {
  it('counts each visit once, and the detail shows it at once despite the cache', async () => {
    const before = (await ok(server.call(productDetail, { query: { id: 4 } }))).seen
    const first = await ok(server.call(productSeen, { body: { product_id: 4, visit: 'visit-aaaa-0001' } }))
    expect(first).toEqual({ seen: before + 1 })
    expect((await ok(server.call(productDetail, { query: { id: 4 } }))).seen).toBe(before + 1)
    const again = await ok(server.call(productSeen, { body: { product_id: 4, visit: 'visit-aaaa-0001' } }))
    expect(again).toEqual({ seen: before + 1 })
    await ok(server.call(productSeen, { body: { product_id: 4, visit: 'visit-aaaa-0002' } }))
    expect((await ok(server.call(productDetail, { query: { id: 4 } }))).seen).toBe(before + 2)
  })

  it('keeps views = seeded views + visit rows', async () => {
    await ok(server.call(productSeen, { body: { product_id: 5, visit: 'visit-bbbb-0001' } }))
    const [row] = await rowsOf<{ bad: number }>(server.db, sql`
      select count(*)::int as bad from products p
      where p.views <> p.seeded_views + (select count(*) from product_views v where v.product_id = p.id)`)
    expect(row.bad).toBe(0)
  })

  it('refuses an unknown product and a malformed visit id', async () => {
    expect((await server.call(productSeen, { body: { product_id: 999999, visit: 'visit-cccc-0001' } })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    const bad = await server.call(productSeen, { body: { product_id: 1, visit: 'a b' } })
    expect(bad.status).toBe(400)
  })
})

describe('evaluations', () => {
  it('pages newest first, names masked, SKU label in the shopper language', async () => {
    const [{ product_id, n }] = await rowsOf<{ product_id: number; n: number }>(server.db, sql`
      select product_id, count(*)::int as n from reviews group by product_id order by count(*) desc, product_id limit 1`)
    const first = await ok(server.call(productEvaluations, { query: { product_id, limit: 3 } }, { lang: 'ko' }))
    const second = await ok(server.call(productEvaluations, { query: { product_id, page: 2, limit: 3 } }, { lang: 'ko' }))
    expect(first.total).toBe(n)
    const list = [...first.list, ...second.list]
    expect(new Set(list.map((e: { id: number }) => e.id)).size).toBe(list.length)
    for (let i = 1; i < list.length; i++) expect(list[i - 1].created_at >= list[i].created_at).toBe(true)
    for (const evaluation of list) {
      expect(evaluation.user_name).toMatch(/^.\*\*\*.$/u)
      expect(evaluation.content.length).toBeGreaterThan(0)
      expect(evaluation.sku_label.length).toBeGreaterThan(0)
    }
    const labels = await rowsOf<{ ko: string }>(server.db, sql`select k.label ->> 'ko' as ko from reviews r join product_skus k on k.id = r.sku_id where r.id = ${list[0].id}`)
    expect(list[0].sku_label).toBe(labels[0].ko)
  })

  it('answers an empty page for a product without reviews and refuses an unknown one', async () => {
    const [row] = await rowsOf<{ id: number }>(server.db, sql`select p.id from products p where not exists (select 1 from reviews r where r.product_id = p.id) limit 1`)
    expect(await ok(server.call(productEvaluations, { query: { product_id: row.id } }))).toEqual({ list: [], total: 0, page: 1, limit: 10 })
    expect((await server.call(productEvaluations, { query: { product_id: 999999 } })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
  })
})

describe('currency rates', () => {
  it('answers every display currency as an exact decimal', async () => {
    const rates = await ok(server.call(currencyRates))
    expect(rates).toEqual([
      { code: 'USD', rate: '1', base: true },
      { code: 'VND', rate: '25400', base: false },
      { code: 'CNY', rate: '7.2', base: false },
      { code: 'JPY', rate: '150', base: false },
      { code: 'KRW', rate: '1380', base: false },
      { code: 'THB', rate: '35', base: false },
    ])
  })
})
