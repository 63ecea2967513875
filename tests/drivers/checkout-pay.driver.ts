// The checkout and pay machine through /checkout, each path with a shopper of its own (the demo's
// play money) whose world is read from the path (tests/views/support/checkout.ts): orders waiting
// pay, bag lines of two shops with two addresses, or one item bought now without an address; a
// payment code (none, the typed one, or another one). The done/error steps of loadCheckout,
// previewPromo and createOrders release the held call as tests/views/support/checkout-answers.ts
// says (the connection dropping, WELCOME10 used on another device, another shopper buying the
// stock); the orders a create made are read from the server. done of payWithCode is paying as the
// pay-with-code machine's steps do it: the code and Pay answered (paid), Pay later (left), or the
// orders paid on another device meanwhile (refused). The rest are taps. Submit without a payment
// code opens /changePayPwd, back to this checkout, before any order exists. Left out: choosing an
// address in a checkout of one item bought now (a shopper without one).
import { expect } from '../e2e/support/expect'
import { formatPrice } from '../../src/ui/format/display-currency'
import type { GeneratedPath, PathStep } from '../../src/tools/statecharts/paths'
import { balanceOf, centsOf, checkoutWorld, findCheckoutCatalogue, moneyOf, stillWaitingPay, type CheckoutCatalogue } from '../views/support/checkout'
import { checkoutAnswers, CREATE, HELD, orderIdsOf, PAY, PREVIEW, shownCheckout, startCheckoutPath, type CheckoutPath } from '../views/support/checkout-answers'
import { textsOf } from '../views/support/path-texts'
import type { Driver, DriverCtx, Layer, Screen, StepContext } from './support/protocol'
import { becomes, held, isDisabled, isLoading, normalisedHref } from './support/reads'
import { localePattern } from './support/texts'

interface Ctx extends CheckoutPath, DriverCtx {
  /** Submit without a payment code opened /changePayPwd: every state of that step is seen there. */
  awayForCode?: boolean
}

const CODE = '.pay-sheet .pay-code input'
const PAY_BUTTON = '.pay-sheet button.pay-submit'
type Read = (screen: Screen) => Promise<unknown>
const count = (css: string): Read => (screen) => screen.count({ css })
const busy = (css: string): Read => (screen) => isLoading(screen, { css })
const locked = (css: string): Read => (screen) => isDisabled(screen, { css })
const all = (css: string): Read => (screen) => screen.texts({ css })
const text = (css: string): Read => async (screen) => (await screen.texts({ css }))[0] ?? null

/** What the page shows, each read by a name: a state says what some of them must be. */
const READS = {
  skeleton: count('.page-skeleton-image'), page: count('.checkout-page'), orders: count('.checkout-order'), retry: text('button.checkout-retry'),
  shops: all('.checkout-order .checkout-shop'), totals: all('.checkout-order .order-total'),
  subtotal: text('.checkout-subtotal'), discount: text('.checkout-discount'), total: text('.checkout-total'),
  addAddress: text('a.address-add'), applyBusy: busy('button.promo-apply'), promoLocked: locked('.promo-input input'),
  removeButtons: count('button.promo-remove'), removeLocked: locked('button.promo-remove'),
  submitBusy: busy('button.checkout-submit'), submitLocked: locked('button.checkout-submit'),
  sheets: count('.pay-sheet'), amount: text('.pay-sheet .pay-amount'), balance: text('.pay-sheet .pay-balance'), payFailed: count('.pay-sheet .pay-failed'),
  payBusy: busy(PAY_BUTTON), payLocked: locked(PAY_BUTTON), codeLocked: locked(CODE), code: (screen) => screen.value({ css: CODE }),
  paidTitle: text('.pay-paid .outcome-title'), paidRows: all('.paid-order'), paidBalance: text('.paid-balance'),
  unpaidTitle: text('.pay-unpaid .outcome-title'),
} satisfies Record<string, Read>

async function shows(ctx: Ctx, expected: Partial<Record<keyof typeof READS, unknown>>) {
  const { screen } = ctx.session
  const names = Object.keys(expected) as Array<keyof typeof READS>
  await becomes(screen, async () => Object.fromEntries(await Promise.all(names.map(async (name) => [name, await READS[name](screen)]))), expected)
}

const catalogues = new WeakMap<Layer, Promise<CheckoutCatalogue>>()
const ui = (ctx: Ctx, key: string) => ctx.layer.text(`ui.${key}`)
const usd = (ctx: Ctx, amount: string) => formatPrice(amount, 'USD', '1', ctx.layer.lang)
const payWithin = (ctx: Ctx) => localePattern(ctx.layer.lang, 'money.payWithin', { time: '\\d\\d:\\d\\d' })

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

/** An answer of checkout-answers.ts (the toast it leaves is in the layer's language). */
const answer = (type: string) => (ctx: Ctx, event: PathStep['event'], step: StepContext) => checkoutAnswers[type]!(ctx, event, step)

