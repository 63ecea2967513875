// The refund machine through /refund, each path with a new shopper (the demo's play money pays)
// whose order is brought as far as the path's first reading says (tests/views/support/refund-world.ts),
// through the API only: paid and shipped with no refund; a refund applying; a return approved; the
// whole order refunded; a refusal on an order completed since; not paid; or no order in the route.
// - done/error of loadRefund, uploadProof, applyRefund and withdrawRefund release the held call
//   (refundAnswers): a load error is the connection dropping; a refused upload is a file that is no
//   picture; a refused application is a refund opened on another device meanwhile, or an amount one
//   cent past what may come back; a refused withdrawal is the merchant refusing it meanwhile.
// - The rest are taps: the proof uploader, Submit (first on the untouched form: the contract's
//   messages, nothing sent; then the choices, the explanation and a picture), the prompt's Confirm
//   and Cancel, Withdraw, Refresh, Retry.
import { formatPrice } from '../../src/ui/format/display-currency'
import { expect } from '../e2e/support/expect'
import { PARCEL_PNG } from '../support/pictures'
import type { CheckoutItem } from '../views/support/checkout'
import { textsOf } from '../views/support/path-texts'
import {
  amountToType, APPLY, EXPLANATION, HELD, LOAD, merchantItem, merchantLogin, prepareRefundWorld, refundAnswers, refundOnServer, refundWorldOf,
  SHOP_NOTE, UPLOAD, uploadRefused, WITHDRAW, type RefundPath,
} from '../views/support/refund-world'
import type { Driver, DriverCtx, Layer } from './support/protocol'

interface Ctx extends RefundPath, DriverCtx {
  /** The form's choices and explanation are filled in. */
  filled: boolean
}

/** The merchant's product, found once per server (each layer's backend is one). */
const items = new WeakMap<Layer['backend'], Promise<CheckoutItem>>()
const submit = { css: 'button.refund-submit' }
const withdraw = { css: 'button.refund-withdraw' }
const proofInput = { css: '.refund-proof input[type=file]' }
const ui = (ctx: Ctx, key: string, values?: Record<string, string>) => ctx.layer.text(key, values)
const usd = (ctx: Ctx, amount: string) => formatPrice(amount, 'USD', '1', ctx.lang)
const pending = (ctx: Ctx, key: string) => ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(key), key).toBe(true))
const isLoading = async (ctx: Ctx, target: { css: string }) => /adm-button-loading/.test((await ctx.session.screen.attribute(target, 'class')) ?? '')
const disabled = async (ctx: Ctx, target: { css: string }) => (await ctx.session.screen.attribute(target, 'disabled')) !== null
const pictures = (ctx: Ctx) => ctx.session.screen.count({ css: '.refund-proof .adm-image-uploader-cell:not(.adm-image-uploader-cell-fail):not(.adm-image-uploader-upload-button) img' })
const tap = (ctx: Ctx, role: 'button' | 'option', key: string) => ctx.session.screen.click({ role, name: ui(ctx, key) })

/** Chooses a file in the proof uploader: a picture, or a text file dressed as one. */
const chooseFile = (ctx: Ctx, refused: boolean) =>
  ctx.session.screen.choose(proofInput, { name: 'proof.png', mimeType: 'image/png', buffer: refused ? new TextEncoder().encode('not a picture') : PARCEL_PNG })

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast as string)
  ctx.toast = undefined
}

/** The refund as the page shows it after applying or reading it. */
async function showsRefund(ctx: Ctx, badge: string) {
  const { screen } = ctx.session
  await effects(ctx)
  await screen.hasText({ css: '.refund-status-badge' }, ui(ctx, badge))
  await screen.hasText({ css: '.refund-order-sn' }, ui(ctx, 'ui.orderNumber', { sn: ctx.order!.sn }))
  await screen.hasText({ css: '.refund-fact-amount' }, usd(ctx, ctx.order!.total))
  await screen.hasText({ css: '.refund-fact-explanation' }, EXPLANATION)
  expect(ctx.session.transport.isPending(LOAD)).toBe(false)
}

