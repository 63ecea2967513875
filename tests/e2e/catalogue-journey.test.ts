// A shopper discovering the catalogue, in a phone-sized Chromium on the built app and the real
// server, in Vietnamese and then in Chinese: home, a category on Explore, search without
// diacritics (`dien thoai`) and without spaces (`手机`), a product, its SKU sheet, the shop followed
// and the product among the favourites.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let shopper: BrowserAccount

const setCookie = (name: string, value: string) => context.addCookies([{ name, value, url: baseURL }])
const cards = () => page.locator('.paged-list .product-card')
const productIdOf = (url: string) => Number(new URL(url).pathname.split('/')[2])

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL, 'vi-VN'))
  await setCookie('language', 'vi')
  shopper = await newAccount(baseURL)
})

describe('a shopper in Tiếng Việt', () => {
  it('sees hot products, hot shops and recommendations on /home, each read once', async () => {
    const reads: string[] = []
    const count = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/')) reads.push(path)
    }
    page.on('request', count)
    await page.goto('/home')
    await page.getByRole('heading', { name: 'Sản phẩm bán chạy' }).waitFor()
    await page.locator('.strip .product-card').first().waitFor()
    await page.locator('.strip .shop-card').first().waitFor()
    await expect.poll(() => cards().count()).toBeGreaterThanOrEqual(10)
    page.off('request', count)
    // The sections above the recommendations are not loaded a second time when the list below them shows.
    const twice = reads.filter((path, index) => reads.indexOf(path) !== index)
    expect(twice, reads.join(', ')).toEqual([])
    await snap(page, 'catalogue-01-home-vi')
  })

  it('opens a category from the home tiles and sees its products on Explore', async () => {
    await page.locator('.category-tile', { hasText: 'Điện thoại' }).click()
    await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('category') === 'mobilePhone')
    await expect.poll(() => cards().count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.adm-side-bar-item-active').innerText()).toContain('Điện thoại')
    await snap(page, 'catalogue-02-explore-vi')
  })

  it('searches `dien thoai` without diacritics and finds phones', async () => {
    await page.locator('.explore-search .search-entry').click()
    await page.waitForURL((url) => url.pathname === '/search')
    await page.getByRole('searchbox').or(page.locator('.search-box input')).first().fill('dien thoai')
    await page.locator('.search-suggestions .suggestion').first().waitFor()
    await snap(page, 'catalogue-03-suggestions-vi')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/searchs' && url.searchParams.get('keyword') === 'dien thoai')
    await expect.poll(() => cards().count()).toBeGreaterThan(0)
    const titles = await cards().locator('.product-card-title').allInnerTexts()
    expect(titles.some((title) => /điện thoại/i.test(title))).toBe(true)
    await snap(page, 'catalogue-04-results-vi')
  })

  it('remembers the search in the history', async () => {
    await page.goto('/search')
    await page.locator('.search-history .history-tag', { hasText: 'dien thoai' }).waitFor()
  })

  it('opens a product: gallery, price, counts and reviews in Vietnamese', async () => {
    await page.goto('/searchs?keyword=dien%20thoai')
    await cards().first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/detail/'))
    await page.locator('.detail-title').waitFor()
    await page.getByText('Đánh giá', { exact: false }).first().waitFor()
    await expect.poll(() => page.locator('.detail-counts').innerText()).toMatch(/lượt xem/)
    await snap(page, 'catalogue-05-detail-vi')
  })

  it('chooses a SKU as a visitor, and is asked to log in when buying it now', async () => {
    await page.locator('.detail-actions .open-buy').click()
    const option = page.locator('.sku-option:not([disabled])').first()
    await option.click()
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true')
    await page.locator('.sku-sheet .buy-now').click()
    await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('redirect') ?? '').startsWith('/checkout?'))
    await page.getByText('Vui lòng đăng nhập trước').waitFor()
  })

  it('logged in, chooses a SKU in stock and puts it into the bag', async () => {
    await setCookie('Admin-Token', shopper.token)
    await page.goto('/searchs?keyword=dien%20thoai')
    await cards().first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/detail/'))
    await page.locator('.detail-actions .open-bag').click()
    const option = page.locator('.sku-option:not([disabled])').first()
    await option.click()
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true')
    await page.getByRole('button', { name: 'Thêm một' }).click()
    await expect.poll(() => page.locator('.stepper output').innerText()).toBe('2')
    await snap(page, 'catalogue-06-sku-sheet-vi')
    await page.locator('.sku-sheet .add-to-bag').click()
    await page.getByText('Đã thêm vào giỏ hàng').waitFor()
  })

  it('favourites the product, which then shows on /heart', async () => {
    const productId = productIdOf(page.url())
    await page.locator('button.favourite').click()
    await expect.poll(() => page.locator('button.favourite').getAttribute('aria-pressed')).toBe('true')
    const favourites = await api(baseURL, 'GET', '/api/favourite/list?page=1&limit=50', undefined, shopper.token)
    expect(favourites.data.list.map((p: { id: number }) => p.id)).toContain(productId)
    await page.goto('/heart')
    await page.locator(`.product-card[data-product-id="${productId}"]`).waitFor()
    await snap(page, 'catalogue-07-heart-vi')
    await page.goBack()
  })

  it('follows the product’s shop: fans go up by one, and it shows among the followed shops', async () => {
    await page.locator('.detail-actions a[href^="/shop/"]').click()
    await page.waitForURL((url) => url.pathname.startsWith('/shop/'))
    const fans = Number(await page.getByTestId('fans').innerText())
    await page.locator('.follow-button').click()
    await expect.poll(() => page.locator('.follow-button').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => Number(await page.getByTestId('fans').innerText())).toBe(fans + 1)
    await page.getByText('Đang theo dõi').waitFor()
    await snap(page, 'catalogue-08-shop-vi')
    await page.goto('/myFavourite')
    await page.getByRole('tab', { name: 'Cửa hàng đang theo dõi' }).click()
    await page.locator('.shop-card').first().waitFor()
  })
})

describe('the same shopper in 简体中文', () => {
  it('searches `手机` without spaces and opens a phone', async () => {
    await setCookie('language', 'zh-CN')
    await page.goto('/search')
    await page.locator('.search-box input').fill('手机')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/searchs')
    await expect.poll(() => cards().count()).toBeGreaterThan(0)
    const titles = await cards().locator('.product-card-title').allInnerTexts()
    expect(titles.some((title) => title.includes('手机'))).toBe(true)
    await snap(page, 'catalogue-09-results-zh')
    await cards().first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/detail/'))
    await page.getByText('加入购物袋').first().waitFor()
    await snap(page, 'catalogue-10-detail-zh')
  })

  it('filters by category, price range and sort, kept in the URL', async () => {
    await page.goto('/filter?category=mobilePhone&min_price=100&max_price=400&sort=price_asc')
    await expect.poll(() => page.getByLabel('最低价（美元）').inputValue()).toBe('100')
    await expect.poll(() => cards().count()).toBeGreaterThan(0)
    // Display currency USD: "US$123.45" in Chinese.
    const prices = (await page.locator('.paged-list .product-card .price').allInnerTexts()).map((text) => Number(text.replace(/[^0-9.]/g, '')))
    expect(prices.every((price) => price >= 100 && price <= 400)).toBe(true)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await snap(page, 'catalogue-11-filter-zh')
  })

  it('is told clearly when a product does not exist', async () => {
    await page.goto('/detail/999999')
    await page.getByText('该商品不存在或已下架').waitFor()
  })
})
