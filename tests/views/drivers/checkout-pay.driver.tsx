// The checkout and pay machine through /checkout, each path with a shopper of its own whose world
// is read from the path (tests/views/support/checkout.ts): orders waiting pay (`?order_ids=`), bag
// lines of two shops with two addresses (`?cart_ids=`), or one item bought now without an address;
// a payment code (none, the typed one, or another one); money in the wallet when the path pays
// (credited through the ledger service, as an approved recharge would), orders past its reach when
// the path is refused for the balance.
// - done/error of loadCheckout, previewPromo, createOrders release the held call, as at the
//   browser layer (tests/views/support/checkout-answers.ts): an error of loading without a reason
//   is the connection dropping; a refused promo is WELCOME10 used on another device meanwhile; a
//   refused create is another shopper buying all but one of the first line.
// - done of payWithCode is paying as the pay-with-code driver does it: the code and Pay with the
//   payment answered (paid), Pay later (left), or the orders paid on another device meanwhile (refused).
// - The rest are taps: the address card and another address, the promo field and Apply / Remove,
//   Submit order, Retry. Submit by a shopper without a payment code opens /changePayPwd, back to
//   this checkout, before any order exists.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { centsOf, checkoutWorld, moneyOf } from '../support/checkout'
import { checkoutAnswers, CREATE, PREVIEW, shownCheckout } from '../support/checkout-answers'
import { click, found, isLoading, q } from '../support/interact'
import type { ViewDriver } from '../support/view-driver'
import {
  effects, opened, payEvents, payStates, setupCheckout, shared, sheet, startCheckout, stopCheckout, text, usd, type CheckoutCtx,
} from './checkout-pay.pay-steps'

type Ctx = CheckoutCtx & { awayForCode?: boolean }

/**
 * Submit without a payment code opened /changePayPwd (back to this checkout) and created nothing;
 * every state of that step is seen there.
 */
async function awayForCode(ctx: Ctx) {
  if (ctx.awayForCode) return true
  if (!ctx.opened) return false
  await opened(ctx, '/changePayPwd')
  expect(ctx.orders, 'no order before a payment code is set').toBeNull()
  ctx.awayForCode = true
  return true
}

// Parts of the page.
const card = () => q('.address-card')
const promoInput = () => q<HTMLInputElement>('.promo-input input')
const applyButton = () => q<HTMLButtonElement>('button.promo-apply')
const submitButton = () => q<HTMLButtonElement>('button.checkout-submit')

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
    // No promo, no discount line.
    discount: centsOf(preview.discount) === 0n ? null : `−${usd(preview.discount)}`,
    total: usd(preview.total),
  }))
}

async function ready(ctx: Ctx) {
  if (await awayForCode(ctx)) return
  await effects(ctx)
  await showsCheckout(ctx)
  expect(sheet(), 'no code entry before the orders exist').toBeNull()
}

const buysNow = (path: GeneratedPath) => checkoutWorld(path).opens === 'buyNow'

/** How paying ended, produced as the pay-with-code driver does: its steps in turn. */
const paidWithCode: (typeof payEvents)[string] = async (ctx, event, step) => {
  const outcome = (event.output as { outcome: string }).outcome
  if (outcome === 'left') return payEvents.LEAVE!(ctx, { type: 'LEAVE' }, step)
  await payEvents.PAY!(ctx, { type: 'PAY', code: ctx.world.typedCode }, step)
  await payStates.paying!(ctx)
  if (outcome === 'paid') return payEvents['xstate.done.actor.pay']!(ctx, { type: 'xstate.done.actor.pay' }, step)
  await payEvents['xstate.error.actor.pay']!(ctx, { type: 'xstate.error.actor.pay', error: { data: { reason: 'notPayable' } } }, step)
}

export const driver: ViewDriver<Ctx> = {
  setup: setupCheckout,
  teardown: shared.teardown,
  // One item bought now is a shopper without an address: choosing one would mean adding one first.
  accepts: (path) => !(buysNow(path) && path.steps.some((step) => step.event.type === 'CHOOSE_ADDRESS')),
  async start(path) {
    const ctx = await startCheckout(path)
    await driver.states.loading!(ctx)
    return ctx
  },
  stop: stopCheckout,
  events: {
    ...checkoutAnswers,
    'xstate.done.actor.payWithCode': paidWithCode,
    RETRY: async () => {
      await click(await found('button.checkout-retry'))
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
      else if (ctx.world.paymentCode === 'none') ctx.opened = ctx.runtime.router.state.location.href
      await click(submitButton()!)
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
      if (ctx.awayForCode) return
      const chosen = ctx.addresses.find((a) => a.id === ctx.addressId)!
      await waitFor(() => expect(card()?.textContent).toContain(chosen.detail))
      expect(card()!.textContent).toContain(chosen.addressee)
    },
    'ready.promo.none': async (ctx) => {
      await ready(ctx)
      if (ctx.awayForCode) return
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
      if (ctx.awayForCode) return
      await screen.findByText(`Promo code ${ctx.promoPreview.promo_code} applied`)
      expect(q<HTMLButtonElement>('button.promo-remove')!.disabled).toBe(false)
      expect(centsOf(ctx.promoPreview.discount)).toBeGreaterThan(0n)
      expect(moneyOf(centsOf(ctx.preview.total) - centsOf(ctx.promoPreview.discount))).toBe(ctx.promoPreview.total)
    },
    'ready.code.set': ready,
    'ready.code.missing': ready,
    creating: async (ctx) => {
      await waitFor(() => expect(isLoading(submitButton())).toBe(true))
      expect(submitButton()!.disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(CREATE)).toBe(true))
    },
    // Paying starts at the code entry (the shopper has a code).
    paying: payStates.entry!,
    paid: payStates.paid!,
    unpaid: payStates.left!,
  },
}
