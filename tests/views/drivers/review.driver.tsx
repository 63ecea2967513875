// The review machine through /comment, each path with a shopper of its own whose world is read from
// the path (tests/views/support/review-world.ts): a paid order of one product, shipped and received
// (or only shipped when the first read answers notReceived); the page opens on that product, or on
// one the order does not hold when the first read is refused.
// - done/error of loadReviewItem release the held GET /api/order/review_item: an error followed by
//   RETRY is a dropped connection; a refusal is the server's "not bought in order"; a read answering
//   reviewed finds the item reviewed on another device meanwhile.
// - UPLOAD chooses a PNG in the uploader, or a text file when the upload is to be refused (the
//   server judges by content); done/error release the held POST /api/common/upload.
// - SUBMIT first sends the form with its content emptied (the contract's rule refuses it without a
//   request), then writes the content and sends it; done/error release the held POST
//   /api/order/review: a refusal is the item reviewed on another device meanwhile, any other error
//   a dropped connection.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { sql } from 'drizzle-orm'
import type { AppRuntime } from '../../../src/app/runtime'
import { rowsOf } from '../../../src/server/db/rows'
import { TINY_PNG } from '../../support/pictures'
import { credit } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import { checkoutCallVia } from '../support/checkout'
import { ControlledTransport } from '../support/controlled-transport'
import { press, q, setCookie } from '../support/interact'
import { acceptServerFilesAsBlobs, withMultipartBodies } from '../support/multipart'
import { renderWithTransport } from '../support/render-app'
import {
  forgetMerchant, isRefusal, prepareReviewOrder, REVIEW_TEXT, reviewElsewhere, reviewHrefFor, reviewPathPossible, reviewWorld,
  type ReviewOrder, type ReviewWorld,
} from '../support/review-world'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const LOAD = 'GET /api/order/review_item'
const UPLOAD = 'POST /api/common/upload'
const SUBMIT = 'POST /api/order/review'
const MY_TEXT = 'Good value; the colour is a little darker than in the pictures.'

interface Ctx {
  transport: ControlledTransport
  runtime?: AppRuntime
  toasts: ToastWatch
  world: ReviewWorld
  order: ReviewOrder
  /** Pictures the form should show. */
  pictures: number
  /** The text the shopper has typed (kept through a refusal). */
  typed: string
  /** What the last step should have done besides its state. */
  effect?: 'dropped' | 'refusedNotBought' | 'uploaded' | 'uploadRefused' | 'submitDropped' | 'reviewedHere' | 'reviewedElsewhere'
}

const shared = sharedTestServer()
let undoBlobs: (() => void) | undefined
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
const submitButton = () => q<HTMLButtonElement>('button.review-submit')
const thumbnails = () => document.querySelectorAll('.review-pictures-field .adm-image-uploader-cell:not(.adm-image-uploader-upload-button)').length
const contentBox = () => q<HTMLTextAreaElement>('.review-form textarea:not([aria-hidden])')
const fileInput = () => q<HTMLInputElement>('.review-pictures-field input[type=file]')

async function toast(ctx: Ctx, text: string) {
  await waitFor(() => expect(ctx.toasts.shown, `toast "${text}" in ${JSON.stringify(ctx.toasts.shown)}`).toContain(text))
  ctx.toasts.shown.length = 0
}

