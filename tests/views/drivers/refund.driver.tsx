// The refund machine through /refund, each path with a shopper of its own whose order is brought as
// far as the path's first reading says (tests/views/support/refund-world.ts): paid and shipped with
// no refund; a refund applying; a return approved; the whole order refunded; a refusal on an order
// completed since; not paid; or no order in the route at all.
// - done/error of loadRefund, uploadProof, applyRefund and withdrawRefund release the held call
//   (refundAnswers): a load error is the connection dropping; a refused upload is a file that is no
//   picture; a refused application is a refund opened on another device meanwhile, or an amount one
//   cent past what may come back; a refused withdrawal is the merchant refusing it meanwhile.
// - The rest are taps: the proof uploader, Submit (first on the untouched form: the contract's
//   messages, nothing sent; then the choices, the explanation and a picture), the prompt's Confirm
//   and Cancel, Withdraw, Refresh, Retry.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { formatPrice } from '../../../src/ui/format/display-currency'
import type { AppRuntime } from '../../../src/app/runtime'
import { credit } from '../../api/support/shoppers'
import { PARCEL_PNG } from '../../support/pictures'
import { registerAccount } from '../support/accounts'
import { checkoutCallVia, type CheckoutItem } from '../support/checkout'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import { encodeFormData, withMultipartBodies } from '../support/multipart'
import {
  amountToType, APPLY, EXPLANATION, HELD, LOAD, merchantItem, merchantLogin, prepareRefundWorld, refundAnswers, refundOnServer, refundWorldOf,
  SHOP_NOTE, UPLOAD, uploadRefused, WITHDRAW, type RefundPath,
} from '../support/refund-world'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

interface Ctx extends RefundPath {
  transport: ControlledTransport
  runtime: AppRuntime
  toasts: ToastWatch
  /** The form's choices and explanation are filled in. */
  filled: boolean
}

const shared = sharedTestServer()
let item: CheckoutItem
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
const usd = (amount: string) => formatPrice(amount, 'USD', '1', 'en')
const submitButton = () => q<HTMLButtonElement>('button.refund-submit')
/** Proof pictures in the uploader (the failed ones aside). */
const pictures = () => document.querySelectorAll('.refund-proof .adm-image-uploader-cell:not(.adm-image-uploader-cell-fail):not(.adm-image-uploader-upload-button) img').length

