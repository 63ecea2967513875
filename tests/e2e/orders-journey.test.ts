// An order's life end to end, in a phone-sized Chromium on the built app and the real server (the
// merchant's steps through the API): a new shopper buys a product and pays; the merchant ships it;
// the shopper sees the tracking number, confirms receipt, reviews it with a picture, and the order
// completes with the merchant credited the total less 5% commission. A second order is refunded and
// the money is back in the wallet; an unpaid third one is cancelled and its stock returns.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { PARCEL_PNG } from '../support/pictures'
import { newTrackingNo, orderApi, PAYMENT_CODE, type OrderApi, type PathOrder, type ShopItem } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let api: OrderApi
let item: ShopItem
let token: string
let bought: PathOrder
let refunded: PathOrder
const trackingNo = newTrackingNo()

const cents = (amount: string) => Math.round(Number(amount) * 100)
const skuStock = async () => {
  const detail = (await api.call('GET', `/api/product/detail?id=${item.productId}`)).data as { skus: Array<{ id: number; stock: number }> }
  return detail.skus.find((s) => s.id === item.skuId)!.stock
}
/** No toast over the page (they last 1200 ms). */
const noToast = () => expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5000 }).toBe(0)

async function confirmPrompt() {
  await page.locator('.adm-dialog-button', { hasText: /^Confirm$/ }).click()
}

beforeAll(async () => {
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  item = await api.shopItem()
  ;({ token } = await newAccount(baseURL))
  // The second order, placed and paid on the shopper's other device (which also gives them a payment code and an address).
  refunded = await api.placeOrder(token, item)
  await api.pay(token, refunded)
  ;({ context, page } = await openPhone(browser(), baseURL))
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})

describe('an order from payment to completion', () => {
  it('buys the product now and pays with the payment code', async () => {
    await page.goto(`/detail/${item.productId}`)
    await page.locator('button.open-buy').click()
    const option = page.locator('button.sku-option:not([disabled])').first()
    await option.click()
    await page.locator('button.buy-now').click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.locator('.checkout-submit').click()
    await page.locator('.pay-code input').fill(PAYMENT_CODE)
    await page.locator('.pay-submit').click()
    await page.locator('.pay-paid').waitFor()
    const sn = (await page.locator('.paid-order').first().textContent())!.match(/Order (\d+)/)![1]!
    const { list } = (await api.call('GET', '/api/user/order_list?status=1&limit=50', undefined, token)).data
    const row = list.find((o: { sn: string }) => o.sn === sn)
    bought = { id: row.id, sn, total: row.total, productIds: [item.productId] }
  })

  it('sees the tracking number once the merchant ships it', async () => {
    await api.ship(bought, trackingNo)
    await page.goto('/myPurchases/2')
    await page.locator(`.order-card[data-order-id="${bought.id}"] a.order-card-main`).click()
    await page.waitForURL((url) => url.pathname === `/orderInfo/${bought.id}`)
    expect(await page.locator('.tracking-no').textContent()).toBe(trackingNo)
    expect(await page.locator('.logistics-company').textContent()).toBe('VNPost Express')
    await noToast()
    await snap(page, 'orders-01-shipped')
  })

  it('confirms receipt after the prompt', async () => {
    await page.locator('.order-detail-bar .order-action-confirm').click()
    await confirmPrompt()
    await expect.poll(() => page.locator('.order-status').textContent()).toBe('Received')
    expect((await api.detail(token, bought)).status).toBe(3)
  })

  it('reviews it with a picture: the order completes and the merchant is paid the total less 5%', async () => {
    const merchantBefore = (await api.call('GET', '/api/user/getUserInfo', undefined, await api.merchantToken())).data.balance as string
    await page.locator('.order-item-review').first().click()
    await page.waitForURL((url) => url.pathname === '/comment')
    await page.locator('button.review-submit').waitFor()
    await page.locator('.review-form textarea:not([aria-hidden])').fill('Exactly as pictured, well packed, and it arrived early.')
    await page.locator('.review-pictures-field input[type=file]').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL_PNG })
    await expect.poll(() => page.locator('.review-pictures-field .adm-image-uploader-cell:not(.adm-image-uploader-upload-button)').count()).toBe(1)
    await expect.poll(() => page.locator('button.review-submit').isDisabled()).toBe(false)
    await page.locator('button.review-submit').click()
    await page.locator('.review-given-tag').waitFor()
    await noToast()
    await snap(page, 'orders-02-reviewed')
    const detail = await api.detail(token, bought)
    expect(detail.status).toBe(4)
    const merchantAfter = (await api.call('GET', '/api/user/getUserInfo', undefined, await api.merchantToken())).data.balance as string
    const commission = Math.floor((cents(bought.total) * 5) / 100 + 0.5)
    expect(cents(merchantAfter) - cents(merchantBefore)).toBe(cents(bought.total) - commission)
  })
})

describe('a second order refunded, a third cancelled', () => {
  it('applies for a refund of the second order; once approved the money is back in the wallet', async () => {
    await api.ship(refunded, newTrackingNo())
    const before = await api.balance(token)
    await page.goto(`/orderInfo/${refunded.id}`)
    await page.locator('.order-detail-bar .order-action-applyRefund').click()
    await page.waitForURL((url) => url.pathname.startsWith(`/refund/${refunded.id}/`))
    await page.getByRole('option', { name: 'Not received', exact: true }).click()
    await page.getByRole('option', { name: 'Damaged or faulty' }).click()
    await page.getByLabel('Explanation').fill('The parcel never came; the tracking has not moved for a week.')
    await page.locator('.refund-proof input[type=file]').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL_PNG })
    await page.getByText('Upload successful').waitFor()
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await page.locator('button.refund-submit').click()
    await page.getByText('Do you want to confirm applying for a refund?').waitFor()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Your refund application has already been submitted').waitFor()
    const { list } = (await api.call('GET', '/api/merchant/refund/list?status=applying&limit=50', undefined, await api.merchantToken())).data
    await api.decideRefund(list.find((r: { order_id: number }) => r.order_id === refunded.id).id, true)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('The money is back in your wallet').waitFor()
    await noToast()
    await snap(page, 'orders-03-refunded')
    expect(cents(await api.balance(token))).toBe(cents(before) + cents(refunded.total))
    expect((await api.detail(token, refunded)).status).toBe(-1)
  })

  it('cancels an unpaid order after the prompt: its stock is back on sale', async () => {
    const stockBefore = await skuStock()
    const unpaid = await api.placeOrder(token, item)
    expect(await skuStock()).toBe(stockBefore - 1)
    await page.goto(`/orderInfo/${unpaid.id}`)
    await page.locator('.order-detail-bar .order-action-cancel').click()
    await confirmPrompt()
    await expect.poll(() => page.locator('.order-status').textContent()).toBe('Cancelled')
    await noToast()
    await snap(page, 'orders-04-cancelled')
    expect(await skuStock()).toBe(stockBefore)
  })
})
