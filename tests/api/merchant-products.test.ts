// A merchant's products through the API, on PGlite and (TEST_DATABASE_URL) PostgreSQL: a product
// created in English and Vietnamese is found at once by search and opened in both languages; an
// edit shows at once (no stale cached page); hiding takes it out of every shopper's read, the bag
// and checkout, while orders keep it; another merchant's product is refused with nothing told or
// changed; bad input is refused in the merchant's language and changes nothing; a stock edit made
// while orders take the same SKU never loses an order's reservation and never goes below zero.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cartAdd, cartList, cartSelect } from '../../src/contract/cart'
import { hotProducts, productDetail, productEvaluations, productList, recommendedProducts, searchSuggestions } from '../../src/contract/catalogue'
import { favouriteList, toggleFavourite } from '../../src/contract/favourites'
import {
  merchantProductDetail,
  merchantProductList,
  merchantProductSave,
  merchantProductVisibility,
  type MerchantProduct,
  type ProductSaveBody,
} from '../../src/contract/merchant-products'
import { orderInfo } from '../../src/contract/order-lifecycle'
import { orderCancel, orderCreate, orderPreview } from '../../src/contract/orders'
import { shopDetail } from '../../src/contract/shops'
import { rowsOf } from '../support/db-rows'
import { merchantToken, placeOrder, uploadPicture } from './support/order-steps'
import { addToBag, newShopper, type Shopper } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let merchant: string
let shopId: number
let pictures: string[]
let categoryId: number
let neighbour: number
beforeAll(async () => {
  server = await createTestServer()
  merchant = await merchantToken(server)
  shopId = (await server.request('GET', '/api/user/getUserInfo', { token: merchant })).body.data.shop_id
  pictures = [await uploadPicture(server, merchant), await uploadPicture(server, merchant)]
  // The category the shop sells most in: a product of it and of the shop recommends the new ones first.
  ;[{ category_id: categoryId, id: neighbour }] = await rowsOf<{ category_id: number; id: number }>(server.db, sql`
    select category_id, min(id) as id from products where shop_id = ${shopId} group by category_id order by count(*) desc, category_id limit 1`)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

/** A word no seeded product holds, so a search finds only the product made with it. */
const uniqueWord = () => `zq${randomBytes(3).toString('hex')}`

function lampBody(word: string, overrides: Partial<ProductSaveBody> = {}): ProductSaveBody {
  return {
    title: { en: `Bamboo ${word} lamp`, vi: `Đèn tre ${word}` },
    description: { en: 'A shade of hand-woven bamboo that throws a warm light.', vi: 'Chụp đèn tre đan tay cho ánh sáng ấm áp.' },
    category_id: categoryId,
    spec_name: 'colour',
    images: pictures,
    skus: [
      { label: { en: 'Natural', vi: 'Màu tự nhiên' }, price: '24.50', stock: 30 },
      { label: { en: 'Dark', vi: 'Màu sẫm' }, price: '19.90', stock: 12 },
    ],
    ...overrides,
  }
}

const save = (body: unknown, token = merchant, lang?: string) => server.call(merchantProductSave, { body: body as never }, { token, lang })
async function created(word: string, overrides: Partial<ProductSaveBody> = {}): Promise<MerchantProduct> {
  const res = await save(lampBody(word, overrides))
  if (res.body.code !== 1) throw new Error(`save refused: ${res.text}`)
  return res.body.data
}
/** The form as it would be sent back unchanged: every SKU with the stock it showed. */
function formOf(product: MerchantProduct): ProductSaveBody {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    category_id: product.category_id,
    spec_name: product.spec_name as ProductSaveBody['spec_name'],
    images: product.images,
    skus: product.skus.map((k) => ({ id: k.id, label: k.label, price: k.price, stock: k.stock, stock_was: k.stock })),
  }
}
const search = (keyword: string, lang: string) => server.call(productList, { query: { keyword, limit: 50 } }, { lang })
const ids = (res: { body: { data: { list: Array<{ id: number }> } } }) => res.body.data.list.map((p) => p.id)
const detailOf = (id: number, lang = 'en') => server.call(productDetail, { query: { id } }, { lang })
const mine = (id: number) => server.call(merchantProductDetail, { query: { id } }, { token: merchant })
const setHidden = (id: number, hidden: boolean, token = merchant) => server.call(merchantProductVisibility, { body: { id, hidden } }, { token })
const stockOf = async (skuId: number) => (await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${skuId}`))[0]!.stock

describe('a new product', () => {
  it('written in English and Vietnamese: found by search in both at once, its page in both, English elsewhere', async () => {
    const word = uniqueWord()
    const product = await created(word)
    expect(product).toMatchObject({
      title: { en: `Bamboo ${word} lamp`, vi: `Đèn tre ${word}` },
      price: '19.90',
      hidden: false,
      spec_name: 'colour',
      images: pictures,
    })
    expect(product.skus.map((k) => [k.label.en, k.price, k.stock, k.removable])).toEqual([['Natural', '24.50', 30, true], ['Dark', '19.90', 12, true]])
    // The empty languages are not stored as empty texts: they fall back to English.
    expect(Object.keys(product.title).sort()).toEqual(['en', 'vi'])

    expect(ids(await search(`bamboo ${word}`, 'en'))).toEqual([product.id])
    expect(ids(await search(`đèn tre ${word}`, 'vi'))).toEqual([product.id])
    expect(ids(await search(`den tre ${word}`, 'vi'))).toEqual([product.id])
    expect(ids(await search(`Đèn ${word}`, 'en'))).toEqual([product.id])
    expect(ids(await search(`lamp ${word}`, 'th'))).toEqual([product.id])

    const vi = (await detailOf(product.id, 'vi')).body
    expect(vi).toMatchObject({ code: 1, data: { title: `Đèn tre ${word}`, description: 'Chụp đèn tre đan tay cho ánh sáng ấm áp.', spec_name: 'Màu sắc', price: '19.90', price_max: '24.50', stock: 42 } })
    expect(vi.data.skus.map((k: { label: string }) => k.label)).toEqual(['Màu tự nhiên', 'Màu sẫm'])
    expect((await detailOf(product.id, 'en')).body.data).toMatchObject({ title: `Bamboo ${word} lamp`, spec_name: 'Colour', shop: { id: shopId } })
    expect((await detailOf(product.id, 'ja')).body.data).toMatchObject({ title: `Bamboo ${word} lamp`, spec_name: 'カラー' })

    const listed = await server.call(merchantProductList, { query: { keyword: word } }, { token: merchant, lang: 'vi' })
    expect(listed.body.data).toMatchObject({ total: 1, list: [{ id: product.id, title: `Đèn tre ${word}`, price: '19.90', price_max: '24.50', stock: 42, sales: 0, hidden: false, sku_count: 2, image: pictures[0] }] })
    expect((await server.call(productList, { query: { shop_id: shopId, sort: 'new', limit: 1 } })).body.data.list[0].id).toBe(product.id)
  })

  it('an edit shows at once: texts, pictures, SKUs, the lowest price, search words; no stale page from the cache', async () => {
    const word = uniqueWord()
    const product = await created(word)
    // Read once so that the pages are in the cache.
    expect((await detailOf(product.id, 'vi')).body.data.title).toBe(`Đèn tre ${word}`)
    expect(ids(await search(word, 'en'))).toEqual([product.id])

    const next = uniqueWord()
    const form = formOf(product)
    const res = await save({
      ...form,
      title: { en: `Rattan ${next} lantern`, vi: `Đèn mây ${next}`, ja: `籐のランタン ${next}` },
      images: [pictures[1], pictures[0]],
      skus: [{ ...form.skus[0], price: '15.00', stock: 40 }, form.skus[1], { label: { en: 'White', vi: 'Màu trắng' }, price: '31.00', stock: 5 }],
    }, merchant, 'vi')
    expect(res.body, res.text).toMatchObject({ code: 1, msg: 'Đã lưu sản phẩm', data: { price: '15.00', images: [pictures[1], pictures[0]] } })
    expect(res.body.data.skus.map((k: { label: { en: string }; stock: number }) => [k.label.en, k.stock])).toEqual([['Natural', 40], ['Dark', 12], ['White', 5]])
    const [{ price }] = await rowsOf<{ price: string }>(server.db, sql`select price::text from products where id = ${product.id}`)
    expect(price).toBe('15.00')

    expect((await detailOf(product.id, 'vi')).body.data).toMatchObject({ title: `Đèn mây ${next}`, image: pictures[1], price: '15.00', price_max: '31.00', stock: 57 })
    expect((await detailOf(product.id, 'ja')).body.data.title).toBe(`籐のランタン ${next}`)
    expect(ids(await search(word, 'en'))).toEqual([])
    expect(ids(await search(`rattan ${next}`, 'en'))).toEqual([product.id])
    expect(ids(await search(`ランタン ${next}`, 'ja'))).toEqual([product.id])

    // An SKU nobody ordered may go; a shopper's bag line of it goes with it, the bag still loads.
    const shopper = await newShopper(server)
    const white = res.body.data.skus[2]
    await addToBag(server, shopper.token, { productId: product.id, skuId: white.id, shopId, price: '31.00', stock: 5 })
    const fewer = await save({ ...formOf(res.body.data), skus: formOf(res.body.data).skus.slice(0, 2) })
    expect(fewer.body.data.skus).toHaveLength(2)
    expect(fewer.body.data.price).toBe('15.00')
    const bag = await server.call(cartList, {}, { token: shopper.token })
    expect(bag.body).toMatchObject({ code: 1, data: { count: 0 } })
  })
})

describe('hiding and showing', () => {
  it('hidden: out of every list, search, page, favourites, bag and checkout; placed orders keep it; shown again, all back', async () => {
    const word = uniqueWord()
    const product = await created(word)
    const sku = { productId: product.id, skuId: product.skus[0]!.id, shopId, price: product.skus[0]!.price, stock: product.skus[0]!.stock }
    const shopper = await newShopper(server, { balance: '500.00' })
    const placed = await placeOrder(server, sku, { shopper })
    const line = await addToBag(server, shopper.token, sku)
    await server.call(toggleFavourite, { body: { product_id: product.id } }, { token: shopper.token })
    const shopBefore = (await server.call(shopDetail, { query: { id: shopId } })).body.data
    const everywhere = async () => {
      const found = new Set<string>()
      if (ids(await search(word, 'en')).includes(product.id)) found.add('search')
      if (ids(await server.call(productList, { query: { shop_id: shopId, sort: 'new', limit: 50 } })).includes(product.id)) found.add('shop')
      if (ids(await server.call(productList, { query: { category_id: categoryId, sort: 'new', limit: 50 } })).includes(product.id)) found.add('category')
      if (ids(await server.call(recommendedProducts, { query: { product_id: neighbour, limit: 50 } })).includes(product.id)) found.add('recommend')
      if ((await server.call(searchSuggestions, { query: { keyword: word } })).body.data.some((s: { id: number }) => s.id === product.id)) found.add('suggest')
      if (ids(await server.call(favouriteList, { query: { limit: 50 } }, { token: shopper.token })).includes(product.id)) found.add('favourites')
      if ((await detailOf(product.id)).body.code === 1) found.add('detail')
      if ((await server.call(productEvaluations, { query: { product_id: product.id } })).body.code === 1) found.add('evaluations')
      return [...found].sort()
    }
    const all = ['category', 'detail', 'evaluations', 'favourites', 'recommend', 'search', 'shop', 'suggest']
    expect(await everywhere()).toEqual(all)

    const hidden = await setHidden(product.id, true)
    expect(hidden.body).toMatchObject({ code: 1, msg: 'Product hidden: shoppers no longer see it', data: { id: product.id, hidden: true } })
    expect(await everywhere()).toEqual([])
    expect((await detailOf(product.id, 'vi')).body).toMatchObject({ code: 0, msg: 'Sản phẩm không tồn tại hoặc đã ngừng bán' })
    expect((await server.call(shopDetail, { query: { id: shopId } })).body.data.product_count).toBe(shopBefore.product_count - 1)
    expect(ids(await server.call(hotProducts, { query: { limit: 50 } }))).not.toContain(product.id)

    // The bag keeps the line, not on sale and not chosen; adding, choosing and checking out are refused.
    const bag = (await server.call(cartList, {}, { token: shopper.token })).body.data
    expect(bag.shops.flatMap((s: { lines: unknown[] }) => s.lines)).toEqual([expect.objectContaining({ id: line, on_sale: false, available: false, selected: false })])
    expect(bag.selected_count).toBe(0)
    expect((await server.call(cartAdd, { body: { product_id: product.id, sku_id: sku.skuId, quantity: 1 } }, { token: shopper.token })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    expect((await server.call(cartSelect, { body: { selected: true } }, { token: shopper.token })).body.data.selected_count).toBe(0)
    const checkout = await server.call(orderCreate, { body: { cart_ids: [line], address_id: shopper.addressId } }, { token: shopper.token, lang: 'vi' })
    expect(checkout.body).toMatchObject({ code: 0, msg: `“Đèn tre ${word}” đã ngừng bán` })
    expect((await server.call(orderPreview, { body: { cart_ids: [line] } }, { token: shopper.token })).body).toMatchObject({ code: 0, msg: `“Bamboo ${word} lamp” is no longer on sale` })
    const buyNow = await server.call(orderCreate, { body: { buy_now: { product_id: product.id, sku_id: sku.skuId, quantity: 1 }, address_id: shopper.addressId } }, { token: shopper.token })
    expect(buyNow.body).toMatchObject({ code: 0, msg: `“Bamboo ${word} lamp” is no longer on sale` })
    expect((await server.call(toggleFavourite, { body: { product_id: product.id } }, { token: shopper.token })).body).toMatchObject({ code: 1, data: { favourited: false } })
    expect((await server.call(toggleFavourite, { body: { product_id: product.id } }, { token: shopper.token })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    // The order placed before keeps showing what was bought.
    const order = await server.call(orderInfo, { query: { id: placed.id } }, { token: shopper.token })
    expect(order.body.data.items[0]).toMatchObject({ product_id: product.id, title: `Bamboo ${word} lamp` })
    // The merchant still sees it, under Hidden.
    const tab = async (name: 'all' | 'on_sale' | 'hidden') => ids(await server.call(merchantProductList, { query: { tab: name, keyword: word } }, { token: merchant }))
    expect([await tab('all'), await tab('on_sale'), await tab('hidden')]).toEqual([[product.id], [], [product.id]])

    const shown = await setHidden(product.id, false)
    expect(shown.body).toMatchObject({ code: 1, msg: 'Product on sale again', data: { hidden: false } })
    await server.call(toggleFavourite, { body: { product_id: product.id } }, { token: shopper.token })
    expect(await everywhere()).toEqual(all)
    expect((await server.call(cartList, {}, { token: shopper.token })).body.data.shops[0].lines[0]).toMatchObject({ id: line, on_sale: true, available: true, selected: true })
    expect([await tab('on_sale'), await tab('hidden')]).toEqual([[product.id], []])
  })
})


describe('another shop’s product', () => {
  it('is "not found" to read, save or hide, and nothing changes', async () => {
    const product = await created(uniqueWord())
    const other = await otherMerchant()
    const before = (await mine(product.id)).body.data
    expect((await server.call(merchantProductDetail, { query: { id: product.id } }, { token: other })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold', data: null })
    const res = await save({ ...formOf(before), title: { en: 'Taken over' } }, other)
    expect(res.body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold', data: null })
    expect((await setHidden(product.id, true, other)).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    expect((await mine(product.id)).body.data).toEqual(before)
    // Their list holds their own shop's products only.
    const theirs = await server.call(merchantProductList, { query: { limit: 50 } }, { token: other })
    expect(theirs.body.data).toMatchObject({ total: 0, list: [] })
    // A product they save is theirs, not the demo merchant's.
    const own = await save(lampBody(uniqueWord(), { id: undefined }), other)
    expect(own.body.code).toBe(1)
    expect((await mine(own.body.data.id)).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
  })

  it('a shopper and a visitor are refused, nothing told', async () => {
    const shopper = await newShopper(server)
    expect((await server.call(merchantProductList, { query: {} }, { token: shopper.token })).status).toBe(403)
    expect((await server.call(merchantProductList, { query: {} })).status).toBe(401)
  })
})

/** A second merchant with a shop of their own (made directly: the application flow has tests of its own). */
async function otherMerchant(): Promise<string> {
  const shopper = await newShopper(server)
  await server.db.execute(sql`update users set role = 'merchant' where id = ${shopper.userId}`)
  await server.db.execute(sql`insert into shops (owner_user_id, name) values (${shopper.userId}, ${`Other ${shopper.userId}`})`)
  const [{ account }] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${shopper.userId}`)
  const id = account.slice('buyer_'.length)
  return server.login(account, `pass-${id}`)
}

