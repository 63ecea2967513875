// A shopper reviews what they received, with a picture, in a phone-sized Chromium: a new shopper
// buys one product of the demo merchant's shop and pays, the merchant ships it and the shopper
// confirms receipt (through the API); on /comment they give the product four stars, write, upload
// a photo and submit. The item shows as reviewed, the order completes and the merchant is credited
// the total less 5% commission; the review, with its picture, is among the product's evaluations.
import { expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { prepareReviewOrder } from '../views/support/review-world'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { checkoutCall, recordToasts } from './support/checkout'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
const TEXT = 'Fits perfectly and the glass is clear. Packed well; arrived two days early.'
const cents = (amount: string) => Math.round(Number(amount) * 100)

it('a received order reviewed with a picture completes, and the merchant is paid less commission', async () => {
  const account = await newAccount(baseURL)
  const order = await prepareReviewOrder(checkoutCall(baseURL), account.token, { notReceived: false, notBought: false })
  const merchantToken = (await api(baseURL, 'POST', '/api/user/login', { account: 'merchant', password: 'merchant1234' })).data.userinfo.token
  const merchantBefore = (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, merchantToken)).data.balance as string
  const { total } = (await api(baseURL, 'GET', `/api/order/detail?id=${order.orderId}`, undefined, account.token)).data

  const { context, page } = await openPhone(browser(), baseURL)
  try {
    const toasts = await recordToasts(page)
    // A toast lasts 1200 ms: the screenshots show the page once it is gone.
    const noToast = () => page.locator('.adm-toast-main').waitFor({ state: 'detached' })
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    await page.goto(`/comment?order_id=${order.orderId}&product_id=${order.productId}`)
    await page.locator('button.review-submit').waitFor()
    await page.locator('.review-item-image img').evaluate((img: HTMLImageElement) => img.complete || new Promise((r) => (img.onload = r)))
    await snap(page, 'review-empty')
    // The shopper's photo of what arrived: the product's own picture, as a PNG.
    const photo = await page.locator('.review-item-image').screenshot()

    // Four stars for the product, the words, and a photo.
    await page.getByRole('radiogroup', { name: 'Product' }).getByRole('radio', { name: '4' }).tap()
    await page.locator('.review-form textarea:not([aria-hidden])').fill(TEXT)
    await page.locator('.review-pictures-field input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo })
    await expect.poll(() => toasts.shown()).toContain('Upload successful')
    await expect.poll(() => page.locator('.review-pictures-field .adm-image-uploader-cell:not(.adm-image-uploader-upload-button)').count()).toBe(1)
    await expect.poll(() => page.locator('button.review-submit').isDisabled()).toBe(false)
    await noToast()
    await snap(page, 'review-filled')

    await page.locator('button.review-submit').click()
    await page.locator('.review-given-tag').getByText('Reviewed').waitFor()
    await expect.poll(() => toasts.shown()).toContain('Thank you! Order complete')
    expect(await page.locator('.review-given-content').textContent()).toBe(TEXT)
    expect(await page.locator('.review-given-product_score .adm-rate-star-active').count()).toBe(4)
    expect(await page.locator('.review-given-completed').textContent()).toBe('This order is complete')
    await page.locator('.review-given-pictures img').evaluate((img: HTMLImageElement) => img.complete || new Promise((r) => (img.onload = r)))
    await noToast()
    await snap(page, 'review-reviewed')

    // Reading it again shows it reviewed: once per item.
    await page.reload()
    await page.locator('.review-given-tag').waitFor()
    expect(await page.locator('button.review-submit').count()).toBe(0)
  } finally {
    await context.close()
  }

  // The order completed and settled: the merchant has the total less 5% (half up to the cent).
  const detail = (await api(baseURL, 'GET', `/api/order/detail?id=${order.orderId}`, undefined, account.token)).data
  expect(detail.status).toBe(4)
  expect(detail.items[0].reviewed).toBe(true)
  const merchantAfter = (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, merchantToken)).data.balance as string
  const commission = Math.floor((cents(total) * 5) / 100 + 0.5)
  expect(cents(merchantAfter) - cents(merchantBefore)).toBe(cents(total) - commission)

  // The review and its picture are among the product's evaluations.
  const evaluations = (await api(baseURL, 'GET', `/api/product/evaluations?product_id=${order.productId}&limit=50`)).data.list
  const mine = evaluations.find((e: { content: string }) => e.content === TEXT)
  expect(mine).toMatchObject({ product_score: 4, service_score: 5, postage_score: 5, pictures: [expect.stringMatching(/^\/uploads\/u\//)] })
  expect((await fetch(`${baseURL}${mine.pictures[0]}`)).status).toBe(200)
})
