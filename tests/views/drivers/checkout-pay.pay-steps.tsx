// How the checkout-pay view driver pays with the code (what the pay-with-code machine's one driver,
// tests/drivers/pay-with-code.driver.ts, does at both layers), until checkout-pay has one driver too:
// /checkout of orders waiting pay (`?order_ids=`), each path with
// a shopper of its own whose world is read from the path (tests/views/support/checkout.ts): a
// payment code (none when the path starts without one, the typed one, or another one), money in
// the wallet (credited through the ledger service, as an approved recharge would) unless the path
// starts short (orders past its reach; money arrives meanwhile when it still pays); the balance
// spent on another device (a withdrawal held) when the server refuses for the balance. The
// checkout's driver reuses these steps for how its paying ends; Pay later opens My orders on To pay.
// - done/error of pay release the held call (tests/views/support/checkout-answers.ts): an error
//   without a reason is the connection dropping; notPayable is the orders paid on another device
//   meanwhile; locked is the entries before it made wrong on another device; noPaymentCode the code
//   cleared after the page read the profile (by support: the database, which only this layer reaches).
// - The rest are taps: the code and Pay, Pay later, Pay again, Go to settings, Top up.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { sql } from 'drizzle-orm'
import { formatPrice } from '../../../src/ui/format/display-currency'
import type { AppRuntime } from '../../../src/app/runtime'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { credit } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import { balanceOf, centsOf, checkoutCallVia, findCheckoutCatalogue, moneyOf, stillWaitingPay, type CheckoutCatalogue } from '../support/checkout'
import { checkoutAnswers, CREATE, HELD, LOCKED, orderIdsOf, PAY, payHref, startCheckoutPath, type CheckoutPath } from '../support/checkout-answers'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { StepContext } from '../support/view-driver'

/** What a funded wallet holds: far more than a path's cheap items. */
const FUNDS = '100.00'

export interface CheckoutCtx extends CheckoutPath {
  transport: ControlledTransport
  runtime: AppRuntime
  toasts: ToastWatch
}

export const shared = sharedTestServer()
let catalogue: CheckoutCatalogue
export const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
export const usd = (amount: string) => formatPrice(amount, 'USD', '1', 'en')
const location = (ctx: CheckoutCtx) => ctx.runtime.router.state.location
const searchValue = (href: string, key: string) => new URL(href, 'http://localhost').searchParams.get(key)?.replace(/^"(.*)"$/, '$1') ?? null

