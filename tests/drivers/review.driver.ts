// The review machine through /comment, each path with a new shopper whose world is read from the
// path (tests/views/support/review-world.ts) and prepared through the API: one product of the demo
// merchant's shop bought with the demo's play money, shipped and received (or only shipped when the
// first read answers notReceived); the page opens on that product, or on one the order does not
// hold when the first read is refused.
// - done/error of loadReviewItem release the held GET /api/order/review_item: an error followed by
//   RETRY is a dropped connection; a refusal is the server's "not bought in order"; a read answering
//   reviewed finds the item reviewed on another device meanwhile.
// - UPLOAD chooses a PNG in the uploader, or a text file when the upload is to be refused (the
//   server judges by content); done/error release the held POST /api/common/upload.
// - SUBMIT first sends the form with its content emptied (the contract's rule refuses it without a
//   request), then taps the fourth star of the product score, writes the content and sends it;
//   done/error release the held POST /api/order/review: a refusal is the item reviewed on another
//   device meanwhile, any other error a dropped connection.
import { expect } from '../e2e/support/expect'
import { TINY_PNG } from '../support/pictures'
import {
  forgetMerchant, isRefusal, prepareReviewOrder, REVIEW_TEXT, reviewElsewhere, reviewHrefFor, reviewPathPossible, reviewWorld, type ReviewOrder, type ReviewWorld,
} from '../views/support/review-world'
import type { Driver, DriverCtx } from './support/protocol'

interface Ctx extends DriverCtx {
  world: ReviewWorld
  order: ReviewOrder
  /** Pictures the form should show. */
  pictures: number
  /** The text the shopper has typed (kept through a refusal), and the product score chosen. */
  typed: string
  productStars: number
  /** What the last step should have done besides its state. */
  effect?: 'dropped' | 'refusedNotBought' | 'uploaded' | 'uploadRefused' | 'submitDropped' | 'reviewedHere' | 'reviewedElsewhere'
}

const LOAD = 'GET /api/order/review_item'
const UPLOAD = 'POST /api/common/upload'
const SUBMIT = 'POST /api/order/review'
/** What the shopper writes here (the review from another device says REVIEW_TEXT). */
const MY_TEXT = 'Good value; the colour is a little darker than in the pictures.'

const ui = (ctx: Ctx, key: string, values?: Record<string, string>) => ctx.layer.text(key, values)
const submit = { css: 'button.review-submit' }
const fileInput = { css: '.review-pictures-field input[type=file]' }
const contentBox = { css: '.review-form textarea:not([aria-hidden])' }
const title = { css: '.review-item-title' }
const stars = (ctx: Ctx, key: string) => ({ css: `.review-form [role=radiogroup][aria-label="${ctx.layer.text(key)}"] .adm-rate-star-active` })
const pending = (ctx: Ctx, key: string, expected = true) => ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(key), key).toBe(expected))
const isLoading = async (ctx: Ctx) => /adm-button-loading/.test((await ctx.session.screen.attribute(submit, 'class')) ?? '')
const disabled = async (ctx: Ctx) => (await ctx.session.screen.attribute(submit, 'disabled')) !== null
const orderStatus = async (ctx: Ctx) => (await ctx.layer.backend.call('GET', `/api/order/detail?id=${ctx.order.orderId}`, undefined, ctx.order.token)).data.status as number
const linkTo = async (ctx: Ctx, key: string) => ctx.session.screen.attribute({ role: 'link', name: ui(ctx, key) }, 'href')

