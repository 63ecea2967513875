// The recharge machine through /topUp, /cardTopUp and /walletTopUp, each path with a shopper of its
// own (tests/views/support/recharge-world.ts): from the wallet, or, when the path submits, from the
// checkout of an order the wallet cannot pay, to go back there once the recharge is submitted.
// - OPEN is a tap on /topUp: "Bank card transfer" or "On chain (USDT)", as the event names.
// - done/error of loadChannels, uploadEvidence and submitRecharge release the held call: a load
//   error is the connection dropping; no channel at all is the platform closing its bank account
//   and networks meanwhile (as an operator would, in the database: no call does it yet); a refused
//   upload is a file that is no picture; a refused recharge an amount one cent above the maximum.
// - done/error of copyText release the page's clipboard write (jsdom has no clipboard: the test's
//   own stands in for the browser's, passing the text on or refusing like a denied permission).
//   COPY on a page that is not a secure context sets window.isSecureContext false first.
// - SUBMIT first taps Submit on the untouched form (the contract's messages, nothing sent), then
//   fills it: the network, the sending address, the amount and the evidence picture.
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { PARCEL_PNG } from '../../support/pictures'
import { registerAccount } from '../support/accounts'
import { checkoutCallVia, type CheckoutItem } from '../support/checkout'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import { withMultipartBodies } from '../support/multipart'
import { merchantItem, merchantLogin } from '../support/refund-world'
import {
  amountToType, carried, copyTarget, firstNetwork, HELD, inWallet, LOAD, METHOD_LINK, methodOf, OTHER_METHOD, PAGE, prepareRechargeWorld, readChannels,
  rechargeAnswers, rechargesOnServer, SENDING_ADDRESS, startHref, storedAmount, SUBMIT, UNAVAILABLE, UPLOAD, uploadRefused, type Channels,
  type HeldClipboard, type RechargePath,
} from '../support/recharge-world'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

interface Ctx extends RechargePath {
  transport: ControlledTransport
  runtime: AppRuntime
  toasts: ToastWatch
  jsdomClipboard: JsdomClipboard
  /** The amount the form was sent with last. */
  typed: string | null
  closed: boolean
}

const shared = sharedTestServer()
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
let item: CheckoutItem
let channels: Channels
const submitButton = () => q<HTMLButtonElement>('button.recharge-submit')
const copyButton = () => q<HTMLButtonElement>('button.recharge-copy')
/** Evidence pictures in the uploader. */
const pictures = () => document.querySelectorAll('.recharge-evidence .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').length

/** The clipboard jsdom lacks: each write waits for the test, then keeps the text or is refused. */
class JsdomClipboard implements HeldClipboard {
  private pending: Array<{ text: string; resolve(): void; reject(error: unknown): void }> = []
  private arrivals: Array<() => void> = []
  private written = ''
  readonly writeText = (text: string) =>
    new Promise<void>((resolve, reject) => {
      this.pending.push({ text, resolve, reject })
      this.arrivals.splice(0).forEach((notify) => notify())
    })
  isPending = () => this.pending.length > 0
  async release(outcome: 'pass' | 'fail') {
    if (!this.isPending()) await new Promise<void>((arrived) => this.arrivals.push(arrived))
    const write = this.pending.shift()!
    if (outcome === 'pass') {
      this.written = write.text
      write.resolve()
    } else {
      write.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    }
  }
  text = async () => this.written
}

