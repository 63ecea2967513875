// A merchant's products list that scales, and the bulk calls, through the API on a fresh merchant's
// shop: filters (words or an option's code, category, on sale or hidden, in stock, low or sold out)
// and sorts paged on the server; codes unique within the shop; many products hidden or shown at
// once, many options' price and stock set at once, each in one transaction that changes all or
// nothing; the shop's own low-stock threshold marking the list, filtering it and counting the
// overview's to-do. Every refusal (another shop's product, bad numbers, a code taken) changes nothing.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { merchantOverview } from '../../src/contract/merchant-overview'
import {
  merchantProductBulkEdit,
  merchantProductBulkVisibility,
  merchantProductDetail,
  merchantProductList,
  merchantProductSave,
  type MerchantProduct,
  type MerchantProductRow,
  type ProductSaveBody,
} from '../../src/contract/merchant-products'
import { merchantShop, merchantShopUpdate } from '../../src/contract/merchant-shop'
import { productDetail } from '../../src/contract/catalogue'
import { rowsOf } from '../support/db-rows'
import { uploadPicture } from './support/order-steps'
import { newShopper } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let merchant: string
let other: string
let pictures: string[]
let categories: number[]
beforeAll(async () => {
  server = await createTestServer()
  merchant = await newMerchant('Bulk')
  other = await newMerchant('Neighbour')
  pictures = [await uploadPicture(server, merchant)]
  categories = (await rowsOf<{ id: number }>(server.db, sql`select id from categories order by id limit 2`)).map((c) => c.id)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

/** A merchant with an empty shop of their own (made directly: applying for a shop has tests of its own). */
async function newMerchant(name: string): Promise<string> {
  const shopper = await newShopper(server)
  await server.db.execute(sql`update users set role = 'merchant' where id = ${shopper.userId}`)
  await server.db.execute(sql`insert into shops (owner_user_id, name) values (${shopper.userId}, ${`${name} ${shopper.userId}`})`)
  const [{ account }] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${shopper.userId}`)
  return server.login(account, `pass-${account.slice('buyer_'.length)}`)
}

type Sku = { label: string; price: string; stock: number; code?: string }
function body(title: string, skus: Sku[], category = categories[0]!): ProductSaveBody {
  return {
    title: { en: title, vi: `${title} (vi)` },
    description: { en: `About ${title}.` },
    category_id: category,
    spec_name: 'colour',
    images: pictures,
    skus: skus.map(({ label, ...sku }) => ({ label: { en: label }, ...sku })),
  }
}
async function product(title: string, skus: Sku[], options: { category?: number; token?: string } = {}): Promise<MerchantProduct> {
  const res = await server.call(merchantProductSave, { body: body(title, skus, options.category) }, { token: options.token ?? merchant })
  if (res.body.code !== 1) throw new Error(`save refused: ${res.text}`)
  return res.body.data
}
const list = (query: Record<string, unknown>, token = merchant, lang = 'en') =>
  server.call(merchantProductList, { query: { limit: 50, ...query } as never }, { token, lang })
const titles = async (query: Record<string, unknown>) => ((await list(query)).body.data.list as MerchantProductRow[]).map((p) => p.title)
const detail = async (id: number, token = merchant) => (await server.call(merchantProductDetail, { query: { id } }, { token })).body.data as MerchantProduct
const bulkHide = (ids: number[], hidden: boolean, token = merchant, lang = 'en') =>
  server.call(merchantProductBulkVisibility, { body: { ids, hidden } }, { token, lang })
const bulkEdit = (skus: unknown[], token = merchant, lang = 'en') => server.call(merchantProductBulkEdit, { body: { skus } as never }, { token, lang })
/** The product's options as stored: price, stock and code, and the product's cached lowest price. */
const stored = async (productId: number) =>
  rowsOf<{ price: string; stock: number; code: string | null; lowest: string }>(server.db, sql`
    select k.price::text as price, k.stock, k.code, p.price::text as lowest from product_skus k join products p on p.id = k.product_id
    where k.product_id = ${productId} order by k.id`)

let lamp: MerchantProduct
let chair: MerchantProduct
let vase: MerchantProduct
describe('the list, filtered and sorted on the server', () => {
  beforeAll(async () => {
    // Made in this order: the newest is the vase.
    lamp = await product('Paper lamp', [{ label: 'White', price: '24.50', stock: 30, code: 'LAMP-W' }, { label: 'Red', price: '26.00', stock: 3, code: 'LAMP-R' }])
    chair = await product('Oak chair', [{ label: 'Natural', price: '89.00', stock: 12, code: 'CH-01' }], { category: categories[1] })
    await product('Wool rug', [{ label: 'Grey', price: '45.00', stock: 0 }])
    vase = await product('Clay vase', [{ label: 'Blue', price: '12.90', stock: 8 }])
    await server.db.execute(sql`update products set sales = ${40} where id = ${chair.id}`)
    await server.db.execute(sql`update products set sales = ${7} where id = ${vase.id}`)
  })

  it('sorted newest first, by price up and down, by stock left and by sales; paged with the total', async () => {
    expect(await titles({})).toEqual(['Clay vase', 'Wool rug', 'Oak chair', 'Paper lamp'])
    expect(await titles({ sort: 'price_asc' })).toEqual(['Clay vase', 'Paper lamp', 'Wool rug', 'Oak chair'])
    expect(await titles({ sort: 'price_desc' })).toEqual(['Oak chair', 'Wool rug', 'Paper lamp', 'Clay vase'])
    expect(await titles({ sort: 'stock' })).toEqual(['Wool rug', 'Clay vase', 'Oak chair', 'Paper lamp'])
    expect(await titles({ sort: 'sales' })).toEqual(['Oak chair', 'Clay vase', 'Wool rug', 'Paper lamp'])
    const second = await list({ sort: 'price_asc', page: 2, limit: 3 })
    expect(second.body.data).toMatchObject({ total: 4, page: 2, limit: 3, list: [{ title: 'Oak chair' }] })
  })

  it('by category, on sale or hidden, in stock, low or sold out against the platform threshold (5) until the shop sets its own', async () => {
    expect(await titles({ category_id: categories[1] })).toEqual(['Oak chair'])
    expect(await titles({ stock: 'in' })).toEqual(['Clay vase', 'Oak chair'])
    expect(await titles({ stock: 'low' })).toEqual(['Wool rug', 'Paper lamp'])
    expect(await titles({ stock: 'out' })).toEqual(['Wool rug'])
    const rows = (await list({})).body.data
    expect(rows.low_stock_threshold).toBe(5)
    expect(rows.list.map((p: MerchantProductRow) => [p.title, p.low_stock])).toEqual([['Clay vase', false], ['Wool rug', true], ['Oak chair', false], ['Paper lamp', true]])
    expect(await titles({ tab: 'hidden' })).toEqual([])
    expect(await titles({ tab: 'on_sale', category_id: categories[0], stock: 'low', sort: 'price_desc' })).toEqual(['Wool rug', 'Paper lamp'])
  })

  it('found by words or by part of an option code, any case; the codes shown in option order', async () => {
    expect(await titles({ keyword: 'lamp-r' })).toEqual(['Paper lamp'])
    expect(await titles({ keyword: 'ch-0' })).toEqual(['Oak chair'])
    expect(await titles({ keyword: 'rug' })).toEqual(['Wool rug'])
    expect(await titles({ keyword: 'NOPE-42' })).toEqual([])
    const [row] = (await list({ keyword: 'paper' })).body.data.list
    expect(row.codes).toEqual(['LAMP-W', 'LAMP-R'])
  })

  it('an unknown sort or stock filter is refused in the reader’s language', async () => {
    expect((await list({ sort: 'cheapest' })).body).toMatchObject({ code: 0, msg: expect.any(String) })
    expect((await list({ stock: 'some' })).status).toBe(400)
    expect((await list({ category_id: 'x' }, merchant, 'vi')).status).toBe(400)
  })
})

describe('option codes', () => {
  it('kept through an edit, changed, cleared; a code another option of the shop has is refused, any case, and nothing is saved', async () => {
    const desk = await product('Pine desk', [{ label: 'Small', price: '120.00', stock: 4, code: 'DESK-S' }])
    expect(desk.skus.map((k) => k.code)).toEqual(['DESK-S'])
    const form = (skus: ProductSaveBody['skus']) => ({ ...body('Pine desk', []), id: desk.id, skus })
    const small = desk.skus[0]!
    const keep = { id: small.id, label: { en: 'Small' }, price: '120.00', stock: 4, stock_was: 4 }
    // Absent: the code stays as it is.
    expect((await server.call(merchantProductSave, { body: form([keep]) }, { token: merchant })).body.data.skus[0].code).toBe('DESK-S')

    const taken = await server.call(merchantProductSave, { body: form([{ ...keep, code: 'lamp-w', price: '99.00' }]) }, { token: merchant, lang: 'vi' })
    expect(taken.body).toMatchObject({ code: 0, msg: 'Mã “LAMP-W” đã được dùng cho một phân loại khác của cửa hàng', data: { reason: 'codeTaken' } })
    expect(await stored(desk.id)).toEqual([{ price: '120.00', stock: 4, code: 'DESK-S', lowest: '120.00' }])
    const newTaken = await server.call(merchantProductSave, { body: body('Second desk', [{ label: 'One', price: '5', stock: 1, code: 'Desk-S' }]) }, { token: merchant })
    expect(newTaken.body).toMatchObject({ code: 0, msg: 'The code “DESK-S” is already used by another option of your shop' })
    expect(await titles({ keyword: 'second desk' })).toEqual([])

    const twice = await server.call(merchantProductSave, { body: form([{ ...keep, code: 'A1' }, { label: { en: 'Large' }, price: '150', stock: 1, code: 'a1' }]) }, { token: merchant })
    expect(twice.body).toMatchObject({ code: 0, msg: 'Two options have the same code' })
    const bad = await server.call(merchantProductSave, { body: form([{ ...keep, code: 'desk s!' }]) }, { token: merchant })
    expect(bad.body).toMatchObject({ code: 0, msg: "An option's code may hold letters, digits and . _ - / only, up to 40 characters", data: { field: 'skus.0.code' } })
    expect(await stored(desk.id)).toEqual([{ price: '120.00', stock: 4, code: 'DESK-S', lowest: '120.00' }])

    // Another shop may use the same code; swapping codes inside one product is fine.
    expect((await product('Their desk', [{ label: 'S', price: '10', stock: 1, code: 'DESK-S' }], { token: other })).skus[0]!.code).toBe('DESK-S')
    const cleared = await server.call(merchantProductSave, { body: form([{ ...keep, code: '' }]) }, { token: merchant })
    expect(cleared.body.data.skus[0].code).toBe('')
    expect((await stored(desk.id))[0]!.code).toBeNull()
  })
})

describe('hiding and showing many at once', () => {
  it('all of them in one call: out of the shopper’s reach and back', async () => {
    const a = await product('Hidden mug A', [{ label: 'One', price: '8', stock: 10 }])
    const b = await product('Hidden mug B', [{ label: 'One', price: '9', stock: 10 }])
    const res = await bulkHide([a.id, b.id], true)
    expect(res.body).toMatchObject({ code: 1, msg: 'The products are hidden from shoppers', data: { ids: [a.id, b.id].sort((x, y) => x - y), hidden: true } })
    expect(await titles({ tab: 'hidden', keyword: 'hidden mug' })).toEqual(['Hidden mug B', 'Hidden mug A'])
    expect((await server.call(productDetail, { query: { id: a.id } })).body.code).toBe(0)
    const shown = await bulkHide([a.id, b.id], false, merchant, 'vi')
    expect(shown.body).toMatchObject({ code: 1, msg: 'Các sản phẩm đã được bán lại' })
    expect((await server.call(productDetail, { query: { id: a.id } })).body.code).toBe(1)
  })

  it('another shop’s product among them: refused, and none of them changes', async () => {
    const mine = await product('Shared-call mug', [{ label: 'One', price: '8', stock: 10 }])
    const theirs = await product('Their mug', [{ label: 'One', price: '8', stock: 10 }], { token: other })
    const res = await bulkHide([mine.id, theirs.id], true)
    expect(res.body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    expect((await detail(mine.id)).hidden).toBe(false)
    expect((await detail(theirs.id, other)).hidden).toBe(false)
    expect((await bulkHide([], true)).body).toMatchObject({ code: 0, msg: 'Choose at least one product' })
    expect((await bulkHide([mine.id, mine.id], true)).status).toBe(400)
    expect((await detail(mine.id)).hidden).toBe(false)
  })

  it('a shopper and a visitor are refused', async () => {
    const shopper = await newShopper(server)
    expect((await bulkHide([lamp.id], true, shopper.token)).status).toBe(403)
    expect((await server.call(merchantProductBulkVisibility, { body: { ids: [lamp.id], hidden: true } })).status).toBe(401)
  })
})

describe('setting many options’ price and stock at once', () => {
  it('prices and stock of several products in one call; the lowest prices follow; what is not sent stays', async () => {
    const a = await product('Bulk tea A', [{ label: 'Small', price: '5.00', stock: 10 }, { label: 'Large', price: '9.00', stock: 2 }])
    const b = await product('Bulk tea B', [{ label: 'Tin', price: '15.00', stock: 1 }])
    const [aSmall, aLarge] = a.skus
    const res = await bulkEdit([
      { id: aSmall!.id, price: '6.5' },
      { id: aLarge!.id, price: '4.25', stock: 20, stock_was: 2 },
      { id: b.skus[0]!.id, stock: 0, stock_was: 1 },
    ])
    expect(res.body).toMatchObject({ code: 1, msg: 'Prices and stock saved', data: { products: 2, skus: 3 } })
    expect(await stored(a.id)).toEqual([{ price: '6.50', stock: 10, code: null, lowest: '4.25' }, { price: '4.25', stock: 20, code: null, lowest: '4.25' }])
    expect(await stored(b.id)).toEqual([{ price: '15.00', stock: 0, code: null, lowest: '15.00' }])
  })

  it('a bad number in any row refuses the whole call, naming the row, and changes nothing', async () => {
    const a = await product('Refused tea', [{ label: 'Small', price: '5.00', stock: 10 }, { label: 'Large', price: '9.00', stock: 2 }])
    const [small, large] = a.skus
    const before = await stored(a.id)
    const cases: Array<[unknown, string, string]> = [
      [{ id: large!.id, price: '0' }, 'A price must be above 0 with at most 2 decimals', 'skus.1.price'],
      [{ id: large!.id, price: '1.234' }, 'A price must be above 0 with at most 2 decimals', 'skus.1.price'],
      [{ id: large!.id, price: '-3' }, 'A price must be above 0 with at most 2 decimals', 'skus.1.price'],
      [{ id: large!.id, stock: 1.5, stock_was: 2 }, 'Stock must be a whole number from 0 to 999999', 'skus.1.stock'],
      [{ id: large!.id, stock: -1, stock_was: 2 }, 'Stock must be a whole number from 0 to 999999', 'skus.1.stock'],
      [{ id: large!.id }, 'Give a new price or stock for this row, or leave it out', 'skus.1.price'],
    ]
    for (const [row, msg, field] of cases) {
      const res = await bulkEdit([{ id: small!.id, price: '7.00', stock: 99, stock_was: 10 }, row])
      expect(res.status, msg).toBe(400)
      expect(res.body, msg).toMatchObject({ code: 0, msg, data: { field } })
    }
    const vi = await bulkEdit([{ id: small!.id, price: '7.00' }, { id: large!.id, price: '0' }], merchant, 'vi')
    expect(vi.body.msg).not.toBe('A price must be above 0 with at most 2 decimals')
    expect(await stored(a.id)).toEqual(before)
  })

  it('another shop’s option among them: refused, nothing changes in either shop', async () => {
    const mine = await product('Own tea', [{ label: 'Tin', price: '5.00', stock: 10 }])
    const theirs = await product('Their tea', [{ label: 'Tin', price: '5.00', stock: 10 }], { token: other })
    const res = await bulkEdit([{ id: mine.skus[0]!.id, price: '1.00' }, { id: theirs.skus[0]!.id, price: '1.00' }])
    expect(res.body).toMatchObject({ code: 0, msg: 'Please choose a specification of this product' })
    expect(await stored(mine.id)).toEqual([{ price: '5.00', stock: 10, code: null, lowest: '5.00' }])
    expect(await stored(theirs.id)).toEqual([{ price: '5.00', stock: 10, code: null, lowest: '5.00' }])
  })

  it('stock lowered below what orders left: refused naming the product and option, nothing changed', async () => {
    const a = await product('Ordered tea', [{ label: 'Tin', price: '5.00', stock: 10 }, { label: 'Box', price: '8.00', stock: 5 }])
    const [tin, box] = a.skus
    // Orders took 4 of the 5 boxes while the dialog showed 5.
    await server.db.execute(sql`update product_skus set stock = 1 where id = ${box!.id}`)
    const res = await bulkEdit([{ id: tin!.id, price: '6.00' }, { id: box!.id, stock: 0, stock_was: 5 }])
    expect(res.body).toMatchObject({ code: 0, msg: expect.stringContaining('“Ordered tea · Box”'), data: { reason: 'stockChanged', sku_id: box!.id, stock: 1 } })
    expect(await stored(a.id)).toEqual([{ price: '5.00', stock: 10, code: null, lowest: '5.00' }, { price: '8.00', stock: 1, code: null, lowest: '5.00' }])
  })

  it('a shopper and a visitor are refused', async () => {
    const shopper = await newShopper(server)
    expect((await bulkEdit([{ id: lamp.skus[0]!.id, price: '1' }], shopper.token)).status).toBe(403)
    expect((await server.call(merchantProductBulkEdit, { body: { skus: [{ id: lamp.skus[0]!.id, price: '1' }] } })).status).toBe(401)
  })
})

describe('the shop’s own low-stock threshold', () => {
  it('set on the shop: the list marks and filters with it, the overview counts with it; a bad one is refused and changes nothing', async () => {
    const shop = (await server.call(merchantShop, {}, { token: merchant })).body.data
    expect(shop.low_stock_threshold).toBe(5)
    const profile = { name: shop.name, description: { en: 'Homeware' }, category_id: categories[0]!, contact: 'desk@example.com', time_zone: 'UTC' }
    const lowCount = async () => (await server.call(merchantOverview, {}, { token: merchant })).body.data.low_stock
    const before = await lowCount()

    const raised = await server.call(merchantShopUpdate, { body: { ...profile, low_stock_threshold: 10 } }, { token: merchant })
    expect(raised.body).toMatchObject({ code: 1, data: { low_stock_threshold: 10 } })
    // The vase (8 left) and the chair (12) straddle the new line.
    const rows = (await list({ keyword: 'vase' })).body.data
    expect(rows).toMatchObject({ low_stock_threshold: 10, list: [{ title: 'Clay vase', low_stock: true }] })
    expect(await titles({ stock: 'low', keyword: 'clay' })).toEqual(['Clay vase'])
    expect(await titles({ stock: 'in', keyword: 'chair' })).toEqual(['Oak chair'])
    const after = await lowCount()
    expect(after.threshold).toBe(10)
    expect(after.count).toBeGreaterThan(before.count)

    for (const bad of [-1, 2.5, 10000, '7']) {
      const res = await server.call(merchantShopUpdate, { body: { ...profile, low_stock_threshold: bad as number } }, { token: merchant, lang: 'vi' })
      expect(res.body, String(bad)).toMatchObject({ code: 0, msg: 'Ngưỡng sắp hết hàng phải là số nguyên từ 0 đến 9999', data: { field: 'low_stock_threshold' } })
    }
    // A profile saved without it keeps it.
    expect((await server.call(merchantShopUpdate, { body: profile }, { token: merchant })).body.data.low_stock_threshold).toBe(10)

    await server.call(merchantShopUpdate, { body: { ...profile, low_stock_threshold: 0 } }, { token: merchant })
    expect(await titles({ stock: 'low' })).toEqual(await titles({ stock: 'out' }))
    expect((await lowCount()).threshold).toBe(0)
    // Another shop keeps the platform's.
    expect((await server.call(merchantShop, {}, { token: other })).body.data.low_stock_threshold).toBe(5)
  })
})
