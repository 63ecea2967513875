// Sort and filters on the product lists, in a phone-sized Chromium on the built app and the real
// server: search results sorted by price, then filtered by category, price range and shop rating in
// the Filters sheet; every choice lands in the URL (so a shared link or the back button shows the
// same list) and the list the server answers keeps to it. The sheet works from the keyboard alone.
// Then /products in Vietnamese.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page

const cards = () => page.locator('.paged-list .product-card')
const prices = async () => (await page.locator('.paged-list .product-card .price').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')))
/** The URL's search params as the router reads them (it writes a text of digits in quotes, "50", to keep it a text). */
const search = () => Object.fromEntries([...new URL(page.url()).searchParams].map(([key, value]) => [key, /^".*"$/.test(value) ? JSON.parse(value) : value]))

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
})

describe('sort and filters on the search results', () => {
  it('sorts by price up, kept in the URL', async () => {
    await page.goto('/searchs?keyword=phone')
    await expect.poll(() => cards().count()).toBeGreaterThan(0)
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Relevance')
    await page.getByRole('tab', { name: 'Price ↑' }).click()
    await expect.poll(search).toMatchObject({ keyword: 'phone', sort: 'price_asc' })
    await expect.poll(async () => {
      const shown = await prices()
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price)
    }).toBe(true)
    await snap(page, 'filters-01-sorted')
  })

  it('filters by category, price range and shop rating in the sheet, kept in the URL', async () => {
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const sheet = page.locator('.product-filters-sheet')
    await sheet.getByText('Shop rating').waitFor()
    await sheet.getByRole('option', { name: 'Mobile phone', exact: true }).click()
    await sheet.getByLabel('Lowest price (USD)').fill('50')
    await sheet.getByLabel(/Highest price/).fill('900')
    await sheet.getByRole('option', { name: '4★ & up' }).click()
    await snap(page, 'filters-02-sheet')
    await sheet.getByRole('button', { name: 'Show products' }).click()
    await expect.poll(search).toEqual({ keyword: 'phone', sort: 'price_asc', category: 'mobilePhone', min_price: '50', max_price: '900', shop_rating: '4' })
    await expect.poll(() => page.locator('.product-filters-count').textContent()).toBe(' (3)')
    // The list is the server's answer to the same query.
    const categories = (await api(baseURL, 'GET', '/api/category/list')).data as Array<{ id: number; key: string }>
    const phones = categories.find((c) => c.key === 'mobilePhone')!.id
    const answer = (await api(baseURL, 'GET', `/api/product/list?keyword=phone&sort=price_asc&category_id=${phones}&min_price=50&max_price=900&shop_rating=4&limit=10`)).data
    expect(answer.total).toBeGreaterThan(0)
    await expect.poll(async () => (await cards().evaluateAll((links) => links.slice(0, 10).map((a) => Number(a.getAttribute('data-product-id')))))).toEqual(answer.list.map((p: { id: number }) => p.id))
    await snap(page, 'filters-03-filtered')
  })

  it('shows the same list from a shared link, and the back button steps to the earlier one', async () => {
    const shared = page.url()
    const fresh = await context.newPage()
    await fresh.goto(shared)
    await expect.poll(() => fresh.locator('.paged-list .product-card').count()).toBeGreaterThan(0)
    expect(await fresh.locator('.product-filters-count').textContent()).toBe(' (3)')
    await fresh.close()
    await page.goBack()
    await expect.poll(search).toEqual({ keyword: 'phone', sort: 'price_asc' })
  })

  it('works from the keyboard alone: the Filters button, a chip, Show products', async () => {
    await page.getByRole('button', { name: 'Filters', exact: true }).focus()
    await page.keyboard.press('Enter')
    const sheet = page.locator('.product-filters-sheet')
    const chip = sheet.getByRole('option', { name: 'Computer', exact: true })
    await chip.waitFor()
    await chip.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => chip.getAttribute('aria-selected')).toBe('true')
    await sheet.getByRole('button', { name: 'Show products' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(search).toMatchObject({ category: 'computer' })
  })
})

describe('all products in Vietnamese', () => {
  it('offers the same sorts and filters, in Vietnamese', async () => {
    const shopper = await newAccount(baseURL)
    expect((await api(baseURL, 'GET', '/api/user/set_language?lang=vi', undefined, shopper.token)).code).toBe(1)
    await context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    await page.goto('/products?sort=price_desc')
    await expect.poll(() => cards().count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Bộ lọc' }).waitFor()
    const shown = await prices()
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    await snap(page, 'filters-04-products-vi')
    await page.getByRole('button', { name: 'Bộ lọc' }).click()
    await page.locator('.product-filters-sheet').getByText('Đánh giá shop').waitFor()
    await snap(page, 'filters-05-sheet-vi')
  })
})