export const driver: Driver<Ctx> = {
  accepts: { view: reviewPathPossible, browser: reviewPathPossible },
  async start(layer, path) {
    // Each server is another database: the merchant logs in to this one.
    forgetMerchant()
    const { token } = await layer.backend.newAccount()
    const world = reviewWorld(path)
    const order = await prepareReviewOrder(layer.backend.call, token, world, { lang: layer.lang })
    const session = await layer.open(reviewHrefFor(order, world), { token, hold: [LOAD, UPLOAD, SUBMIT] })
    return { session, layer, world, order, pictures: 0, typed: '', productStars: 5 }
  },
  events: {
    // The page opens on the route as it loads: nothing to tap.
    OPEN: async () => {},
    'xstate.done.actor.loadReviewItem': async (ctx, event) => {
      if ((event.output as { review_state: string }).review_state === 'reviewed' && ctx.effect !== 'reviewedElsewhere') {
        await reviewElsewhere(ctx.layer.backend.call, ctx.order)
        ctx.effect = 'reviewedElsewhere'
      }
      await ctx.session.transport.release(LOAD, 'pass')
    },
    'xstate.error.actor.loadReviewItem': async (ctx, event) => {
      const refused = isRefusal({ event })
      ctx.effect = refused ? 'refusedNotBought' : 'dropped'
      await ctx.session.transport.release(LOAD, refused ? 'pass' : 'fail')
    },
    RETRY: (ctx) => ctx.session.screen.click({ role: 'button', name: ui(ctx, 'ui.retry') }),
    UPLOAD: async (ctx, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.uploadPicture'
      await ctx.session.screen.choose(fileInput, refused
        ? { name: 'notes.png', mimeType: 'image/png', buffer: new TextEncoder().encode('not a picture') }
        : { name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG })
    },
    'xstate.done.actor.uploadPicture': async (ctx) => {
      ctx.pictures++
      ctx.effect = 'uploaded'
      await ctx.session.transport.release(UPLOAD, 'pass')
    },
    'xstate.error.actor.uploadPicture': async (ctx) => {
      ctx.effect = 'uploadRefused'
      await ctx.session.transport.release(UPLOAD, 'pass')
    },
    SUBMIT: async (ctx) => {
      const { screen } = ctx.session
      // Empty content: the contract's rule answers before anything is sent.
      await screen.fill(contentBox, '   ')
      await screen.click(submit)
      await screen.visible({ text: ui(ctx, 'msg.reviewContentEmpty') })
      expect(ctx.session.transport.isPending(SUBMIT)).toBe(false)
      // Four stars for the product: a tap on the fourth.
      await screen.click({ css: `.review-form [role=radiogroup][aria-label="${ui(ctx, 'ui.productScore')}"] .adm-rate-box:nth-child(4) button` })
      ctx.productStars = 4
      await screen.eventually(async () => expect(await screen.count(stars(ctx, 'ui.productScore'))).toBe(4))
      ctx.typed = MY_TEXT
      await screen.fill(contentBox, ctx.typed)
      await screen.click(submit)
    },
    'xstate.done.actor.submitReview': async (ctx) => {
      ctx.effect = 'reviewedHere'
      await ctx.session.transport.release(SUBMIT, 'pass')
    },
    'xstate.error.actor.submitReview': async (ctx, event) => {
      if (isRefusal({ event })) {
        await reviewElsewhere(ctx.layer.backend.call, ctx.order)
        ctx.effect = 'reviewedElsewhere'
        await ctx.session.transport.release(SUBMIT, 'pass')
      } else {
        ctx.effect = 'submitDropped'
        await ctx.session.transport.release(SUBMIT, 'fail')
      }
    },
  },
  states: {
    loading: async (ctx) => {
      await pending(ctx, LOAD)
      await ctx.session.screen.visible({ css: '.review-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count(submit)).toBe(0)
      if (ctx.effect === 'reviewedElsewhere') await ctx.session.screen.toasted(ui(ctx, 'msg.reviewAlreadyGiven', { sn: ctx.order.sn }))
    },
    loadFailed: async (ctx) => {
      const { screen } = ctx.session
      const dropped = ctx.effect === 'dropped'
      await screen.visible({ text: dropped ? ui(ctx, 'ui.loadFailed') : ui(ctx, 'msg.reviewItemNotBought', { sn: ctx.order.sn }) })
      expect(await screen.count({ role: 'button', name: ui(ctx, 'ui.retry') }), 'Retry only after a dropped connection').toBe(dropped ? 1 : 0)
      expect(await linkTo(ctx, 'ui.reviewMyOrders')).toBe('/myPurchases')
      expect(await screen.count(submit)).toBe(0)
      ctx.effect = undefined
    },
    closed: async (ctx) => {
      await ctx.session.screen.visible({ text: ui(ctx, 'ui.reviewNotReceivedYet') })
      await ctx.session.screen.hasText(title, ctx.order.title)
      expect(await linkTo(ctx, 'ui.reviewBackToOrder')).toBe(`/orderInfo/${ctx.order.orderId}`)
      expect(await ctx.session.screen.count(submit)).toBe(0)
      expect(await ctx.session.screen.count(fileInput)).toBe(0)
    },
    'editing.idle': async (ctx) => {
      const { screen } = ctx.session
      await screen.eventually(async () => expect(await disabled(ctx)).toBe(false))
      expect(await isLoading(ctx)).toBe(false)
      await screen.hasText(title, ctx.order.title)
      await screen.visible({ text: ui(ctx, 'ui.orderNumber', { sn: ctx.order.sn }) })
      expect(await screen.count(stars(ctx, 'ui.productScore'))).toBe(ctx.productStars)
      expect(await screen.count(stars(ctx, 'ui.serviceScore'))).toBe(5)
      expect(await screen.count(stars(ctx, 'ui.postageScore'))).toBe(5)
      if (ctx.typed) await screen.hasText(contentBox, ctx.typed)
      const toast = { uploaded: 'msg.uploadSuccess', uploadRefused: 'msg.uploadImageOnly', submitDropped: 'msg.networkError' }[ctx.effect as string]
      if (toast) await screen.toasted(ui(ctx, toast))
      await screen.eventually(async () => expect(await screen.count({ css: '.review-pictures-field .adm-image-uploader-cell:not(.adm-image-uploader-upload-button)' })).toBe(ctx.pictures))
      expect(ctx.session.transport.isPending(UPLOAD)).toBe(false)
      expect(await orderStatus(ctx)).toBe(3)
      ctx.effect = undefined
    },
    'editing.uploading': async (ctx) => {
      await pending(ctx, UPLOAD)
      // No sending while a picture is on its way, and no second picture at once (the uploader drops its input).
      await ctx.session.screen.eventually(async () => expect(await disabled(ctx)).toBe(true))
      expect(await ctx.session.screen.count(fileInput)).toBe(0)
    },
    submitting: async (ctx) => {
      await ctx.session.screen.eventually(async () => expect(await isLoading(ctx)).toBe(true))
      expect(await disabled(ctx)).toBe(true)
      await pending(ctx, SUBMIT)
    },
    reviewed: async (ctx) => {
      const { screen } = ctx.session
      await screen.hasText({ css: '.review-given-tag' }, ui(ctx, 'ui.reviewGiven'))
      const content = ctx.effect === 'reviewedHere' ? MY_TEXT : REVIEW_TEXT
      await screen.hasText({ css: '.review-given-content' }, content)
      if (ctx.effect === 'reviewedHere') {
        await screen.toasted(ui(ctx, 'ui.reviewCompletedOrder'))
        // Its only product reviewed, the order is complete.
        expect(await orderStatus(ctx)).toBe(4)
        await screen.hasText({ css: '.review-given-completed' }, ui(ctx, 'ui.reviewOrderComplete'))
        expect(await screen.count({ css: '.review-given-product_score .adm-rate-star-active' })).toBe(4)
      }
      expect(await screen.count(submit)).toBe(0)
      expect(await linkTo(ctx, 'ui.reviewOnProductPage')).toBe(`/detail/${ctx.order.productId}`)
      // The review is among the product's evaluations.
      const evaluations = await ctx.layer.backend.call('GET', `/api/product/evaluations?product_id=${ctx.order.productId}&limit=50`)
      expect(evaluations.data.list.map((e: { content: string }) => e.content)).toContain(content)
    },
  },
}
