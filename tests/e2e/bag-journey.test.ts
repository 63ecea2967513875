// A visitor filling a bag before having an account, in a phone-sized Chromium on the built app and
// the real server: two products of two shops into the bag on the device, the bag asks them to log
// in, logging in merges the device's bag into the account's (which already held a line from
// another device), then the bag grouped by shop with its total, edit mode, and an empty bag.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { addLines, findBagSkus, serverBag, type BagSkus } from '../support/bag-lines'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let shopper: BrowserAccount
let skus: BagSkus

const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => api(baseURL, method, path, body, token)
const bag = () => page.locator('.bag-page')
const cents = (amount: string) => Math.round(Number(amount) * 100)
/** The toasts gone, so that a screenshot shows the page. */
async function noToast() {
  await expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5000 }).toBe(0)
  // Pictures faded in.
  await expect.poll(() => page.locator('.bag-page .lazy-image:not(.is-ready)').count(), { timeout: 5000 }).toBe(0)
  await page.waitForTimeout(250)
}
let firstShopLines = 0

async function labelOf(productId: number, skuId: number): Promise<string> {
  const detail = await call('GET', `/api/product/detail?id=${productId}`)
  return detail.data.skus.find((sku: { id: number }) => sku.id === skuId).label
}

/** On the product page: open the sheet, choose the SKU, add it; the badge counts the lines. */
async function addAsVisitor(line: 1 | 3, lines: number, screenshot?: string) {
  const { product_id, sku_id } = skus[line]
  await page.goto(`/detail/${product_id}`)
  await page.locator('button.open-bag').click()
  await page.locator('.sku-sheet').waitFor()
  await page.locator('button.sku-option', { hasText: await labelOf(product_id, sku_id) }).first().click()
  if (screenshot) await snap(page, screenshot)
  await page.locator('button.add-to-bag').click()
  await page.getByText('Added to bag').first().waitFor()
  await expect.poll(() => page.locator('.detail-actions .adm-badge').textContent()).toBe(String(lines))
}

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
  skus = await findBagSkus(call)
  shopper = await newAccount(baseURL)
  // Another device of the shopper has put line 2 into the account's bag already.
  await addLines(call, shopper.token, skus, [2])
})

describe('a visitor with a bag', () => {
  it('chooses and adds two products without an account; the bag is kept on the device', async () => {
    await addAsVisitor(1, 1, 'bag-01-sheet-visitor')
    await addAsVisitor(3, 2)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('visitor-bag') ?? '[]'))
    expect(stored).toEqual([
      { product_id: skus[1].product_id, sku_id: skus[1].sku_id, quantity: 1 },
      { product_id: skus[3].product_id, sku_id: skus[3].sku_id, quantity: 1 },
    ])
    expect((await serverBag(call, shopper.token)).count).toBe(1)
  })

  it('is asked to log in by the bag, and after logging in sees both bags merged, grouped by shop', async () => {
    await page.locator('.detail-actions a[href="/bag"]').click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByText('Please login first').first().waitFor()
    await page.getByLabel('Account').fill(shopper.account)
    await page.getByLabel('Password').fill(shopper.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/bag')
    await expect.poll(() => bag().locator('[data-line]').count()).toBe(3)
    const server = await serverBag(call, shopper.token)
    expect(server.shops.map((group) => group.shop.id).sort()).toEqual([skus[1].shop_id, skus[3].shop_id].sort())
    expect(await page.evaluate(() => localStorage.getItem('visitor-bag'))).toBeNull()
    // Every line selected: the total is the server's, in US dollars.
    expect(await bag().locator('.bag-total .price').textContent()).toBe(`$${server.selected_total}`)
    const sum = server.shops.flatMap((g) => g.lines).reduce((total, line) => total + cents(line.price) * line.quantity, 0)
    expect(cents(server.selected_total)).toBe(sum)
    await page.evaluate(() => window.scrollTo(0, 0))
    await noToast()
    await snap(page, 'bag-02-bag')
  })

  it('raises a quantity and unselects a shop: the total follows', async () => {
    const row = bag().locator('[data-line]').first()
    await row.locator('.adm-stepper-plus').click()
    await expect.poll(() => row.locator('.bag-line-stepper input').inputValue()).toBe('2')
    firstShopLines = await bag().locator('[data-shop]').first().locator('[data-line]').count()
    await bag().locator('.bag-shop-check').first().click()
    await expect.poll(async () => (await serverBag(call, shopper.token)).selected_count).toBe(3 - firstShopLines)
    const server = await serverBag(call, shopper.token)
    await expect.poll(() => bag().locator('.bag-total .price').textContent()).toBe(`$${server.selected_total}`)
    await expect.poll(() => bag().locator('.bag-checkout').textContent()).toBe(`Checkout (${3 - firstShopLines})`)
    await expect.poll(() => bag().locator('.bag-line-check.adm-checkbox-checked').count()).toBe(3 - firstShopLines)
  })

  it('in edit mode deletes the selected lines, then everything, and the bag is empty', async () => {
    await bag().locator('.bag-edit').click()
    await bag().locator('.bag-delete').waitFor()
    await noToast()
    await snap(page, 'bag-03-edit')
    await bag().locator('.bag-delete').click()
    await expect.poll(() => bag().locator('[data-line]').count()).toBe(firstShopLines)
    await bag().locator('.bag-select-all').click()
    await expect.poll(async () => (await bag().locator('.bag-select-all').getAttribute('class')) ?? '').toMatch(/adm-checkbox-checked/)
    await bag().locator('.bag-delete').click()
    await bag().getByText('Your bag is empty').waitFor()
    expect((await serverBag(call, shopper.token)).count).toBe(0)
    await noToast()
    await snap(page, 'bag-04-empty')
  })

  it('reads the same in Thai', async () => {
    await addLines(call, shopper.token, skus, [1, 3])
    await context.addCookies([{ name: 'language', value: 'th', url: baseURL }])
    await page.goto('/bag')
    await expect.poll(() => bag().locator('[data-line]').count()).toBe(2)
    await expect.poll(() => bag().locator('.bag-checkout').textContent()).toBe('ชำระเงิน (2)')
    await noToast()
    await snap(page, 'bag-05-bag-th')
    await bag().locator('.bag-edit').click()
    await bag().locator('.bag-delete').waitFor()
    await snap(page, 'bag-06-edit-th')
  })
})
