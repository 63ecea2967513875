// The merchant's products in Chromium on the built apps and the real server: the demo merchant, at
// a desktop window, lists a product in English and Vietnamese with a picture uploaded from disk;
// a shopper on a phone in Vietnamese finds it by search at once and opens its page.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { openPhone, useBrowser } from './support/browser'
import { listProduct, logInToConsole, openDesktop } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
/** A word no seeded product holds, so the search finds this product alone. */
const word = `qz${randomBytes(3).toString('hex')}`

describe('a product listed in the console, found in the storefront', () => {
  it('the merchant at a desktop window lists it in English and Vietnamese', async () => {
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/products')
    await page.locator('.product-row').first().waitFor()
    await snap(page, 'console-products-01-list-desktop')

    const row = await listProduct(page, {
      title: { en: `Bamboo ${word} lamp`, vi: `Đèn tre ${word}` },
      description: { en: 'A shade of hand-woven bamboo that throws a warm light.', vi: 'Chụp đèn tre đan tay cho ánh sáng ấm áp.' },
      picture: { name: 'lamp.png', buffer: Buffer.from(PARCEL_PNG) },
      category: 'Family life',
      dimension: 'Colour',
      skus: [{ label: { en: 'Natural', vi: 'Màu tự nhiên' }, price: '24.5', stock: '30' }],
    }, 'console-products-02-editor-desktop')
    expect(await row.locator('.product-row-price').innerText()).toBe('$24.50')
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