export async function effects(ctx: CheckoutCtx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (toast) {
    await waitFor(() => expect(ctx.toasts.shown.some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
    ctx.toasts.shown.length = 0
  }
}

export const sheet = () => q('.pay-sheet')
const codeInput = () => q<HTMLInputElement>('.pay-sheet .pay-code input')
const payButton = () => q<HTMLButtonElement>('.pay-sheet button.pay-submit')
export const text = (selector: string) => q(selector)?.textContent ?? null

function sameKey(ctx: CheckoutCtx) {
  expect(ctx.payKeys.length).toBeGreaterThan(0)
  expect(new Set(ctx.payKeys).size, 'every attempt to pay these orders carries one Idempotency-Key').toBe(1)
}

export async function opened(ctx: CheckoutCtx, pathname: string) {
  const href = ctx.opened
  ctx.opened = undefined
  if (!href) return false
  await waitFor(() => expect(location(ctx).pathname).toBe(pathname))
  expect(searchValue(location(ctx).href, 'redirect'), 'back to pay these orders afterwards').toBe(href)
  return true
}

export async function setupCheckout() {
  await shared.setup()
  catalogue = await findCheckoutCatalogue(call)
}

/** A shopper of its own in the world of `path`, and /checkout opened for it, its calls held. */
export async function startCheckout(path: GeneratedPath): Promise<CheckoutCtx> {
  const { token } = await registerAccount(shared.server)
  const { id } = (await call('GET', '/api/user/getUserInfo', undefined, token)).data
  const transport = new ControlledTransport(shared.server)
  const newShopper = async () => (await registerAccount(shared.server)).token
  const clearCode = async () => void (await shared.server.db.execute(sql`update users set payment_code_hash = null where id = ${id}`))
  const fund = async () => void (await credit(shared.server.db, id, FUNDS))
  const { href, state } = await startCheckoutPath(path, { call, catalogue, newShopper, held: transport, token, clearCode, fund })
  const ctx: CheckoutCtx = { ...state, transport, runtime: undefined as never, toasts: await watchAppToasts() }
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
  // Loading reads the profile first, then asks for what it holds; the first page of a run also loads its code.
  await waitFor(() => expect(ctx.transport.isPending(ctx.load)).toBe(true), { timeout: 30_000 })
  return ctx
}

export async function stopCheckout(ctx: CheckoutCtx) {
  ctx.toasts.stop()
  ctx.runtime?.session.stop()
}

type Step = (ctx: CheckoutCtx, event: { type: string } & Record<string, unknown>, step: StepContext) => Promise<void>

/** The taps and answers of paying with the code. */
export const payEvents: Record<string, Step> = {
  'xstate.done.actor.pay': checkoutAnswers['xstate.done.actor.pay']!,
  'xstate.error.actor.pay': checkoutAnswers['xstate.error.actor.pay']!,
  PAY: async (ctx, event) => {
    if (event.code === '') ctx.toast = 'Please enter payment password'
    await found('.pay-sheet .pay-code input:not([disabled])')
    await act(async () => void fireEvent.change(codeInput()!, { target: { value: String(event.code) } }))
    await click(payButton()!)
  },
  RETRY: async () => {
    await click(await found('button.pay-retry'))
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
}

async function unpaid(ctx: CheckoutCtx) {
  await effects(ctx)
  if (!ctx.paidElsewhere) {
    // Pay later: My orders opens on To pay, where the orders wait with the time left to pay.
    await waitFor(() => expect(location(ctx).pathname).toBe('/myPurchases/0'))
    for (const order of ctx.orders!.orders) {
      // The first opening of My orders loads its page's code: more than a usual wait on a loaded host.
      const card = await waitFor(() => {
        const element = q(`.order-card[data-order-id="${order.id}"]`)
        expect(element, `order ${order.id} in To pay`).not.toBeNull()
        return element!
      }, { timeout: 30_000 })
      expect(card.querySelector('.pay-countdown')?.textContent).toMatch(/^Pay within \d\d:\d\d$/)
    }
    expect(await stillWaitingPay(call, ctx.token, orderIdsOf(ctx))).toBe(true)
    return
  }
  await found('.pay-outcome.pay-unpaid')
  // Paid on another device meanwhile: not "waiting for payment" any more.
  expect(text('.pay-unpaid .outcome-title')).toBe(ctx.paidElsewhere ? 'These orders are no longer waiting for payment' : 'Your orders are waiting for payment')
  expect(sheet()).toBeNull()
  expect(await stillWaitingPay(call, ctx.token, orderIdsOf(ctx))).toBe(!ctx.paidElsewhere)
}

/** What paying with the code looks like in each of its states. */
export const payStates: Record<string, (ctx: CheckoutCtx) => Promise<void>> = {
  entry: async (ctx) => {
    await effects(ctx)
    await found('.pay-sheet')
    await waitFor(() => expect(isLoading(payButton())).toBe(false))
    expect(text('.pay-sheet .pay-amount')).toBe(usd(ctx.orders!.total))
    // The balance it is paid from, and the time left before the orders are cancelled.
    expect(text('.pay-sheet .pay-balance')).toBe(`Balance ${usd(ctx.balance)}`)
    expect(text('.pay-sheet .pay-deadline')).toMatch(/^Pay within \d\d:\d\d$/)
    expect(codeInput()!.disabled).toBe(false)
    expect(codeInput()!.value, 'the code field starts empty').toBe('')
    expect(payButton()!.disabled).toBe(false)
    expect(q('.pay-sheet .pay-failed')).toBeNull()
    expect(ctx.transport.isPending(PAY)).toBe(false)
    // The orders wait for the code.
    expect(await stillWaitingPay(call, ctx.token, orderIdsOf(ctx))).toBe(true)
  },
  paying: async (ctx) => {
    await found('.pay-sheet')
    await waitFor(() => expect(isLoading(payButton())).toBe(true))
    expect(codeInput()!.disabled).toBe(true)
    await waitFor(() => expect(ctx.transport.isPending(PAY)).toBe(true))
    sameKey(ctx)
  },
  failed: async (ctx) => {
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
  shortBalance: async (ctx) => {
    if (await opened(ctx, '/topUp')) return
    await found('.pay-outcome.pay-insufficientBalance')
    expect(text('.pay-insufficientBalance .outcome-title')).toBe('Insufficient balance')
    expect(sheet(), 'said before any code is typed, or after the server refused').toBeNull()
    expect(text('.refusal-balance')).toBe(usd(ctx.balance))
    expect(text('.refusal-amount')).toBe(usd(ctx.orders!.total))
    expect(text('button.go-top-up')).toBe('Top up')
    expect(text('.pay-insufficientBalance button.pay-retry')).toBe('Pay again')
  },
  locked: async () => {
    await found('.pay-outcome.pay-locked')
    expect(text('.pay-locked .outcome-title')).toBe(LOCKED)
    expect(text('.pay-locked .pay-opens-at')).toMatch(/^Paying opens again at \d\d:\d\d/)
  },
  paid: async (ctx) => {
    await found('.pay-outcome.pay-paid')
    expect(text('.pay-paid .outcome-title')).toBe('Payment successful')
    const rows = [...document.querySelectorAll('.paid-order')].map((row) => row.textContent)
    expect(rows).toEqual(ctx.orders!.orders.map((o) => `Order ${o.sn}Waiting for delivery${usd(o.total)}`))
    const left = moneyOf(centsOf(ctx.balance) - centsOf(ctx.orders!.total))
    expect(text('.paid-balance')).toBe(`Balance left ${usd(left)}`)
    expect(await balanceOf(call, ctx.token)).toBe(left)
  },
  left: unpaid,
  refused: unpaid,
}
