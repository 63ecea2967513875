// The checkout and pay machine through /checkout, each path with a shopper of its own whose world
// is read from the path (tests/views/support/checkout.ts): orders waiting pay (`?order_ids=`), bag
// lines of two shops with two addresses (`?cart_ids=`), or one item bought now without an address;
// a payment code (none, the typed one, or another one); money in the wallet when the path pays
// (credited through the ledger service, as an approved recharge would), orders past its reach when
// the path is refused for the balance.
// - done/error of loadCheckout, previewPromo, createOrders and pay release the held call, as at the
//   browser layer (tests/views/support/checkout-answers.ts): an error of loading or paying without
//   a reason is the connection dropping; a refused promo is WELCOME10 used on another device
//   meanwhile; a refused create is another shopper buying all but one of the first line;
//   notPayable is the orders paid on another device meanwhile; locked is the entries before it
//   made wrong on another device.
// - The rest are taps: the address card and another address, the promo field and Apply / Remove,
//   Submit order, the code and Pay, Pay later, Retry / Pay again, Go to settings, Top up.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { formatPrice } from '../../../src/ui/format/display-currency'
import type { AppRuntime } from '../../../src/app/runtime'
import { credit } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import { balanceOf, centsOf, checkoutCallVia, findCheckoutCatalogue, moneyOf, stillWaitingPay, type CheckoutCatalogue } from '../support/checkout'
import {
  checkoutAnswers, CREATE, HELD, LOCKED, orderIdsOf, PAY, payHref, PREVIEW, shownCheckout, startCheckoutPath, type CheckoutPath,
} from '../support/checkout-answers'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

/** What a funded wallet holds: far more than a path's cheap items. */
const FUNDS = '100.00'

interface Ctx extends CheckoutPath {
  transport: ControlledTransport
  runtime: AppRuntime
  toasts: ToastWatch
}

const shared = sharedTestServer()
let catalogue: CheckoutCatalogue
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
const usd = (amount: string) => formatPrice(amount, 'USD', '1', 'en')
const location = (ctx: Ctx) => ctx.runtime.router.state.location
const searchValue = (href: string, key: string) => new URL(href, 'http://localhost').searchParams.get(key)?.replace(/^"(.*)"$/, '$1') ?? null

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (toast) {
    await waitFor(() => expect(ctx.toasts.shown.some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
    ctx.toasts.shown.length = 0
  }
}

// Parts of the page.
const card = () => q('.address-card')
const promoInput = () => q<HTMLInputElement>('.promo-input input')
const applyButton = () => q<HTMLButtonElement>('button.promo-apply')
const submitButton = () => q<HTMLButtonElement>('button.checkout-submit')
const sheet = () => q('.pay-sheet')
const codeInput = () => q<HTMLInputElement>('.pay-sheet .pay-code input')
const payButton = () => q<HTMLButtonElement>('.pay-sheet button.pay-submit')
const text = (selector: string) => q(selector)?.textContent ?? null

/** The orders of the checkout, the figures and the total, as the server computes them. */
async function showsCheckout(ctx: Ctx) {
  const preview = shownCheckout(ctx)
  const all = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent)
  // What the page shows once it has caught up with the last answer.
  await waitFor(() => expect({
    shops: all('.checkout-order .checkout-shop'),
    totals: all('.checkout-order .order-total'),
    subtotal: text('.checkout-subtotal'),
    discount: text('.checkout-discount'),
    total: text('.checkout-total'),
  }).toEqual({
    shops: preview.orders.map((o: { shop: { name: string } }) => o.shop.name),
    totals: preview.orders.map((o: { total: string }) => usd(o.total)),
    subtotal: usd(preview.subtotal),
    discount: `−${usd(preview.discount)}`,
    total: usd(preview.total),
  }))
}

async function ready(ctx: Ctx) {
  await effects(ctx)
  await showsCheckout(ctx)
  expect(sheet(), 'no code entry before the orders exist').toBeNull()
}

async function codeEntry(ctx: Ctx) {
  await effects(ctx)
  await found('.pay-sheet')
  await waitFor(() => expect(isLoading(payButton())).toBe(false))
  expect(text('.pay-sheet .pay-amount')).toBe(usd(ctx.orders!.total))
  expect(codeInput()!.disabled).toBe(false)
  expect(codeInput()!.value, 'the code field starts empty').toBe('')
  expect(payButton()!.disabled).toBe(false)
  expect(q('.pay-sheet .pay-failed')).toBeNull()
  expect(ctx.transport.isPending(PAY)).toBe(false)
  // The orders wait for the code.
  expect(await stillWaitingPay(call, ctx.token, orderIdsOf(ctx))).toBe(true)
}

