// The operator's day in Chromium on the built apps and the real server: a shopper (through the API)
// asks for a recharge with its evidence and a withdrawal; the demo operator, at a desktop window,
// looks at the evidence large and approves the recharge, then refuses the withdrawal with a reason;
// on a phone, publishes a notification to that shopper; the shopper reads it at /notification and
// the money moved as decided. Then the operator's help, law and articles at both sizes: an entry
// written, published and read by the shopper. Screenshots of every screen.
import { describe, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { api, newAccount, type BrowserAccount } from './support/api'
import { askRecharge, askWithdrawal } from './support/audit-requests'
import { openPhone, useBrowser } from './support/browser'
import { approveInQueue, DESKTOP, findRow, logInToConsole, notifyOneShopper, openDesktop, openScreen, refuseInQueue } from './support/console-steps'
import { expect } from './support/expect'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
const PAYMENT_CODE = '147258'

const ok = (answer: { code: number; msg: string; data: any }, what: string) => {
  if (answer.code !== 1) throw new Error(`${what} refused: ${JSON.stringify(answer)}`)
  return answer.data
}

async function shopperAsks(shopper: BrowserAccount) {
  const recharge = await askRecharge(baseURL, shopper, '321')
  ok(await api(baseURL, 'POST', '/api/user/resetPay', { new_code: PAYMENT_CODE, confirm_code: PAYMENT_CODE }, shopper.token), 'payment code')
  const withdrawal = await askWithdrawal(baseURL, shopper, '40', PAYMENT_CODE)
  return { recharge, withdrawal, evidence: recharge.evidence }
}

const balanceOf = async (shopper: BrowserAccount) => ok(await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, shopper.token), 'profile').balance as string

// Each journey is genuinely long (three browser windows, two console logins, a dozen screens shot),
// every step waiting on a condition: on a loaded two-core host it takes minutes, not the project's 60 s.
const JOURNEY_TIMEOUT_MS = 300_000

