// One money model and paying, as a new shopper of the demo server meets them at 390x844 (the
// welcome credit in the wallet, no payment code yet): Submit order asks for a payment code before
// any order exists and comes back to the checkout; the pay sheet shows the amount in the base
// currency, the balance and the time left to pay; Pay later opens My orders on To pay, counting
// down; a checkout past the balance says so before any code; the balance card leads to Recharge and
// Withdraw; a recharge approved is a notification in the base currency; the merchant's console
// writes order amounts in the same currency at 1280x800. Then the same pages in Vietnamese.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { formatMoney } from '../../src/ui/format/money'
import { PARCEL_PNG } from '../support/pictures'
import { addAddress, quantityReaching } from '../views/support/checkout'
import { orderApi, PAYMENT_CODE, type OrderApi, type ShopItem } from '../views/support/orders'
import { api as apiCall, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { openDesktop } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let api: OrderApi
let token: string
let item: ShopItem

const usd = (amount: string, lang = 'en') => formatMoney(amount, 'USD', lang)

async function ok<T = any>(answer: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const body = await answer
  if (body.code !== 1) throw new Error(`${what} refused: ${JSON.stringify(body)}`)
  return body.data
}

/** The page settled for a screenshot: no toast showing. */
async function settled(p: Page = page) {
  await expect.poll(() => p.locator('.adm-toast-main:visible').count(), { timeout: 5000 }).toBe(0)
  await p.waitForTimeout(300)
}

async function setLanguage(lang: string) {
  await context.addCookies([{ name: 'language', value: lang, url: baseURL }])
}

const buyNowHref = (quantity: number) => `/checkout?product_id=${item.productId}&sku_id=${item.skuId}&quantity=${quantity}`

beforeAll(async () => {
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  ;({ token } = await newAccount(baseURL))
  item = await api.shopItem()
  await addAddress(api.call, token, 1)
  ;({ context, page } = await openPhone(browser(), baseURL))
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})
afterAll(() => context?.close())

describe('paying from the wallet', () => {
  it('asks for a payment code before any order exists, then comes back to the checkout', async () => {
    await page.goto(buyNowHref(1))
    await page.locator('button.checkout-submit').click()
    await page.waitForURL((url) => url.pathname === '/changePayPwd')
    const back = new URL(page.url()).searchParams.get('redirect')!
    expect(back).toMatch(/^\/checkout\?/)
    expect((await ok<any>(apiCall(baseURL, 'GET', '/api/user/order_list?status=all&page=1&limit=10', undefined, token), 'orders')).total, 'no order yet').toBe(0)
    await page.getByLabel('New payment code').fill(PAYMENT_CODE)
    await page.getByLabel('Confirm payment code').fill(PAYMENT_CODE)
    await page.locator('.pay-code-form button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(back)
  })

  it('shows the amount in the base currency, the balance and the time left to pay on the sheet', async () => {
    const balance = await api.balance(token)
    await page.locator('button.checkout-submit').click()
    await page.locator('.pay-sheet').waitFor()
    const total = (await ok<any>(apiCall(baseURL, 'GET', '/api/user/order_list?status=0&page=1&limit=10', undefined, token), 'orders')).list[0].total
    expect(await page.locator('.pay-sheet .pay-amount').textContent()).toBe(usd(total))
    expect(await page.locator('.pay-sheet .pay-balance').textContent()).toBe(`Balance ${usd(balance)}`)
    await expect.poll(() => page.locator('.pay-sheet .pay-deadline').textContent()).toMatch(/^Pay within (29:[0-5]\d|30:00)$/)
    await settled()
    await snap(page, 'money-01-pay-sheet-en')
  })

  it('Pay later opens My orders on To pay, counting down', async () => {
    await page.locator('.pay-sheet button.pay-later').click()
    await page.waitForURL((url) => url.pathname === '/myPurchases/0')
    const countdown = page.locator('.order-card .pay-countdown').first()
    const first = await countdown.textContent()
    expect(first).toMatch(/^Pay within \d\d:\d\d$/)
    // It counts down: the text changes within a few seconds (waited on, not slept).
    await expect.poll(() => countdown.textContent(), { timeout: 15_000 }).not.toBe(first)
    await settled()
    await snap(page, 'money-02-countdown-en')
  })

  it('says a short balance before any code is typed, with a way to recharge', async () => {
    const balance = await api.balance(token)
    const quantity = quantityReaching({ ...item, shopId: 0, stock: 0 }, Number(balance.replace('.', '')) + 1)
    await page.goto(buyNowHref(quantity))
    await page.locator('button.checkout-submit').click()
    await page.locator('.pay-outcome.pay-insufficientBalance').waitFor()
    expect(await page.locator('.pay-sheet').count(), 'no code asked').toBe(0)
    expect(await page.locator('.refusal-balance').textContent()).toBe(usd(balance))
    expect(await page.locator('button.go-top-up').textContent()).toBe('Top up')
    await settled()
    await snap(page, 'money-03-short-balance-en')
  })
})

describe('the wallet in one currency', () => {
  it('has Recharge and Withdraw on the balance card', async () => {
    await page.goto('/profile')
    expect(await page.locator('[data-testid="balance"]').textContent()).toBe(`${usd(await api.balance(token))} ›`)
    await settled()
    await snap(page, 'money-04-balance-en')
    await page.locator('button.profile-recharge').click()
    await page.waitForURL((url) => url.pathname === '/topUp')
    await page.goto('/profile')
    await page.locator('button.profile-withdraw').click()
    await page.waitForURL((url) => url.pathname === '/withDraw')
  })

  it('explains the welcome credit in the fund record', async () => {
    await page.goto('/capitalRecord')
    await expect.poll(() => page.locator('.bill-row[data-kind="opening"] .bill-welcome').textContent()).toBe("Welcome credit: the platform's gift to start shopping with")
  })

  it('shows the deposit address with its QR code and the token\'s rate', async () => {
    await page.goto('/walletTopUp')
    await page.locator('.recharge-chain .adm-selector-item').first().click()
    await page.locator('.recharge-qr svg').waitFor()
    expect(await page.locator('.recharge-token-rate').textContent()).toBe('Rate: 1 USDT = $1.00')
    await settled()
    await snap(page, 'money-05-deposit-qr-en')
  })

  it('writes a recharge approved in the base currency in the notifications', async () => {
    const form = new FormData()
    form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'receipt.png')
    const evidence = (await ok((await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })).json(), 'upload')).url
    const headers = { 'Idempotency-Key': randomBytes(8).toString('hex') }
    const asked = await ok(api.call('POST', '/api/user/recharge', { method: 'manual', amount: '250', evidence }, token, headers), 'recharge')
    const operator = (await ok(api.call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login')).userinfo.token
    await ok(api.call('POST', '/api/admin/recharge/audit', { id: asked.id, approve: true }, operator), 'recharge audit')
    await page.goto('/notification')
    await expect.poll(() => page.locator('.notice-row').first().textContent()).toContain(usd('250.00'))
    await settled()
    await snap(page, 'money-06-notification-en')
  })

  it('reads in Vietnamese: the dollar written as Vietnamese writes it, with a decimal comma', async () => {
    await setLanguage('vi')
    await page.goto('/profile')
    await expect.poll(() => page.locator('[data-testid="balance"]').textContent()).toBe(`${usd(await api.balance(token), 'vi')} ›`)
    await settled()
    await snap(page, 'money-07-balance-vi')
    await page.goto('/notification')
    await expect.poll(() => page.locator('.notice-row').first().textContent()).toContain(usd('250.00', 'vi'))
    await settled()
    await snap(page, 'money-08-notification-vi')
    const balance = await api.balance(token)
    const quantity = quantityReaching({ ...item, shopId: 0, stock: 0 }, Number(balance.replace('.', '')) + 1)
    await page.goto(buyNowHref(quantity))
    await page.locator('button.checkout-submit').click()
    await page.locator('.pay-outcome.pay-insufficientBalance').waitFor()
    expect(await page.locator('.refusal-balance').textContent()).toBe(usd(balance, 'vi'))
    await settled()
    await snap(page, 'money-09-short-balance-vi')
    // A decimal comma typed in the withdrawal amount is the decimal point.
    await page.goto('/withDraw')
    const amount = page.locator('.withdraw-amount input')
    expect(await amount.getAttribute('placeholder')).toBe('0,00')
    await amount.fill('12,5')
    await expect.poll(() => amount.inputValue()).toBe('12.5')
    await setLanguage('en')
  })
})

describe('the console in the same currency', () => {
  it('writes the merchant\'s order amounts with the base currency, in English and Vietnamese', async () => {
    const merchant = await api.merchantToken()
    const desk = await openDesktop(browser(), baseURL)
    try {
      await desk.context.addCookies([{ name: 'Console-Token', value: merchant, url: baseURL }])
      await desk.page.goto('/merchant/orders')
      const total = desk.page.locator('.console-order-total strong').first()
      await expect.poll(() => total.textContent()).toMatch(/^\$\d[\d,]*\.\d\d$/)
      await snap(desk.page, 'money-10-console-orders-en-desktop')
      await ok<any>(apiCall(baseURL, 'GET', '/api/user/set_language?lang=vi', undefined, merchant), 'merchant language')
      await desk.context.addCookies([{ name: 'language', value: 'vi', url: baseURL }])
      await desk.page.goto('/merchant/orders')
      await expect.poll(() => total.textContent()).toMatch(/^\d[\d.]*,\d\d\u00a0US\$$/)
      await snap(desk.page, 'money-11-console-orders-vi-desktop')
    } finally {
      await apiCall(baseURL, 'GET', '/api/user/set_language?lang=en', undefined, merchant)
      await desk.context.close()
    }
  })
})
