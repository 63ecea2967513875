// The seed: reference data always, demo accounts in demo mode, and running it again changes nothing.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageList, login } from '../../src/contract/user'
import { rowsOf } from '../support/db-rows'
import { seedDatabase } from '../../src/server/db/seed'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let demo: TestServer
let plain: TestServer
beforeAll(async () => {
  ;[demo, plain] = await Promise.all([createTestServer(), createTestServer({ demo: false })])
})
afterAll(() => Promise.all([demo.close(), plain.close()]))

async function snapshot(server: TestServer) {
  const tables = ['users', 'shops', 'ledger_entries', 'languages', 'sessions', 'categories', 'products', 'product_skus', 'reviews']
  const result: Record<string, unknown[]> = {}
  for (const table of tables) {
    result[table] = await rowsOf(server.db, sql.raw(`select * from ${table} order by id`))
  }
  return result
}

describe('seed', () => {
  it('running it twice changes nothing', async () => {
    const before = await snapshot(demo)
    await seedDatabase(demo.db, { demo: true })
    await seedDatabase(demo.db, { demo: true })
    expect(await snapshot(demo)).toEqual(before)
  })

  it('the demo accounts log in, with their roles', async () => {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const res = await demo.call(login, { body: { account: account.account, password: account.password } })
      expect(res.body.data?.userinfo.role, account.account).toBe(role)
    }
  })

  it("the demo shopper's 1000.00 is one opening ledger row, equal to the cached balance", async () => {
    const rows = await rowsOf<{ kind: string; amount: string; balance_after: string; balance: string }>(demo.db, sql`
      select l.kind, l.amount::text, l.balance_after::text, u.balance::text
      from ledger_entries l join users u on u.id = l.user_id where u.account = 'demo'`)
    expect(rows).toEqual([{ kind: 'opening', amount: '1000.00', balance_after: '1000.00', balance: '1000.00' }])
  })

  it('the merchant owns a shop; the payment code of the demo shopper is stored hashed', async () => {
    const shops = await rowsOf<{ name: string }>(demo.db, sql`select s.name from shops s join users u on u.id = s.owner_user_id where u.account = 'merchant'`)
    expect(shops).toEqual([{ name: DEMO_ACCOUNTS.merchant.shopName }])
    const codes = await rowsOf<{ payment_code_hash: string }>(demo.db, sql`select payment_code_hash from users where account = 'demo'`)
    expect(codes[0].payment_code_hash).toMatch(/^\$argon2id\$/)
    expect(codes[0].payment_code_hash).not.toContain(DEMO_ACCOUNTS.shopper.paymentCode)
  })

  it('the demo catalogue: 14 shops with owners who cannot log in, 220 products, reviews, searchable in six languages', async () => {
    const [counts] = await rowsOf<Record<string, number>>(demo.db, sql`select
      (select count(*)::int from shops) as shops, (select count(*)::int from products) as products,
      (select count(*)::int from product_search) as documents, (select count(*)::int from reviews) as reviews,
      (select count(*)::int from users where password_hash not like '$argon2%') as locked`)
    expect(counts).toMatchObject({ shops: 14, products: 220, documents: 220 * 6 })
    expect(counts.reviews).toBeGreaterThan(500)
    expect(counts.locked).toBeGreaterThan(13)
    const refused = await demo.call(login, { body: { account: 'reviewer01', password: 'anything' } })
    expect(refused.body.code).toBe(0)
    const shopOwner = await demo.call(login, { body: { account: 'shop.hanoi-home-living', password: '' } })
    expect(shopOwner.body.code).toBe(0)
  })

  it('categories and currency rates are reference data: there without demo mode too', async () => {
    const [counts] = await rowsOf<Record<string, number>>(plain.db, sql`select
      (select count(*)::int from categories) as categories, (select count(*)::int from currency_rates) as rates, (select count(*)::int from products) as products`)
    expect(counts).toEqual({ categories: 10, rates: 6, products: 0 })
  })

  it('without demo mode there are no demo accounts, but the six languages are there', async () => {
    const users = await rowsOf<{ n: number }>(plain.db, sql`select count(*)::int as n from users`)
    expect(users[0].n).toBe(0)
    const languages = await plain.call(languageList, { query: {} })
    expect(languages.body.data.map((l: { file_name: string }) => l.file_name)).toEqual(['en', 'vi', 'zh-CN', 'ja', 'ko', 'th'])
    expect(languages.body.data[1]).toEqual({ language_name: 'Tiếng Việt', chinese_name: '越南语', file_name: 'vi' })
  })
})
