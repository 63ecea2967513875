// The merchant's Shop and Money screens of the console through their real views and the real server
// in-process: the shop's profile and figures as the API gives them, sales per day with an order paid
// today and the range switched in the URL; the profile edited, the contract's and the server's
// refusals shown with nothing changed; the ledger with a settlement, the settlement's commission, a
// withdrawal through the shoppers' flow with the payment code, waiting in the records; the
// dashboard's sales today and balance.
import { sql } from 'drizzle-orm'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { merchantShop, merchantShopSales } from '../../src/contract/merchant-shop'
import { orderReview } from '../../src/contract/reviews'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { rowsOf } from '../support/db-rows'
import { confirm, merchantSku, merchantToken, pay, placeOrder, ship, type PlacedOrder } from '../api/support/order-steps'
import type { TestSku } from '../api/support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { click, found, press, q, setCookie, tap } from './support/interact'
import { renderConsole } from './support/render-console'
import { watchAppToasts, type ToastWatch } from './support/toasts'

let server: TestServer
let sku: TestSku
let token: string
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  token = await merchantToken(server)
})
afterAll(() => server.close())
afterEach(() => {
  runtime?.session.stop()
  runtime = undefined
  toasts?.stop()
})

async function ok<T = any>(res: Promise<{ body: { code: number; data: T }; text: string }>, what: string): Promise<T> {
  const answer = await res
  if (answer.body?.code !== 1) throw new Error(`${what} refused: ${answer.text}`)
  return answer.body.data
}

async function open(path: string) {
  toasts = await watchAppToasts()
  setCookie('Console-Token', token)
  runtime = await renderConsole(path, server)
}

const text = (selector: string) => q(selector)?.textContent?.trim()
const type = (selector: string, value: string) => act(async () => void fireEvent.change(q(selector)!, { target: { value } }))
const shopRow = async () => (await rowsOf<Record<string, unknown>>(server.db, sql`select name, description from shops where id = ${sku.shopId}`))[0]!

/** An order paid, shipped, received and reviewed by its shopper: completed, settled to the merchant. */
async function completedOrder(): Promise<PlacedOrder> {
  const order = await placeOrder(server, sku, { quantity: 2 })
  await ok(pay(server, order), 'pay')
  await ok(ship(server, token, order.id), 'ship')
  await ok(confirm(server, order), 'confirm')
  await ok(server.call(orderReview, { body: { order_id: order.id, product_id: sku.productId, product_score: 5, service_score: 5, postage_score: 5, content: 'Fine.' } }, { token: order.shopper.token }), 'review')
  return order
}

describe('Shop', () => {
  it('the profile and the three figures as the API gives them; sales per day with today’s paid order; 7 days at a tap', async () => {
    const paid = await placeOrder(server, sku)
    await ok(pay(server, paid), 'pay')
    const shop = await ok(server.call(merchantShop, {}, { token }), 'shop')
    const sales = await ok(server.call(merchantShopSales, { query: { days: 30 } }, { token }), 'sales')
    await open('/merchant/shop')

    await waitFor(() => expect(text('.console-shop-profile .console-shop-name')).toBe(DEMO_ACCOUNTS.merchant.shopName))
    expect(q<HTMLImageElement>('.console-shop-profile .console-shop-logo')!.getAttribute('src')).toBe(shop.logo)
    expect(text('.console-shop-description')).toBe(shop.description.en)
    expect(q('.console-shop-time-zone')!.dataset.zone).toBe('Asia/Ho_Chi_Minh')
    expect(text('.console-shop-time-zone')).toBe('Asia/Ho Chi Minh (GMT+7)')
    await waitFor(() => expect(text('.console-shop-category-name')).toBe('Computer'))
    expect(text('.console-figure-fans dd')).toBe(shop.fans.toLocaleString('en'))
    expect(text('.console-figure-favorable-rate dd')).toBe(`${shop.favorable_rate}%`)
    expect(text('.console-figure-sales dd')).toBe(shop.sales.toLocaleString('en'))

    // Thirty days, the last one today's with the order just paid.
    const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('.console-sales-table tbody tr')]
    await waitFor(() => expect(rows()).toHaveLength(30))
    const today = sales.days.at(-1)
    expect(today.orders).toBeGreaterThanOrEqual(1)
    expect(rows().at(-1)!.dataset.date).toBe(today.date)
    expect(rows().at(-1)!.querySelector('td')!.textContent).toBe(String(today.orders))
    const orders = sales.days.reduce((n: number, d: { orders: number }) => n + d.orders, 0)
    expect(text('.console-sales-orders')).toBe(String(orders))
    expect(q('.console-sales-zone')!.textContent).toBe("Days are counted in the shop's time zone, Asia/Ho Chi Minh (GMT+7)")
    // The chart itself, loaded on its own (a canvas jsdom cannot draw), named by its summary.
    const chart = await found('canvas.console-sales-canvas')
    expect(chart.getAttribute('aria-label')).toBe(q('.console-sales-table caption')!.textContent)
    expect(chart.getAttribute('aria-label')).toContain(`${orders} paid orders`)

    await tap('7 days')
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ days: 7 }))
    await waitFor(() => expect(rows()).toHaveLength(7))
    expect(rows().at(-1)!.dataset.date).toBe(today.date)
    expect(q('.console-sales')!.getAttribute('data-days')).toBe('7')
  })

  it('edits the profile: an empty English description and a name taken are refused with nothing changed; then saved in two languages', async () => {
    await open('/merchant/shop')
    await press('Edit profile')
    await found('.console-shop-form')
    expect(q<HTMLInputElement>('.console-shop-name-input input')!.value).toBe(DEMO_ACCOUNTS.merchant.shopName)
    expect(q<HTMLSelectElement>('select.console-time-zone')!.value).toBe('Asia/Ho_Chi_Minh')
    const before = await shopRow()

    // The contract's words at the field; nothing sent.
    await type('.console-shop-description-en textarea', '   ')
    await press('Save')
    await screen.findByText('Please describe the shop')
    expect(await shopRow()).toEqual(before)

    // The server's words for a name another shop has, in another case.
    await type('.console-shop-description-en textarea', 'Laptops, phones and repairs.')
    await type('.console-shop-name-input input', 'HANOI HOME & LIVING')
    await press('Save')
    await waitFor(() => expect(toasts.shown).toContain('The shop name HANOI HOME & LIVING is already taken'))
    expect(q('.console-shop-form')).not.toBeNull()
    expect(await shopRow()).toEqual(before)

    await type('.console-shop-name-input input', DEMO_ACCOUNTS.merchant.shopName)
    await type('.console-shop-description-vi textarea', 'Máy tính, điện thoại và sửa chữa.')
    await press('Save')
    await waitFor(() => expect(toasts.shown).toContain('Saved successfully'))
    await waitFor(() => expect(text('.console-shop-profile .console-shop-description')).toBe('Laptops, phones and repairs.'))
    expect(q('.console-shop-form')).toBeNull()
    expect((await shopRow()).description).toMatchObject({ en: 'Laptops, phones and repairs.', vi: 'Máy tính, điện thoại và sửa chữa.' })
  })
})

