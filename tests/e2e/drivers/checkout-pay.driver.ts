// The checkout and pay machine in Chromium, through /checkout, each path with a new shopper whose
// world is read from the path (tests/views/support/checkout.ts): orders waiting pay
// (`?order_ids=`), bag lines of two shops with two addresses (`?cart_ids=`), or one item bought now
// without an address; a payment code (none, the typed one, or another one). Money: the demo
// server's play money every new shopper gets (WELCOME_CREDIT), orders past its reach when the path
// is refused for the balance.
// - done/error of loadCheckout, previewPromo, createOrders and pay release the held call, as at the
//   view layer (tests/views/support/checkout-answers.ts): an error of loading or paying without a
//   reason is the connection dropping; a refused promo is WELCOME10 used on another device
//   meanwhile; a refused create is another shopper buying all but one of the first line;
//   notPayable is the orders paid on another device meanwhile; locked is the entries before it
//   made wrong on another device.
// - The rest are taps: the address card and another address, the promo field and Apply / Remove,
//   Submit order, the code and Pay, Pay later, Retry / Pay again, Go to settings, Top up.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { formatPrice } from '../../../src/ui/format/display-currency'
import { balanceOf, centsOf, moneyOf, stillWaitingPay } from '../../views/support/checkout'
import {
  checkoutAnswers, CREATE, HELD, LOCKED, orderIdsOf, PAY, payHref, PREVIEW, shownCheckout, startCheckoutPath, type CheckoutPath,
} from '../../views/support/checkout-answers'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, checkoutCatalogue, recordToasts, type PageToasts } from '../support/checkout'

interface Ctx extends CheckoutPath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
}

const usd = (amount: string) => formatPrice(amount, 'USD', '1', 'en')
const at = (s: Ctx, selector: string) => s.page.locator(selector).first()
const textOf = (s: Ctx, selector: string) => at(s, selector).textContent()
const classOf = async (s: Ctx, selector: string) => (await at(s, selector).getAttribute('class')) ?? ''
const count = (s: Ctx, selector: string) => s.page.locator(selector).count()

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function ready(s: Ctx) {
  await effects(s)
  const preview = shownCheckout(s)
  // What the page shows once it has caught up with the last answer.
  const figures = async () => ({
    shops: await s.page.locator('.checkout-order .checkout-shop').allTextContents(),
    totals: await s.page.locator('.checkout-order .order-total').allTextContents(),
    subtotal: await textOf(s, '.checkout-subtotal'),
    discount: await textOf(s, '.checkout-discount'),
    total: await textOf(s, '.checkout-total'),
  })
  await expect.poll(figures).toEqual({
    shops: preview.orders.map((o: { shop: { name: string } }) => o.shop.name),
    totals: preview.orders.map((o: { total: string }) => usd(o.total)),
    subtotal: usd(preview.subtotal),
    discount: `−${usd(preview.discount)}`,
    total: usd(preview.total),
  })
  expect(await count(s, '.pay-sheet'), 'no code entry before the orders exist').toBe(0)
}

function sameKey(s: Ctx) {
  expect(s.payKeys.length).toBeGreaterThan(0)
  expect(new Set(s.payKeys).size, 'every attempt to pay these orders carries one Idempotency-Key').toBe(1)
}

