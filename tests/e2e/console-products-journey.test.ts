// The merchant's products in Chromium on the built apps and the real server: the demo merchant, at
// a desktop window, lists a product in English and Vietnamese with a picture uploaded from disk;
// a shopper on a phone in Vietnamese finds it by search at once and opens its page.
import { randomBytes } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const baseURL = inject('baseURL')
const browser = useBrowser()
/** A word no seeded product holds, so the search finds this product alone. */
const word = `qz${randomBytes(3).toString('hex')}`

describe('a product listed in the console, found in the storefront', () => {
  it('the merchant at a desktop window lists it in English and Vietnamese', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/merchant/products')
    await page.getByLabel('Account').fill(DEMO_ACCOUNTS.merchant.account)
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.merchant.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/products')
    await page.locator('.product-row').first().waitFor()
    await snap(page, 'console-products-01-list-desktop')

    await page.getByRole('link', { name: 'New product' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/products/new')
    await page.locator('.product-title-en input').fill(`Bamboo ${word} lamp`)
    await page.locator('.product-description-en textarea').first().fill('A shade of hand-woven bamboo that throws a warm light.')
    await page.locator('.sku-label-en input').fill('Natural')
    await page.locator('.product-language[data-lang="vi"]').click()
    await page.locator('.product-title-vi input').fill(`Đèn tre ${word}`)
    await page.locator('.product-description-vi textarea').first().fill('Chụp đèn tre đan tay cho ánh sáng ấm áp.')
    await page.locator('.sku-label-vi input').fill('Màu tự nhiên')
    await expect.poll(() => page.locator('.product-language[data-lang="vi"]').getAttribute('data-written')).toBe('all')
    await page.locator('.product-pictures input[type=file]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: Buffer.from(PARCEL_PNG) })
    await page.locator('.product-picture-cover').waitFor()
    await page.locator('.adm-selector-item', { hasText: 'Family life' }).click()
    await page.locator('.adm-selector-item', { hasText: 'Colour' }).click()
    await page.locator('.sku-price input').fill('24.5')
    await page.locator('.sku-stock input').fill('30')
    await snap(page, 'console-products-02-editor-desktop')
    await page.getByRole('button', { name: 'Save product' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/products')
    const row = page.locator('.product-row', { hasText: `Bamboo ${word} lamp` })
    await row.waitFor()
    expect(await row.locator('.product-row-price').innerText()).toBe('24.50 USD')
    await snap(page, 'console-products-03-listed-desktop')
    await context.close()
  })

  it('a shopper on a phone in Vietnamese finds it by search and opens its page', async () => {
    const { context, page } = await openPhone(browser(), baseURL, 'vi-VN')
    await context.addCookies([{ name: 'language', value: 'vi', url: baseURL }])
    await page.goto(`/searchs?keyword=${encodeURIComponent(`đèn tre ${word}`)}`)
    const card = page.locator('.paged-list .product-card', { hasText: `Đèn tre ${word}` })
    await card.waitFor()
    expect(await page.locator('.paged-list .product-card').count()).toBe(1)
    await snap(page, 'console-products-04-search-vi-phone')
    await card.click()
    await page.waitForURL((url) => url.pathname.startsWith('/detail/'))
    await expect.poll(() => page.locator('.detail-title').innerText()).toBe(`Đèn tre ${word}`)
    await page.getByText('Chụp đèn tre đan tay cho ánh sáng ấm áp.').waitFor()
    await snap(page, 'console-products-05-detail-vi-phone')
    await context.close()
  })
})
