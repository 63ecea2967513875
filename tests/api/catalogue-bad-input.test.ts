// Bad input to the catalogue calls: unknown ids, absurd pages and limits, unknown sorts, huge
// keywords and prices answer a clear localized message, never a 500; every call of the catalogue
// has a route.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cartAdd } from '../../src/contract/cart'
import { hotProducts, productDetail, productEvaluations, productList, productSeen, recommendedProducts } from '../../src/contract/catalogue'
import { allCalls } from '../../src/contract/calls'
import { hotShops, shopDetail } from '../../src/contract/shops'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:') || line.startsWith('warning:'))).toEqual([]))

describe('catalogue bad input', () => {
  it('mounts every call of the contract', async () => {
    const missing = allCalls.filter((call) => !server.app.routes.some((route) => route.path === call.path && route.method === call.method))
    expect(missing.map((call) => call.path)).toEqual([])
  })

  it('pages and limits out of range: 400 with the paging message', async () => {
    for (const call of [productList, hotProducts, recommendedProducts, hotShops]) {
      for (const [query, msg] of [
        [{ page: 0 }, 'Page must be a whole number from 1'],
        [{ page: -3 }, 'Page must be a whole number from 1'],
        [{ page: '1e9' }, 'Page must be a whole number from 1'],
        [{ page: 'x' }, 'Page must be a whole number from 1'],
        [{ limit: 51 }, 'Limit must be a whole number from 1 to 50'],
        [{ limit: 100000 }, 'Limit must be a whole number from 1 to 50'],
        [{ limit: 2.5 }, 'Limit must be a whole number from 1 to 50'],
      ] as const) {
        const res = await server.call(call, { query } as never, { lang: 'en' })
        expect(res.status, `${call.path} ${JSON.stringify(query)}`).toBe(400)
        expect(res.body.msg).toBe(msg)
      }
    }
  })

  it('unknown sorts, bad prices and ids: 400 with their own message, in the shopper language', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ sort: 'cheapest' }, 'sort', 'Sort by sales, price (up or down) or newest'],
      [{ sort: ['sales', 'new'] }, 'sort', 'Sort by sales, price (up or down) or newest'],
      [{ min_price: '-1' }, 'min_price', 'Please fill a correct price range'],
      [{ max_price: '1e5' }, 'max_price', 'Please fill a correct price range'],
      [{ max_price: '9'.repeat(400) }, 'max_price', 'Please fill a correct price range'],
      [{ category_id: 'phones' }, 'category_id', 'This category does not exist'],
      [{ category_id: '99999999999' }, 'category_id', 'This category does not exist'],
      [{ shop_id: -1 }, 'shop_id', 'This shop does not exist'],
      [{ keyword: 'k'.repeat(10 * 1024) }, 'keyword', 'Search words can be at most 100 characters'],
    ]
    for (const [query, field, msg] of cases) {
      const res = await server.call(productList, { query } as never, { lang: 'en' })
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(400)
      expect(res.body).toEqual({ code: 0, msg, data: { field } })
    }
    const vi = await server.call(productList, { query: { sort: 'cheapest' } } as never, { lang: 'vi' })
    expect(vi.body.msg).not.toBe('Sort by sales, price (up or down) or newest')
    expect(vi.body.msg.length).toBeGreaterThan(0)
  })

  it('unknown or malformed ids on detail calls', async () => {
    expect((await server.call(productDetail, { query: { id: 'abc' } } as never)).status).toBe(400)
    expect((await server.call(productDetail, { query: {} } as never)).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    expect((await server.call(productDetail, { query: { id: 2147483647 } })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })
    expect((await server.call(shopDetail, { query: { id: 0 } })).status).toBe(400)
    expect((await server.call(productEvaluations, { query: { product_id: 2147483647 } })).body.code).toBe(0)
    expect((await server.call(productSeen, { body: { product_id: 1, visit: 'x'.repeat(65) } })).status).toBe(400)
    expect((await server.call(productSeen, { body: { product_id: 1 } } as never)).status).toBe(400)
  })

  it('a visitor adding to the bag gets 401 before the input is looked at', async () => {
    const res = await server.call(cartAdd, { body: { product_id: 'x', sku_id: 1, quantity: 1 } } as never)
    expect(res.status).toBe(401)
  })
})