async function orderStatus(orderId: number) {
  const [row] = await rowsOf<{ status: number }>(shared.server.db, sql`select status from orders where id = ${orderId}`)
  return row!.status
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    forgetMerchant()
    undoBlobs = await acceptServerFilesAsBlobs()
    // jsdom has no object URLs; the uploader previews a chosen file with one.
    URL.createObjectURL ??= () => 'blob:review-test'
    URL.revokeObjectURL ??= () => {}
  },
  async teardown() {
    undoBlobs?.()
    await shared.teardown()
  },
  accepts: reviewPathPossible,
  async start(path) {
    const account = await registerAccount(shared.server)
    const world = reviewWorld(path)
    const order = await prepareReviewOrder(call, account.token, world, async () => {
      const { id } = (await call('GET', '/api/user/getUserInfo', undefined, account.token)).data
      await credit(shared.server.db, id, '1000.00')
    })
    const transport = new ControlledTransport(shared.server)
    transport.hold(LOAD, UPLOAD, SUBMIT)
    setCookie('Admin-Token', account.token)
    return { transport, toasts: await watchAppToasts(), world, order, pictures: 0, typed: '' }
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    OPEN: async (ctx) => {
      ctx.runtime = await renderWithTransport(reviewHrefFor(ctx.order, ctx.world), { fetch: withMultipartBodies(ctx.transport.fetch) })
    },
    'xstate.done.actor.loadReviewItem': async (ctx, event) => {
      if ((event.output as { review_state: string }).review_state === 'reviewed' && ctx.effect !== 'reviewedElsewhere') {
        await reviewElsewhere(call, ctx.order)
        ctx.effect = 'reviewedElsewhere'
      }
      await ctx.transport.release(LOAD, 'pass')
    },
    'xstate.error.actor.loadReviewItem': async (ctx, event) => {
      const refused = isRefusal({ event })
      ctx.effect = refused ? 'refusedNotBought' : 'dropped'
      await ctx.transport.release(LOAD, refused ? 'pass' : 'fail')
    },
    RETRY: () => press('Retry'),
    UPLOAD: async (ctx, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.uploadPicture'
      const file = refused ? new File(['not a picture'], 'notes.png', { type: 'image/png' }) : new File([TINY_PNG], 'photo.png', { type: 'image/png' })
      await waitFor(() => expect(fileInput()).not.toBeNull())
      await act(async () => void fireEvent.change(fileInput()!, { target: { files: [file] } }))
    },
    'xstate.done.actor.uploadPicture': async (ctx) => {
      ctx.pictures++
      ctx.effect = 'uploaded'
      await ctx.transport.release(UPLOAD, 'pass')
    },
    'xstate.error.actor.uploadPicture': async (ctx) => {
      ctx.effect = 'uploadRefused'
      await ctx.transport.release(UPLOAD, 'pass')
    },
    SUBMIT: async (ctx) => {
      // Empty content: the contract's rule answers before anything is sent.
      await act(async () => void fireEvent.change(contentBox()!, { target: { value: '   ' } }))
      await press('Submit review')
      await screen.findByText('Review content cannot be empty')
      expect(ctx.transport.isPending(SUBMIT)).toBe(false)
      ctx.typed = MY_TEXT
      await act(async () => void fireEvent.change(contentBox()!, { target: { value: ctx.typed } }))
      await press('Submit review')
    },
    'xstate.done.actor.submitReview': async (ctx) => {
      ctx.effect = 'reviewedHere'
      await ctx.transport.release(SUBMIT, 'pass')
    },
    'xstate.error.actor.submitReview': async (ctx, event) => {
      if (isRefusal({ event })) {
        await reviewElsewhere(call, ctx.order)
        ctx.effect = 'reviewedElsewhere'
        await ctx.transport.release(SUBMIT, 'pass')
      } else {
        ctx.effect = 'submitDropped'
        await ctx.transport.release(SUBMIT, 'fail')
      }
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOAD)).toBe(true))
      expect(q('.review-page .skeleton-paragraph')).not.toBeNull()
      expect(submitButton()).toBeNull()
      if (ctx.effect === 'reviewedElsewhere') await toast(ctx, `You have already reviewed this product of order ${ctx.order.sn}`)
    },
    loadFailed: async (ctx) => {
      if (ctx.effect === 'dropped') {
        await screen.findByText('Failed to load')
        expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      } else {
        await screen.findByText(`This product was not bought in order ${ctx.order.sn}`)
        expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
      }
      expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/myPurchases')
      expect(submitButton()).toBeNull()
      ctx.effect = undefined
    },
    closed: async (ctx) => {
      await screen.findByText('You can review this product once you have received the order')
      expect(q('.review-item-title')?.textContent).toBe(ctx.order.title)
      expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(`/orderInfo/${ctx.order.orderId}`)
      expect(submitButton()).toBeNull()
      expect(fileInput()).toBeNull()
    },
    'editing.idle': async (ctx) => {
      await waitFor(() => expect(submitButton()?.disabled).toBe(false))
      expect(submitButton()!.className).not.toMatch(/adm-button-loading/)
      expect(q('.review-item-title')?.textContent).toBe(ctx.order.title)
      expect(screen.getByText(`Order ${ctx.order.sn}`)).toBeTruthy()
      // Three scores, five stars each to begin with.
      for (const label of ['Product', 'Service', 'Delivery']) {
        expect(screen.getByRole('radiogroup', { name: label }).querySelectorAll('.adm-rate-star-active')).toHaveLength(5)
      }
      expect(contentBox()!.value).toBe(ctx.typed)
      if (ctx.effect === 'uploaded') await toast(ctx, 'Upload successful')
      if (ctx.effect === 'uploadRefused') await toast(ctx, 'Please upload a picture (PNG, JPEG, GIF or WebP)')
      if (ctx.effect === 'submitDropped') await toast(ctx, 'Backend interface connection abnormal')
      await waitFor(() => expect(thumbnails()).toBe(ctx.pictures))
      expect(ctx.transport.isPending(UPLOAD)).toBe(false)
      expect(await orderStatus(ctx.order.orderId)).toBe(3)
      ctx.effect = undefined
    },
    'editing.uploading': async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(UPLOAD)).toBe(true))
      // No sending while a picture is on its way, and no second picture at once (the uploader drops its input).
      await waitFor(() => expect(submitButton()?.disabled).toBe(true))
      expect(fileInput()).toBeNull()
    },
    submitting: async (ctx) => {
      await waitFor(() => expect(submitButton()?.className).toMatch(/adm-button-loading/))
      expect(submitButton()!.disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(SUBMIT)).toBe(true))
    },
    reviewed: async (ctx) => {
      await screen.findByText('Reviewed')
      const content = q('.review-given-content')?.textContent
      if (ctx.effect === 'reviewedHere') {
        await toast(ctx, 'Thank you! Order complete')
        expect(content).toBe(MY_TEXT)
        expect(document.querySelectorAll('.review-given-pictures .lazy-image, .review-given-pictures img').length).toBeGreaterThanOrEqual(ctx.pictures > 0 ? 1 : 0)
        // Its only product reviewed, the order is complete.
        expect(await orderStatus(ctx.order.orderId)).toBe(4)
        expect(q('.review-given-completed')?.textContent).toBe('This order is complete')
      } else {
        expect(content).toBe(REVIEW_TEXT)
      }
      expect(submitButton()).toBeNull()
      expect(screen.getByRole('link', { name: 'See it on the product page' }).getAttribute('href')).toBe(`/detail/${ctx.order.productId}`)
      // The review is among the product's evaluations.
      const evaluations = await call('GET', `/api/product/evaluations?product_id=${ctx.order.productId}&limit=50`)
      expect(evaluations.data.list.map((e: { content: string }) => e.content)).toContain(content)
    },
  },
}