/** Whether the page is a secure context, as jsdom (which has no such flag) should say. */
function setSecureContext(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true })
}

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (toast) {
    await waitFor(() => expect(ctx.toasts.shown.some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
    ctx.toasts.shown.length = 0
  }
  const copied = ctx.copied
  ctx.copied = undefined
  if (copied) expect(await ctx.clipboard.text()).toBe(copied)
}

/** Chooses a file in the evidence uploader: a picture, or a text file dressed as one. */
async function chooseFile(refused: boolean) {
  const input = await found<HTMLInputElement>('.recharge-evidence input[type=file]')
  const file = refused ? new File(['not a picture'], 'evidence.png', { type: 'image/png' }) : new File([PARCEL_PNG], 'evidence.png', { type: 'image/png' })
  await act(async () => void fireEvent.change(input, { target: { files: [file] } }))
}

/** On /walletTopUp: the first network chosen, its deposit address shown. */
async function chooseNetwork(ctx: Ctx) {
  if (ctx.method !== 'chain' || ctx.network) return
  const network = firstNetwork(ctx)
  await click(await screen.findByRole('option', { name: network.name }))
  ctx.network = network.code
  await waitFor(() => expect(q('.recharge-address')?.textContent).toBe(network.address))
}

const type = (selector: string, value: string) => act(async () => void fireEvent.change(q(`${selector} input`)!, { target: { value } }))

/** What the page shows of where to send the money. */
function showsWhereToPay(ctx: Ctx) {
  if (ctx.method === 'manual') {
    expect(q('.recharge-bank-name')?.textContent).toBe(ctx.channels.bank!.name)
    expect(q('.recharge-bank-holder')?.textContent).toBe(ctx.channels.bank!.holder)
    expect(q('.recharge-account-no')?.textContent).toBe(ctx.channels.bank!.account_no)
    return
  }
  expect([...document.querySelectorAll('.recharge-form [role=option]')].map((o) => o.textContent)).toEqual(ctx.channels.networks.map((n) => n.name))
  expect(screen.getByText('Deposits via DEX, BSC and HECO are not supported')).toBeTruthy()
  expect(screen.getByText('Choose the same network as the withdrawal platform')).toBeTruthy()
  if (ctx.network) expect(q('.recharge-address')?.textContent).toBe(copyTarget(ctx))
  else expect(screen.getByText('Choose a network to see its deposit address')).toBeTruthy()
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    item = await merchantItem(call, await merchantLogin(call))
    channels = await readChannels(call, (await registerAccount(shared.server)).token)
    // jsdom draws no pictures: the uploader's preview of a file on its way needs an object URL.
    URL.createObjectURL ??= () => 'blob:recharge-test'
    URL.revokeObjectURL ??= () => {}
  },
  teardown: shared.teardown,
  async start(path) {
    const account = await registerAccount(shared.server)
    const transport = new ControlledTransport(shared.server)
    const clipboard = new JsdomClipboard()
    const ctx: Ctx = {
      call, held: transport, clipboard, token: account.token, method: methodOf(path), redirect: null, channels, pictures: 0, network: null,
      filled: false, transport, runtime: undefined as never, toasts: await watchAppToasts(), jsdomClipboard: clipboard, typed: null, closed: false,
      closeChannels: async () => {
        await shared.server.db.execute(sql`update deposit_channels set enabled = false`)
        ctx.closed = true
      },
    }
    await prepareRechargeWorld(ctx, path, item)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard.writeText }, configurable: true })
    setSecureContext(true)
    transport.hold(...HELD)
    setCookie('Admin-Token', account.token)
    ctx.runtime = await renderWithTransport(startHref(ctx), { fetch: withMultipartBodies(transport.fetch) })
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
    if (ctx.closed) await shared.server.db.execute(sql`update deposit_channels set enabled = true`)
  },
  events: {
    ...rechargeAnswers,
    // A tap on the way to recharge the event names; the checkout to go back to goes along.
    OPEN: async (ctx) => {
      const link = await screen.findByRole('link', { name: new RegExp(`^${METHOD_LINK[ctx.method].replace(/[()]/g, '\\$&')}`) })
      expect(link.getAttribute('href')).toBe(`${PAGE[ctx.method]}${carried(ctx)}`)
      expect(screen.getByRole('link', { name: 'Recharge record' }).getAttribute('href')).toBe('/topUpRecord')
      await click(link)
    },
    RETRY: async () => {
      await click(await screen.findByRole('button', { name: 'Retry' }))
    },
    UPLOAD: async (_ctx, _event, { next }) => {
      await chooseFile(uploadRefused(next))
    },
    COPY: async (ctx, event) => {
      await chooseNetwork(ctx)
      if (!event.secure) {
        // A page served over plain HTTP: no copying there (notAllowCopy, docs/product/rules.md#messages).
        setSecureContext(false)
        ctx.toast = 'This operation is not supported by non-HTTPS protocol'
      }
      await click(copyButton()!)
    },
    SUBMIT: async (ctx, _event, { path, index }) => {
      if (!ctx.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await click(submitButton()!)
        await screen.findByText('Please fill correct amount')
        expect(screen.getByText('Please upload payment evidence')).toBeTruthy()
        if (ctx.method === 'chain') {
          expect(screen.getByText('Please choose charge network')).toBeTruthy()
          expect(screen.getByText('Please fill recharge address')).toBeTruthy()
        }
        expect(ctx.transport.isPending(SUBMIT)).toBe(false)
        await chooseNetwork(ctx)
        if (ctx.method === 'chain') await type('.recharge-from-address', SENDING_ADDRESS)
        if (ctx.pictures === 0) {
          await chooseFile(false)
          await ctx.transport.release(UPLOAD, 'pass')
          ctx.pictures = 1
          await waitFor(() => expect(pictures()).toBe(1))
          await waitFor(() => expect(submitButton()!.disabled).toBe(false))
        }
        ctx.filled = true
      }
      ctx.typed = amountToType(ctx, path, index)
      await type('.recharge-amount', ctx.typed)
      await click(submitButton()!)
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOAD)).toBe(true))
      expect(ctx.runtime.router.state.location.href).toBe(`${PAGE[ctx.method]}${carried(ctx)}`)
      expect(q('.recharge-page .skeleton-paragraph')).not.toBeNull()
      expect(submitButton()).toBeNull()
    },
    loadFailed: async () => {
      await screen.findByText('Failed to load')
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      expect(submitButton()).toBeNull()
    },
    unavailable: async (ctx) => {
      const notice = await found('.recharge-unavailable')
      expect(notice.querySelector('.notice-title')?.textContent).toBe(UNAVAILABLE[ctx.method])
      const other = notice.querySelector('a')!
      expect(other.textContent).toBe(OTHER_METHOD[ctx.method].text)
      expect(other.getAttribute('href')).toBe(`${OTHER_METHOD[ctx.method].page}${carried(ctx)}`)
      expect(submitButton()).toBeNull()
    },
    'form.idle': async (ctx) => {
      await effects(ctx)
      await waitFor(() => expect(isLoading(submitButton())).toBe(false))
      expect(submitButton()!.disabled).toBe(false)
      showsWhereToPay(ctx)
      expect(screen.getByText(`At most ${inWallet(ctx.channels.max_amount)} per recharge`)).toBeTruthy()
      await waitFor(() => expect(pictures()).toBe(ctx.pictures))
      if (copyButton()) await waitFor(() => expect(isLoading(copyButton())).toBe(false))
      if (ctx.typed) expect(q<HTMLInputElement>('.recharge-amount input')!.value).toBe(ctx.typed)
      expect(await rechargesOnServer(ctx)).toEqual([])
    },
    'form.uploading': async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(UPLOAD)).toBe(true))
      await waitFor(() => expect(submitButton()!.disabled).toBe(true))
    },
    'form.copying': async (ctx) => {
      await waitFor(() => expect(ctx.jsdomClipboard.isPending()).toBe(true))
      await waitFor(() => expect(isLoading(copyButton())).toBe(true))
      expect(submitButton()!.disabled).toBe(true)
    },
    submitting: async (ctx) => {
      await waitFor(() => expect(isLoading(submitButton())).toBe(true))
      await waitFor(() => expect(ctx.transport.isPending(SUBMIT)).toBe(true))
    },
    submitted: async (ctx) => {
      await effects(ctx)
      await screen.findByText('Recharge submitted')
      expect(q('.recharge-status-badge')?.textContent).toBe('Waiting for review')
      const amount = storedAmount(ctx.typed!)
      expect(q('.recharge-fact-amount')?.textContent).toBe(inWallet(amount))
      expect(q('.recharge-fact-method')?.textContent).toBe(METHOD_LINK[ctx.method])
      const [row, ...others] = await rechargesOnServer(ctx)
      expect(others).toEqual([])
      expect(row).toMatchObject({ status: 0, method: ctx.method, amount })
      if (ctx.method === 'chain') {
        expect(row).toMatchObject({ network: ctx.network, address: SENDING_ADDRESS })
        expect(q('.recharge-fact-network')?.textContent).toBe(firstNetwork(ctx).name)
        expect(q('.recharge-fact-address')?.textContent).toBe(SENDING_ADDRESS)
      }
      expect(screen.getByRole('link', { name: 'Recharge record' }).getAttribute('href')).toBe('/topUpRecord')
      // Back to the checkout the shopper came from (the recharge is final: nothing follows it here).
      await click(screen.getByRole('button', { name: 'Back to where you were' }))
      await waitFor(() => expect(ctx.runtime.router.state.location.href).toBe(ctx.redirect))
    },
  },
}
