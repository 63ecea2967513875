// The review machine in Chromium, through /comment, each path with a new shopper whose world is
// read from the path (tests/views/support/review-world.ts) and prepared through the HTTP API: the
// shopper buys one product of the demo merchant's shop with the demo server's play money and pays,
// the merchant ships it, the shopper confirms receipt (not when the first read answers notReceived).
// - done/error of loadReviewItem release the held GET /api/order/review_item: an error followed by
//   RETRY is a dropped connection; a refusal is the server's "not bought in order" (the page opened
//   on another product); a read answering reviewed finds it reviewed on another device meanwhile.
// - UPLOAD chooses a PNG in the uploader, or a text file when the upload is to be refused;
//   done/error release the held POST /api/common/upload.
// - SUBMIT sends the form with its content emptied first (refused by the contract's rule without a
//   request), then taps the fourth star of the product score, writes the content and sends it;
//   done/error release the held POST /api/order/review: a refusal is the item reviewed on another
//   device meanwhile, any other error a dropped connection.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { TINY_PNG } from '../../support/pictures'
import {
  isRefusal, prepareReviewOrder, REVIEW_TEXT, reviewElsewhere, reviewHrefFor, reviewPathPossible, reviewWorld,
  type ReviewOrder, type ReviewWorld,
} from '../../views/support/review-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'

const LOAD = 'GET /api/order/review_item'
const UPLOAD = 'POST /api/common/upload'
const SUBMIT = 'POST /api/order/review'
const MY_TEXT = 'Good value; the colour is a little darker than in the pictures.'

interface Ctx {
  baseURL: string
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
  world: ReviewWorld
  order: ReviewOrder
  pictures: number
  typed: string
  /** The product score the form should show. */
  productStars: number
  effect?: 'dropped' | 'refusedNotBought' | 'uploaded' | 'uploadRefused' | 'submitDropped' | 'reviewedHere' | 'reviewedElsewhere'
}

const submitButton = (s: Ctx) => s.page.locator('button.review-submit')
const fileInput = (s: Ctx) => s.page.locator('.review-pictures-field input[type=file]')
const thumbnails = (s: Ctx) => s.page.locator('.review-pictures-field .adm-image-uploader-cell:not(.adm-image-uploader-upload-button)')
const stars = (s: Ctx, label: string) => s.page.getByRole('radiogroup', { name: label }).locator('.adm-rate-star-active')

async function toast(s: Ctx, text: string) {
  await expect.poll(() => s.toasts.shown(), { message: `toast "${text}"` }).toContain(text)
  await s.toasts.clear()
}

