// Shoppers ready to check out, for the order and pay tests: registered through the API, then given
// what later issues' screens would give them (a wallet credit, a payment code, an address)
// directly, the credit through the ledger service like any other money.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { cartAdd } from '../../../src/contract/cart'
import type { Database } from '../../../src/server/db/open-database'
import { rowsOf } from '../../support/db-rows'
import { post } from '../../../src/server/services/ledger'
import { hashSecret } from '../../../src/server/services/passwords'
import type { TestServer } from './test-server'

export interface Shopper {
  userId: number
  token: string
  addressId: number
}

export const PAYMENT_CODE = '258147'

export async function newShopper(server: TestServer, options: { balance?: string; paymentCode?: string | null } = {}): Promise<Shopper> {
  const id = randomBytes(4).toString('hex')
  const res = await server.request('POST', '/api/user/register', {
    body: { account: `buyer_${id}`, password: `pass-${id}`, email: `buyer_${id}@example.com`, mobile: '+84901234567', family_name: 'Pham', given_name: 'Lan' },
  })
  if (res.body?.code !== 1) throw new Error(`register failed: ${res.text}`)
  const token = res.body.data.userinfo.token as string
  const userId = res.body.data.userinfo.id as number
  const code = options.paymentCode === undefined ? PAYMENT_CODE : options.paymentCode
  if (code !== null) await server.db.execute(sql`update users set payment_code_hash = ${await hashSecret(code)} where id = ${userId}`)
  if (options.balance) await credit(server.db, userId, options.balance)
  const [address] = await rowsOf<{ id: number }>(server.db, sql`
    insert into addresses (user_id, addressee, mobile, area, detail, tag, is_default)
    values (${userId}, 'Pham Lan', '+84901234567', 'Hà Nội, Ba Đình', '12 Phố Huế', 'home', true) returning id`)
  return { userId, token, addressId: address!.id }
}

/** A wallet credit, as an approved recharge would post it. */
export async function credit(db: Database, userId: number, amount: string): Promise<void> {
  await db.transaction(async (tx) => {
    await post(tx as unknown as Database, [{ wallet: { userId }, amount, kind: 'recharge', ref: { type: 'test', id: userId } }])
  })
}

export interface TestSku {
  productId: number
  skuId: number
  shopId: number
  price: string
  stock: number
}

/** In-stock SKUs of `count` different shops, priced from 10.00 (so promo minimums are reachable), cheapest first within each shop. */
export async function skusOfShops(db: Database, count: number, minStock = 5): Promise<TestSku[]> {
  return rowsOf<TestSku & Record<string, unknown>>(db, sql`
    select distinct on (p.shop_id) p.id as "productId", k.id as "skuId", p.shop_id as "shopId", k.price::text as price, k.stock
    from product_skus k join products p on p.id = k.product_id
    where k.stock >= ${minStock} and k.price >= 10 order by p.shop_id, k.price, k.id limit ${count}`)
}

/** Puts a SKU into a shopper's bag through the API; answers the bag line id. */
export async function addToBag(server: TestServer, token: string, sku: TestSku, quantity = 1): Promise<number> {
  const res = await server.call(cartAdd, { body: { product_id: sku.productId, sku_id: sku.skuId, quantity } }, { token })
  if (res.body?.code !== 1) throw new Error(`cart add failed: ${res.text}`)
  return res.body.data.id
}

export async function balanceOf(db: Database, userId: number): Promise<string> {
  const [row] = await rowsOf<{ balance: string }>(db, sql`select balance::text from users where id = ${userId}`)
  return row!.balance
}

export const payHeaders = (key = randomBytes(8).toString('hex')) => ({ 'Idempotency-Key': key })
