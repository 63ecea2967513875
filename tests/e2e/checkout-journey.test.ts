// Checkout and pay end to end, in a phone-sized Chromium on the built app and the real server: a new
// shopper puts two products of two shops in the bag, adds an address from the checkout, applies a
// promo code, is told to set a payment code when paying, sets it, comes back, pays once, and sees
// two orders waiting for delivery with the balance reduced by exactly the total.
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
let startBalance: string

interface Pick {
  id: number
  shopId: number
  sku: { id: number; label: string; price: string }
}
let picks: Pick[] = []

const cents = (amount: string) => Math.round(Number(amount) * 100)
const PAYMENT_CODE = '360514'

/** Two products of two shops, in stock, together between 20.00 (WELCOME10's minimum) and the welcome credit. */
async function twoProductsOfTwoShops(): Promise<Pick[]> {
  const list = (await api(baseURL, 'GET', '/api/product/list?limit=50&sort=sales')).data.list as Array<{ id: number; shop_id: number; price: string; stock: number }>
  const found: Pick[] = []
  for (const product of list) {
    if (found.some((p) => p.shopId === product.shop_id) || product.stock < 3 || Number(product.price) < 12 || Number(product.price) > 40) continue
    const detail = (await api(baseURL, 'GET', `/api/product/detail?id=${product.id}`)).data
    const sku = detail.skus.find((s: { stock: number; price: string }) => s.stock >= 3 && Number(s.price) <= 40)
    if (sku) found.push({ id: product.id, shopId: product.shop_id, sku })
    if (found.length === 2) return found
  }
  throw new Error('no two products of two shops in the price range')
}

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
  shopper = await newAccount(baseURL)
  await context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
  startBalance = (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).data.balance
  picks = await twoProductsOfTwoShops()
})

describe('a new shopper checks out and pays', () => {
  it('puts two products of two shops in the bag', async () => {
    for (const pick of picks) {
      await page.goto(`/detail/${pick.id}`)
      await page.locator('button.open-bag').click()
      await page.locator('button.sku-option', { hasText: pick.sku.label }).first().click()
      await page.locator('button.add-to-bag').click()
      await page.getByText('Added to bag').waitFor()
      await page.locator('.sku-sheet').waitFor({ state: 'hidden' })
    }
    await page.goto('/bag')
    await expect.poll(() => page.locator('.bag-line').count()).toBe(2)
    await snap(page, 'checkout-01-bag')
  })

  it('checks out the bag: no address yet, so adds one from the checkout and comes back', async () => {
    await page.locator('.bag-checkout').click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.locator('.checkout-submit').waitFor()
    expect(await page.locator('.checkout-order').count()).toBe(2)
    // Submitting without an address is refused with SPEC's words.
    await page.locator('.checkout-submit').click()
    await page.getByText('Please choose shipping address').waitFor()
    await page.locator('.address-add').click()
    await page.waitForURL((url) => url.pathname.startsWith('/addressForm'))
    await page.getByPlaceholder('Full name of the receiver').fill('Đặng Thu Hà')
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('+84 903 123 456')
    await page.getByPlaceholder('Province, city, district').fill('TP. Hồ Chí Minh, Quận 1')
    await page.getByRole('textbox', { name: 'Detailed address' }).fill('45 Lê Lợi, phường Bến Nghé')
    await page.locator('.address-tag-choice').first().click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.getByText('Đặng Thu Hà').waitFor()
    await snap(page, 'checkout-02-address')
  })

  it('applies the promo code WELCOME10: ten percent off the goods', async () => {
    const subtotal = cents((await page.locator('.checkout-subtotal').textContent())!.replace(/[^\d.]/g, ''))
    await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10')
    await page.locator('.promo-apply').click()
    await page.getByText('Promo code WELCOME10 applied').waitFor()
    const discount = cents((await page.locator('.checkout-discount').textContent())!.replace(/[^\d.]/g, ''))
    expect(discount).toBe(Math.round(subtotal / 10))
    await snap(page, 'checkout-03-promo')
  })

  it('is sent to set a payment code before any order exists, sets it, and comes back to pay', async () => {
    await page.locator('.checkout-submit').click()
    // The profile says no code is set: no order is made and no sheet asks for a code.
    await page.waitForURL((url) => url.pathname === '/changePayPwd')
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/checkout/)
    const orders = await api(baseURL, 'GET', '/api/user/order_list?status=all&page=1&limit=10', undefined, shopper.token)
    expect(orders.data.total, 'no order yet').toBe(0)
    await snap(page, 'checkout-04-no-code')
    // First time: no old code asked.
    const codeFields = page.locator('input[type="password"]')
    await expect.poll(() => codeFields.count()).toBe(2)
    await codeFields.nth(0).fill(PAYMENT_CODE)
    await codeFields.nth(1).fill(PAYMENT_CODE)
    await page.getByRole('button', { name: 'Set payment code' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.locator('.checkout-submit:not([disabled])').click()
    await page.locator('.pay-sheet').waitFor()
  })

  it('pays once: two orders waiting for delivery, the balance down by exactly the total', async () => {
    const amount = cents((await page.locator('.pay-amount').textContent())!.replace(/[^\d.]/g, ''))
    await page.locator('.pay-code input').fill(PAYMENT_CODE)
    await page.locator('.pay-submit').click()
    await page.locator('.pay-paid').waitFor()
    await expect.poll(() => page.locator('.paid-order').count()).toBe(2)
    expect(await page.locator('.paid-order', { hasText: 'Waiting for delivery' }).count()).toBe(2)
    await snap(page, 'checkout-05-paid')
    const balance = (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).data.balance
    expect(cents(balance)).toBe(cents(startBalance) - amount)
    const shown = cents((await page.locator('.paid-balance').textContent())!.replace(/[^\d.]/g, ''))
    expect(shown).toBe(cents(balance))
  })
})
