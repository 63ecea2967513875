// A merchant's fulfilment in Chromium on the built apps and the real server: a shopper buys from the
// demo shop (through the API); the demo merchant logs in to the console at a desktop window, finds
// the order under "To ship", ships it with a common carrier and adds the carrier's news; the
// shopper's order page on a phone shows it delivered with that timeline. On another order the
// shopper asks for a refund; the merchant, on a phone, approves it in the console; the shopper's
// balance is back where it was before paying.
import { describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { centsOf, formatCents } from '../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { fulfilmentWorld } from '../views/support/fulfilment-world'
import { newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { recordToasts } from './support/checkout'
import { snap } from './support/screenshots'

const baseURL = inject('baseURL')
const browser = useBrowser()
const DESKTOP = { width: 1280, height: 800 }

let shopper: Promise<BrowserAccount> | undefined
const world = fulfilmentWorld((path, init) => fetch(`${baseURL}${path}`, init), async () => (await (shopper ??= newAccount(baseURL))).token)

async function openDesktop(b: Browser) {
  const context = await b.newContext({ baseURL, viewport: DESKTOP, locale: 'en-US' })
  return { context, page: await context.newPage() }
}

async function merchantLogsIn(page: Page) {
  await page.goto('/merchant/')
  await page.waitForURL((url) => url.pathname === '/merchant/login')
  await page.getByLabel('Account').fill(DEMO_ACCOUNTS.merchant.account)
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.merchant.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === '/merchant/dashboard')
}

describe('the merchant fulfils what a shopper bought', () => {
  it('ships an order at a desktop window with a logistics event, which the shopper sees on a phone', async () => {
    const { token, order } = await world.paidOrder()

    const { context, page } = await openDesktop(browser())
    const toasts = await recordToasts(page)
    await merchantLogsIn(page)
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await page.getByText('To ship', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/orders' && url.search === '?status=1')
    const card = page.locator(`[data-order-sn="${order.sn}"]`)
    await card.waitFor()
    await card.getByRole('link', { name: 'Ship', exact: true }).click()
    await page.waitForURL((url) => url.pathname === `/merchant/orders/${order.sn}`)
    await page.locator('.console-ship-form').waitFor()
    expect(await page.locator('.console-ship-address').textContent()).toContain('Lan Pham')
    await snap(page, 'console-fulfilment-01-order-to-ship-desktop')

    await page.locator('.console-ship-form .adm-selector-item').getByText('Viettel Post', { exact: true }).click()
    await page.getByLabel('Tracking number').fill('VTP-26112201')
    await page.getByRole('button', { name: 'Ship the order' }).click()
    await expect.poll(() => page.locator('.console-order-detail .console-status').textContent()).toBe('Delivered')
    await expect.poll(async () => (await toasts.shown()).includes('Order shipped')).toBe(true)
    expect(await page.locator('.console-ship-address').count(), 'no address once shipped').toBe(0)
    expect(await page.locator('.console-timeline-event.is-latest .console-timeline-text').textContent()).toBe('Picked up by Viettel Post')

    await page.getByRole('button', { name: 'Add logistics event' }).click()
    await page.getByLabel('What happened').fill('Arrived at the Hà Nội sorting centre')
    await page.getByLabel('Where (optional)').fill('Hà Nội')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect.poll(() => page.locator('.console-timeline-event.is-latest .console-timeline-text').textContent()).toBe('Arrived at the Hà Nội sorting centre')
    await snap(page, 'console-fulfilment-02-shipped-with-news-desktop')
    await context.close()

    // The shopper's order page: delivered, the carrier and the news.
    const phone = await openPhone(browser(), baseURL)
    await phone.context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    await phone.page.goto(`/orderInfo/${order.id}`)
    await expect.poll(() => phone.page.locator('.order-banner .order-status').textContent()).toBe('Delivered')
    expect(await phone.page.locator('.logistics-company').textContent()).toBe('Viettel Post')
    expect(await phone.page.locator('.tracking-no').textContent()).toBe('VTP-26112201')
    expect(await phone.page.locator('.logistics-event.is-latest .logistics-event-text').textContent()).toBe('Arrived at the Hà Nội sorting centre')
    await snap(phone.page, 'console-fulfilment-03-shopper-sees-shipped-phone')
    await phone.context.close()
  })

  it('approves a refund on a phone: the shopper’s balance is back', async () => {
    const account = await (shopper ??= newAccount(baseURL))
    const before = await world.api.balance(account.token)
    const bought = await world.paidOrder()
    const refundId = await world.askRefund(bought, 'refund')
    const paid = await world.api.balance(account.token)
    expect(paid).toBe(formatCents(centsOf(before) - centsOf(bought.order.total)))

    const { context, page } = await openPhone(browser(), baseURL)
    const toasts = await recordToasts(page)
    await merchantLogsIn(page)
    await page.getByRole('link', { name: 'Refunds', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/refunds')
    const row = page.locator(`[data-refund-id="${refundId}"]`)
    await row.waitFor()
    expect(await row.locator('.console-refund-amount').textContent()).toBe(`${bought.order.total} VND`)
    // The shopper's proof picture has loaded.
    await expect.poll(() => row.locator('.console-proof img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
    await row.getByRole('button', { name: 'Approve' }).click()
    await row.locator('.console-question-text').waitFor()
    await snap(page, 'console-fulfilment-04-approve-refund-phone')
    await row.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => row.locator('.console-refund-status').textContent()).toBe('Refunded')
    await expect.poll(async () => (await toasts.shown()).includes("Refunded to the shopper's wallet")).toBe(true)
    await snap(page, 'console-fulfilment-05-refunded-phone')
    await context.close()

    expect(await world.api.balance(account.token)).toBe(before)
    expect(await world.refund(refundId)).toMatchObject({ status: 'refunded', order_status: -1 })
  })
})