function sameKey(ctx: Ctx) {
  expect(ctx.payKeys.length).toBeGreaterThan(0)
  expect(new Set(ctx.payKeys).size, 'every attempt to pay these orders carries one Idempotency-Key').toBe(1)
}

async function opened(ctx: Ctx, pathname: string) {
  const href = ctx.opened
  ctx.opened = undefined
  if (!href) return false
  await waitFor(() => expect(location(ctx).pathname).toBe(pathname))
  expect(searchValue(location(ctx).href, 'redirect'), 'back to pay these orders afterwards').toBe(href)
  return true
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    catalogue = await findCheckoutCatalogue(call)
  },
  teardown: shared.teardown,
  async start(path) {
    const { token } = await registerAccount(shared.server)
    const transport = new ControlledTransport(shared.server)
    const newShopper = async () => (await registerAccount(shared.server)).token
    const { href, state } = await startCheckoutPath(path, { call, catalogue, newShopper, held: transport, token }, async () => {
      const { id } = (await call('GET', '/api/user/getUserInfo', undefined, token)).data
      await credit(shared.server.db, id, FUNDS)
    })
    const ctx: Ctx = { ...state, transport, runtime: undefined as never, toasts: await watchAppToasts() }
    transport.hold(...HELD)
    setCookie('Admin-Token', token)
    // The page's calls, as sent: the key of each payment; the orders a checkout created.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
      const key = `${request.method} ${new URL(request.url).pathname}`
      if (key === PAY) ctx.payKeys.push(request.headers.get('Idempotency-Key') ?? '')
      const response = await transport.fetch(request)
      if (key === CREATE) {
        const answer = await response.clone().json()
        if (answer.code === 1) ctx.orders = answer.data
      }
      return response
    }
    ctx.runtime = await renderWithTransport(href, { fetch })
    await driver.states.loading!(ctx)
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    ...checkoutAnswers,
    RETRY: async () => {
      await click(await found('button.checkout-retry, button.pay-retry'))
    },
    CHOOSE_ADDRESS: async (ctx) => {
      await click(await found('button.address-card:not([disabled])'))
      // Another of the shopper's addresses than the one shown.
      const other = ctx.addresses.find((a) => a.id !== ctx.addressId)!
      const option = await waitFor(() => {
        const button = [...document.querySelectorAll('button.address-option')].find((b) => b.textContent?.includes(other.detail))
        expect(button).toBeDefined()
        return button!
      })
      await click(option)
      ctx.addressId = other.id
    },
    APPLY_PROMO: async (ctx, event) => {
      await act(async () => void fireEvent.change(promoInput()!, { target: { value: event.code } }))
      await click(applyButton()!)
    },
    REMOVE_PROMO: async (ctx) => {
      await click(await found('button.promo-remove'))
      ctx.promoPreview = null
    },
    SUBMIT: async (ctx) => {
      if (ctx.addressId === null) ctx.toast = 'Please choose shipping address'
      await click(submitButton()!)
    },
    PAY: async (ctx, event) => {
      if (event.code === '') ctx.toast = 'Please enter payment password'
      await act(async () => void fireEvent.change(codeInput()!, { target: { value: event.code } }))
      await click(payButton()!)
    },
    SET_CODE: async (ctx) => {
      ctx.opened = payHref(ctx)
      await click(await found('button.go-set-code'))
    },
    TOP_UP: async (ctx) => {
      ctx.opened = payHref(ctx)
      await click(await found('button.go-top-up'))
    },
    LEAVE: async () => {
      await click(await found('button.pay-later:not([disabled])'))
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(ctx.load)).toBe(true))
      expect(q('.page-skeleton-image')).not.toBeNull()
      expect(q('.checkout-page')).toBeNull()
    },
    loadFailed: async (ctx) => {
      await effects(ctx)
      await screen.findByText('Failed to load')
      expect(q('button.checkout-retry')!.textContent).toBe('Retry')
      expect(q('.checkout-order')).toBeNull()
    },
    'ready.address.unchosen': async (ctx) => {
      await ready(ctx)
      // A shopper without addresses is offered to add one.
      expect((await found('a.address-add')).textContent).toBe('Add a shipping address')
      expect(submitButton()!.disabled).toBe(false)
    },
    'ready.address.chosen': async (ctx) => {
      await ready(ctx)
      const chosen = ctx.addresses.find((a) => a.id === ctx.addressId)!
      await waitFor(() => expect(card()?.textContent).toContain(chosen.detail))
      expect(card()!.textContent).toContain(chosen.addressee)
    },
    'ready.promo.none': async (ctx) => {
      await ready(ctx)
      await waitFor(() => expect(isLoading(applyButton())).toBe(false))
      expect(promoInput()!.disabled).toBe(false)
      expect(q('button.promo-remove')).toBeNull()
      expect(ctx.transport.isPending(PREVIEW)).toBe(false)
      expect(isLoading(submitButton())).toBe(false)
    },
    'ready.promo.applying': async (ctx) => {
      await waitFor(() => expect(isLoading(applyButton())).toBe(true))
      expect(promoInput()!.disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(PREVIEW)).toBe(true))
      // Without an address, Submit still says to choose one.
      expect(submitButton()!.disabled, 'no submit while the promo is checked').toBe(ctx.addressId !== null)
    },
    'ready.promo.applied': async (ctx) => {
      await ready(ctx)
      await screen.findByText(`Promo code ${ctx.promoPreview.promo_code} applied`)
      expect(q<HTMLButtonElement>('button.promo-remove')!.disabled).toBe(false)
      expect(centsOf(ctx.promoPreview.discount)).toBeGreaterThan(0n)
      expect(moneyOf(centsOf(ctx.preview.total) - centsOf(ctx.promoPreview.discount))).toBe(ctx.promoPreview.total)
    },
    creating: async (ctx) => {
      await waitFor(() => expect(isLoading(submitButton())).toBe(true))
      expect(submitButton()!.disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(CREATE)).toBe(true))
    },
    codeEntry: codeEntry,
    paying: async (ctx) => {
      await found('.pay-sheet')
      await waitFor(() => expect(isLoading(payButton())).toBe(true))
      expect(codeInput()!.disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(PAY)).toBe(true))
      sameKey(ctx)
    },
    payFailed: async (ctx) => {
      await effects(ctx)
      await screen.findByText(/^No answer came back: the payment may not have gone through/)
      expect(q('.pay-sheet button.pay-retry')!.textContent).toBe('Pay again')
      expect(codeInput(), 'the code is kept for the retry, not asked again').toBeNull()
      sameKey(ctx)
    },
    noPaymentCode: async (ctx) => {
      if (await opened(ctx, '/changePayPwd')) return
      await found('.pay-outcome.pay-noPaymentCode')
      expect(text('.pay-noPaymentCode .outcome-title')).toBe('You have not set payment password?')
      expect(text('button.go-set-code')).toBe('Go to settings')
      expect(sheet()).toBeNull()
    },
    insufficientBalance: async (ctx) => {
      if (await opened(ctx, '/topUp')) return
      await found('.pay-outcome.pay-insufficientBalance')
      expect(text('.pay-insufficientBalance .outcome-title')).toBe('Insufficient balance')
      expect(text('.refusal-balance')).toBe(usd(ctx.balance))
      expect(text('.refusal-amount')).toBe(usd(ctx.orders!.total))
      expect(text('button.go-top-up')).toBe('Top up')
      expect(text('.pay-insufficientBalance button.pay-retry')).toBe('Pay again')
    },
    locked: async () => {
      await found('.pay-outcome.pay-locked')
      expect(text('.pay-locked .outcome-title')).toBe(LOCKED)
    },
    paid: async (ctx) => {
      await found('.pay-outcome.pay-paid')
      expect(text('.pay-paid .outcome-title')).toBe('Payment successful')
      const rows = [...document.querySelectorAll('.paid-order')].map((row) => row.textContent)
      expect(rows).toEqual(ctx.orders!.orders.map((o) => `Order ${o.sn}Waiting for delivery${usd(o.total)}`))
      const left = moneyOf(centsOf(ctx.balance) - centsOf(ctx.orders!.total))
      expect(text('.paid-balance .price')).toBe(usd(left))
      expect(await balanceOf(call, ctx.token)).toBe(left)
    },
    unpaid: async (ctx) => {
      await effects(ctx)
      await found('.pay-outcome.pay-unpaid')
      // Paid on another device meanwhile: not "waiting for payment" any more.
      expect(text('.pay-unpaid .outcome-title')).toBe(ctx.paidElsewhere ? 'These orders are no longer waiting for payment' : 'Your orders are waiting for payment')
      expect(sheet()).toBeNull()
      expect(await stillWaitingPay(call, ctx.token, orderIdsOf(ctx))).toBe(!ctx.paidElsewhere)
    },
  },
}
