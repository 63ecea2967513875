// Orders brought along their lifecycle through the real calls, for the order, refund and review
// tests: a new shopper buys from the demo merchant's shop, pays, the merchant ships, the shopper
// confirms. Each step is the API a person would use; only the starting money and code are given.
import { sql } from 'drizzle-orm'
import { merchantOrderShip } from '../../../src/contract/merchant-orders'
import { orderConfirm } from '../../../src/contract/order-lifecycle'
import { orderCreate, verifyPay } from '../../../src/contract/orders'
import { upload } from '../../../src/contract/uploads'
import { rowsOf } from '../../support/db-rows'
import { TINY_PNG } from '../../support/pictures'
import { newShopper, PAYMENT_CODE, payHeaders, type Shopper, type TestSku } from './shoppers'
import { DEMO_ACCOUNTS, type TestServer } from './test-server'

export interface PlacedOrder {
  shopper: Shopper
  id: number
  sn: string
  total: string
}

/** An in-stock SKU of the demo merchant's shop (stock raised so that many tests can buy it). */
export async function merchantSku(server: TestServer): Promise<TestSku> {
  const [sku] = await rowsOf<TestSku & Record<string, unknown>>(server.db, sql`
    select p.id as "productId", k.id as "skuId", p.shop_id as "shopId", k.price::text as price, k.stock
    from product_skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id join users u on u.id = s.owner_user_id
    where u.account = ${DEMO_ACCOUNTS.merchant.account} and k.price >= 10 order by k.price, k.id limit 1`)
  await server.db.execute(sql`update product_skus set stock = 100000 where id = ${sku!.skuId}`)
  return { ...sku!, stock: 100000 }
}

export const merchantToken = (server: TestServer) => server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)

async function ok(res: Promise<{ body: { code: number; data: any }; text: string }>, what: string): Promise<any> {
  const answer = await res
  if (answer.body?.code !== 1) throw new Error(`${what} refused: ${answer.text}`)
  return answer.body.data
}

/** A new shopper's order of `quantity` of the SKU, waiting pay (0). */
export async function placeOrder(server: TestServer, sku: TestSku, options: { shopper?: Shopper; quantity?: number } = {}): Promise<PlacedOrder> {
  const shopper = options.shopper ?? (await newShopper(server, { balance: '5000.00' }))
  const data = await ok(
    server.call(orderCreate, { body: { buy_now: { product_id: sku.productId, sku_id: sku.skuId, quantity: options.quantity ?? 1 }, address_id: shopper.addressId } }, { token: shopper.token }),
    'order create',
  )
  const [order] = data.orders
  return { shopper, id: order.id, sn: order.sn, total: order.total }
}

export const pay = (server: TestServer, order: PlacedOrder) =>
  server.call(verifyPay, { body: { order_ids: [order.id], payment_code: PAYMENT_CODE } }, { token: order.shopper.token, headers: payHeaders() })

export const ship = (server: TestServer, token: string, orderId: number, company = 'VNPost Express', trackingNo = 'VN123456789') =>
  server.call(merchantOrderShip, { body: { order_id: orderId, company, tracking_no: trackingNo } }, { token })

export const confirm = (server: TestServer, order: PlacedOrder) => server.call(orderConfirm, { body: { id: order.id } }, { token: order.shopper.token })

/** An order brought to `status` (0 waiting pay, 1 paid, 2 shipped, 3 received) through the calls. */
export async function orderAt(server: TestServer, sku: TestSku, status: 0 | 1 | 2 | 3, merchant: string, options: { quantity?: number } = {}): Promise<PlacedOrder> {
  const order = await placeOrder(server, sku, options)
  if (status >= 1) await ok(pay(server, order), 'pay')
  if (status >= 2) await ok(ship(server, merchant, order.id), 'ship')
  if (status >= 3) await ok(confirm(server, order), 'confirm')
  return order
}

/** A picture uploaded by the user (refund proof, review pictures): answers its URL. */
export async function uploadPicture(server: TestServer, token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([TINY_PNG]), 'picture.png')
  const res = await server.app.request(upload.path, { method: 'POST', body: form, headers: { token } })
  const body = (await res.json()) as { code: number; data: { url: string } }
  if (body.code !== 1) throw new Error(`upload refused: ${JSON.stringify(body)}`)
  return body.data.url
}

export async function statusOf(server: TestServer, orderId: number): Promise<number> {
  const [row] = await rowsOf<{ status: number }>(server.db, sql`select status from orders where id = ${orderId}`)
  return row!.status
}
