// Search the way shoppers of this market type: Vietnamese with or without accents, Chinese,
// Japanese and Thai without spaces, English from any language, any case; wildcards are literal.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { productList, searchSuggestions } from '../../src/contract/catalogue'
import { SHOP_RATINGS } from '../../src/contract/catalogue-fields'
import { demoCatalogue } from '../../src/server/db/catalogue/catalogue-images'
import { rowsOf } from '../support/db-rows'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
/** Product ids by kind of the demo catalogue (smartphone, phone-case, air-fryer, ...). */
const kindOf = new Map<number, string>()
let phoneCategory: number

beforeAll(async () => {
  server = await createTestServer()
  const rows = await rowsOf<{ id: number; key: string }>(server.db, sql`select id, key from products`)
  const { products } = demoCatalogue()
  for (const row of rows) kindOf.set(row.id, products.get(row.key)!.kindKey)
  ;[{ id: phoneCategory }] = await rowsOf<{ id: number }>(server.db, sql`select id from categories where key = 'mobilePhone'`)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

async function search(keyword: string, lang: string, extra: Record<string, string | number> = {}) {
  const res = await server.call(productList, { query: { keyword, limit: 50, ...extra } }, { lang })
  expect(res.status, res.text).toBe(200)
  expect(res.body.code, res.text).toBe(1)
  return res.body.data as { list: Array<{ id: number; title: string; category_id: number }>; total: number }
}

const countOfKind = (kind: string) => [...kindOf.values()].filter((k) => k === kind).length

describe('product search', () => {
  it('finds "điện thoại" with or without accents, in Vietnamese and in English, title matches first', async () => {
    const accented = await search('điện thoại', 'vi')
    const plain = await search('dien thoai', 'vi')
    expect(plain.total).toBeGreaterThan(0)
    expect(plain.list.map((p) => p.id)).toEqual(accented.list.map((p) => p.id))
    expect(plain.list.map((p) => kindOf.get(p.id))).toContain('smartphone')
    // Titles holding the words come before products that only mention them in the description.
    const firstOther = plain.list.findIndex((p) => !/điện thoại/i.test(p.title))
    expect(firstOther).toBeGreaterThan(0)
    expect(plain.list.slice(firstOther).every((p) => !/điện thoại/i.test(p.title))).toBe(true)
    expect(plain.list.slice(0, firstOther).every((p) => p.category_id === phoneCategory)).toBe(true)

    const english = await search('dien thoai', 'en')
    expect(english.list.map((p) => kindOf.get(p.id))).toContain('smartphone')
    expect(english.list[0].title).toMatch(/Smartphone|Phone|Screen Protector/)
  })

  it('finds composed, decomposed and upper-case Vietnamese alike', async () => {
    const base = await search('điện thoại', 'vi')
    expect((await search('ĐIỆN THOẠI', 'vi')).total).toBe(base.total)
    expect((await search('điện thoại'.normalize('NFD'), 'vi')).total).toBe(base.total)
  })

  it('finds 手机 in Chinese without spaces, titles first', async () => {
    const found = await search('手机', 'zh-CN')
    expect(found.total).toBeGreaterThan(0)
    const inTitle = found.list.filter((p) => p.title.includes('手机'))
    expect(found.list.slice(0, inTitle.length)).toEqual(inTitle)
    expect(inTitle.every((p) => p.category_id === phoneCategory)).toBe(true)
    expect(inTitle.map((p) => kindOf.get(p.id))).toEqual(expect.arrayContaining(['smartphone', 'phone-case', 'screen-protector']))
  })

  it('finds スマートフォン in Japanese: every smartphone and nothing else', async () => {
    const found = await search('スマートフォン', 'ja')
    expect(found.total).toBe(countOfKind('smartphone'))
    expect(found.list.every((p) => kindOf.get(p.id) === 'smartphone')).toBe(true)
  })

  it('finds Thai words inside runs written without spaces', async () => {
    // "โทรศัพท์" (telephone) is in "เคสโทรศัพท์" (phone case) and in the category name "โทรศัพท์มือถือ".
    const phones = await search('โทรศัพท์', 'th')
    expect(phones.list.every((p) => p.category_id === phoneCategory)).toBe(true)
    expect(phones.total).toBe(22)
    const cases = countOfKind('phone-case')
    expect(phones.list.slice(0, cases).every((p) => kindOf.get(p.id) === 'phone-case')).toBe(true)
    // "ไร้น้ำมัน" (oil-free) is the middle of "หม้อทอดไร้น้ำมัน" (air fryer).
    const fryers = await search('ไร้น้ำมัน', 'th')
    expect(fryers.total).toBe(countOfKind('air-fryer'))
  })

  it('finds English words from another language, in any case and width', async () => {
    const smartphones = countOfKind('smartphone')
    for (const keyword of ['smartphone', 'SMARTPHONE', 'SmartPhone', 'ＳＭＡＲＴＰＨＯＮＥ']) {
      const found = await search(keyword, 'vi')
      expect(found.total, keyword).toBe(smartphones)
      expect(found.list[0].title, keyword).toMatch(/^Điện thoại thông minh/)
    }
  })

  it('needs every word (AND), in any order', async () => {
    const both = await search('aurora smartphone', 'en')
    expect(both.total).toBeGreaterThan(0)
    expect(both.list.every((p) => /Aurora/.test(p.title) && /Smartphone/.test(p.title))).toBe(true)
    expect((await search('smartphone aurora', 'en')).total).toBe(both.total)
  })

  it('treats % and _ and \\ as the characters they are', async () => {
    // As wildcards these would find every product, or 手机壳 (phone case) for 手%壳 and 手_壳.
    for (const keyword of ['%', '_', '%%', '\\', '手%壳', '手_壳']) {
      expect((await search(keyword, 'zh-CN')).total, keyword).toBe(0)
    }
    expect((await search('手机壳', 'zh-CN')).total).toBeGreaterThan(0)
  })

  it('still finds something for a typo', async () => {
    const found = await search('smartphnoe', 'en')
    expect(found.total).toBeGreaterThan(0)
    expect(kindOf.get(found.list[0].id)).toBe('smartphone')
  })

  it('combines with filters and sorts, and a filter that leaves nothing answers nothing', async () => {
    const all = await search('smartphone', 'en', { sort: 'price_asc' })
    const price = (p: object) => Number((p as { price: string }).price)
    const max = (all.list[2] as unknown as { price: string }).price
    const cheap = await search('smartphone', 'en', { sort: 'price_asc', max_price: max })
    expect(cheap.total).toBeGreaterThanOrEqual(3)
    expect(cheap.list.every((p) => kindOf.get(p.id) === 'smartphone' && price(p) <= Number(max))).toBe(true)
    const prices = cheap.list.map(price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    // No look-alike products when the words match but the price range excludes them all.
    expect((await search('smartphone', 'en', { max_price: '1' })).total).toBe(0)
  })

  it('accepts 100 characters and refuses 101 or 10 KB with keywordTooLong', async () => {
    const hundred = 'x'.repeat(100)
    const ok = await server.call(productList, { query: { keyword: hundred } })
    expect(ok.status).toBe(200)
    expect(ok.body.data.total).toBe(0)
    for (const keyword of ['x'.repeat(101), 'điện thoại '.repeat(1000)]) {
      const refused = await server.call(productList, { query: { keyword } }, { lang: 'en' })
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ code: 0, msg: 'Search words can be at most 100 characters', data: { field: 'keyword' } })
    }
    const suggestion = await server.call(searchSuggestions, { query: { keyword: 'y'.repeat(101) } })
    expect(suggestion.status).toBe(400)
  })
})

describe('search suggestions', () => {
  it('answers up to 8 titles in the shopper language, best first', async () => {
    const res = await server.call(searchSuggestions, { query: { keyword: 'dien thoai' } }, { lang: 'vi' })
    expect(res.body.code).toBe(1)
    const titles = res.body.data.map((s: { title: string }) => s.title)
    expect(titles.length).toBe(8)
    // Titles starting with the words come first.
    expect(titles[0]).toMatch(/^Điện thoại/)
    expect(titles.every((t: string) => /điện thoại/i.test(t))).toBe(true)
  })

  it('finds Chinese and English titles, and nothing for an empty keyword', async () => {
    const zh = await server.call(searchSuggestions, { query: { keyword: '手机' } }, { lang: 'zh-CN' })
    expect(zh.body.data.length).toBeGreaterThan(0)
    expect(zh.body.data.every((s: { title: string }) => s.title.includes('手机'))).toBe(true)
    const en = await server.call(searchSuggestions, { query: { keyword: 'aurora' } }, { lang: 'en' })
    expect(en.body.data.every((s: { title: string }) => s.title.startsWith('Aurora'))).toBe(true)
    for (const keyword of ['', '   ']) {
      const empty = await server.call(searchSuggestions, { query: { keyword } })
      expect(empty.body).toMatchObject({ code: 1, data: [] })
    }
  })

  it('sorts by relevance (the default: title matches first) and by sales, and relevance without words is by sales', async () => {
    const byDefault = await search('phone', 'en')
    const byRelevance = await search('phone', 'en', { sort: 'relevance' })
    expect(byRelevance.list.map((p) => p.id)).toEqual(byDefault.list.map((p) => p.id))
    const bySales = (await search('phone', 'en', { sort: 'sales' })).list.map((p) => (p as unknown as { sales: number }).sales)
    expect(bySales).toEqual([...bySales].sort((a, b) => b - a))
    const plain = await server.call(productList, { query: { sort: 'relevance', limit: 20 } })
    const sales = await server.call(productList, { query: { sort: 'sales', limit: 20 } })
    expect(plain.body.data.list.map((p: { id: number }) => p.id)).toEqual(sales.body.data.list.map((p: { id: number }) => p.id))
  })

  it('keeps only products of shops rated at least the chosen stars, with the words and alone', async () => {
    const ratings = await rowsOf<{ shop_id: number; rating: string }>(server.db, sql`
      select p.shop_id, avg(r.product_score)::text as rating from reviews r join products p on p.id = r.product_id group by p.shop_id`)
    const ratingOf = new Map(ratings.map((row) => [row.shop_id, Number(row.rating)]))
    for (const stars of SHOP_RATINGS) {
      const rated = [...ratingOf].filter(([, rating]) => rating >= Number(stars)).map(([shop]) => shop)
      const [{ count }] = await rowsOf<{ count: number }>(server.db, sql`
        select count(*)::int as count from products p where not p.hidden and p.shop_id = any(${`{${rated.join(',') || '0'}}`}::int[])`)
      const list = await server.call(productList, { query: { shop_rating: stars, limit: 50 } })
      expect(list.body.code, list.text).toBe(1)
      expect(list.body.data.total, `${stars} stars`).toBe(count)
      expect(list.body.data.list.every((p: { shop_id: number }) => ratingOf.get(p.shop_id)! >= Number(stars))).toBe(true)
      const found = await search('phone', 'en', { shop_rating: stars })
      expect(found.list.every((p) => ratingOf.get((p as unknown as { shop_id: number }).shop_id)! >= Number(stars))).toBe(true)
    }
    const refused = await server.call(productList, { query: { shop_rating: '6' as never } }, { lang: 'vi' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ code: 0, msg: 'Hãy chọn đánh giá shop từ 0 đến 5', data: { field: 'shop_rating' } })
  })
})
