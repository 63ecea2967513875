// The merchant's books and the operator's money queues in Chromium on the built apps and the real
// server, at a 1280x800 window in English and Vietnamese: the merchant sees the money held in
// escrow, narrows the ledger to days of the shop's calendar (kept in the URL), exports them as CSV,
// opens the file and reads its rows, and finds the settlement on the same days; the operator
// searches the withdrawal queue by account and amount, reads each status's count and sum, and
// opens the user's wallet beside a request: the name on the profile, the balance, the latest
// movements, with the bank the request names.
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { fulfilmentWorld } from '../views/support/fulfilment-world'
import { PAYMENT_CODE } from '../views/support/orders'
import { parseCsv } from '../support/csv'
import { api, newAccount, type BrowserAccount } from './support/api'
import { useBrowser } from './support/browser'
import { logInToConsole, openDesktop } from './support/console-steps'
import { openCsv } from './support/open-csv'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

let shopper: Promise<BrowserAccount> | undefined
const buyer = () => (shopper ??= newAccount(baseURL))
const world = fulfilmentWorld((path, init) => fetch(`${baseURL}${path}`, init), async () => (await buyer()).token)

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

/** The console's session token of a logged-in page, for the API calls a test prepares with. */
const tokenOf = async (context: BrowserContext) => (await context.cookies(baseURL)).find((cookie) => cookie.name === 'Console-Token')!.value

/** Switches the signed-in person's console to `lang` (their profile and the browser's cookie), and reopens `path`. */
async function speak(context: BrowserContext, page: Page, lang: string, path: string) {
  ok(await api(baseURL, 'GET', `/api/user/set_language?lang=${lang}`, undefined, await tokenOf(context)), 'language')
  await context.addCookies([{ name: 'language', value: lang, url: baseURL }])
  await page.goto(path)
}

describe('the merchant’s ledger by days', () => {
  it('narrows the ledger and settlements to the shop’s days, exports and opens the CSV, shows the escrow; in English and Vietnamese', async () => {
    // An order completed today (shipped, received, reviewed): it settles to the merchant.
    const { token, order } = await world.shippedOrder()
    ok(await api(baseURL, 'POST', '/api/order/confirm', { id: order.id }, token), 'confirm')
    ok(await api(baseURL, 'POST', '/api/order/review', { order_id: order.id, product_id: order.productIds[0], product_score: 5, service_score: 5, postage_score: 5, content: 'Arrived well packed.' }, token), 'review')
    // A paid order still waiting: money in escrow.
    await world.paidOrder()

    const { context, page } = await openDesktop(browser(), baseURL)
    const errors: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/money')
    const shop = ok(await api(baseURL, 'GET', '/api/merchant/shop', undefined, await tokenOf(context)), 'shop')
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: shop.time_zone }).format(new Date())

    // The escrow beside the balance, as the overview counts it.
    const escrow = page.locator('.console-money-escrow')
    await expect.poll(() => escrow.locator('dt').textContent()).toBe('In escrow')
    expect(await escrow.locator('dd').first().textContent()).toMatch(/[1-9]/)

    // Days with nothing: the list says so; then today in the shop's calendar: the settled order's row.
    await page.getByLabel('From').fill('2020-01-01')
    await page.getByLabel('To').fill('2020-01-31')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('from') === '2020-01-01' && url.searchParams.get('to') === '2020-01-31')
    await page.getByText('No money has moved in this wallet yet').waitFor()
    await page.getByLabel('From').fill(today)
    await page.getByLabel('To').fill(today)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today)
    const income = page.locator('.console-ledger .bill-row[data-kind="income"]', { hasText: order.sn })
    await income.waitFor()
    await snap(page, 'console-ledger-01-ledger-days-escrow-desktop')

    // The same days as CSV: downloaded, opened, read.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toBe(`ledger-${today}_${today}.csv`)
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''))
    expect(rows[0]).toEqual(['Record', 'Time (UTC)', 'Kind code', 'Kind', 'Amount', 'Balance after', 'About'])
    const line = rows.find((row) => row[6] === order.sn)!
    expect(line.slice(2, 4)).toEqual(['income', 'Income'])
    expect(rows.length).toBe(1 + (await page.locator('.console-ledger .bill-row').count()))
    await openCsv(context, download.suggestedFilename(), rows, 'console-ledger-02-export-opened-desktop')

    // The settlements on the same days: the tab keeps them.
    await page.getByRole('tab', { name: 'Settlements' }).click()
    await page.waitForURL((url) => url.searchParams.get('tab') === 'settlements' && url.searchParams.get('from') === today)
    await page.locator(`.console-settlement[data-order-sn="${order.sn}"]`).waitFor()
    await snap(page, 'console-ledger-03-settlements-days-desktop')
    expect(errors).toEqual([])

    // In Vietnamese.
    await speak(context, page, 'vi', `/merchant/money?tab=settlements&from=${today}&to=${today}`)
    await expect.poll(() => page.locator('.console-money-escrow dt').textContent()).toBe('Đang ký quỹ')
    await page.locator(`.console-settlement[data-order-sn="${order.sn}"]`).waitFor()
    expect(await page.locator('.console-export').textContent()).toBe('Xuất CSV')
    const [vi] = await Promise.all([page.waitForEvent('download'), page.locator('.console-export').click()])
    const viRows = parseCsv(readFileSync((await vi.path())!, 'utf8').replace(/^\uFEFF/, ''))
    expect(viRows[0]![1]).toBe('Mã đơn hàng')
    expect(viRows.map((row) => row[1])).toContain(order.sn)
    await snap(page, 'console-ledger-04-settlements-days-desktop-vi')
    await speak(context, page, 'en', '/merchant/money')
    await context.close()
  })
})

