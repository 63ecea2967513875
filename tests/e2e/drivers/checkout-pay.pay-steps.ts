// How the checkout-pay browser driver pays with the code (what the pay-with-code machine's one
// driver, tests/drivers/pay-with-code.driver.ts, does at both layers), until checkout-pay has one
// driver too: Chromium, through /checkout of orders waiting pay (`?order_ids=`),
// each path with a new shopper whose world is read from the path (tests/views/support/checkout.ts):
// a payment code (none when the path starts without one, the typed one, or another one). Money: the
// demo server's play money every new shopper gets (WELCOME_CREDIT), orders past its reach when the
// path starts short, the balance spent on another device (a withdrawal held) when the server
// refuses for the balance. The checkout's browser driver reuses these steps; Pay later opens My
// orders on To pay.
// - done/error of pay release the held call, as at the view layer
//   (tests/views/support/checkout-answers.ts): an error without a reason is the connection
//   dropping; notPayable is the orders paid on another device meanwhile; locked is the entries
//   before it made wrong on another device.
// - The rest are taps: the code and Pay, Pay later, Pay again, Go to settings, Top up.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { formatPrice } from '../../../src/ui/format/display-currency'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { balanceOf, centsOf, moneyOf, stillWaitingPay } from '../../views/support/checkout'
import { checkoutAnswers, CREATE, HELD, LOCKED, orderIdsOf, PAY, payHref, startCheckoutPath, type CheckoutPath } from '../../views/support/checkout-answers'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver, BrowserStepContext } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, checkoutCatalogue, recordToasts, type PageToasts } from '../support/checkout'

export interface CheckoutCtx extends CheckoutPath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
}

export const usd = (amount: string) => formatPrice(amount, 'USD', '1', 'en')
export const at = (s: CheckoutCtx, selector: string) => s.page.locator(selector).first()
export const textOf = (s: CheckoutCtx, selector: string) => at(s, selector).textContent()
export const classOf = async (s: CheckoutCtx, selector: string) => (await at(s, selector).getAttribute('class')) ?? ''
export const count = (s: CheckoutCtx, selector: string) => s.page.locator(selector).count()

