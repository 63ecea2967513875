// The merchant's console at Seller Centre level in Chromium on the built apps and the real server,
// at a 1280x800 window in English and Vietnamese: the overview's to-do (orders to ship with the next
// ship-by time, refunds to answer, low stock, unread messages, income in escrow) leading to the
// filtered list; the orders list searched by buyer, with counts on its tabs and the buyer's name;
// the search exported as CSV, downloaded and opened; the packing slip; and the defects as a
// merchant meets them: an operator's page says why it does not open, an order that is not the
// shop's says "Order not found" without a console error.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { fulfilmentWorld } from '../views/support/fulfilment-world'
import { parseCsv } from '../support/csv'
import { api, newAccount, type BrowserAccount } from './support/api'
import { useBrowser } from './support/browser'
import { DESKTOP, logInToConsole, openDesktop } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

let shopper: Promise<BrowserAccount> | undefined
const buyer = () => (shopper ??= newAccount(baseURL))
const world = fulfilmentWorld((path, init) => fetch(`${baseURL}${path}`, init), async () => (await buyer()).token)

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

describe('the merchant’s overview and orders at scale', () => {
  it('works from the to-do to the filtered orders, exports them, prints a slip; in English and Vietnamese', async () => {
    const { order } = await world.paidOrder()
    const { account } = await buyer()
    const { context, page } = await openDesktop(browser(), baseURL)
    const errors: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/dashboard')

    // The to-do: each thing waiting, with its count and when the next is due.
    const toShip = page.locator('.console-todo-to-ship')
    await toShip.waitFor()
    expect(Number(await toShip.locator('.console-todo-count').textContent())).toBeGreaterThanOrEqual(1)
    expect(await toShip.locator('.console-todo-due').textContent()).toMatch(/^Next ship by /)
    for (const name of ['refunds', 'low-stock', 'unread']) await page.locator(`.console-todo-${name} .console-todo-count`).waitFor()
    expect(await page.locator('.console-income-escrow dt').textContent()).toBe('Held in escrow')
    await snap(page, 'console-seller-01-overview-todo-desktop')

    // The to-do is the way to the list that holds it.
    await toShip.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === '/merchant/orders' && url.search === '?status=1')
    await page.locator('.console-order').first().waitFor()

    // Searched by buyer: one order, the tabs counted under the search, the buyer's name on the card.
    await page.getByLabel('Buyer').fill(account)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('buyer') === account)
    const card = page.locator(`[data-order-sn="${order.sn}"]`)
    await card.waitFor()
    // The name on the buyer's account, then the account.
    await expect.poll(() => card.locator('.console-order-buyer').textContent()).toMatch(new RegExp(`^\\S.* @${account}$`))
    await expect.poll(() => page.locator('.console-tab-title', { hasText: 'To ship' }).getAttribute('data-count')).toBe('1')
    await snap(page, 'console-seller-02-orders-filtered-desktop')

    // The same search as CSV: downloaded, opened, read.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''))
    expect(rows[0]!.slice(0, 3)).toEqual(['Order number', 'Status', 'Placed at (UTC)'])
    const line = rows.find((row) => row[0] === order.sn)!
    expect(line[rows[0]!.indexOf('Buyer account')]).toBe(account)
    expect(line[rows[0]!.indexOf('Status')]).toBe('Waiting for delivery')
    const opened = await context.newPage()
    await opened.setViewportSize(DESKTOP)
    await opened.setContent(`<meta charset="utf-8"><style>body{font:13px sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 6px;white-space:nowrap}th{background:#f5f5f5}</style>
      <h3>${escapeHtml(download.suggestedFilename())}</h3><table>${rows.filter((r) => r.length > 1).map((r, i) => `<tr>${r.map((c) => (i === 0 ? `<th>${escapeHtml(c)}</th>` : `<td>${escapeHtml(c)}</td>`)).join('')}</tr>`).join('')}</table>`)
    await snap(opened, 'console-seller-03-export-opened-desktop')
    await opened.close()

    // The packing slip: the address it goes to and what is in the parcel.
    await card.getByRole('link', { name: 'Packing slip' }).click()
    await page.waitForURL((url) => url.pathname === `/merchant/orders/${order.sn}/slip`)
    expect(await page.locator('.console-slip-addressee').textContent()).toContain('Lan Pham')
    expect(await page.locator('.console-slip-items tbody tr').count()).toBe(1)
    await snap(page, 'console-seller-04-packing-slip-desktop')

    // Another shop's order, or none: the page says so, and nothing is logged as an error.
    await page.goto('/merchant/orders/99999999999999')
    await page.getByText('Order not found').waitFor()
    // An operator's page: the overview says why it does not open.
    await page.goto('/merchant/recharges')
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe("The page /recharges is for the platform's operators: a merchant account cannot open it, so here is your overview.")
    expect(errors).toEqual([])

    // The same in Vietnamese: the merchant's profile says so (the console's session applies the
    // profile's language at start, whatever an earlier test left there), and so does the browser.
    const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'Console-Token')!.value
    const chosen = await api(baseURL, 'GET', '/api/user/set_language?lang=vi', undefined, token)
    expect(chosen.code, chosen.msg).toBe(1)
    await context.addCookies([{ name: 'language', value: 'vi', url: baseURL }])
    await page.goto('/merchant/dashboard')
    await expect.poll(() => page.locator('.console-todo-to-ship .console-todo-label').textContent()).toBe('Đơn cần giao')
    await snap(page, 'console-seller-05-overview-todo-desktop-vi')
    await page.goto(`/merchant/orders?status=1&buyer=${account}`)
    await page.locator(`[data-order-sn="${order.sn}"]`).waitFor()
    await expect.poll(() => page.locator('.console-export').textContent()).toBe('Xuất CSV')
    await snap(page, 'console-seller-06-orders-filtered-desktop-vi')
    await api(baseURL, 'GET', '/api/user/set_language?lang=en', undefined, token)
    await context.close()
  })
})