async function awayForCode(ctx: Ctx) {
  if (!ctx.awayForCode && ctx.opened) {
    await ctx.session.screen.reaches('/changePayPwd')
    expect(normalisedHref(await ctx.session.screen.query('redirect')), 'back to this checkout afterwards').toBe(normalisedHref(ctx.opened))
    expect(ctx.orders, 'no order before a payment code is set').toBeNull()
    ctx.awayForCode = true
  }
  return ctx.awayForCode ?? false
}

/** The orders of the checkout, the figures and the total, as the server computes them; no code entry yet. False: away for a code. */
async function ready(ctx: Ctx) {
  if (await awayForCode(ctx)) return false
  await effects(ctx)
  const preview = shownCheckout(ctx)
  await shows(ctx, {
    shops: preview.orders.map((o: { shop: { name: string } }) => o.shop.name),
    totals: preview.orders.map((o: { total: string }) => usd(ctx, o.total)),
    subtotal: usd(ctx, preview.subtotal),
    // No promo, no discount line.
    discount: centsOf(preview.discount) === 0n ? null : `−${usd(ctx, preview.discount)}`,
    total: usd(ctx, preview.total),
    sheets: 0,
  })
  return true
}

/** The orders waiting pay the shopper has now, newest first. */
const waitingPay = async (ctx: Ctx): Promise<Array<{ id: number; sn: string; total: string }>> =>
  (await ctx.call('GET', '/api/user/order_list?page=1&limit=50&status=0', undefined, ctx.token)).data.list

/** Paying: the code and Pay, the sheet busy, then the server's answer. */
async function payWithCode(ctx: Ctx, event: PathStep['event'], step: StepContext) {
  const { screen } = ctx.session
  const outcome = (event.output as { outcome: string }).outcome
  if (outcome === 'left') return screen.click({ css: 'button.pay-later:not([disabled])' })
  await screen.fill({ css: `${CODE}:not([disabled])` }, ctx.world.typedCode)
  await screen.click({ css: PAY_BUTTON })
  await shows(ctx, { payBusy: true, codeLocked: true })
  await held(ctx.session, PAY)
  if (outcome === 'paid') return checkoutAnswers['xstate.done.actor.pay']!(ctx, { type: 'xstate.done.actor.pay' }, step)
  await answer('xstate.error.actor.pay')(ctx, { type: 'xstate.error.actor.pay', error: { data: { reason: 'notPayable' } } }, step)
}

/** One item bought now is a shopper without an address: choosing one would mean adding one first. */
const producible = (path: GeneratedPath) => !(checkoutWorld(path).opens === 'buyNow' && path.steps.some((step) => step.event.type === 'CHOOSE_ADDRESS'))