async function opened(s: Ctx, pathname: string) {
  const href = s.opened
  s.opened = undefined
  if (!href) return false
  await s.page.waitForURL((url) => url.pathname === pathname)
  expect(new URL(s.page.url()).searchParams.get('redirect')?.replace(/^"(.*)"$/, '$1'), 'back to pay these orders afterwards').toBe(href)
  return true
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL, path) {
    const call = checkoutCall(baseURL)
    const { token } = await newAccount(baseURL)
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    const newShopper = async () => (await newAccount(baseURL)).token
    // Money: the play money every new shopper of the demo server has.
    const base = { call, catalogue: await checkoutCatalogue(baseURL), newShopper, held: transport, token }
    const { href, state } = await startCheckoutPath(path, base, async () => {}).catch(async (error) => {
      await context.close()
      throw error
    })
    const s: Ctx = { ...state, context, page, transport, toasts: await recordToasts(page) }
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
    await driver.states.loading!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ...checkoutAnswers,
    RETRY: (s) => at(s, 'button.checkout-retry, button.pay-retry').click(),
    CHOOSE_ADDRESS: async (s) => {
      await at(s, 'button.address-card').click()
      // Another of the shopper's addresses than the one shown.
      const other = s.addresses.find((a) => a.id !== s.addressId)!
      await s.page.locator('button.address-option', { hasText: other.detail }).click()
      s.addressId = other.id
    },
    APPLY_PROMO: async (s, event) => {
      await at(s, '.promo-input input').fill(String(event.code))
      await at(s, 'button.promo-apply').click()
    },
    REMOVE_PROMO: async (s) => {
      await at(s, 'button.promo-remove').click()
      s.promoPreview = null
    },
    SUBMIT: async (s) => {
      if (s.addressId === null) s.toast = 'Please choose shipping address'
      await at(s, 'button.checkout-submit').click()
    },
    PAY: async (s, event) => {
      if (event.code === '') s.toast = 'Please enter payment password'
      else await at(s, '.pay-sheet .pay-code input').fill(String(event.code))
      await at(s, '.pay-sheet button.pay-submit').click()
    },
    SET_CODE: async (s) => {
      s.opened = payHref(s)
      await at(s, 'button.go-set-code').click()
    },
    TOP_UP: async (s) => {
      s.opened = payHref(s)
      await at(s, 'button.go-top-up').click()
    },
    LEAVE: (s) => at(s, 'button.pay-later').click(),
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(s.load)).toBe(true)
      await at(s, '.page-skeleton-image').waitFor()
      expect(await count(s, '.checkout-page')).toBe(0)
    },
    loadFailed: async (s) => {
      await effects(s)
      await s.page.getByText('Failed to load').waitFor()
      expect(await textOf(s, 'button.checkout-retry')).toBe('Retry')
      expect(await count(s, '.checkout-order')).toBe(0)
    },
    'ready.address.unchosen': async (s) => {
      await ready(s)
      // A shopper without addresses is offered to add one.
      expect(await at(s, 'a.address-add').textContent()).toBe('Add a shipping address')
      expect(await at(s, 'button.checkout-submit').isEnabled()).toBe(true)
    },
    'ready.address.chosen': async (s) => {
      await ready(s)
      const chosen = s.addresses.find((a) => a.id === s.addressId)!
      await expect.poll(() => textOf(s, '.address-card')).toContain(chosen.detail)
      expect(await textOf(s, '.address-card')).toContain(chosen.addressee)
    },
    'ready.promo.none': async (s) => {
      await ready(s)
      await expect.poll(() => classOf(s, 'button.promo-apply')).not.toMatch(/adm-button-loading/)
      expect(await at(s, '.promo-input input').isEnabled()).toBe(true)
      expect(await count(s, 'button.promo-remove')).toBe(0)
      expect(s.transport.isPending(PREVIEW)).toBe(false)
      expect(await classOf(s, 'button.checkout-submit')).not.toMatch(/adm-button-loading/)
    },
    'ready.promo.applying': async (s) => {
      await expect.poll(() => classOf(s, 'button.promo-apply')).toMatch(/adm-button-loading/)
      expect(await at(s, '.promo-input input').isDisabled()).toBe(true)
      await expect.poll(() => s.transport.isPending(PREVIEW)).toBe(true)
      // Without an address, Submit still says to choose one.
      expect(await at(s, 'button.checkout-submit').isDisabled(), 'no submit while the promo is checked').toBe(s.addressId !== null)
    },
    'ready.promo.applied': async (s) => {
      await ready(s)
      await s.page.getByText(`Promo code ${s.promoPreview.promo_code} applied`).waitFor()
      expect(await at(s, 'button.promo-remove').isEnabled()).toBe(true)
      expect(centsOf(s.promoPreview.discount)).toBeGreaterThan(0n)
      expect(moneyOf(centsOf(s.preview.total) - centsOf(s.promoPreview.discount))).toBe(s.promoPreview.total)
    },
    creating: async (s) => {
      await expect.poll(() => classOf(s, 'button.checkout-submit')).toMatch(/adm-button-loading/)
      expect(await at(s, 'button.checkout-submit').isDisabled()).toBe(true)
      await expect.poll(() => s.transport.isPending(CREATE)).toBe(true)
    },
    codeEntry: async (s) => {
      await effects(s)
      await at(s, '.pay-sheet').waitFor()
      await expect.poll(() => classOf(s, '.pay-sheet button.pay-submit')).not.toMatch(/adm-button-loading/)
      await expect.poll(() => s.orders !== null).toBe(true)
      expect(await textOf(s, '.pay-sheet .pay-amount')).toBe(usd(s.orders!.total))
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
    payFailed: async (s) => {
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
    insufficientBalance: async (s) => {
      if (await opened(s, '/topUp')) return
      await at(s, '.pay-outcome.pay-insufficientBalance').waitFor()
      expect(await textOf(s, '.pay-insufficientBalance .outcome-title')).toBe('Insufficient balance')
      expect(await textOf(s, '.refusal-balance')).toBe(usd(s.balance))
      expect(await textOf(s, '.refusal-amount')).toBe(usd(s.orders!.total))
      expect(await textOf(s, 'button.go-top-up')).toBe('Top up')
      expect(await textOf(s, '.pay-insufficientBalance button.pay-retry')).toBe('Pay again')
    },
    locked: async (s) => {
      await at(s, '.pay-outcome.pay-locked').waitFor()
      expect(await textOf(s, '.pay-locked .outcome-title')).toBe(LOCKED)
    },
    paid: async (s) => {
      await at(s, '.pay-outcome.pay-paid').waitFor()
      expect(await textOf(s, '.pay-paid .outcome-title')).toBe('Payment successful')
      expect(await s.page.locator('.paid-order').allTextContents()).toEqual(s.orders!.orders.map((o) => `Order ${o.sn}Waiting for delivery${usd(o.total)}`))
      const left = moneyOf(centsOf(s.balance) - centsOf(s.orders!.total))
      expect(await textOf(s, '.paid-balance .price')).toBe(usd(left))
      expect(await balanceOf(s.call, s.token)).toBe(left)
    },
    unpaid: async (s) => {
      await effects(s)
      await at(s, '.pay-outcome.pay-unpaid').waitFor()
      // Paid on another device meanwhile: not "waiting for payment" any more.
      expect(await textOf(s, '.pay-unpaid .outcome-title')).toBe(s.paidElsewhere ? 'These orders are no longer waiting for payment' : 'Your orders are waiting for payment')
      expect(await count(s, '.pay-sheet')).toBe(0)
      expect(await stillWaitingPay(s.call, s.token, orderIdsOf(s))).toBe(!s.paidElsewhere)
    },
  },
}
