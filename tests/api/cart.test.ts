// The bag: lines grouped by shop in the shopper's language, quantities within today's stock,
// selection per line, shop and bag, the selected total, removal, the visitor bag merged at login;
// bad input and another shopper's lines are refused with a message and change nothing.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cartAdd, cartList, cartMerge, cartRemove, cartSelect, cartUpdate, type Bag } from '../../src/contract/cart'
import { rowsOf } from '../support/db-rows'
import { registerAccount } from '../support/new-account'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

type Answer = Awaited<ReturnType<TestServer['call']>>

async function ok(res: Promise<Answer>, msg?: string): Promise<Bag> {
  const answer = await res
  expect(answer.status, answer.text).toBe(200)
  expect(answer.body.code, answer.text).toBe(1)
  if (msg !== undefined) expect(answer.body.msg).toBe(msg)
  return answer.body.data
}

async function refused(res: Promise<Answer>, msg: string, status = 200) {
  const answer = await res
  expect(answer.status, answer.text).toBe(status)
  expect(answer.body).toMatchObject({ code: 0, msg })
}

/** A new shopper with an empty bag. */
const newAccount = () => registerAccount((method, path, body, token) => server.request(method, path, { body, token }).then((r) => r.body), 'bag')
const newShopper = async () => (await newAccount()).token

interface SkuRow extends Record<string, unknown> {
  id: number
  product_id: number
  stock: number
  price: string
  shop_id: number
}

/** SKUs of distinct products matching `where`, by id, so each test takes its own. */
async function skus(where: ReturnType<typeof sql>, count: number, offset = 0): Promise<SkuRow[]> {
  const rows = await rowsOf<SkuRow>(server.db, sql`
    select distinct on (k.product_id) k.id, k.product_id, k.stock, k.price::text as price, p.shop_id
    from product_skus k join products p on p.id = k.product_id where ${where} order by k.product_id, k.id`)
  const picked = rows.slice(offset, offset + count)
  if (picked.length < count) throw new Error('the seed has too few SKUs for this test')
  return picked
}

/** Two SKUs of one shop and one of another shop, all with room for 99. */
async function twoShops(offset: number) {
  const [a1, a2] = await rowsOf<SkuRow>(server.db, sql`
    select k.id, k.product_id, k.stock, k.price::text as price, p.shop_id
    from product_skus k join products p on p.id = k.product_id
    where k.stock >= 99 and p.shop_id = 2 order by k.id offset ${offset * 2} limit 2`)
  const [b1] = await rowsOf<SkuRow>(server.db, sql`
    select k.id, k.product_id, k.stock, k.price::text as price, p.shop_id
    from product_skus k join products p on p.id = k.product_id
    where k.stock >= 99 and p.shop_id = 3 order by k.id offset ${offset} limit 1`)
  return { a1, a2, b1 }
}

const add = (token: string, sku: SkuRow, quantity: number) =>
  server.call(cartAdd, { body: { product_id: sku.product_id, sku_id: sku.id, quantity } }, { token }).then((res) => {
    expect(res.body.code, res.text).toBe(1)
    return res.body.data.id as number
  })

const list = (token: string, lang = 'en') => ok(server.call(cartList, {}, { token, lang }))
const lines = (bag: Bag) => bag.shops.flatMap((group) => group.lines)
const lineOf = (bag: Bag, id: number) => lines(bag).find((line) => line.id === id)!
const cents = (amount: string) => Math.round(Number(amount) * 100)