/** A picture through the API, the bytes a browser would send (jsdom's FormData is not the server's). */
async function uploadProof(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new File([PARCEL_PNG], 'proof.png', { type: 'image/png' }))
  const { body, contentType } = await encodeFormData(form)
  const res = await shared.server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  return ((await res.json()) as { data: { url: string } }).data.url
}

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (toast) {
    await waitFor(() => expect(ctx.toasts.shown.some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
    ctx.toasts.shown.length = 0
  }
}

/** Chooses a file in the proof uploader: a picture, or a text file dressed as one. */
async function chooseFile(refused: boolean) {
  const input = await found<HTMLInputElement>('.refund-proof input[type=file]')
  const file = refused ? new File(['not a picture'], 'proof.png', { type: 'image/png' }) : new File([PARCEL_PNG], 'proof.png', { type: 'image/png' })
  await act(async () => void fireEvent.change(input, { target: { files: [file] } }))
}

async function choose(name: string) {
  await click(await screen.findByRole('option', { name }))
}

/** The refund as the page shows it after applying or reading it. */
async function showsRefund(ctx: Ctx, badge: string) {
  await effects(ctx)
  await waitFor(() => expect(q('.refund-status-badge')?.textContent).toBe(badge))
  expect(q('.refund-order-sn')?.textContent).toBe(`Order ${ctx.order!.sn}`)
  expect(q('.refund-fact-amount')?.textContent).toBe(usd(ctx.order!.total))
  expect(q('.refund-fact-explanation')?.textContent).toBe(EXPLANATION)
  expect(ctx.transport.isPending(LOAD)).toBe(false)
}

async function stillWaiting(ctx: Ctx) {
  await showsRefund(ctx, 'Applying for refund')
  expect(q('.refund-status-title')?.textContent).toBe('Your refund application has already been submitted')
  expect(await refundOnServer(ctx)).toMatchObject({ status: -4, refund: { status: 'applying' } })
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    item = await merchantItem(call, await merchantLogin(call))
    // jsdom draws no pictures: the uploader's preview of a file on its way needs an object URL.
    URL.createObjectURL ??= () => 'blob:refund-test'
    URL.revokeObjectURL ??= () => {}
  },
  teardown: shared.teardown,
  async start(path) {
    const account = await registerAccount(shared.server)
    const { id } = (await call('GET', '/api/user/getUserInfo', undefined, account.token)).data
    await credit(shared.server.db, id, '100.00')
    const transport = new ControlledTransport(shared.server)
    const ctx: Ctx = {
      call, held: transport, uploadProof, merchant: await merchantLogin(call), token: account.token, kind: refundWorldOf(path), order: null, href: '',
      pictures: 0, transport, runtime: undefined as never, toasts: await watchAppToasts(), filled: false,
    }
    await prepareRefundWorld(ctx, item)
    transport.hold(...HELD)
    setCookie('Admin-Token', account.token)
    ctx.runtime = await renderWithTransport(ctx.href, { fetch: withMultipartBodies(transport.fetch) })
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    ...refundAnswers,
    // The page opens on the route as it mounts: nothing to tap.
    OPEN: async () => {},
    RETRY: async () => {
      await click(await screen.findByRole('button', { name: 'Retry' }))
    },
    REFRESH: async () => {
      await click(await screen.findByRole('button', { name: 'Refresh' }))
    },
    UPLOAD: async (_ctx, _event, { next }) => {
      await chooseFile(uploadRefused(next))
    },
    SUBMIT: async (ctx, _event, { path, index }) => {
      if (!ctx.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await click(submitButton()!)
        await screen.findByText('Please say whether you received the goods')
        expect(screen.getByText('Please choose a reason')).toBeTruthy()
        expect(screen.getByText('Please explain why you want a refund')).toBeTruthy()
        expect(screen.getByText('Please upload proof')).toBeTruthy()
        expect(ctx.transport.isPending(APPLY)).toBe(false)
        await choose('Received')
        await choose('Damaged or faulty')
        await act(async () => void fireEvent.change(screen.getByLabelText('Explanation'), { target: { value: EXPLANATION } }))
        const amount = amountToType(ctx, path, index)
        if (amount) await act(async () => void fireEvent.change(q('.refund-amount input')!, { target: { value: amount } }))
        if (ctx.pictures === 0) {
          await chooseFile(false)
          await ctx.transport.release(UPLOAD, 'pass')
          ctx.pictures++
          await waitFor(() => expect(pictures()).toBe(1))
          await waitFor(() => expect(submitButton()!.disabled).toBe(false))
        }
        ctx.filled = true
      }
      await click(submitButton()!)
    },
    CONFIRM: async () => {
      await click(await screen.findByRole('button', { name: 'Confirm' }))
    },
    CANCEL: async () => {
      await click(await screen.findByRole('button', { name: 'Cancel' }))
    },
    WITHDRAW: async () => {
      await click(await found('button.refund-withdraw'))
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOAD)).toBe(true))
      expect(q('.refund-page .skeleton-paragraph')).not.toBeNull()
      expect(submitButton()).toBeNull()
    },
    loadFailed: async () => {
      await screen.findByText('Failed to load')
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      expect(submitButton()).toBeNull()
    },
    unavailable: async (ctx) => {
      const notice = await found('.refund-unavailable')
      expect(notice.querySelector('.notice-title')?.textContent).toBe(ctx.kind === 'none' ? 'Choose the order to refund from My orders' : 'This order cannot be refunded now')
      expect(notice.querySelector('a')?.getAttribute('href')).toBe(ctx.kind === 'none' ? '/myPurchases' : `/orderInfo/${ctx.order!.id}`)
      expect(submitButton()).toBeNull()
    },
    'form.editing.idle': async (ctx) => {
      await effects(ctx)
      await waitFor(() => expect(isLoading(submitButton())).toBe(false))
      expect(submitButton()!.disabled).toBe(false)
      expect(q('.refund-order-sn')?.textContent).toBe(`Order ${ctx.order!.sn}`)
      expect(screen.getByText(`At most ${usd(ctx.order!.total)}`)).toBeTruthy()
      await waitFor(() => expect(pictures()).toBe(ctx.pictures))
      await waitFor(() => expect(screen.queryByText('Do you want to confirm applying for a refund?')).toBeNull())
      expect(await refundOnServer(ctx)).toMatchObject({ status: 2 })
    },
    'form.editing.uploading': async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(UPLOAD)).toBe(true))
      await waitFor(() => expect(submitButton()!.disabled).toBe(true))
    },
    'form.confirming': async (ctx) => {
      await screen.findByText('Do you want to confirm applying for a refund?')
      expect(ctx.transport.isPending(APPLY)).toBe(false)
      expect(await refundOnServer(ctx)).toMatchObject({ status: 2, refund: null })
    },
    'form.submitting': async (ctx) => {
      await waitFor(() => expect(isLoading(submitButton())).toBe(true))
      await waitFor(() => expect(ctx.transport.isPending(APPLY)).toBe(true))
    },
    submitted: stillWaiting,
    'refund.applying': async (ctx) => {
      await stillWaiting(ctx)
      expect(q<HTMLButtonElement>('button.refund-withdraw')!.disabled).toBe(false)
    },
    'refund.withdrawing': async (ctx) => {
      await waitFor(() => expect(isLoading(q('button.refund-withdraw'))).toBe(true))
      await waitFor(() => expect(ctx.transport.isPending(WITHDRAW)).toBe(true))
    },
    'refund.inProgress': async (ctx) => {
      await showsRefund(ctx, 'Refund in progress')
      expect(q('.refund-fact-type')?.textContent).toBe('Refund and return')
      expect(screen.getByText('The shop agreed: send the goods back, the money follows when they arrive')).toBeTruthy()
      expect(q('button.refund-withdraw')).toBeNull()
    },
    'refund.refunded': async (ctx) => {
      await showsRefund(ctx, 'Refunded')
      expect(screen.getByText('The money is back in your wallet')).toBeTruthy()
      expect(await refundOnServer(ctx)).toMatchObject({ status: -1, refund: { status: 'refunded' } })
    },
    'refund.refused': async (ctx) => {
      await showsRefund(ctx, 'Refund refused')
      expect(q('.refund-shop-note')?.textContent).toBe(`The shop says: ${SHOP_NOTE}`)
      expect(await refundOnServer(ctx)).toMatchObject({ status: 4 })
    },
  },
}
