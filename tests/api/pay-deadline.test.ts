// The time left to pay: an order waiting pay carries when it is cancelled unless paid (its creation
// plus the unpaid timer in force), in the answer that creates it, the unpaid orders being paid, My
// orders and the detail; a changed timer moves it; a paid order has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderInfo, orderList } from '../../src/contract/order-lifecycle'
import { orderCreate, unpaidOrders } from '../../src/contract/orders'
import { adminChangeSettings } from '../../src/contract/platform-settings'
import { merchantSku, pay, placeOrder } from './support/order-steps'
import { newShopper, type TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

const MINUTE = 60_000

let server: TestServer
let sku: TestSku
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
})
afterAll(() => server.close())

const data = async (res: Promise<{ body: { code: number; data: any }; text: string }>) => {
  const answer = await res
  if (answer.body.code !== 1) throw new Error(answer.text)
  return answer.body.data
}

describe('pay_by', () => {
  it('is the creation plus 30 minutes everywhere the unpaid order is read, and null once paid', async () => {
    const shopper = await newShopper(server, { balance: '5000.00' })
    const before = server.clock().getTime()
    const created = await data(server.call(orderCreate, {
      body: { buy_now: { product_id: sku.productId, sku_id: sku.skuId, quantity: 1 }, address_id: shopper.addressId },
    }, { token: shopper.token }))
    const [order] = created.orders
    const left = new Date(created.pay_by).getTime() - before
    expect(left).toBeGreaterThanOrEqual(30 * MINUTE)
    expect(left).toBeLessThan(31 * MINUTE)
    const unpaid = await data(server.call(unpaidOrders, { query: { ids: String(order.id) } as never }, { token: shopper.token }))
    expect(unpaid.pay_by).toBe(created.pay_by)
    const list = await data(server.call(orderList, { query: { status: '0', page: 1, limit: 10 } as never }, { token: shopper.token }))
    expect(list.list.find((row: { id: number }) => row.id === order.id).pay_by).toBe(created.pay_by)
    const detail = await data(server.call(orderInfo, { query: { id: order.id } as never }, { token: shopper.token }))
    expect(detail.pay_by).toBe(created.pay_by)
    expect(new Date(detail.pay_by).getTime() - new Date(detail.created_at).getTime()).toBe(30 * MINUTE)

    expect((await pay(server, { shopper, id: order.id, sn: order.sn, total: order.total })).body.code).toBe(1)
    expect((await data(server.call(orderInfo, { query: { id: order.id } as never }, { token: shopper.token }))).pay_by).toBeNull()
  })

  it('follows the operator\'s unpaid timer', async () => {
    const operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    const placed = await placeOrder(server, sku)
    expect((await server.call(adminChangeSettings, { body: { unpaid_order_ttl_ms: 10 * MINUTE } as never }, { token: operator })).body.code).toBe(1)
    const detail = await data(server.call(orderInfo, { query: { id: placed.id } as never }, { token: placed.shopper.token }))
    expect(new Date(detail.pay_by).getTime() - new Date(detail.created_at).getTime()).toBe(10 * MINUTE)
  })
})