describe('listing the bag', () => {
  it('an empty bag: no shops, nothing selected, a total of zero', async () => {
    expect(await list(await newShopper())).toEqual({ shops: [], count: 0, selected_count: 0, selected_total: '0.00' })
  })

  it('groups lines by shop (newest first) with title and SKU in the shopper language, and totals the selected lines', async () => {
    const token = await newShopper()
    const { a1, a2, b1 } = await twoShops(0)
    const idA1 = await add(token, a1, 2)
    const idB1 = await add(token, b1, 1)
    const idA2 = await add(token, a2, 3)
    const bag = await list(token)
    expect(bag.shops.map((group) => group.shop.id)).toEqual([a2.shop_id, b1.shop_id])
    expect(bag.shops[0].lines.map((line) => line.id)).toEqual([idA2, idA1])
    expect(bag.shops[1].lines.map((line) => line.id)).toEqual([idB1])
    expect(bag.shops[0].shop).toMatchObject({ id: 2, name: expect.any(String), logo: expect.stringMatching(/^\/uploads\//) })
    expect(lineOf(bag, idA1)).toMatchObject({ product_id: a1.product_id, sku_id: a1.id, quantity: 2, selected: true, price: a1.price, stock: a1.stock, available: true })
    expect(lineOf(bag, idA1).image).toMatch(/^\/uploads\//)
    expect(bag).toMatchObject({ count: 3, selected_count: 3 })
    expect(cents(bag.selected_total)).toBe(cents(a1.price) * 2 + cents(a2.price) * 3 + cents(b1.price))

    const [titles] = await rowsOf<{ en: string; vi: string; label_vi: string }>(server.db, sql`
      select p.title->>'en' as en, p.title->>'vi' as vi, k.label->>'vi' as label_vi
      from products p join product_skus k on k.product_id = p.id where k.id = ${a1.id}`)
    expect(lineOf(bag, idA1).title).toBe(titles.en)
    const vi = await list(token, 'vi')
    expect(lineOf(vi, idA1)).toMatchObject({ title: titles.vi, sku_label: titles.label_vi })
  })

  it('a visitor is asked to log in', async () => {
    expect((await server.call(cartList)).status).toBe(401)
  })
})

describe('changing a line', () => {
  it('a new quantity within stock changes the line and the total; unselecting takes it out of the total', async () => {
    const token = await newShopper()
    const [sku] = await skus(sql`k.stock between 5 and 98`, 1)
    const id = await add(token, sku, 1)
    const bag = await ok(server.call(cartUpdate, { body: { id, quantity: sku.stock } }, { token }))
    expect(lineOf(bag, id)).toMatchObject({ quantity: sku.stock, selected: true })
    expect(cents(bag.selected_total)).toBe(cents(sku.price) * sku.stock)
    const unselected = await ok(server.call(cartUpdate, { body: { id, selected: false } }, { token }))
    expect(lineOf(unselected, id)).toMatchObject({ quantity: sku.stock, selected: false })
    expect(unselected).toMatchObject({ selected_count: 0, selected_total: '0.00' })
    // Both at once; a quantity must be a number, not its digits as text.
    await refused(server.call(cartUpdate, { body: { id, quantity: '2' as unknown as number, selected: true } }, { token }), 'Quantity must be between 1 and 99', 400)
    const both = await ok(server.call(cartUpdate, { body: { id, quantity: 2, selected: true } }, { token }))
    expect(lineOf(both, id)).toMatchObject({ quantity: 2, selected: true })
  })

  it('refuses more than the stock, and changes nothing', async () => {
    const token = await newShopper()
    const [sku] = await skus(sql`k.stock between 3 and 20`, 1, 1)
    const id = await add(token, sku, 2)
    await refused(server.call(cartUpdate, { body: { id, quantity: sku.stock + 1 } }, { token }), 'Not enough stock for this specification')
    expect(lineOf(await list(token), id).quantity).toBe(2)
  })

  it('refuses bad quantities with a message, and changes nothing', async () => {
    const token = await newShopper()
    const [sku] = await skus(sql`k.stock >= 99`, 1, 2)
    const id = await add(token, sku, 4)
    for (const quantity of ['3abc', 'abc', '', -1, 0, 100, 1.5, 1e12, '99999999999999999999', null, {}]) {
      const res = await server.call(cartUpdate, { body: { id, quantity: quantity as number } }, { token })
      expect(res.status, JSON.stringify(quantity)).toBe(400)
      expect(res.body.msg, JSON.stringify(quantity)).toBe('Quantity must be between 1 and 99')
    }
    // Nothing to change at all.
    await refused(server.call(cartUpdate, { body: { id } }, { token }), 'Quantity must be between 1 and 99', 400)
    await refused(server.call(cartUpdate, { body: { id, selected: 'yes' as unknown as boolean } }, { token }), 'Invalid value: selected', 400)
    // In the shopper's language.
    await refused(server.call(cartUpdate, { body: { id, quantity: 0 } }, { token, lang: 'vi' }), 'Số lượng phải từ 1 đến 99', 400)
    expect(lineOf(await list(token), id)).toMatchObject({ quantity: 4, selected: true })
  })

  it("another shopper's line is not found, and stays as it was", async () => {
    const mine = await newShopper()
    const theirs = await newShopper()
    const [sku] = await skus(sql`k.stock >= 99`, 1, 3)
    const id = await add(theirs, sku, 3)
    await refused(server.call(cartUpdate, { body: { id, quantity: 5 } }, { token: mine }), 'This item is no longer in your bag')
    await refused(server.call(cartUpdate, { body: { id, selected: false } }, { token: mine }), 'This item is no longer in your bag')
    await refused(server.call(cartRemove, { body: { ids: [id] } }, { token: mine }), 'This item is no longer in your bag')
    await refused(server.call(cartUpdate, { body: { id: 999999, quantity: 1 } }, { token: mine }), 'This item is no longer in your bag')
    await refused(server.call(cartUpdate, { body: { id: 'x' as unknown as number, quantity: 1 } }, { token: mine }), 'This item is no longer in your bag', 400)
    await refused(server.call(cartUpdate, { body: { id: -4, quantity: 1 } }, { token: mine }), 'This item is no longer in your bag', 400)
    expect(lineOf(await list(theirs), id)).toMatchObject({ quantity: 3, selected: true })
    expect((await list(mine)).count).toBe(0)
  })

  it('a line whose stock fell below its quantity cannot be selected or bought until lowered to the stock', async () => {
    const token = await newShopper()
    const [scarce, other] = await skus(sql`k.stock >= 99`, 2, 4)
    const id = await add(token, scarce, 5)
    const otherId = await add(token, other, 1)
    // Another shopper's order took most of the stock.
    await server.db.execute(sql`update product_skus set stock = 3 where id = ${scarce.id}`)
    try {
      const bag = await list(token)
      expect(lineOf(bag, id)).toMatchObject({ quantity: 5, stock: 3, available: false, selected: false })
      expect(bag).toMatchObject({ selected_count: 1, selected_total: other.price })
      await refused(server.call(cartUpdate, { body: { id, selected: true } }, { token }), 'Not enough stock for this specification')
      await refused(server.call(cartUpdate, { body: { id, quantity: 4 } }, { token }), 'Not enough stock for this specification')
      // Selecting the whole bag passes over it.
      const all = await ok(server.call(cartSelect, { body: { selected: true } }, { token }))
      expect(lineOf(all, id).selected).toBe(false)
      expect(lineOf(all, otherId).selected).toBe(true)
      // Lowered to the stock, it is selected again (it was never unselected by the shopper).
      const lowered = await ok(server.call(cartUpdate, { body: { id, quantity: 3 } }, { token }))
      expect(lineOf(lowered, id)).toMatchObject({ quantity: 3, available: true, selected: true })
      expect(lowered.selected_count).toBe(2)
      // Sold out: only removal is left.
      await server.db.execute(sql`update product_skus set stock = 0 where id = ${scarce.id}`)
      await refused(server.call(cartUpdate, { body: { id, quantity: 1 } }, { token }), 'Not enough stock for this specification')
      expect(lineOf(await list(token), id)).toMatchObject({ available: false, selected: false, stock: 0 })
    } finally {
      await server.db.execute(sql`update product_skus set stock = ${scarce.stock} where id = ${scarce.id}`)
    }
  })
})

describe('selecting per shop and for the whole bag', () => {
  it('unselects and selects one shop, then the whole bag', async () => {
    const token = await newShopper()
    const { a1, a2, b1 } = await twoShops(1)
    const ids = { a1: await add(token, a1, 1), a2: await add(token, a2, 1), b1: await add(token, b1, 2) }
    const shopOff = await ok(server.call(cartSelect, { body: { shop_id: a1.shop_id, selected: false } }, { token }))
    expect([lineOf(shopOff, ids.a1).selected, lineOf(shopOff, ids.a2).selected, lineOf(shopOff, ids.b1).selected]).toEqual([false, false, true])
    expect(shopOff).toMatchObject({ selected_count: 1 })
    expect(cents(shopOff.selected_total)).toBe(cents(b1.price) * 2)
    const allOff = await ok(server.call(cartSelect, { body: { selected: false } }, { token }))
    expect(allOff).toMatchObject({ selected_count: 0, selected_total: '0.00' })
    await refused(server.call(cartSelect, { body: { shop_id: String(a1.shop_id) as unknown as number, selected: true } }, { token }), 'This shop does not exist', 400)
    const shopOn = await ok(server.call(cartSelect, { body: { shop_id: a1.shop_id, selected: true } }, { token }))
    expect([lineOf(shopOn, ids.a1).selected, lineOf(shopOn, ids.a2).selected, lineOf(shopOn, ids.b1).selected]).toEqual([true, true, false])
    const allOn = await ok(server.call(cartSelect, { body: { selected: true } }, { token }))
    expect(allOn.selected_count).toBe(3)
  })

  it('refuses a shop without lines in the bag, and bad input, changing nothing', async () => {
    const token = await newShopper()
    const { b1 } = await twoShops(2)
    const id = await add(token, b1, 1)
    await refused(server.call(cartSelect, { body: { shop_id: 1, selected: false } }, { token }), 'This item is no longer in your bag')
    await refused(server.call(cartSelect, { body: { shop_id: 'abc' as unknown as number, selected: false } }, { token }), 'This shop does not exist', 400)
    await refused(server.call(cartSelect, { body: { shop_id: b1.shop_id } as never }, { token }), 'Invalid value: selected', 400)
    expect(lineOf(await list(token), id).selected).toBe(true)
  })
})

describe('removing lines', () => {
  it('removes the given lines and says so', async () => {
    const token = await newShopper()
    const { a1, a2, b1 } = await twoShops(3)
    const ids = [await add(token, a1, 1), await add(token, a2, 1), await add(token, b1, 1)]
    const bag = await ok(server.call(cartRemove, { body: { ids: [ids[0], ids[2]] } }, { token }), 'Deleted successfully')
    expect(lines(bag).map((line) => line.id)).toEqual([ids[1]])
    expect(bag.shops.map((group) => group.shop.id)).toEqual([a2.shop_id])
    const empty = await ok(server.call(cartRemove, { body: { ids: [ids[1], ids[1]] } }, { token }))
    expect(empty).toEqual({ shops: [], count: 0, selected_count: 0, selected_total: '0.00' })
  })

  it("removes nothing when one id is another shopper's, unknown or malformed", async () => {
    const mine = await newShopper()
    const theirs = await newShopper()
    const [s1, s2] = await skus(sql`k.stock >= 99`, 2, 6)
    const own = await add(mine, s1, 1)
    const foreign = await add(theirs, s2, 1)
    await refused(server.call(cartRemove, { body: { ids: [own, foreign] } }, { token: mine }), 'This item is no longer in your bag')
    await refused(server.call(cartRemove, { body: { ids: [own, 999999] } }, { token: mine }), 'This item is no longer in your bag')
    await refused(server.call(cartRemove, { body: { ids: [] } }, { token: mine }), 'This item is no longer in your bag', 400)
    await refused(server.call(cartRemove, { body: { ids: [own, 'two'] as unknown as number[] } }, { token: mine }), 'This item is no longer in your bag', 400)
    await refused(server.call(cartRemove, { body: { ids: Array.from({ length: 101 }, (_, i) => i + 1) } }, { token: mine }), 'This item is no longer in your bag', 400)
    expect((await list(mine)).count).toBe(1)
    expect((await list(theirs)).count).toBe(1)
  })

  it('a visitor is asked to log in for every change', async () => {
    expect((await server.call(cartUpdate, { body: { id: 1, quantity: 1 } })).status).toBe(401)
    expect((await server.call(cartSelect, { body: { selected: true } })).status).toBe(401)
    expect((await server.call(cartRemove, { body: { ids: [1] } })).status).toBe(401)
    expect((await server.call(cartMerge, { body: { lines: [] } })).status).toBe(401)
  })
})

describe("merging a visitor's bag at login", () => {
  it('adds to existing lines and makes new ones, within stock and 99; leaves out unknown and sold-out items', async () => {
    const token = await newShopper()
    const [big, small, other] = await skus(sql`k.stock >= 99`, 3, 8)
    const [scarce] = await skus(sql`k.stock between 3 and 20`, 1, 3)
    const [soldOut] = await skus(sql`k.stock = 0`, 1)
    const existing = await add(token, big, 90)
    const bag = await ok(server.call(cartMerge, {
      body: {
        lines: [
          { product_id: big.product_id, sku_id: big.id, quantity: 20 },
          { product_id: small.product_id, sku_id: small.id, quantity: 2 },
          { product_id: small.product_id, sku_id: small.id, quantity: 3 },
          { product_id: scarce.product_id, sku_id: scarce.id, quantity: 99 },
          { product_id: soldOut.product_id, sku_id: soldOut.id, quantity: 1 },
          { product_id: 999999, sku_id: 999999, quantity: 1 },
          // A SKU paired with another product.
          { product_id: big.product_id, sku_id: other.id, quantity: 1 },
        ],
      },
    }, { token }))
    const bySku = new Map(lines(bag).map((line) => [line.sku_id, line]))
    expect(bySku.get(big.id)).toMatchObject({ id: existing, quantity: 99 })
    expect(bySku.get(small.id)).toMatchObject({ quantity: 5, selected: true })
    expect(bySku.get(scarce.id)).toMatchObject({ quantity: scarce.stock, available: true })
    expect(bySku.has(soldOut.id)).toBe(false)
    expect(bySku.has(other.id)).toBe(false)
    expect(bag.count).toBe(3)
    // Nothing to merge: the bag as it is.
    expect(await ok(server.call(cartMerge, { body: { lines: [] } }, { token }))).toEqual(bag)
  })

  it('leaves out new lines beyond 100 but still grows existing ones', async () => {
    const { token, account } = await newAccount()
    const all = await rowsOf<SkuRow>(server.db, sql`select id, product_id, stock from product_skus where stock >= 10 order by id limit 102`)
    const [{ id: userId }] = await rowsOf<{ id: number }>(server.db, sql`select id from users where account = ${account}`)
    for (const sku of all.slice(0, 100)) {
      await server.db.execute(sql`insert into cart_lines (user_id, product_id, sku_id, quantity) values (${userId}, ${sku.product_id}, ${sku.id}, 1)`)
    }
    const bag = await ok(server.call(cartMerge, {
      body: { lines: [all[100], all[101], all[0]].map((sku) => ({ product_id: sku.product_id, sku_id: sku.id, quantity: 2 })) },
    }, { token }))
    expect(bag.count).toBe(100)
    expect(lines(bag).find((line) => line.sku_id === all[0].id)?.quantity).toBe(3)
  })

  it('refuses bad quantities and more than 100 lines, merging nothing', async () => {
    const token = await newShopper()
    const [sku] = await skus(sql`k.stock >= 99`, 1, 11)
    for (const quantity of ['2x', -3, 0, 120, 2.5]) {
      const res = await server.call(cartMerge, { body: { lines: [{ product_id: sku.product_id, sku_id: sku.id, quantity: quantity as number }] } }, { token })
      expect(res.status, String(quantity)).toBe(400)
      expect(res.body.msg).toBe('Quantity must be between 1 and 99')
    }
    const tooMany = Array.from({ length: 101 }, () => ({ product_id: sku.product_id, sku_id: sku.id, quantity: 1 }))
    await refused(server.call(cartMerge, { body: { lines: tooMany } }, { token }), 'Your bag holds at most 99 of one item and 100 lines', 400)
    await refused(server.call(cartMerge, { body: {} as never }, { token }), 'Invalid value: lines', 400)
    expect((await list(token)).count).toBe(0)
  })

  it('merges at once from two tabs without losing a quantity (the shopper row lock)', async () => {
    const token = await newShopper()
    const [sku] = await skus(sql`k.stock >= 99`, 1, 12)
    const merges = Array.from({ length: 5 }, () => server.call(cartMerge, { body: { lines: [{ product_id: sku.product_id, sku_id: sku.id, quantity: 3 }] } }, { token }))
    const answers = await Promise.all(merges)
    expect(answers.every((answer) => answer.body.code === 1)).toBe(true)
    expect(lines(await list(token))).toEqual([expect.objectContaining({ sku_id: sku.id, quantity: 15 })])
  })
})
