// The operator's customer service and management in Chromium, on the built apps and the real
// server. A shopper on a phone writes to support; the operator at a desktop console finds the
// conversation waiting for an answer, searches it by account, reads it, hears the shopper's next
// message live and answers with text and a picture, which arrive live in the shopper's app without
// a reload. Then a new shop (opened through the API with one product) is suspended with a reason:
// its product leaves the storefront (the API tests show its open orders still served); the audit log shows
// the suspension with who, what and when; lifting puts the product back. Screenshots in English and
// Vietnamese at 1280x800.
import { describe, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { api, newAccount, uploadPicture } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { dialogAsking, DESKTOP, logInToConsole, openDesktop, snapSettled } from './support/console-steps'
import { expect } from './support/expect'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

const ok = (answer: { code: number; msg: string; data: any }, what: string) => {
  if (answer.code !== 1) throw new Error(`${what} refused: ${JSON.stringify(answer)}`)
  return answer.data
}
const operatorToken = async () =>
  ok(await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login').userinfo.token as string

/** The shopper's /service page as they see it: whose each bubble is, and its text or "picture". */
const shopperSees = (page: Page) =>
  page.locator('.service-message').evaluateAll((items) =>
    items.map((item) => `${item.classList.contains('is-mine') ? 'me' : 'support'}: ${item.querySelector('.service-picture') ? 'picture' : item.querySelector('.service-text')?.textContent}`))
/** The console's open conversation: whose each bubble is, and its text or "picture". */
const operatorSees = (page: Page) =>
  page.locator('.console-service-message').evaluateAll((items) =>
    items.map((item) => `${item.classList.contains('is-support') ? 'support' : 'shopper'}: ${item.querySelector('.console-service-picture') ? 'picture' : item.querySelector('.console-service-text')?.textContent}`))

/**
 * A desktop console already logged in as the operator, in `lang`: the browser's cookie and the
 * operator's profile say so (the console's session applies the profile's language at start, and the
 * demo operator is shared with the other journeys). `close` puts the profile back to English.
 */
async function consoleIn(lang: string, token: string, path: string): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  ok(await api(baseURL, 'GET', `/api/user/set_language?lang=${lang}`, undefined, token), 'profile language')
  const close = async () => {
    await context.close()
    ok(await api(baseURL, 'GET', '/api/user/set_language?lang=en', undefined, token), 'profile language back')
  }
  const context = await browser().newContext({ baseURL, viewport: DESKTOP, locale: lang === 'vi' ? 'vi-VN' : 'en-US' })
  await context.addCookies([
    { name: 'Console-Token', value: token, url: baseURL },
    { name: 'language', value: lang, url: baseURL },
  ])
  const page = await context.newPage()
  await page.goto(path)
  return { context, page, close }
}

describe('customer service in the console', () => {
  it("an operator answers a shopper and the reply arrives live in the shopper's app", async () => {
    const shopper = await newAccount(baseURL)
    const phone = await openPhone(browser(), baseURL)
    const desk = await openDesktop(browser(), baseURL)
    try {
      await phone.context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
      await phone.page.goto('/service')
      await phone.page.locator('.service-input').fill('Hello! My parcel has not arrived yet.')
      await phone.page.locator('.service-send').click()
      await expect.poll(() => shopperSees(phone.page)).toEqual(['me: Hello! My parcel has not arrived yet.'])
      await expect.poll(() => phone.page.locator('.service-status').count()).toBe(0)

      const { page } = desk
      // The console must not break on the way (a page error would empty the conversation).
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(String(error)))
      await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
      await page.getByRole('link', { name: 'Customer service', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/merchant/service')
      await page.locator('.console-service-search input').fill(shopper.account)
      await page.locator('.console-service-search input').press('Enter')
      const row = page.locator('.console-service-row', { hasText: `@${shopper.account}` })
      await expect.poll(() => page.locator('.console-service-row').count()).toBe(1)
      expect(await row.locator('.console-service-unread').textContent()).toBe('1')
      expect(await row.textContent()).toContain('Waiting for an answer')
      expect(await page.locator('.console-service-totals').textContent()).toBe('1 waiting for an answer · 1 unread')
      await row.click()
      await expect.poll(() => operatorSees(page)).toEqual(['shopper: Hello! My parcel has not arrived yet.'])
      await expect.poll(() => page.locator('.console-service-connection').textContent()).toBe('Live')
      await expect.poll(() => page.locator('.console-service-orders').textContent()).toContain('No orders yet')

      // The shopper writes again while the operator reads: it arrives in the console by itself.
      await phone.page.locator('.service-input').fill('It was due on Monday.')
      await phone.page.locator('.service-send').click()
      await expect.poll(() => operatorSees(page)).toEqual(['shopper: Hello! My parcel has not arrived yet.', 'shopper: It was due on Monday.'])

      // The reply, typed in the console, arrives in the shopper's open app without a reload.
      let loads = 0
      phone.page.on('load', () => loads++)
      await page.locator('.console-service-input').fill('Sorry for the wait: your parcel arrives tomorrow.')
      await page.getByRole('button', { name: 'Send reply' }).click()
      await expect.poll(() => shopperSees(phone.page)).toEqual([
        'me: Hello! My parcel has not arrived yet.', 'me: It was due on Monday.', 'support: Sorry for the wait: your parcel arrives tomorrow.',
      ])
      // A picture too.
      await page.locator('.console-service-picture-button input[type=file]').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL_PNG })
      await expect.poll(() => shopperSees(phone.page).then((seen) => seen.at(-1))).toBe('support: picture')
      await expect.poll(() => operatorSees(page).then((seen) => seen.at(-1))).toBe('support: picture')
      await expect.poll(() => page.locator('.console-service-message.is-waiting').count()).toBe(0)
      expect(loads).toBe(0)
      expect(errors).toEqual([])
      await page.waitForFunction(() => [...document.images].every((img) => img.complete))
      await snapSettled(page, 'console-service-01-live-reply-desktop-en')
      await phone.page.waitForFunction(() => [...document.images].every((img) => img.complete))
      await snap(phone.page, 'console-service-02-reply-arrived-phone-en')

      // The same conversation in Vietnamese.
      const url = new URL(page.url())
      const vi = await consoleIn('vi', await operatorToken(), `${url.pathname}${url.search}`)
      try {
        await expect.poll(() => operatorSees(vi.page).then((seen) => seen.length)).toBe(4)
        await expect.poll(() => vi.page.locator('.console-service-connection').textContent()).toBe('Trực tiếp')
        await vi.page.waitForFunction(() => [...document.images].every((img) => img.complete))
        await snapSettled(vi.page, 'console-service-03-conversation-desktop-vi')
      } finally {
        await vi.close()
      }
    } finally {
      await phone.context.close()
      await desk.context.close()
    }
  })
})

