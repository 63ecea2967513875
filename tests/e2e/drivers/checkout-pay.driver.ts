// The checkout and pay machine in Chromium, through /checkout, each path with a new shopper whose
// world is read from the path (tests/views/support/checkout.ts): orders waiting pay
// (`?order_ids=`), bag lines of two shops with two addresses (`?cart_ids=`), or one item bought now
// without an address; a payment code (none, the typed one, or another one). Money: the demo
// server's play money every new shopper gets (WELCOME_CREDIT), orders past its reach when the path
// is refused for the balance.
// - done/error of loadCheckout, previewPromo, createOrders release the held call, as at the view
//   layer (tests/views/support/checkout-answers.ts): an error of loading without a reason is the
//   connection dropping; a refused promo is WELCOME10 used on another device meanwhile; a refused
//   create is another shopper buying all but one of the first line.
// - done of payWithCode is paying as the pay-with-code driver does it: the code and Pay with the
//   payment answered (paid), Pay later (left), or the orders paid on another device meanwhile (refused).
// - Left out: choosing an address in a checkout of one item bought now (a shopper without one).
// - The rest are taps: the address card and another address, the promo field and Apply / Remove,
//   Submit order, Retry. Submit by a shopper without a payment code opens /changePayPwd, back to
//   this checkout, before any order exists.
import { expect } from '../support/expect'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { centsOf, checkoutWorld, moneyOf } from '../../views/support/checkout'
import { checkoutAnswers, CREATE, PREVIEW, shownCheckout } from '../../views/support/checkout-answers'
import type { BrowserDriver } from '../support/browser-driver'
import { at, classOf, count, effects, opened, payEvents, payStates, startCheckout, textOf, usd, type CheckoutCtx } from './checkout-pay.pay-steps'

type Ctx = CheckoutCtx & { awayForCode?: boolean }

/**
 * Submit without a payment code opened /changePayPwd (back to this checkout) and created nothing;
 * every state of that step is seen there.
 */
async function awayForCode(s: Ctx) {
  if (s.awayForCode) return true
  if (!s.opened) return false
  await opened(s, '/changePayPwd')
  expect(s.orders, 'no order before a payment code is set').toBeNull()
  s.awayForCode = true
  return true
}

async function ready(s: Ctx) {
  if (await awayForCode(s)) return
  await effects(s)
  const preview = shownCheckout(s)
  // What the page shows once it has caught up with the last answer.
  const figures = async () => ({
    shops: await s.page.locator('.checkout-order .checkout-shop').allTextContents(),
    totals: await s.page.locator('.checkout-order .order-total').allTextContents(),
    subtotal: await textOf(s, '.checkout-subtotal'),
    discount: (await count(s, '.checkout-discount')) > 0 ? await textOf(s, '.checkout-discount') : null,
    total: await textOf(s, '.checkout-total'),
  })
  await expect.poll(figures).toEqual({
    shops: preview.orders.map((o: { shop: { name: string } }) => o.shop.name),
    totals: preview.orders.map((o: { total: string }) => usd(o.total)),
    subtotal: usd(preview.subtotal),
    // No promo, no discount line.
    discount: centsOf(preview.discount) === 0n ? null : `−${usd(preview.discount)}`,
    total: usd(preview.total),
  })
  expect(await count(s, '.pay-sheet'), 'no code entry before the orders exist').toBe(0)
}

const buysNow = (path: GeneratedPath) => checkoutWorld(path).opens === 'buyNow'

/** How paying ended, produced as the pay-with-code driver does: its steps in turn. */
const paidWithCode: (typeof payEvents)[string] = async (s, event, step) => {
  const outcome = (event.output as { outcome: string }).outcome
  if (outcome === 'left') return payEvents.LEAVE!(s, { type: 'LEAVE' }, step)
  await payEvents.PAY!(s, { type: 'PAY', code: s.world.typedCode }, step)
  await payStates.paying!(s)
  if (outcome === 'paid') return payEvents['xstate.done.actor.pay']!(s, { type: 'xstate.done.actor.pay' }, step)
  await payEvents['xstate.error.actor.pay']!(s, { type: 'xstate.error.actor.pay', error: { data: { reason: 'notPayable' } } }, step)
}

export const driver: BrowserDriver<Ctx> = {
  // One item bought now is a shopper without an address: choosing one would mean adding one first.
  accepts: (path) => !(buysNow(path) && path.steps.some((step) => step.event.type === 'CHOOSE_ADDRESS')),
  async start(browser, baseURL, path) {
    const s = await startCheckout(browser, baseURL, path)
    await driver.states.loading!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ...checkoutAnswers,
    'xstate.done.actor.payWithCode': paidWithCode,
    RETRY: (s) => at(s, 'button.checkout-retry').click(),
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
      const url = new URL(s.page.url())
      if (s.addressId === null) s.toast = 'Please choose shipping address'
      // As the app's router writes it (a comma encoded), which is what it sends as the way back.
      else if (s.world.paymentCode === 'none') s.opened = `${url.pathname}?${url.searchParams}`
      await at(s, 'button.checkout-submit').click()
    },
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
      if (s.awayForCode) return
      const chosen = s.addresses.find((a) => a.id === s.addressId)!
      await expect.poll(() => textOf(s, '.address-card')).toContain(chosen.detail)
      expect(await textOf(s, '.address-card')).toContain(chosen.addressee)
    },
    'ready.promo.none': async (s) => {
      await ready(s)
      if (s.awayForCode) return
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
      if (s.awayForCode) return
      await s.page.getByText(`Promo code ${s.promoPreview.promo_code} applied`).waitFor()
      expect(await at(s, 'button.promo-remove').isEnabled()).toBe(true)
      expect(centsOf(s.promoPreview.discount)).toBeGreaterThan(0n)
      expect(moneyOf(centsOf(s.preview.total) - centsOf(s.promoPreview.discount))).toBe(s.promoPreview.total)
    },
    'ready.code.set': ready,
    'ready.code.missing': ready,
    creating: async (s) => {
      await expect.poll(() => classOf(s, 'button.checkout-submit')).toMatch(/adm-button-loading/)
      expect(await at(s, 'button.checkout-submit').isDisabled()).toBe(true)
      await expect.poll(() => s.transport.isPending(CREATE)).toBe(true)
    },
    // Paying starts at the code entry (the shopper has a code).
    paying: payStates.entry!,
    paid: payStates.paid!,
    unpaid: payStates.left!,
  },
}