describe('bad input', () => {
  const cases: Array<[string, (body: ProductSaveBody) => unknown, string, string]> = [
    ['no English title', (b) => ({ ...b, title: { en: '  ', vi: 'Đèn' } }), "Please write the product's title in English", 'Vui lòng nhập tên sản phẩm bằng tiếng Anh'],
    ['a title too long', (b) => ({ ...b, title: { en: 'x'.repeat(121) } }), 'A product title may be at most 120 characters', 'Tên sản phẩm tối đa 120 ký tự'],
    ['no English description', (b) => ({ ...b, description: { vi: 'Mô tả' } }), "Please write the product's description in English", 'Vui lòng nhập mô tả sản phẩm bằng tiếng Anh'],
    ['no category', (b) => ({ ...b, category_id: undefined }), 'Please choose a category', 'Vui lòng chọn danh mục'],
    ['an unknown dimension', (b) => ({ ...b, spec_name: 'flavour' }), 'Please choose what the options differ in', 'Vui lòng chọn tiêu chí phân loại'],
    ['no picture', (b) => ({ ...b, images: [] }), 'Please upload 1 to 9 pictures of the product', 'Vui lòng tải lên từ 1 đến 9 ảnh sản phẩm'],
    ['ten pictures', (b) => ({ ...b, images: Array.from({ length: 10 }, (_, i) => `/uploads/u/202611/${String(i).padStart(32, 'a')}.png`) }), 'A product may have at most 9 pictures', 'Mỗi sản phẩm có tối đa 9 ảnh'],
    ['a picture of another site', (b) => ({ ...b, images: ['https://example.com/lamp.png'] }), 'That picture was not uploaded here: please upload it again', 'Hình ảnh này không được tải lên tại đây: vui lòng tải lên lại'],
    ['no SKU', (b) => ({ ...b, skus: [] }), 'Please add at least one option with its price and stock', 'Vui lòng thêm ít nhất một phân loại kèm giá và tồn kho'],
    ['21 SKUs', (b) => ({ ...b, skus: Array.from({ length: 21 }, (_, i) => ({ label: { en: `Size ${i}` }, price: '1', stock: 1 })) }), 'A product may have at most 20 options', 'Mỗi sản phẩm có tối đa 20 phân loại'],
    ['an SKU without an English name', (b) => ({ ...b, skus: [{ label: { en: '', vi: 'Đỏ' }, price: '1', stock: 1 }] }), 'Each option needs a name in English', 'Mỗi phân loại cần có tên bằng tiếng Anh'],
    ['two SKUs of one name', (b) => ({ ...b, skus: [{ label: { en: 'Red' }, price: '1', stock: 1 }, { label: { en: 'red' }, price: '2', stock: 1 }] }), 'Two options have the same English name', 'Có hai phân loại trùng tên tiếng Anh'],
    ['a price of 0', (b) => ({ ...b, skus: [{ ...b.skus[0], price: '0.00' }] }), 'A price must be above 0 with at most 2 decimals', 'Giá phải lớn hơn 0 và có tối đa 2 chữ số thập phân'],
    ['a price with 3 decimals', (b) => ({ ...b, skus: [{ ...b.skus[0], price: '1.999' }] }), 'A price must be above 0 with at most 2 decimals', 'Giá phải lớn hơn 0 và có tối đa 2 chữ số thập phân'],
    ['a negative price', (b) => ({ ...b, skus: [{ ...b.skus[0], price: '-5' }] }), 'A price must be above 0 with at most 2 decimals', 'Giá phải lớn hơn 0 và có tối đa 2 chữ số thập phân'],
    ['a negative stock', (b) => ({ ...b, skus: [{ ...b.skus[0], stock: -1 }] }), 'Stock must be a whole number from 0 to 999999', 'Tồn kho phải là số nguyên từ 0 đến 999999'],
    ['a stock of 1.5', (b) => ({ ...b, skus: [{ ...b.skus[0], stock: '1.5' }] }), 'Stock must be a whole number from 0 to 999999', 'Tồn kho phải là số nguyên từ 0 đến 999999'],
    ['an empty stock', (b) => ({ ...b, skus: [{ ...b.skus[0], stock: '' }] }), 'Stock must be a whole number from 0 to 999999', 'Tồn kho phải là số nguyên từ 0 đến 999999'],
  ]

  it.each(cases)('%s: a 400 in English and Vietnamese, nothing stored', async (_name, change, en, vi) => {
    const product = await created(uniqueWord())
    const before = (await mine(product.id)).body.data
    for (const [lang, msg] of [['en', en], ['vi', vi]] as const) {
      const edit = await save(change(formOf(before)), merchant, lang)
      expect(edit.status, edit.text).toBe(400)
      expect(edit.body).toMatchObject({ code: 0, msg })
    }
    expect((await mine(product.id)).body.data).toEqual(before)
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from products`)
    const fresh = await save(change(lampBody(uniqueWord())), merchant, 'vi')
    expect(fresh.body).toMatchObject({ code: 0, msg: vi })
    expect((await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from products`))[0]!.n).toBe(n)
  })

  it('refusals only the database can tell, in both languages: nothing stored', async () => {
    const product = await created(uniqueWord())
    const before = (await mine(product.id)).body.data
    const form = formOf(before)
    const [seeded] = await rowsOf<{ id: number; images: string[] }>(server.db, sql`select id, images from products where key is not null order by id limit 1`)
    const [foreignSku] = await rowsOf<{ id: number }>(server.db, sql`select id from product_skus where product_id = ${seeded!.id} limit 1`)
    const refusals: Array<[unknown, string, string]> = [
      [{ ...form, category_id: 999 }, 'This category does not exist', 'Danh mục không tồn tại'],
      [{ ...form, images: ['/uploads/u/202611/0123456789abcdef0123456789abcdef.png'] }, 'That picture was not uploaded here: please upload it again', 'Hình ảnh này không được tải lên tại đây: vui lòng tải lên lại'],
      [{ ...form, images: [seeded!.images[0]] }, 'That picture was not uploaded here: please upload it again', 'Hình ảnh này không được tải lên tại đây: vui lòng tải lên lại'],
      [{ ...form, skus: [...form.skus, { ...form.skus[0], id: foreignSku!.id, label: { en: 'Borrowed' } }] }, 'Please choose a specification of this product', 'Vui lòng chọn quy cách của sản phẩm này'],
    ]
    for (const [body, en, vi] of refusals) {
      expect((await save(body, merchant, 'en')).body).toMatchObject({ code: 0, msg: en })
      expect((await save(body, merchant, 'vi')).body).toMatchObject({ code: 0, msg: vi })
    }
    expect((await mine(product.id)).body.data).toEqual(before)
  })

  it('an SKU already ordered is kept: removing it is refused and names it; its stock may go to 0', async () => {
    const product = await created(uniqueWord())
    await placeOrder(server, { productId: product.id, skuId: product.skus[1]!.id, shopId, price: '19.90', stock: 12 })
    const before = (await mine(product.id)).body.data
    expect(before.skus.map((k: { removable: boolean }) => k.removable)).toEqual([true, false])
    const form = formOf(before)
    const res = await save({ ...form, skus: [form.skus[0]] }, merchant, 'vi')
    expect(res.body).toMatchObject({ code: 0, msg: '“Màu sẫm” đã có đơn hàng nên không thể xóa: hãy đặt tồn kho về 0 để ngừng bán', data: { reason: 'skuOrdered', sku_id: before.skus[1].id } })
    expect((await mine(product.id)).body.data).toEqual(before)
    const zero = await save({ ...form, skus: [form.skus[0], { ...form.skus[1], stock: 0 }] })
    expect(zero.body.data.skus[1]).toMatchObject({ id: before.skus[1].id, stock: 0, removable: false })
  })
})