describe('the operator in the console', () => {
  it('approves a recharge after seeing its evidence and refuses a withdrawal at a desktop, notifies the shopper from a phone', { timeout: JOURNEY_TIMEOUT_MS }, async () => {
    const shopper = await newAccount(baseURL)
    const start = await balanceOf(shopper)
    const { recharge, withdrawal, evidence } = await shopperAsks(shopper)
    const held = await balanceOf(shopper)
    expect(Number(held)).toBe(Number(start) - 40)

    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    const row = await findRow(page, `[data-recharge-id="${recharge.id}"]`)
    expect(await row.locator('.console-audit-account').textContent()).toBe(shopper.account)
    await snap(page, 'console-operator-01-recharges-desktop')

    // The evidence, large.
    await row.locator('.console-evidence').click()
    const large = page.locator('.adm-image-viewer-content img')
    await large.waitFor()
    expect(await large.getAttribute('src')).toBe(evidence)
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
    // Over the whole window, on its own (a real photo fills it; this one keeps its own size).
    expect((await page.locator('.console-evidence-viewer').boundingBox())!.width).toBe(DESKTOP.width)
    await snap(page, 'console-operator-02-evidence-desktop')
    await page.locator('.console-evidence-close').click()
    await large.waitFor({ state: 'hidden' })

    await approveInQueue(page, row, `Approve recharge No. ${recharge.id} of $321.00 for ${shopper.account}?`, 'console-operator-03-approve-confirm-desktop')
    expect(await row.locator('.console-decided-by .console-status').textContent()).toBe('Approved by operator')
    await snap(page, 'console-operator-04-recharge-approved-desktop')

    await openScreen(page, 'Withdrawals to review', '/merchant/withdrawals')
    const pending = await findRow(page, `[data-withdrawal-id="${withdrawal.id}"]`)
    expect(await pending.locator('.console-audit-arrival').textContent()).toBe(`$${withdrawal.arrival}`)
    await refuseInQueue(page, pending, 'The card belongs to someone else', 'console-operator-05-refusal-reason-desktop')
    await snap(page, 'console-operator-06-withdrawal-refused-desktop')
    await page.getByRole('tab', { name: 'Refused' }).click()
    await page.waitForURL((url) => url.search === '?status=2')
    await (await findRow(page, `[data-withdrawal-id="${withdrawal.id}"]`)).waitFor()
    await context.close()

    // The money as decided: the recharge credited, the withdrawal's hold back.
    expect(Number(await balanceOf(shopper))).toBe(Number(start) + 321)

    // On a phone: a notification to that shopper.
    const phone = await openPhone(browser(), baseURL)
    await logInToConsole(phone.page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    await phone.page.getByRole('tab', { name: 'Approved' }).click()
    await phone.page.waitForURL((url) => url.search === '?status=1')
    await findRow(phone.page, `[data-recharge-id="${recharge.id}"]`)
    await snap(phone.page, 'console-operator-07-recharges-approved-phone')
    await notifyOneShopper(
      phone.page, shopper.account,
      { en: 'About your withdrawal', vi: 'Về lệnh rút tiền của bạn' },
      { en: 'Add a bank card in your own name and withdraw again.', vi: 'Hãy thêm thẻ ngân hàng đứng tên bạn và rút lại.' },
      'console-operator-07b-notification-form-phone',
    )
    await snap(phone.page, 'console-operator-08-notification-published-phone')
    await phone.context.close()

    // The shopper reads it, and what happened to the money.
    const store = await openPhone(browser(), baseURL)
    await store.context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    await store.page.goto('/notification')
    const notice = store.page.locator('.notice-row[data-kind="announcement"]', { hasText: 'About your withdrawal' })
    await notice.waitFor()
    expect(await store.page.locator('.notice-row[data-kind="recharge_approved"]').count()).toBe(1)
    expect(await store.page.locator('.notice-row[data-kind="withdrawal_refused"]').count()).toBe(1)
    await snap(store.page, 'console-operator-09-shopper-notifications-phone')
    await store.context.close()
  })

  it('writes a help answer, publishes it and the shopper reads it; the content screens at both sizes', { timeout: JOURNEY_TIMEOUT_MS }, async () => {
    const slug = `returns-${Date.now().toString(36)}`
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    await openScreen(page, 'Help, law and articles', '/merchant/content')
    await page.locator('.console-entry[data-entry-slug="how-to-order"]').waitFor()
    await snap(page, 'console-operator-10-content-desktop')
    await page.getByRole('button', { name: 'New entry' }).click()
    await page.getByLabel(/^Link name/).fill(slug)
    await page.getByLabel(/^Position/).fill('90')
    await page.getByRole('switch').click()
    await page.getByLabel(/^Title · English/).fill('How do I send an item back?')
    await page.getByLabel(/^Text · English/).fill('Open the order and ask for a refund and return.\n\nThe shop tells you where to send it.')
    await snap(page, 'console-operator-11-content-editor-desktop')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/content')
    const card = page.locator(`.console-entry[data-entry-slug="${slug}"]`)
    await card.waitFor()
    expect(await card.getAttribute('data-published')).toBe('true')
    const entryUrl = new URL(page.url())
    await context.close()

    const phone = await openPhone(browser(), baseURL)
    await logInToConsole(phone.page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    await phone.page.goto(`${entryUrl.pathname}?kind=law`)
    await phone.page.locator('.console-entry[data-entry-slug="terms-of-service"]').waitFor()
    await snap(phone.page, 'console-operator-12-content-phone')
    await phone.page.locator('.console-entry[data-entry-slug="terms-of-service"]').getByText('Edit').click()
    await phone.page.getByLabel(/^Link name/).waitFor()
    await snap(phone.page, 'console-operator-13-content-editor-phone')
    await phone.context.close()

    const shopper = await newAccount(baseURL)
    const store = await openPhone(browser(), baseURL)
    await store.context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    await store.page.goto(`/article/${slug}`)
    await store.page.getByText('How do I send an item back?').first().waitFor()
    await snap(store.page, 'console-operator-14-entry-read-phone')
    await store.context.close()
  })
})
