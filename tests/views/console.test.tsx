// The merchant and operator console (/merchant/) through its real views and the real server
// in-process: the same accounts log in; a merchant lands on the shop's figures as the shop API
// gives them and lists the shop's orders by status; an operator lands on the recharges waiting for
// review, evidence picture and all, and the waiting withdrawals; each sees only its own screens; a
// shopper is refused with the reason, ends up logged out on the server too, and no token is kept.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { recharge } from '../../src/contract/recharges'
import { withdraw } from '../../src/contract/withdrawals'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { merchantSku, pay, placeOrder } from '../api/support/order-steps'
import { newShopper, PAYMENT_CODE, payHeaders } from '../api/support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { TINY_PNG } from '../support/pictures'
import { apiCall, registerAccount } from './support/accounts'
import { click, fill, found, hasCookie, press, q, setCookie, tap } from './support/interact'
import { encodeFormData } from './support/multipart'
import { renderConsole } from './support/render-console'

let server: TestServer
let runtime: ConsoleRuntime | undefined
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
afterEach(() => {
  runtime?.session.stop()
  runtime = undefined
})

const pathOf = () => runtime!.router.state.location.pathname
const navLabels = () => [...document.querySelectorAll('.console-nav-item')].map((a) => a.textContent)

async function logIn(account: string, password: string) {
  runtime = await renderConsole('/merchant/', server)
  await waitFor(() => expect(pathOf()).toBe('/login'))
  await fill('Account', account)
  await fill('Password', password)
  await press('Log in')
}

async function ok<T = any>(res: Promise<{ body: { code: number; data: T }; text: string }>, what: string): Promise<T> {
  const answer = await res
  if (answer.body?.code !== 1) throw new Error(`${what} refused: ${answer.text}`)
  return answer.body.data
}

/** The payment evidence, uploaded as a browser sends it (jsdom's FormData does not reach the server). */
async function uploadEvidence(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'evidence.png')
  const { body, contentType } = await encodeFormData(form)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  return ((await res.json()) as { data: { url: string } }).data.url
}

describe('the console for a merchant', () => {
  it('logs in to the shop: its figures as the shop API gives them, the merchant screens only, the token in its own cookie', async () => {
    await logIn(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
    await waitFor(() => expect(pathOf()).toBe('/dashboard'))
    const merchant = runtime!.session.getSnapshot().context.userInfo!
    const shop = (await apiCall(server, 'GET', `/api/shop/detail?id=${merchant.shop_id}`)).data
    expect(shop.name).toBe(DEMO_ACCOUNTS.merchant.shopName)

    await waitFor(() => expect(q('.console-shop-name')?.textContent).toBe(shop.name))
    expect(q<HTMLImageElement>('.console-shop-logo')?.getAttribute('src')).toBe(shop.logo)
    const figure = (name: string) => q(`.console-figure-${name} dd`)?.textContent
    expect(figure('fans')).toBe(shop.fans.toLocaleString('en'))
    expect(figure('favorable-rate')).toBe(`${shop.favorable_rate}%`)
    expect(figure('sales')).toBe(shop.sales.toLocaleString('en'))
    expect(figure('products')).toBe(shop.product_count.toLocaleString('en'))
    expect(shop.sales).toBeGreaterThan(0)

    await waitFor(() => expect(navLabels()).toEqual(['Overview', 'Orders', 'Products', 'Refunds', 'Shop', 'Money']))
    expect(q('.console-role')?.textContent).toBe('Merchant')
    expect(q('.console-account')?.textContent).toBe(DEMO_ACCOUNTS.merchant.account)
    expect(hasCookie('Console-Token')).toBe(true)
    // The storefront's session is another: a console login leaves it alone.
    expect(hasCookie('Admin-Token')).toBe(false)

    // An operator's screen is not the merchant's: back to the merchant's first screen.
    await runtime!.router.navigate({ to: '/recharges' as never })
    await waitFor(() => expect(pathOf()).toBe('/dashboard'))

    await press('Log out')
    await waitFor(() => expect(pathOf()).toBe('/login'))
    expect(hasCookie('Console-Token')).toBe(false)
  })

  it("lists the shop's orders by status tab, the address to ship to on an order waiting delivery", async () => {
    const sku = await merchantSku(server)
    const paid = await placeOrder(server, sku)
    await ok(pay(server, paid), 'pay')
    const unpaid = await placeOrder(server, sku)
    const token = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
    setCookie('Console-Token', token)
    runtime = await renderConsole('/merchant/orders?status=1', server)

    const row = await found(`[data-order-sn="${paid.sn}"]`)
    expect(row.querySelector('.console-status')?.textContent).toBe('Waiting for delivery')
    expect(row.querySelector('.console-ship-to')?.textContent).toContain('Pham Lan')
    expect(q(`[data-order-sn="${unpaid.sn}"]`)).toBeNull()
    const answer = await apiCall(server, 'GET', '/api/merchant/order/list?status=1&limit=20', undefined, token)
    expect(q('.console-list-count')?.textContent).toBe(`${answer.data.total} in all`)

    await tap('To pay')
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ status: 0 }))
    const waiting = await found(`[data-order-sn="${unpaid.sn}"]`)
    // Not yet to ship: no address shown.
    expect(waiting.querySelector('.console-ship-to')).toBeNull()
    expect(q(`[data-order-sn="${paid.sn}"]`)).toBeNull()
  })
})