/** A new shop opened through the API (applied, approved) with one product on sale; answers the merchant, the shop and the product. */
async function newShopWithProduct(operator: string) {
  const merchant = await newAccount(baseURL)
  const shopName = `Suspend test ${merchant.account.slice(-6)}`
  const logo = await uploadPicture(baseURL, merchant.token, 'logo.png')
  const categories = ok(await api(baseURL, 'GET', '/api/category/list'), 'categories') as Array<{ id: number; key: string }>
  const category = categories.find((c) => c.key === 'food')!.id
  const applied = ok(await api(baseURL, 'POST', '/api/user/merchant/apply', { shop_name: shopName, logo, category_id: category, contact: 'Zalo 0912 345 678', description: 'Tea from Thái Nguyên' }, merchant.token), 'apply')
  ok(await api(baseURL, 'POST', '/api/admin/merchant/application/audit', { id: applied.id, approve: true }, operator), 'approve')
  const picture = await uploadPicture(baseURL, merchant.token, 'tea.png')
  const product = ok(await api(baseURL, 'POST', '/api/merchant/product/save', {
    title: { en: `Green tea ${merchant.account.slice(-6)}` }, description: { en: 'Hand-picked green tea' }, category_id: category, spec_name: 'size', images: [picture],
    skus: [{ label: { en: '100 g' }, price: '12.00', stock: 50 }],
  }, merchant.token), 'product')
  const shopId = ok(await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, merchant.token), 'merchant profile').shop_id as number
  return { merchant, shopName, shopId, productId: product.id as number }
}

