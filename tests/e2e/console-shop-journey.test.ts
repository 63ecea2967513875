// The merchant's Shop and Money in Chromium on the built console and the real server: a shopper's
// order is completed (settled to the merchant) and another paid today; the demo merchant opens Shop
// at a desktop window and sees the sales chart drawn with today's sales, switches to 7 days and
// edits the English description; on a phone (390x844) opens Shop and sees the chart, then
// withdraws from Money with the payment code and finds the withdrawal waiting in the records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { orderApi, newTrackingNo, type OrderApi } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { logInToConsole, openDesktop, openScreen } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

let api: OrderApi
let merchant: string
/** The shop's profile as it was, put back afterwards: other journeys read the demo shop. */
let original: Record<string, unknown>
let todaySales: { date: string; orders: number }

function ok<T = any>(answer: { code: number; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} refused: ${JSON.stringify(answer)}`)
  return answer.data
}

beforeAll(async () => {
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  merchant = await api.merchantToken()
  const shop = ok(await api.call('GET', '/api/merchant/shop', undefined, merchant), 'shop')
  original = { name: shop.name, description: shop.description, category_id: shop.category_id, contact: shop.contact, time_zone: shop.time_zone }
  // One order completed by its shopper's review (settled to the merchant), one only paid.
  const shopper = await newAccount(baseURL)
  const item = await api.shopItem()
  // Completed orders until the merchant holds the least withdrawal (10.00) at least.
  const balance = async () => Number(ok(await api.call('GET', '/api/user/getUserInfo', undefined, merchant), 'profile').balance)
  do {
    const completed = await api.placeOrder(shopper.token, item)
    await api.pay(shopper.token, completed)
    await api.ship(completed, newTrackingNo())
    ok(await api.call('POST', '/api/order/confirm', { id: completed.id }, shopper.token), 'confirm')
    await api.reviewAll(shopper.token, completed)
  } while ((await balance()) < 10)
  await api.pay(shopper.token, await api.placeOrder(shopper.token, item))
  const sales = ok(await api.call('GET', '/api/merchant/shop/sales?days=30', undefined, merchant), 'sales')
  todaySales = sales.days.at(-1)
})

afterAll(async () => {
  if (original) ok(await api.call('POST', '/api/merchant/shop/update', original, merchant), 'restore the profile')
})

/** The chart's canvas has drawn bars in the console's colour (#ff5b22): a real chart, not an empty box. */
async function expectChartDrawn(page: Page) {
  const canvas = page.locator('canvas.console-sales-canvas')
  await canvas.waitFor()
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data
    let bars = 0
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 230 && data[i + 1]! > 70 && data[i + 1]! < 120 && data[i + 2]! < 80 && data[i + 3]! > 100) bars++
    return bars
  })).toBeGreaterThan(20)
}

describe('the merchant’s shop and money in the console', () => {
  it('at a desktop window: Shop shows the chart with today’s sales, 7 days at a tap, the description edited', async () => {
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/dashboard')
    await page.locator('.console-figure-today dd').first().waitFor()
    await snap(page, 'console-shop-01-dashboard-desktop')

    await openScreen(page, 'Shop', '/merchant/shop')
    await expect.poll(() => page.locator('.console-shop-profile .console-shop-name').textContent()).toBe(DEMO_ACCOUNTS.merchant.shopName)
    await expectChartDrawn(page)
    const today = page.locator('.console-sales-table tbody tr').last()
    expect(await today.getAttribute('data-date')).toBe(todaySales.date)
    expect(Number(await today.locator('td').first().textContent())).toBe(todaySales.orders)
    expect(todaySales.orders).toBeGreaterThanOrEqual(1)
    expect(await page.locator('.console-sales-table tbody tr').count()).toBe(30)
    await snap(page, 'console-shop-02-shop-desktop')

    await page.getByText('7 days', { exact: true }).click()
    await page.waitForURL((url) => url.search === '?days=7')
    await expect.poll(() => page.locator('.console-sales-table tbody tr').count()).toBe(7)
    await expectChartDrawn(page)

    await page.getByRole('button', { name: 'Edit profile' }).click()
    const english = page.getByRole('textbox', { name: 'Description in English' })
    await english.waitFor()
    const words = `Laptops, phones and same-day repairs in Saigon (${Date.now()}).`
    await english.fill(words)
    await snap(page, 'console-shop-03-edit-desktop')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.locator('.console-shop-profile .console-shop-description').textContent()).toBe(words)
    // What shoppers read on the shop page.
    const shopId = ok(await api.call('GET', '/api/merchant/shop', undefined, merchant), 'shop').id
    expect(ok(await api.call('GET', `/api/shop/detail?id=${shopId}`), 'shop detail').description).toBe(words)
    await snap(page, 'console-shop-04-saved-desktop')
    await context.close()
  })

  it('on a phone: Shop shows the chart; Money withdraws with the payment code and the withdrawal waits in the records', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Console-Token', value: merchant, url: baseURL }])
    await page.goto('/merchant/shop')
    await expectChartDrawn(page)
    await snap(page, 'console-shop-05-shop-phone')

    await openScreen(page, 'Money', '/merchant/money')
    const balance = ok(await api.call('GET', '/api/user/getUserInfo', undefined, merchant), 'profile').balance as string
    expect(Number(balance)).toBeGreaterThanOrEqual(10)
    await page.locator('.console-ledger .bill-row[data-kind="income"]').first().waitFor()
    await snap(page, 'console-shop-06-money-phone')

    await page.locator('button.console-balance-withdraw').click()
    await page.waitForURL((url) => url.search === '?tab=withdraw')
    await page.locator('.withdraw-bank-card input').fill('9704 0000 1234 5678')
    await page.locator('.withdraw-bank-name input').fill('Vietcombank')
    // The least withdrawal, which pays the least charge.
    await page.locator('.withdraw-amount input').fill('10')
    await expect.poll(() => page.locator('.withdraw-charge').textContent()).toBe('$0.10')
    await page.locator('button.withdraw-submit').click()
    const code = page.locator('.withdraw-sheet input')
    await code.waitFor()
    await code.fill(DEMO_ACCOUNTS.merchant.paymentCode)
    await snap(page, 'console-shop-07-code-phone')
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await page.locator('.console-withdraw .withdraw-submitted').waitFor()
    expect(await page.locator('.withdraw-status-badge').textContent()).toBe('Auditing')
    await snap(page, 'console-shop-08-submitted-phone')

    await page.locator('button.withdraw-record').click()
    await page.waitForURL((url) => url.search === '?tab=withdrawals')
    const newest = ok(await api.call('GET', '/api/user/extract_log?status=0&limit=1', undefined, merchant), 'withdrawals').list[0]
    expect(newest).toMatchObject({ amount: '10.00', status: 0 })
    const row = page.locator(`.withdrawal-row[data-record-id="${newest.id}"]`)
    await row.waitFor()
    expect(await row.locator('.record-status').textContent()).toBe('Auditing')
    expect(await row.locator('.record-figure-amount').textContent()).toBe('$10.00')
    await snap(page, 'console-shop-09-withdrawals-phone')
    await context.close()
  })
})