describe('Money', () => {
  it('the ledger with a settlement, its commission, a withdrawal with the payment code waiting in the records', async () => {
    const order = await completedOrder()
    const balance = (await server.request('GET', '/api/user/getUserInfo', { token })).body.data.balance as string
    await open('/merchant/money')

    await waitFor(() => expect(text('.console-balance-amount')).toBe(`$${Number(balance).toLocaleString('en', { minimumFractionDigits: 2 })}`))
    const income = await found(`.console-ledger .bill-row[data-kind="income"]`)
    expect(income.textContent).toContain(order.sn)

    await tap('Settlements')
    const settlement = await found(`.console-settlement[data-order-sn="${order.sn}"]`)
    const commission = Math.round(Number(order.total.replace('.', '')) * 0.05)
    expect(settlement.querySelector('.console-settlement-commission')!.textContent).toBe(`−$${(commission / 100).toFixed(2)}`)
    expect(settlement.querySelector('.console-settlement-settled')!.textContent).toBe(`$${order.total}`)

    await click(q('button.console-balance-withdraw')!)
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ tab: 'withdraw' }))
    await found('.console-withdraw .withdraw-form')
    await type('.withdraw-bank-card input', '9704 0000 1234 5678')
    await type('.withdraw-bank-name input', 'Vietcombank')
    await type('.withdraw-amount input', '10')
    await click(q('button.withdraw-submit')!)
    await found('.withdraw-sheet')
    await act(async () => void fireEvent.change(q('.withdraw-sheet input')!, { target: { value: DEMO_ACCOUNTS.merchant.paymentCode } }))
    await click(q('.withdraw-sheet button.pay-submit')!)
    await found('.console-withdraw .withdraw-submitted')
    expect(text('.withdraw-status-badge')).toBe('Auditing')
    const left = (Number(balance) - 10).toLocaleString('en', { minimumFractionDigits: 2 })
    await waitFor(() => expect(text('.console-balance-amount')).toBe(`$${left}`))

    await click(q('button.withdraw-record')!)
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ tab: 'withdrawals' }))
    const waiting = await found('.console-withdrawals .withdrawal-row')
    expect(waiting.dataset.status).toBe('0')
    expect(waiting.querySelector('.record-figure-amount')!.textContent).toBe('$10.00')
  })

  it('the dashboard shows sales today and this month and the balance', async () => {
    const sales = await ok(server.call(merchantShopSales, { query: { days: 7 } }, { token }), 'sales')
    const balance = (await server.request('GET', '/api/user/getUserInfo', { token })).body.data.balance as string
    await open('/merchant/dashboard')
    const money = (amount: string) => `$${Number(amount).toLocaleString('en', { minimumFractionDigits: 2 })}`
    await waitFor(() => expect(text('.console-figure-today dd')).toBe(money(sales.today.amount)))
    expect(text('.console-figure-today .console-figure-note')).toBe(`Paid orders: ${sales.today.orders}`)
    expect(text('.console-figure-month dd')).toBe(money(sales.month.amount))
    expect(text('.console-figure-balance dd')).toBe(money(balance))
    expect(sales.today.orders).toBeGreaterThan(0)
  })
})
