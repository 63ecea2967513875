// Issue 7's partnership in Chromium at 390x844 on the built apps and the real server: a new shopper
// opens "Open your own shop" from the personal center, applies with a logo, a category, a contact
// and a description, and reads that the application waits; the operator approves it through the
// API; the shopper checks again, reads that the shop is open, follows "Open the Merchant app" and
// logs in to the console at /merchant/ with the same account, landing on the new shop's dashboard.
import { describe, expect, inject, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const baseURL = inject('baseURL')
const browser = useBrowser()

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
})