describe('suspending a shop', () => {
  it('takes its product off the storefront, shows the suspension in the audit log, and lifting puts it back', async () => {
    const operator = await operatorToken()
    const { shopName, shopId, productId } = await newShopWithProduct(operator)
    const onSale = async () => (await api(baseURL, 'GET', `/api/product/detail?id=${productId}`)).code === 1
    expect(await onSale()).toBe(true)

    const { context, page } = await openDesktop(browser(), baseURL)
    try {
      await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
      await page.getByRole('link', { name: 'Users and shops', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/merchant/accounts')
      await page.getByRole('tab', { name: 'Shops' }).click()
      await page.locator('.console-accounts-search input').fill(shopName)
      await page.locator('.console-accounts-search input').press('Enter')
      const card = page.locator(`[data-shop-id="${shopId}"]`)
      await card.waitFor()
      expect(await card.textContent()).toContain('Products on sale: 1')
      await card.getByRole('button', { name: 'Suspend' }).click()
      await card.locator('.console-suspend-reason textarea').fill('Counterfeit goods reported by three shoppers')
      await snapSettled(page, 'console-management-01-suspend-reason-desktop-en')
      await card.getByRole('button', { name: `Suspend ${shopName}` }).click()
      await card.locator('.console-suspended-tag').waitFor()
      expect(await card.textContent()).toContain('Products off sale; open orders are still served and refundable')
      await snapSettled(page, 'console-management-02-shop-suspended-desktop-en')
      expect(await onSale()).toBe(false)
      const listed = ok(await api(baseURL, 'GET', `/api/product/list?shop_id=${shopId}`), 'shop products')
      expect(listed.total).toBe(0)

      // Its row in the audit log: who, what, to what, when, and the reason.
      await card.getByRole('link', { name: 'Audit log' }).click()
      await page.waitForURL((url) => url.pathname === '/merchant/audit-log' && url.searchParams.get('subject') === `shop:${shopId}`)
      const entry = page.locator('.console-log-row').first()
      await entry.waitFor()
      expect(await entry.locator('.console-log-what').textContent()).toBe('Shop suspended')
      expect(await entry.locator('.console-log-subject').textContent()).toBe(`shop:${shopId}`)
      expect(await entry.locator('.console-log-who').textContent()).toBe(`By ${DEMO_ACCOUNTS.operator.account}`)
      expect(await entry.locator('.console-log-detail').textContent()).toBe('Reason: Counterfeit goods reported by three shoppers')
      expect(await entry.locator('button').count()).toBe(0)
      await snapSettled(page, 'console-management-03-audit-log-desktop-en')

      const vi = await consoleIn('vi', operator, `/merchant/audit-log?subject=shop:${shopId}`)
      try {
        await vi.page.locator('.console-log-row').first().waitFor()
        expect(await vi.page.locator('.console-log-what').first().textContent()).toBe('Tạm khóa cửa hàng')
        await snapSettled(vi.page, 'console-management-04-audit-log-desktop-vi')
        await vi.page.goto(`/merchant/accounts?tab=shops&q=${encodeURIComponent(shopName)}`)
        await vi.page.locator(`[data-shop-id="${shopId}"] .console-suspended-tag`).waitFor()
        expect(await vi.page.locator('.console-suspended-tag').textContent()).toBe('Đang tạm khóa')
        await snapSettled(vi.page, 'console-management-05-shop-suspended-desktop-vi')
      } finally {
        await vi.close()
      }

      // Lifted after one more question: the product is on sale again.
      await page.goBack()
      await card.getByRole('button', { name: 'Lift suspension' }).click()
      await dialogAsking(page, `Lift the suspension of ${shopName}?`)
      await page.locator('.adm-dialog-button', { hasText: 'Lift suspension' }).click()
      await expect.poll(() => card.locator('.console-suspended-tag').count()).toBe(0)
      expect(await onSale()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