describe('stock and orders on the same SKU', () => {
  async function orderOne(shopper: Shopper, product: MerchantProduct) {
    return server.call(orderCreate, { body: { buy_now: { product_id: product.id, sku_id: product.skus[0]!.id, quantity: 1 }, address_id: shopper.addressId } }, { token: shopper.token })
  }

  it('raised while orders come in: every order keeps its unit, the raise is added to what is left', async () => {
    const product = await created(uniqueWord(), { skus: [{ label: { en: 'One size' }, price: '5.00', stock: 10 }] })
    const skuId = product.skus[0]!.id
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => newShopper(server)))
    const form = formOf(product)
    const [edit, ...orders] = await Promise.all([
      save({ ...form, skus: [{ ...form.skus[0], stock: 25 }] }),
      ...shoppers.map((shopper) => orderOne(shopper, product)),
    ])
    expect(edit.body.code, edit.text).toBe(1)
    expect(orders.filter((o) => o.body.code === 1)).toHaveLength(8)
    expect(await stockOf(skuId)).toBe(25 - 8)
    // A cancelled order puts its unit back on what the merchant set.
    const first = orders[0]!.body.data.orders[0]
    await server.call(orderCancel, { body: { id: first.id } }, { token: shoppers[0]!.token })
    expect(await stockOf(skuId)).toBe(25 - 7)
  })

  it('lowered while orders come in: never below 0, never losing an order; refused with the stock left when orders took it', async () => {
    const product = await created(uniqueWord(), { skus: [{ label: { en: 'One size' }, price: '5.00', stock: 10 }] })
    const skuId = product.skus[0]!.id
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => newShopper(server)))
    const form = formOf(product)
    // The form showed 10; the merchant wants 4 (minus 6). Eight orders race for the same units.
    const [edit, ...orders] = await Promise.all([
      save({ ...form, skus: [{ ...form.skus[0], stock: 4 }] }, merchant, 'en'),
      ...shoppers.map((shopper) => orderOne(shopper, product)),
    ])
    const ordered = orders.filter((o) => o.body.code === 1).length
    const stock = await stockOf(skuId)
    expect(stock).toBeGreaterThanOrEqual(0)
    if (edit.body.code === 1) {
      expect(stock).toBe(10 - 6 - ordered)
    } else {
      expect(edit.body).toMatchObject({ code: 0, data: { reason: 'stockChanged', sku_id: skuId } })
      expect(edit.body.msg).toMatch(/^Orders took some of “One size” while you were editing: \d+ are left now/)
      expect(stock).toBe(10 - ordered)
    }
    // What orders hold is never given away: reserved units plus what is left is what there was.
    const [{ reserved }] = await rowsOf<{ reserved: number }>(server.db, sql`select coalesce(sum(quantity), 0)::int as reserved from order_items where sku_id = ${skuId}`)
    expect(reserved).toBe(ordered)
    expect(stock + reserved).toBe(edit.body.code === 1 ? 4 : 10)
  })

  it('lowered below what is left after orders took it: refused, the stock left named, nothing changed', async () => {
    const product = await created(uniqueWord(), { skus: [{ label: { en: 'One size', vi: 'Một cỡ' }, price: '5.00', stock: 3 }] })
    const form = formOf(product)
    const shopper = await newShopper(server)
    expect((await orderOne(shopper, product)).body.code).toBe(1)
    expect((await orderOne(shopper, product)).body.code).toBe(1)
    // The form still shows 3; taking all 3 away would sell the 2 the orders hold.
    const res = await save({ ...form, skus: [{ ...form.skus[0], stock: 0 }] }, merchant, 'vi')
    expect(res.body).toMatchObject({ code: 0, msg: 'Trong lúc bạn chỉnh sửa, đơn hàng đã lấy bớt “Một cỡ”: hiện còn 1, nên không thể giảm tồn kho nhiều như vậy. Hãy kiểm tra rồi lưu lại', data: { reason: 'stockChanged', stock: 1 } })
    expect(await stockOf(product.skus[0]!.id)).toBe(1)
    // With the stock the server showed, the same wish succeeds.
    const again = await save({ ...form, skus: [{ ...form.skus[0], stock: 0, stock_was: 1 }] })
    expect(again.body.data.skus[0].stock).toBe(0)
  })
})
