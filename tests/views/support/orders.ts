// The world of an order path, made through the real API the way the other people involved would:
// the shopper's other device (paying, reviewing), the demo merchant (shipping, deciding refunds),
// all over HTTP so the view and browser drivers share it.
// Orders are of the demo merchant's shop, so the merchant can ship them.
import { randomBytes } from 'node:crypto'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { addAddress, checkoutCallVia, setPaymentCode, type CheckoutCall } from './checkout'

export type Send = (path: string, init: RequestInit) => Response | Promise<Response>

export const PAYMENT_CODE = '147258'

export interface ShopItem {
  productId: number
  skuId: number
  price: string
}

export interface PathOrder {
  id: number
  sn: string
  total: string
  productIds: number[]
}

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

/** The API of one server for the order drivers. */
export function orderApi(send: Send) {
  const call: CheckoutCall = checkoutCallVia(send)
  let merchant: Promise<string> | undefined
  /** Each shopper's address to ship to, once they have a payment code and one. */
  const addresses = new Map<string, Promise<number>>()
  const ready = async (token: string) => {
    await setPaymentCode(call, token, PAYMENT_CODE)
    return (await addAddress(call, token, 1)).id
  }

  const api = {
    call,
    /** The demo merchant's session (logged in once per server). */
    merchantToken: () => (merchant ??= call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.merchant.account, password: DEMO_ACCOUNTS.merchant.password }).then((a) => ok(a, 'merchant login').userinfo.token as string)),

    /** The cheapest SKU of the demo merchant's shop with plenty in stock: every path buys one. */
    async shopItem(): Promise<ShopItem> {
      const { shop_id: shopId } = ok(await call('GET', '/api/user/getUserInfo', undefined, await api.merchantToken()), 'merchant profile')
      const { list } = ok(await call('GET', `/api/product/list?shop_id=${shopId}&sort=price_asc&page=1&limit=50`), 'shop products')
      for (const { id } of list as Array<{ id: number }>) {
        const detail = ok(await call('GET', `/api/product/detail?id=${id}`), 'product detail')
        const sku = (detail.skus as Array<{ id: number; price: string; stock: number }>).find((s) => s.stock >= 50)
        if (sku) return { productId: id, skuId: sku.id, price: sku.price }
      }
      throw new Error(`the demo merchant's shop ${shopId} has no SKU with 50 in stock: its orders cannot be driven on real data`)
    },

    /** An order of one item bought now, waiting pay (the shopper's first gets them a payment code and an address). */
    async placeOrder(token: string, item: ShopItem): Promise<PathOrder> {
      const addressId = await (addresses.get(token) ?? addresses.set(token, ready(token)).get(token)!)
      const body = { buy_now: { product_id: item.productId, sku_id: item.skuId, quantity: 1 }, address_id: addressId }
      const [order] = ok(await call('POST', '/api/order/create', body, token), 'order create').orders
      return { id: order.id, sn: order.sn, total: order.total, productIds: [item.productId] }
    },

    /** Pays on the shopper's other device. */
    async pay(token: string, order: PathOrder) {
      const headers = { 'Idempotency-Key': randomBytes(8).toString('hex') }
      ok(await call('POST', '/api/user/verify_pay', { order_ids: [order.id], payment_code: PAYMENT_CODE }, token, headers), 'pay')
    },

    async ship(order: PathOrder, trackingNo: string) {
      ok(await call('POST', '/api/merchant/order/ship', { order_id: order.id, company: 'VNPost Express', tracking_no: trackingNo }, await api.merchantToken()), 'ship')
    },

    async decideRefund(refundId: number, approve: boolean) {
      const body = approve ? { refund_id: refundId, approve } : { refund_id: refundId, approve, note: 'The pictures show the colour ordered.' }
      ok(await call('POST', '/api/merchant/refund/decide', body, await api.merchantToken()), 'refund decide')
    },

    /** Every item reviewed from the shopper's other device (the last review completes the order). */
    async reviewAll(token: string, order: PathOrder) {
      for (const productId of order.productIds) {
        const body = { order_id: order.id, product_id: productId, product_score: 5, service_score: 5, postage_score: 4, content: 'Arrived quickly and works well.' }
        ok(await call('POST', '/api/order/review', body, token), 'review')
      }
    },

    /** The order as the server answers it to the shopper. */
    async detail(token: string, order: PathOrder) {
      return ok(await call('GET', `/api/order/detail?id=${order.id}`, undefined, token), 'order detail')
    },

    async balance(token: string): Promise<string> {
      return ok(await call('GET', '/api/user/getUserInfo', undefined, token), 'user info').balance
    },
  }
  return api
}

export type OrderApi = ReturnType<typeof orderApi>

/** A tracking number of its own for each path's order. */
export const newTrackingNo = () => `VN${randomBytes(5).toString('hex').toUpperCase()}`