export const driver: BrowserDriver<Ctx> = {
  accepts: reviewPathPossible,
  async start(browser, baseURL, path) {
    const call = checkoutCall(baseURL)
    const account = await newAccount(baseURL)
    const world = reviewWorld(path)
    const order = await prepareReviewOrder(call, account.token, world)
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    await transport.hold(LOAD, UPLOAD, SUBMIT)
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    return { baseURL, context, page, transport, toasts: await recordToasts(page), world, order, pictures: 0, typed: '', productStars: 5 }
  },
  stop: (s) => s.context.close(),
  events: {
    OPEN: async (s) => {
      await s.page.goto(reviewHrefFor(s.order, s.world))
    },
    'xstate.done.actor.loadReviewItem': async (s, event) => {
      if ((event.output as { review_state: string }).review_state === 'reviewed' && s.effect !== 'reviewedElsewhere') {
        await reviewElsewhere(checkoutCall(s.baseURL), s.order)
        s.effect = 'reviewedElsewhere'
      }
      await s.transport.release(LOAD, 'pass')
    },
    'xstate.error.actor.loadReviewItem': async (s, event) => {
      const refused = isRefusal({ event })
      s.effect = refused ? 'refusedNotBought' : 'dropped'
      await s.transport.release(LOAD, refused ? 'pass' : 'fail')
    },
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
    UPLOAD: async (s, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.uploadPicture'
      await fileInput(s).setInputFiles(refused
        ? { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') }
        : { name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG })
    },
    'xstate.done.actor.uploadPicture': async (s) => {
      s.pictures++
      s.effect = 'uploaded'
      await s.transport.release(UPLOAD, 'pass')
    },
    'xstate.error.actor.uploadPicture': async (s) => {
      s.effect = 'uploadRefused'
      await s.transport.release(UPLOAD, 'pass')
    },
    SUBMIT: async (s) => {
      const content = s.page.locator('.review-form textarea:not([aria-hidden])')
      await content.fill('   ')
      await submitButton(s).click()
      await s.page.getByText('Review content cannot be empty').waitFor()
      expect(s.transport.isPending(SUBMIT)).toBe(false)
      // Four stars for the product: a tap on the fourth.
      await s.page.getByRole('radiogroup', { name: 'Product' }).getByRole('radio', { name: '4' }).tap()
      s.productStars = 4
      await expect.poll(() => stars(s, 'Product').count()).toBe(4)
      s.typed = MY_TEXT
      await content.fill(s.typed)
      await submitButton(s).click()
    },
    'xstate.done.actor.submitReview': async (s) => {
      s.effect = 'reviewedHere'
      await s.transport.release(SUBMIT, 'pass')
    },
    'xstate.error.actor.submitReview': async (s, event) => {
      if (isRefusal({ event })) {
        await reviewElsewhere(checkoutCall(s.baseURL), s.order)
        s.effect = 'reviewedElsewhere'
        await s.transport.release(SUBMIT, 'pass')
      } else {
        s.effect = 'submitDropped'
        await s.transport.release(SUBMIT, 'fail')
      }
    },
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(LOAD)).toBe(true)
      await s.page.locator('.review-page .skeleton-paragraph').first().waitFor()
      expect(await submitButton(s).count()).toBe(0)
      if (s.effect === 'reviewedElsewhere') await toast(s, `You have already reviewed this product of order ${s.order.sn}`)
    },
    loadFailed: async (s) => {
      if (s.effect === 'dropped') {
        await s.page.getByText('Failed to load').waitFor()
        expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(1)
      } else {
        await s.page.getByText(`This product was not bought in order ${s.order.sn}`).waitFor()
        expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(0)
      }
      expect(await s.page.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/myPurchases')
      s.effect = undefined
    },
    closed: async (s) => {
      await s.page.getByText('You can review this product once you have received the order').waitFor()
      expect(await s.page.locator('.review-item-title').textContent()).toBe(s.order.title)
      expect(await s.page.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(`/orderInfo/${s.order.orderId}`)
      expect(await submitButton(s).count()).toBe(0)
    },
    'editing.idle': async (s) => {
      await expect.poll(() => submitButton(s).isDisabled()).toBe(false)
      expect(await submitButton(s).getAttribute('class')).not.toMatch(/adm-button-loading/)
      expect(await s.page.locator('.review-item-title').textContent()).toBe(s.order.title)
      expect(await stars(s, 'Product').count()).toBe(s.productStars)
      expect(await stars(s, 'Service').count()).toBe(5)
      expect(await stars(s, 'Delivery').count()).toBe(5)
      expect(await s.page.locator('.review-form textarea:not([aria-hidden])').inputValue()).toBe(s.typed)
      if (s.effect === 'uploaded') await toast(s, 'Upload successful')
      if (s.effect === 'uploadRefused') await toast(s, 'Please upload a picture (PNG, JPEG, GIF or WebP)')
      if (s.effect === 'submitDropped') await toast(s, 'Backend interface connection abnormal')
      await expect.poll(() => thumbnails(s).count()).toBe(s.pictures)
      s.effect = undefined
    },
    'editing.uploading': async (s) => {
      await expect.poll(() => s.transport.isPending(UPLOAD)).toBe(true)
      await expect.poll(() => submitButton(s).isDisabled()).toBe(true)
      // The uploader takes no second picture meanwhile.
      expect(await fileInput(s).count()).toBe(0)
    },
    submitting: async (s) => {
      await expect.poll(async () => (await submitButton(s).getAttribute('class')) ?? '').toMatch(/adm-button-loading/)
      expect(await submitButton(s).isDisabled()).toBe(true)
      await expect.poll(() => s.transport.isPending(SUBMIT)).toBe(true)
    },
    reviewed: async (s) => {
      await s.page.locator('.review-given-tag').getByText('Reviewed').waitFor()
      const content = await s.page.locator('.review-given-content').textContent()
      if (s.effect === 'reviewedHere') {
        await toast(s, 'Thank you! Order complete')
        expect(content).toBe(MY_TEXT)
        expect(await s.page.locator('.review-given-completed').textContent()).toBe('This order is complete')
        expect(await s.page.locator('.review-given-product_score .adm-rate-star-active').count()).toBe(4)
      } else {
        expect(content).toBe(REVIEW_TEXT)
      }
      expect(await submitButton(s).count()).toBe(0)
      const evaluations = await checkoutCall(s.baseURL)('GET', `/api/product/evaluations?product_id=${s.order.productId}&limit=50`)
      expect(evaluations.data.list.map((e: { content: string }) => e.content)).toContain(content)
    },
  },
}