export async function effects(s: CheckoutCtx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

function sameKey(s: CheckoutCtx) {
  expect(s.payKeys.length).toBeGreaterThan(0)
  expect(new Set(s.payKeys).size, 'every attempt to pay these orders carries one Idempotency-Key').toBe(1)
}

export async function opened(s: CheckoutCtx, pathname: string) {
  const href = s.opened
  s.opened = undefined
  if (!href) return false
  await s.page.waitForURL((url) => url.pathname === pathname)
  expect(new URL(s.page.url()).searchParams.get('redirect')?.replace(/^"(.*)"$/, '$1'), 'back to pay these orders afterwards').toBe(href)
  return true
}

/** A new shopper in the world of `path`, and /checkout opened for it in a phone, its calls held. */
export async function startCheckout(browser: Parameters<BrowserDriver<CheckoutCtx>['start']>[0], baseURL: string, path: GeneratedPath): Promise<CheckoutCtx> {
  const call = checkoutCall(baseURL)
  const { token } = await newAccount(baseURL)
  const { context, page } = await openPhone(browser, baseURL)
  const transport = new BrowserTransport(page)
  const newShopper = async () => (await newAccount(baseURL)).token
  // Money: the play money every new shopper of the demo server has.
  const base = { call, catalogue: await checkoutCatalogue(baseURL), newShopper, held: transport, token, fund: async () => {} }
  const { href, state } = await startCheckoutPath(path, base).catch(async (error) => {
    await context.close()
    throw error
  })
  const s: CheckoutCtx = { ...state, context, page, transport, toasts: await recordToasts(page) }
  await s.transport.hold(...HELD)
  // The page's calls, as sent: the key of each payment; the orders a checkout created.
  page.on('request', (request) => {
    if (`${request.method()} ${new URL(request.url()).pathname}` === PAY) s.payKeys.push(request.headers()['idempotency-key'] ?? '')
  })
  page.on('response', async (response) => {
    if (`${response.request().method()} ${new URL(response.url()).pathname}` !== CREATE) return
    const answer = await response.json().catch(() => null)
    if (answer?.code === 1) s.orders = answer.data
  })
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
  await page.goto(href)
  await expect.poll(() => s.transport.isPending(s.load)).toBe(true)
  return s
}

type Step = (s: CheckoutCtx, event: { type: string } & Record<string, unknown>, step: BrowserStepContext) => Promise<void>

/** The taps and answers of paying with the code. */
export const payEvents: Record<string, Step> = {
  'xstate.done.actor.pay': checkoutAnswers['xstate.done.actor.pay']!,
  'xstate.error.actor.pay': checkoutAnswers['xstate.error.actor.pay']!,
  PAY: async (s, event) => {
    if (event.code === '') s.toast = 'Please enter payment password'
    else await at(s, '.pay-sheet .pay-code input').fill(String(event.code))
    await at(s, '.pay-sheet button.pay-submit').click()
  },
  RETRY: (s) => at(s, 'button.pay-retry').click(),
  SET_CODE: async (s) => {
    s.opened = payHref(s)
    await at(s, 'button.go-set-code').click()
  },
  TOP_UP: async (s) => {
    s.opened = payHref(s)
    await at(s, 'button.go-top-up').click()
  },
  LEAVE: (s) => at(s, 'button.pay-later').click(),
}

async function unpaid(s: CheckoutCtx) {
  await effects(s)
  if (!s.paidElsewhere) {
    // Pay later: My orders opens on To pay, where the orders wait with the time left to pay.
    await s.page.waitForURL((url) => url.pathname === '/myPurchases/0')
    for (const order of s.orders!.orders) {
      await expect.poll(() => textOf(s, `.order-card[data-order-id="${order.id}"] .pay-countdown`)).toMatch(/^Pay within \d\d:\d\d$/)
    }
    expect(await stillWaitingPay(s.call, s.token, orderIdsOf(s))).toBe(true)
    return
  }
  await at(s, '.pay-outcome.pay-unpaid').waitFor()
  // Paid on another device meanwhile: not "waiting for payment" any more.
  expect(await textOf(s, '.pay-unpaid .outcome-title')).toBe(s.paidElsewhere ? 'These orders are no longer waiting for payment' : 'Your orders are waiting for payment')
  expect(await count(s, '.pay-sheet')).toBe(0)
  expect(await stillWaitingPay(s.call, s.token, orderIdsOf(s))).toBe(!s.paidElsewhere)
}

/** What paying with the code looks like in each of its states. */
export const payStates: Record<string, (s: CheckoutCtx) => Promise<void>> = {
  entry: async (s) => {
    await effects(s)
    await at(s, '.pay-sheet').waitFor()
    await expect.poll(() => classOf(s, '.pay-sheet button.pay-submit')).not.toMatch(/adm-button-loading/)
    await expect.poll(() => s.orders !== null).toBe(true)
    expect(await textOf(s, '.pay-sheet .pay-amount')).toBe(usd(s.orders!.total))
    // The balance it is paid from, and the time left before the orders are cancelled.
    expect(await textOf(s, '.pay-sheet .pay-balance')).toBe(`Balance ${usd(s.balance)}`)
    expect(await textOf(s, '.pay-sheet .pay-deadline')).toMatch(/^Pay within \d\d:\d\d$/)
    expect(await at(s, '.pay-sheet .pay-code input').isEnabled()).toBe(true)
    expect(await at(s, '.pay-sheet .pay-code input').inputValue(), 'the code field starts empty').toBe('')
    expect(await at(s, '.pay-sheet button.pay-submit').isEnabled()).toBe(true)
    expect(await count(s, '.pay-sheet .pay-failed')).toBe(0)
    expect(s.transport.isPending(PAY)).toBe(false)
    // The orders wait for the code.
    expect(await stillWaitingPay(s.call, s.token, orderIdsOf(s))).toBe(true)
  },
  paying: async (s) => {
    await expect.poll(() => classOf(s, '.pay-sheet button.pay-submit')).toMatch(/adm-button-loading/)
    expect(await at(s, '.pay-sheet .pay-code input').isDisabled()).toBe(true)
    await expect.poll(() => s.transport.isPending(PAY)).toBe(true)
    sameKey(s)
  },
  failed: async (s) => {
    await effects(s)
    await s.page.getByText(/^No answer came back: the payment may not have gone through/).waitFor()
    expect(await textOf(s, '.pay-sheet button.pay-retry')).toBe('Pay again')
    expect(await count(s, '.pay-sheet .pay-code input'), 'the code is kept for the retry, not asked again').toBe(0)
    sameKey(s)
  },
  noPaymentCode: async (s) => {
    if (await opened(s, '/changePayPwd')) return
    await at(s, '.pay-outcome.pay-noPaymentCode').waitFor()
    expect(await textOf(s, '.pay-noPaymentCode .outcome-title')).toBe('You have not set payment password?')
    expect(await textOf(s, 'button.go-set-code')).toBe('Go to settings')
    expect(await count(s, '.pay-sheet')).toBe(0)
  },
  shortBalance: async (s) => {
    if (await opened(s, '/topUp')) return
    await at(s, '.pay-outcome.pay-insufficientBalance').waitFor()
    expect(await textOf(s, '.pay-insufficientBalance .outcome-title')).toBe('Insufficient balance')
    expect(await count(s, '.pay-sheet'), 'said before any code is typed, or after the server refused').toBe(0)
    expect(await textOf(s, '.refusal-balance')).toBe(usd(s.balance))
    expect(await textOf(s, '.refusal-amount')).toBe(usd(s.orders!.total))
    expect(await textOf(s, 'button.go-top-up')).toBe('Top up')
    expect(await textOf(s, '.pay-insufficientBalance button.pay-retry')).toBe('Pay again')
  },
  locked: async (s) => {
    await at(s, '.pay-outcome.pay-locked').waitFor()
    expect(await textOf(s, '.pay-locked .outcome-title')).toBe(LOCKED)
    expect(await textOf(s, '.pay-locked .pay-opens-at')).toMatch(/^Paying opens again at \d\d:\d\d/)
  },
  paid: async (s) => {
    await at(s, '.pay-outcome.pay-paid').waitFor()
    expect(await textOf(s, '.pay-paid .outcome-title')).toBe('Payment successful')
    expect(await s.page.locator('.paid-order').allTextContents()).toEqual(s.orders!.orders.map((o) => `Order ${o.sn}Waiting for delivery${usd(o.total)}`))
    const left = moneyOf(centsOf(s.balance) - centsOf(s.orders!.total))
    expect(await textOf(s, '.paid-balance')).toBe(`Balance left ${usd(left)}`)
    expect(await balanceOf(s.call, s.token)).toBe(left)
  },
  left: unpaid,
  refused: unpaid,
}