async function stillWaiting(ctx: Ctx) {
  await showsRefund(ctx, 'ui.refundStatusApplying')
  await ctx.session.screen.hasText({ css: '.refund-status-title' }, ui(ctx, 'ui.refundSubmitted'))
  expect(await refundOnServer(ctx)).toMatchObject({ status: -4, refund: { status: 'applying' } })
}

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const { backend } = layer
    const { token } = await backend.newAccount()
    const merchant = await merchantLogin(backend.call)
    const ctx: Ctx = {
      ...textsOf(layer), session: undefined as never, layer, call: backend.call, held: undefined as never, uploadProof: backend.upload, merchant, token,
      kind: refundWorldOf(path), order: null, href: '', pictures: 0, filled: false,
    }
    if (!items.has(backend)) items.set(backend, merchantItem(backend.call, merchant))
    await prepareRefundWorld(ctx, await items.get(backend)!)
    ctx.session = await layer.open(ctx.href, { token, hold: HELD })
    ctx.held = ctx.session.transport
    return ctx
  },
  events: {
    ...refundAnswers,
    // The page opens on the route as it loads: nothing to tap.
    OPEN: async () => {},
    RETRY: (ctx) => tap(ctx, 'button', 'ui.retry'),
    REFRESH: (ctx) => tap(ctx, 'button', 'ui.refreshStatus'),
    UPLOAD: (ctx, _event, { next }) => chooseFile(ctx, uploadRefused(next)),
    SUBMIT: async (ctx, _event, { path, index }) => {
      const { screen } = ctx.session
      if (!ctx.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await screen.click(submit)
        for (const key of ['msg.refundProductStatusRequired', 'msg.refundReasonRequired', 'msg.refundExplanationRequired', 'msg.refundProofRequired']) {
          await screen.visible({ text: ui(ctx, key) })
        }
        expect(ctx.session.transport.isPending(APPLY)).toBe(false)
        await tap(ctx, 'option', 'ui.productReceived')
        await tap(ctx, 'option', 'ui.refundReasonDamaged')
        await screen.fill({ label: ui(ctx, 'ui.refundExplanation') }, EXPLANATION)
        const amount = amountToType(ctx, path, index)
        if (amount) await screen.fill({ css: '.refund-amount input' }, amount)
        if (ctx.pictures === 0) {
          await chooseFile(ctx, false)
          await ctx.session.transport.release(UPLOAD, 'pass')
          ctx.pictures++
          await screen.eventually(async () => expect(await pictures(ctx)).toBe(1))
          await screen.eventually(async () => expect(await disabled(ctx, submit)).toBe(false))
        }
        ctx.filled = true
      }
      await screen.click(submit)
    },
    CONFIRM: (ctx) => tap(ctx, 'button', 'ui.confirm'),
    CANCEL: (ctx) => tap(ctx, 'button', 'ui.cancel'),
    WITHDRAW: (ctx) => ctx.session.screen.click(withdraw),
  },
  states: {
    loading: async (ctx) => {
      await pending(ctx, LOAD)
      await ctx.session.screen.visible({ css: '.refund-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    loadFailed: async (ctx) => {
      await ctx.session.screen.visible({ text: ui(ctx, 'ui.loadFailed') })
      expect(await ctx.session.screen.count({ role: 'button', name: ui(ctx, 'ui.retry') })).toBe(1)
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    unavailable: async (ctx) => {
      const none = ctx.kind === 'none'
      await ctx.session.screen.hasText({ css: '.refund-unavailable .notice-title' }, ui(ctx, none ? 'ui.refundNoOrder' : 'ui.refundUnavailable'))
      expect(await ctx.session.screen.attribute({ css: '.refund-unavailable a' }, 'href')).toBe(none ? '/myPurchases' : `/orderInfo/${ctx.order!.id}`)
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    'form.editing.idle': async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      await screen.visible(submit)
      await screen.eventually(async () => expect(await isLoading(ctx, submit)).toBe(false))
      await screen.eventually(async () => expect(await disabled(ctx, submit)).toBe(false))
      await screen.hasText({ css: '.refund-order-sn' }, ui(ctx, 'ui.orderNumber', { sn: ctx.order!.sn }))
      await screen.visible({ text: ui(ctx, 'ui.refundAmountHint', { max: usd(ctx, ctx.order!.total) }) })
      await screen.eventually(async () => expect(await pictures(ctx)).toBe(ctx.pictures))
      await screen.gone({ text: ui(ctx, 'ui.refundConfirm') })
      expect(await refundOnServer(ctx)).toMatchObject({ status: 2 })
    },
    'form.editing.uploading': async (ctx) => {
      await pending(ctx, UPLOAD)
      await ctx.session.screen.eventually(async () => expect(await disabled(ctx, submit)).toBe(true))
    },
    'form.confirming': async (ctx) => {
      await ctx.session.screen.visible({ text: ui(ctx, 'ui.refundConfirm') })
      expect(ctx.session.transport.isPending(APPLY)).toBe(false)
      expect(await refundOnServer(ctx)).toMatchObject({ status: 2, refund: null })
    },
    'form.submitting': async (ctx) => {
      await ctx.session.screen.eventually(async () => expect(await isLoading(ctx, submit)).toBe(true))
      await pending(ctx, APPLY)
    },
    submitted: stillWaiting,
    'refund.applying': async (ctx) => {
      await stillWaiting(ctx)
      expect(await disabled(ctx, withdraw)).toBe(false)
    },
    'refund.withdrawing': async (ctx) => {
      await ctx.session.screen.eventually(async () => expect(await isLoading(ctx, withdraw)).toBe(true))
      await pending(ctx, WITHDRAW)
    },
    'refund.inProgress': async (ctx) => {
      await showsRefund(ctx, 'ui.refundStatusInProgress')
      await ctx.session.screen.hasText({ css: '.refund-fact-type' }, ui(ctx, 'ui.refundTypeReturn'))
      await ctx.session.screen.visible({ text: ui(ctx, 'ui.refundInProgressHint') })
      expect(await ctx.session.screen.count(withdraw)).toBe(0)
    },
    'refund.refunded': async (ctx) => {
      await showsRefund(ctx, 'ui.refundStatusRefunded')
      await ctx.session.screen.visible({ text: ui(ctx, 'ui.refundRefundedHint') })
      expect(await refundOnServer(ctx)).toMatchObject({ status: -1, refund: { status: 'refunded' } })
    },
    'refund.refused': async (ctx) => {
      await showsRefund(ctx, 'ui.refundStatusRefused')
      await ctx.session.screen.hasText({ css: '.refund-shop-note' }, ui(ctx, 'ui.refundShopNote', { note: SHOP_NOTE }))
      expect(await refundOnServer(ctx)).toMatchObject({ status: 4 })
    },
  },
}
