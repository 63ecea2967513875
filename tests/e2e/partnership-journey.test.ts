// Applying for a shop ("partnership") in Chromium at 390x844 on the built apps and the real server: a new shopper
// opens "Open your own shop" from the personal center, applies with a logo, a category, a contact
// and a description, and reads that the application waits; the operator approves it through the
// API; the shopper checks again, reads that the shop is open, follows "Open the Merchant app" and
// logs in to the console at /merchant/ with the same account, landing on the new shop's dashboard.
// And the operator's side in the console: at a desktop window an application approved after a
// confirm, on a phone one refused with its reason.
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { api, newAccount, uploadPicture, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { applyForShop, approveInQueue, findRow, logInToConsole, openDesktop, openScreen, refuseInQueue, submitLogin } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
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

    await applyForShop(page, {
      shopName, logo: { name: 'lantern.png', buffer: PARCEL_PNG }, category: 'Family life', contact: '+84 235 386 1234',
      description: 'Silk lanterns made by hand in Hội An, shipped worldwide',
    }, 'partnership-journey-01-filled')
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
    await submitLogin(page, shopper)
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard')
    await expect.poll(() => page.locator('.console-shop-name').textContent()).toBe(shopName)
    await snap(page, 'partnership-journey-04-console')
    await context.close()
  })

  it('the operator approves one application at a desktop window and refuses another on a phone, in the console', async () => {
    const applicants = await Promise.all([newAccount(baseURL), newAccount(baseURL)])
    const names = applicants.map((_, i) => `Da Lat Coffee ${i + 1} ${Date.now().toString(36)}`)
    const ids = await Promise.all(applicants.map((applicant, i) => applyThroughApi(applicant, names[i]!)))

    const { context: desktop, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    await openScreen(page, 'Shop applications', '/merchant/applications')
    const row = await findRow(page, `[data-application-id="${ids[0]}"]`)
    expect(await row.locator('.console-application-shop').textContent()).toBe(names[0])
    expect(await row.locator('.console-application-applicant').textContent()).toBe(applicants[0]!.account)
    await page.waitForFunction(() => [...document.images].every((img) => img.getBoundingClientRect().top > window.innerHeight || (img.complete && img.naturalWidth > 0)))
    await snap(page, 'partnership-console-01-queue-desktop')
    await approveInQueue(page, row, `Approve the shop ${names[0]}?`, 'partnership-console-02-confirm-desktop')
    expect(ok(await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, applicants[0]!.token), 'profile')).toMatchObject({ role: 'merchant' })
    await desktop.close()

    const { context, page: phone } = await openPhone(browser(), baseURL)
    await logInToConsole(phone, DEMO_ACCOUNTS.operator, '/merchant/applications')
    const second = await findRow(phone, `[data-application-id="${ids[1]}"]`)
    await refuseInQueue(phone, second, 'Please send a logo of your own shop', 'partnership-console-03-refusing-phone')
    await phone.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await snap(phone, 'partnership-console-04-refused-phone')
    const latest = ok(await api(baseURL, 'GET', '/api/user/merchant/application', undefined, applicants[1]!.token), 'latest')
    expect(latest).toMatchObject({ status: 2, note: 'Please send a logo of your own shop' })
    await context.close()
  })
})

async function applyThroughApi(applicant: BrowserAccount, shopName: string): Promise<number> {
  const logo = await uploadPicture(baseURL, applicant.token, 'logo.png')
  const categories = ok(await api(baseURL, 'GET', '/api/category/list'), 'categories') as Array<{ id: number; key: string }>
  const body = { shop_name: shopName, logo, category_id: categories.find((c) => c.key === 'food')!.id, contact: 'Zalo 0912 345 678', description: 'Arabica from the Lâm Đồng highlands, roasted to order' }
  return ok(await api(baseURL, 'POST', '/api/user/merchant/apply', body, applicant.token), 'apply').id
}