describe('the console for an operator', () => {
  it('logs in to the recharges waiting for review with their evidence, and the waiting withdrawals', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const evidence = await uploadEvidence(shopper.token)
    const asked = await ok(server.call(recharge, { body: { method: 'manual', amount: '250', evidence } }, { token: shopper.token, headers: payHeaders() }), 'recharge')
    const held = await ok(
      server.call(withdraw, { body: { type: 'bank', amount: '120', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() }),
      'withdraw',
    )
    const account = (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).data.account

    await logIn(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    await waitFor(() => expect(pathOf()).toBe('/recharges'))
    await waitFor(() => expect(navLabels()).toEqual(['Recharges to review', 'Withdrawals to review', 'Shop applications', 'Customer service', 'Users and shops', 'Audit log', 'Help, law and articles', 'Notifications', 'Rates and timers', 'Exchange rates', 'Deposit channels', 'Withdrawal banks']))
    expect(q('.console-role')?.textContent).toBe('Operator')

    const row = await found(`[data-recharge-id="${asked.id}"]`)
    expect(row.querySelector('.console-audit-account')?.textContent).toBe(account)
    expect(row.querySelector('.console-audit-amount')?.textContent).toBe('$250.00')
    expect(row.querySelector('.console-audit-method')?.textContent).toBe('Manual transfer')
    const thumbnail = row.querySelector<HTMLImageElement>('.console-evidence img')!
    expect(thumbnail.getAttribute('src')).toBe(evidence)
    expect(row.querySelector('.console-evidence')?.getAttribute('href')).toBe(evidence)
    // The picture is really there to be seen.
    const picture = await server.app.request(evidence)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')

    await click(screen.getByRole('link', { name: 'Withdrawals to review' }))
    await waitFor(() => expect(pathOf()).toBe('/withdrawals'))
    const withdrawal = await found(`[data-withdrawal-id="${held.withdrawal.id}"]`)
    expect(withdrawal.querySelector('.console-audit-amount')?.textContent).toBe('$120.00')
    expect(withdrawal.querySelector('.console-audit-destination')?.textContent).toBe('Bank card · Vietcombank · 9704 0000 1234 5678')
    expect(within(withdrawal).getByText(`$${held.withdrawal.arrival}`)).toBeTruthy()

    // The merchant's screens are not the operator's.
    await runtime!.router.navigate({ to: '/orders' as never })
    await waitFor(() => expect(pathOf()).toBe('/recharges'))
  })
})

describe('the console for anyone else', () => {
  it('refuses a shopper with the reason, ends the session it opened and keeps no token', async () => {
    const shopper = await registerAccount(server)
    await logIn(shopper.account, shopper.password)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("This is a shopper's account: the console is only for merchants with a shop and for the platform's operators.")
    expect(pathOf()).toBe('/login')
    expect(runtime!.session.getSnapshot().matches('anonymous')).toBe(true)
    expect(hasCookie('Console-Token')).toBe(false)
    // The console's login opened a session and ended it: only the one from registering remains.
    const devices = await apiCall(server, 'GET', '/api/user/sessions', undefined, shopper.token)
    expect(devices.code, JSON.stringify(devices)).toBe(1)
    expect(devices.data.total).toBe(1)
    // A deep link still leads to the login page.
    await runtime!.router.navigate({ to: '/dashboard' as never })
    await waitFor(() => expect(pathOf()).toBe('/login'))
  })

  it('sends a visitor to log in, and back to the page asked for afterwards', async () => {
    runtime = await renderConsole('/merchant/orders?status=1', server)
    await waitFor(() => expect(pathOf()).toBe('/login'))
    expect(runtime.router.state.location.search).toEqual({ redirect: '/orders?status=1' })
    await fill('Account', DEMO_ACCOUNTS.merchant.account)
    await fill('Password', DEMO_ACCOUNTS.merchant.password)
    await press('Log in')
    await waitFor(() => expect(pathOf()).toBe('/orders'))
    expect(runtime.router.state.location.search).toEqual({ status: 1 })
  })
})
