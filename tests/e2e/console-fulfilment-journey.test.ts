// A merchant's fulfilment in Chromium on the built apps and the real server: a shopper buys from the
// demo shop (through the API); the demo merchant logs in to the console at a desktop window, finds
// the order under "To ship", ships it with a common carrier and adds the carrier's news; the
// shopper's order page on a phone shows it delivered with that timeline. On another order the
// shopper asks for a refund; the merchant, on a phone, approves it in the console; the shopper's
// balance is back where it was before paying.
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { centsOf, formatCents } from '../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { fulfilmentWorld } from '../views/support/fulfilment-world'
import { newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { recordToasts } from './support/checkout'
import { approveRefund, findRefund, logInToConsole, openDesktop, openOrderToShip, shipWith } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

let shopper: Promise<BrowserAccount> | undefined
const world = fulfilmentWorld((path, init) => fetch(`${baseURL}${path}`, init), async () => (await (shopper ??= newAccount(baseURL))).token)

describe('the merchant fulfils what a shopper bought', () => {
  it('ships an order at a desktop window with a logistics event, which the shopper sees on a phone', async () => {
    const { token, order } = await world.paidOrder()

    const { context, page } = await openDesktop(browser(), baseURL)
    const toasts = await recordToasts(page)
    await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/dashboard')
    await openOrderToShip(page, order.sn)
    expect(await page.locator('.console-ship-address').textContent()).toContain('Lan Pham')
    await snap(page, 'console-fulfilment-01-order-to-ship-desktop')

    await shipWith(page, 'Viettel Post', 'VTP-26112201')
    await expect.poll(async () => (await toasts.shown()).includes('Order shipped')).toBe(true)

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
    await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/dashboard')
    const row = await findRefund(page, refundId)
    expect(await row.locator('.console-refund-amount').textContent()).toBe(`$${bought.order.total}`)
    await approveRefund(page, row, 'console-fulfilment-04-approve-refund-phone')
    await expect.poll(async () => (await toasts.shown()).includes("Refunded to the shopper's wallet")).toBe(true)
    await snap(page, 'console-fulfilment-05-refunded-phone')
    await context.close()

    expect(await world.api.balance(account.token)).toBe(before)
    expect(await world.refund(refundId)).toMatchObject({ status: 'refunded', order_status: -1 })
  })
})
