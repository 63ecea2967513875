// Issue 7's partnership in Chromium at 390x844 on the built apps and the real server: a new shopper
// opens "Open your own shop" from the personal center, applies with a logo, a category, a contact
// and a description, and reads that the application waits; the operator approves it through the
// API; the shopper checks again, reads that the shop is open, follows "Open the Merchant app" and
// logs in to the console at /merchant/ with the same account, landing on the new shop's dashboard.
// And the operator's side in the console: at a desktop window an application approved after a
// confirm, on a phone one refused with its reason.
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const baseURL = inject('baseURL')
const browser = useBrowser()
const DESKTOP = { width: 1280, height: 800 }

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

describe('partnership', () => {
  it('a new shopper applies, the operator approves, the shopper opens the Merchant app on the new shop', async () => {
    const shopper = await newAccount(baseURL)
    const shopName = `Hoi An Lanterns ${Date.now().toString(36)}`
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])

    await page.goto('/profile')
    const link = page.getByText('Open your own shop')
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await page.waitForURL((url) => url.pathname === '/partnership')
    await page.getByRole('button', { name: 'Submit application' }).waitFor()

    await page.locator('.partnership-shop-name input').fill(shopName)
    await page.locator('.partnership-logo input[type=file]').setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: PARCEL_PNG })
    await expect.poll(() => page.locator('.partnership-logo .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').count()).toBe(1)
    await page.getByRole('option', { name: 'Family life' }).click()
    await page.locator('.partnership-contact input').fill('+84 235 386 1234')
    await page.locator('.partnership-description textarea').first().fill('Silk lanterns made by hand in Hội An, shipped worldwide')
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await snap(page, 'partnership-journey-01-filled')
    await page.getByRole('button', { name: 'Submit application' }).click()

    await page.getByRole('heading', { name: 'Application submitted' }).waitFor()
    expect(await page.locator('.partnership-status-badge').textContent()).toBe('Waiting for review')
    expect(await page.locator('.partnership-fact-name').textContent()).toBe(shopName)
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await snap(page, 'partnership-journey-02-waiting')

    // The operator approves it at the console's API.
    const operator = ok(await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login').userinfo.token
    const queue = ok(await api(baseURL, 'GET', '/api/admin/merchant/applications?status=0&limit=50', undefined, operator), 'queue')
    const application = queue.list.find((row: { shop_name: string }) => row.shop_name === shopName)
    expect(application).toMatchObject({ user: { account: shopper.account }, category: { key: 'familyLife' } })
    ok(await api(baseURL, 'POST', '/api/admin/merchant/application/audit', { id: application.id, approve: true }, operator), 'approve')

    await page.getByRole('button', { name: 'Check again' }).click()
    await page.getByRole('heading', { name: 'Your shop is open' }).waitFor()
    expect(await page.locator('.partnership-status-badge').textContent()).toBe('Approved')
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))
    await snap(page, 'partnership-journey-03-approved')

    // The console is another app with its own session: the same account logs in there.
    await page.getByRole('link', { name: 'Open the Merchant app' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/login')
    await page.getByLabel('Account').fill(shopper.account)
    await page.getByLabel('Password').fill(shopper.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard')
    await expect.poll(() => page.locator('.console-shop-name').textContent()).toBe(shopName)
    await snap(page, 'partnership-journey-04-console')
    await context.close()
  })

  it('the operator approves one application at a desktop window and refuses another on a phone, in the console', async () => {
    const applicants = await Promise.all([newAccount(baseURL), newAccount(baseURL)])
    const names = applicants.map((_, i) => `Da Lat Coffee ${i + 1} ${Date.now().toString(36)}`)
    const ids = await Promise.all(applicants.map((applicant, i) => applyThroughApi(applicant, names[i]!)))

    const desktop = await browser().newContext({ baseURL, viewport: DESKTOP, locale: 'en-US' })
    const page = await desktop.newPage()
    await logInToConsole(page, DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    await page.getByRole('link', { name: 'Shop applications' }).click()
    const row = page.locator(`[data-application-id="${ids[0]}"]`)
    await row.waitFor()
    expect(await row.locator('.console-application-shop').textContent()).toBe(names[0])
    expect(await row.locator('.console-application-applicant').textContent()).toBe(applicants[0]!.account)
    await page.waitForFunction(() => [...document.images].every((img) => img.getBoundingClientRect().top > window.innerHeight || (img.complete && img.naturalWidth > 0)))
    await snap(page, 'partnership-console-01-queue-desktop')
    await row.getByRole('button', { name: 'Approve' }).click()
    await page.locator('.adm-dialog-content').getByText(`Approve the shop ${names[0]}?`, { exact: false }).waitFor()
    await snap(page, 'partnership-console-02-confirm-desktop')
    await page.locator('.adm-dialog-button', { hasText: 'Approve' }).click()
    await expect.poll(() => row.getAttribute('data-status')).toBe('1')
    expect(ok(await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, applicants[0]!.token), 'profile')).toMatchObject({ role: 'merchant' })
    await desktop.close()

    const { context, page: phone } = await openPhone(browser(), baseURL)
    await logInToConsole(phone, DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    await phone.goto('/merchant/applications')
    const second = phone.locator(`[data-application-id="${ids[1]}"]`)
    await second.waitFor()
    await second.scrollIntoViewIfNeeded()
    await second.getByRole('button', { name: 'Refuse' }).click()
    await second.locator('.console-refusal-note textarea').first().fill('Please send a logo of your own shop')
    await snap(phone, 'partnership-console-03-refusing-phone')
    await second.locator('.console-send-refusal').click()
    await expect.poll(() => second.getAttribute('data-status')).toBe('2')
    expect(await second.locator('.console-decided-note').textContent()).toBe('Reason: Please send a logo of your own shop')
    await phone.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await snap(phone, 'partnership-console-04-refused-phone')
    const latest = ok(await api(baseURL, 'GET', '/api/user/merchant/application', undefined, applicants[1]!.token), 'latest')
    expect(latest).toMatchObject({ status: 2, note: 'Please send a logo of your own shop' })
    await context.close()
  })
})

async function applyThroughApi(applicant: BrowserAccount, shopName: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'logo.png')
  const res = await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token: applicant.token } })
  const logo = ok((await res.json()) as { code: number; msg: string; data: { url: string } }, 'upload').url
  const categories = ok(await api(baseURL, 'GET', '/api/category/list'), 'categories') as Array<{ id: number; key: string }>
  const body = { shop_name: shopName, logo, category_id: categories.find((c) => c.key === 'food')!.id, contact: 'Zalo 0912 345 678', description: 'Arabica from the Lâm Đồng highlands, roasted to order' }
  return ok(await api(baseURL, 'POST', '/api/user/merchant/apply', body, applicant.token), 'apply').id
}

async function logInToConsole(page: Page, account: string, password: string) {
  await page.goto('/merchant/login')
  await page.getByLabel('Account').fill(account)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname !== '/merchant/login')
}