describe('the operator’s withdrawal queue', () => {
  it('searched by account and amount, totalled per status, with the user’s wallet beside a request; in English and Vietnamese', async () => {
    const { account, token } = await buyer()
    // The shopper needs money and a payment code: one paid order gives both.
    await world.paidOrder()
    const ids: number[] = []
    for (const amount of ['10.00', '12.50']) {
      const body = { type: 'bank', amount, bank_card: '9704 0000 1234 5678', bank_name: 'Techcombank', holder: 'Tran Thi Mai', payment_code: PAYMENT_CODE }
      ids.push(ok(await api(baseURL, 'POST', '/api/user/extract', body, token, { 'Idempotency-Key': randomBytes(8).toString('hex') }), 'withdraw').withdrawal.id)
    }
    const balance = ok(await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, token), 'profile').balance as string

    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/withdrawals')
    await page.getByLabel('User account').fill(account)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('account') === account)
    await page.locator(`[data-withdrawal-id="${ids[1]}"]`).waitFor()
    // Each status counted and summed under the search.
    const waiting = page.locator('.console-queue-total-0')
    await expect.poll(() => waiting.getAttribute('data-count')).toBe('2')
    expect(await waiting.locator('dd').textContent()).toMatch(/^Requests: 2 · Sum: .*22[.,]50/)
    expect(await page.locator('.console-queue-total-1').getAttribute('data-count')).toBe('0')

    // At least 11: the 12.50 one only.
    await page.getByLabel('Least amount').fill('11')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => page.url()).toContain(`account=${account}`)
    // The router writes a text of digits in quotes (`min=%2211%22`) and reads it back as the text.
    await expect.poll(() => new URL(page.url()).searchParams.get('min')?.replace(/"/g, '')).toBe('11')
    await expect.poll(() => waiting.getAttribute('data-count')).toBe('1')
    const row = page.locator(`[data-withdrawal-id="${ids[1]}"]`)
    await row.waitFor()
    expect(await page.locator(`[data-withdrawal-id="${ids[0]}"]`).count()).toBe(0)
    expect(await row.locator('.console-audit-destination').textContent()).toMatch(/Techcombank.*Tran Thi Mai/)

    // Beside the request: the name on the profile, the balance, the latest movements, newest first.
    await row.getByRole('button', { name: 'User\'s wallet' }).click()
    const wallet = row.locator('.console-user-wallet')
    await expect.poll(() => wallet.locator('.console-user-wallet-name').textContent()).toBe('Mai Tran')
    expect((await wallet.locator('.console-user-wallet-balance').textContent())!.replace(/\D/g, '')).toContain(balance.replace(/\D/g, '').replace(/^0+/, ''))
    const moves = wallet.locator('.console-user-movements tr')
    expect(await moves.count()).toBeGreaterThanOrEqual(3)
    expect(await moves.first().getAttribute('data-kind')).toBe('withdrawal_hold')
    await snap(page, 'console-queues-01-withdrawals-search-totals-wallet-desktop')

    // In Vietnamese.
    await speak(context, page, 'vi', `/merchant/withdrawals?account=${account}&min=11`)
    await expect.poll(() => page.locator('.console-queue-total-0 dd').textContent()).toMatch(/^Yêu cầu: 1 · Tổng: /)
    const viRow = page.locator(`[data-withdrawal-id="${ids[1]}"]`)
    await viRow.getByRole('button', { name: 'Ví của người dùng' }).click()
    await viRow.locator('.console-user-wallet-name').waitFor()
    expect(await viRow.locator('.console-user-wallet h4').textContent()).toBe('Biến động gần đây')
    await snap(page, 'console-queues-02-withdrawals-search-totals-wallet-desktop-vi')
    await speak(context, page, 'en', '/merchant/withdrawals')
    await context.close()
  })
})