export const driver: Driver<Ctx> = {
  accepts: { view: producible, browser: producible },
  async start(layer, path) {
    if (!catalogues.has(layer)) catalogues.set(layer, findCheckoutCatalogue(layer.backend.call))
    const { token } = await layer.backend.newAccount()
    const newShopper = async () => (await layer.backend.newAccount()).token
    const base = { ...textsOf(layer), call: layer.backend.call, catalogue: await catalogues.get(layer)!, newShopper, held: { release: async () => {} }, token, fund: async () => {} }
    const { href, state } = await startCheckoutPath(path, base)
    const session = await layer.open(href, { hold: HELD, token })
    const ctx: Ctx = { ...state, session, layer, held: session.transport }
    await driver.states.loading!(ctx)
    return ctx
  },
  events: {
    'xstate.done.actor.loadCheckout': answer('xstate.done.actor.loadCheckout'),
    'xstate.error.actor.loadCheckout': answer('xstate.error.actor.loadCheckout'),
    'xstate.done.actor.previewPromo': answer('xstate.done.actor.previewPromo'),
    'xstate.error.actor.previewPromo': answer('xstate.error.actor.previewPromo'),
    'xstate.done.actor.createOrders': async (ctx, event, step) => {
      const before = new Set((await waitingPay(ctx)).map((order) => order.id))
      await answer('xstate.done.actor.createOrders')(ctx, event, step)
      // The orders made: those waiting pay that were not before.
      await ctx.session.screen.eventually(async () => {
        const made = (await waitingPay(ctx)).filter((order) => !before.has(order.id)).reverse()
        expect(made.length).toBe(shownCheckout(ctx).orders.length)
        ctx.orders = { orders: made, total: moneyOf(made.reduce((sum, order) => sum + centsOf(order.total), 0n)) }
      })
    },
    'xstate.error.actor.createOrders': answer('xstate.error.actor.createOrders'),
    'xstate.done.actor.payWithCode': payWithCode,
    RETRY: (ctx) => ctx.session.screen.click({ css: 'button.checkout-retry' }),
    CHOOSE_ADDRESS: async (ctx) => {
      await ctx.session.screen.click({ css: 'button.address-card:not([disabled])' })
      // Another of the shopper's addresses than the one shown.
      const other = ctx.addresses.find((a) => a.id !== ctx.addressId)!
      await ctx.session.screen.click({ css: 'button.address-option', text: other.detail })
      ctx.addressId = other.id
    },
    APPLY_PROMO: async (ctx, event) => {
      await ctx.session.screen.fill({ css: '.promo-input input' }, String(event.code))
      await ctx.session.screen.click({ css: 'button.promo-apply' })
    },
    REMOVE_PROMO: async (ctx) => {
      await ctx.session.screen.click({ css: 'button.promo-remove' })
      ctx.promoPreview = null
    },
    SUBMIT: async (ctx) => {
      if (ctx.addressId === null) ctx.toast = ctx.layer.text('msg.chooseShippingAddress')
      else if (ctx.world.paymentCode === 'none') ctx.opened = await ctx.session.screen.href()
      await ctx.session.screen.click({ css: 'button.checkout-submit' })
    },
  },
  states: {
    loading: async (ctx) => {
      await held(ctx.session, ctx.load)
      await shows(ctx, { skeleton: 1, page: 0 })
    },
    loadFailed: async (ctx) => {
      await effects(ctx)
      await ctx.session.screen.visible({ text: ui(ctx, 'loadFailed') })
      await shows(ctx, { retry: ui(ctx, 'retry'), orders: 0 })
    },
    'ready.address.unchosen': async (ctx) => {
      await ready(ctx)
      // A shopper without addresses is offered to add one.
      await shows(ctx, { addAddress: ui(ctx, 'addShippingAddress'), submitLocked: false })
    },
    'ready.address.chosen': async (ctx) => {
      if (!(await ready(ctx))) return
      const chosen = ctx.addresses.find((a) => a.id === ctx.addressId)!
      await ctx.session.screen.hasText({ css: '.address-card' }, chosen.detail)
      await ctx.session.screen.hasText({ css: '.address-card' }, chosen.addressee)
    },
    'ready.promo.none': async (ctx) => {
      if (!(await ready(ctx))) return
      await shows(ctx, { applyBusy: false, promoLocked: false, removeButtons: 0, submitBusy: false })
      expect(ctx.session.transport.isPending(PREVIEW)).toBe(false)
    },
    'ready.promo.applying': async (ctx) => {
      // Without an address, Submit still says to choose one.
      await shows(ctx, { applyBusy: true, promoLocked: true, submitLocked: ctx.addressId !== null })
      await held(ctx.session, PREVIEW)
    },
    'ready.promo.applied': async (ctx) => {
      if (!(await ready(ctx))) return
      await ctx.session.screen.visible({ text: ctx.layer.text('ui.promoApplied', { code: ctx.promoPreview.promo_code }) })
      await shows(ctx, { removeLocked: false })
      expect(centsOf(ctx.promoPreview.discount)).toBeGreaterThan(0n)
      expect(moneyOf(centsOf(ctx.preview.total) - centsOf(ctx.promoPreview.discount))).toBe(ctx.promoPreview.total)
    },
    'ready.code.set': async (ctx) => void (await ready(ctx)),
    'ready.code.missing': async (ctx) => void (await ready(ctx)),
    creating: async (ctx) => {
      await shows(ctx, { submitBusy: true, submitLocked: true })
      await held(ctx.session, CREATE)
    },
    // Paying starts at the code entry (the shopper has a code): the balance it is paid from, the
    // time left before the orders are cancelled, and the orders still waiting for the code.
    paying: async (ctx) => {
      await effects(ctx)
      await shows(ctx, {
        sheets: 1, payBusy: false, payLocked: false, codeLocked: false, code: '', payFailed: 0,
        amount: usd(ctx, ctx.orders!.total), balance: `${ui(ctx, 'balance')} ${usd(ctx, ctx.balance)}`,
      })
      await ctx.session.screen.hasText({ css: '.pay-sheet .pay-deadline' }, payWithin(ctx))
      expect(ctx.session.transport.isPending(PAY)).toBe(false)
      expect(await stillWaitingPay(ctx.call, ctx.token, orderIdsOf(ctx))).toBe(true)
    },
    paid: async (ctx) => {
      const left = moneyOf(centsOf(ctx.balance) - centsOf(ctx.orders!.total))
      await shows(ctx, {
        paidTitle: ctx.layer.text('msg.paySuccess'),
        paidRows: ctx.orders!.orders.map((o) => `${ctx.layer.text('ui.orderNumber', { sn: o.sn })}${ui(ctx, 'waitingDeliver')}${usd(ctx, o.total)}`),
        paidBalance: `${ui(ctx, 'balanceLeft')} ${usd(ctx, left)}`,
      })
      expect(await balanceOf(ctx.call, ctx.token)).toBe(left)
    },
    // Pay later: My orders opens on To pay, where the orders wait with the time left to pay; or
    // the orders were paid on another device meanwhile.
    unpaid: async (ctx) => {
      await effects(ctx)
      if (ctx.paidElsewhere) await shows(ctx, { unpaidTitle: ui(ctx, 'ordersNoLongerWaiting'), sheets: 0 })
      else await ctx.session.screen.reaches('/myPurchases/0')
      if (!ctx.paidElsewhere) for (const { id } of ctx.orders!.orders) await ctx.session.screen.hasText({ css: `.order-card[data-order-id="${id}"] .pay-countdown` }, payWithin(ctx))
      expect(await stillWaitingPay(ctx.call, ctx.token, orderIdsOf(ctx))).toBe(!ctx.paidElsewhere)
    },
  },
}
