// The pay-with-code machine through /checkout of orders waiting pay (`?order_ids=`), each path with
// a shopper of its own whose world is read from the path (tests/views/support/checkout.ts): a
// payment code (none, the typed one, or another one), the demo's play money, orders past its reach
// when the path starts short, the balance spent on another device (a withdrawal held) when the
// server refuses for the balance. Pay later opens My orders on To pay.
// - done/error of pay release the held call (tests/views/support/checkout-answers.ts): an error
//   without a reason is the connection dropping; notPayable is the orders paid on another device
//   meanwhile; locked is the entries before it made wrong on another device.
// - Only the view layer reaches the server's database, so only it produces a code cleared after
//   the page read the profile (by support) and money arriving while a short balance is shown (a
//   recharge approved): the browser layer leaves those paths out.
// - The rest are taps: the code and Pay, Pay later, Pay again, Go to settings, Top up.
import { sql } from 'drizzle-orm'
import { defaultSettings } from '../../src/server/settings'
import { formatPrice } from '../../src/ui/format/display-currency'
import type { GeneratedPath } from '../../src/tools/statecharts/paths'
import { credit } from '../api/support/shoppers'
import { expect } from '../e2e/support/expect'
import { balanceOf, centsOf, checkoutCallVia, checkoutWorld, findCheckoutCatalogue, moneyOf, stillWaitingPay, type CheckoutCatalogue } from '../views/support/checkout'
import { checkoutAnswers, HELD, orderIdsOf, PAY, payHref, startCheckoutPath, type CheckoutPath } from '../views/support/checkout-answers'
import { textsOf } from '../views/support/path-texts'
import type { Driver, DriverCtx, Layer, Session, Target } from './support/protocol'
import { localePattern } from './support/texts'

interface Ctx extends DriverCtx, CheckoutPath {}

const catalogues = new WeakMap<Layer, Promise<CheckoutCatalogue>>()
const sheet = { css: '.pay-sheet' }
const submit = { css: '.pay-sheet button[type=submit]' }
const t = (ctx: Ctx, key: string, values?: Record<string, string | number>) => ctx.layer.text(key, values)
const button = (ctx: Ctx, key: string): Target => ({ role: 'button', name: t(ctx, key) })
const codeField = (ctx: Ctx): Target => ({ label: t(ctx, 'ui.paymentCode') })
/** The field itself: its label also names the <label> around it in Chromium. */
const codeInput = { css: '.pay-sheet input' }
const money = (ctx: Ctx, amount: string) => formatPrice(amount, 'USD', '1', ctx.layer.lang)
/** "Pay within 29:59" in the run's language, the minutes and seconds where its words put them. */
const payWithin = (ctx: Ctx) => localePattern(ctx.layer.lang, 'money.payWithin', { time: '\\d\\d:\\d\\d' })
const loading = async (ctx: Ctx) => ((await ctx.session.screen.attribute(submit, 'class')) ?? '').includes('adm-button-loading')
const reasonOf = (event: object) => (event as { error?: { data?: { reason?: string } } }).error?.data?.reason

/** Taps `target` once it can be tapped (jsdom would let a tap on a disabled button pass unnoticed). */
async function tap(ctx: Ctx, target: Target) {
  await ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(target, 'disabled')).toBeNull())
  await ctx.session.screen.click(target)
}

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

function sameKey(ctx: Ctx) {
  expect(ctx.payKeys.length).toBeGreaterThan(0)
  expect(new Set(ctx.payKeys).size, 'every attempt to pay these orders carries one Idempotency-Key').toBe(1)
}

/** "Go to settings" / "Top up" opened `pathname`, to come back to paying these orders. */
async function opened(ctx: Ctx, pathname: string) {
  const href = ctx.opened
  ctx.opened = undefined
  if (!href) return false
  await ctx.session.screen.reaches(pathname)
  expect((await ctx.session.screen.query('redirect'))?.replace(/^"(.*)"$/, '$1'), 'back to pay these orders afterwards').toBe(href)
  return true
}

async function unpaid(ctx: Ctx) {
  const { screen } = ctx.session
  await effects(ctx)
  if (ctx.paidElsewhere) {
    // Paid on another device meanwhile: not "waiting for payment" any more.
    await screen.visible({ text: t(ctx, 'ui.ordersNoLongerWaiting') })
    expect(await screen.count(sheet)).toBe(0)
  } else {
    // Pay later: My orders opens on To pay, where the orders wait with the time left to pay.
    await screen.reaches('/myPurchases/0')
    for (const order of ctx.orders!.orders) await screen.hasText({ css: `.order-card[data-order-id="${order.id}"] .pay-countdown` }, payWithin(ctx))
  }
  expect(await stillWaitingPay(ctx.call, ctx.token, orderIdsOf(ctx))).toBe(!ctx.paidElsewhere)
}

/** Short when the page opened, yet paying (or paid elsewhere): money arrives meanwhile. */
const fundedMeanwhile = (path: GeneratedPath) =>
  checkoutWorld(path).shortAtLoad && path.steps.some((step) => step.event.type === 'xstate.done.actor.pay' || reasonOf(step.event) === 'notPayable')

export const driver: Driver<Ctx> = {
  // What only the database does (see the header).
  accepts: { browser: (path) => !fundedMeanwhile(path) && !path.steps.some((step) => reasonOf(step.event) === 'noPaymentCode') },
  async start(layer, path) {
    const call = checkoutCallVia(layer.backend.fetch)
    if (!catalogues.has(layer)) catalogues.set(layer, findCheckoutCatalogue(call))
    const { token } = await layer.backend.newAccount()
    const { id } = (await call('GET', '/api/user/getUserInfo', undefined, token)).data
    const { db } = layer.backend
    let session: Session | undefined
    const { href, state } = await startCheckoutPath(path, {
      ...textsOf(layer), call, catalogue: await catalogues.get(layer)!, token, held: { release: (key, outcome) => session!.transport.release(key, outcome) },
      newShopper: async () => (await layer.backend.newAccount()).token,
      clearCode: db && (async () => void (await db.execute(sql`update users set payment_code_hash = null where id = ${id}`))),
      // Every new shopper has the demo's play money: only money arriving meanwhile is credited.
      fund: async () => void (session && db && (await credit(db, id, '100.00'))),
    })
    session = await layer.open(href, { hold: HELD, token })
    const ctx: Ctx = { ...state, session, layer }
    // The orders waiting pay are loaded: paying starts.
    await session.screen.eventually(() => expect(session.transport.isPending(ctx.load)).toBe(true))
    await checkoutAnswers['xstate.done.actor.loadCheckout']!(ctx, { type: 'xstate.done.actor.loadCheckout' }, { path, index: 0 })
    return ctx
  },
  events: {
    'xstate.done.actor.pay': checkoutAnswers['xstate.done.actor.pay']!,
    'xstate.error.actor.pay': checkoutAnswers['xstate.error.actor.pay']!,
    PAY: async (ctx, event) => {
      if (event.code === '') ctx.toast = t(ctx, 'msg.enterPaymentPassword')
      else {
        await ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(codeInput, 'disabled')).toBeNull())
        await ctx.session.screen.fill(codeField(ctx), String(event.code))
      }
      await tap(ctx, submit)
    },
    RETRY: (ctx) => tap(ctx, button(ctx, 'ui.payAgain')),
    SET_CODE: async (ctx) => {
      ctx.opened = payHref(ctx)
      await tap(ctx, button(ctx, 'ui.goToSettings'))
    },
    TOP_UP: async (ctx) => {
      ctx.opened = payHref(ctx)
      await tap(ctx, button(ctx, 'ui.topUp'))
    },
    LEAVE: (ctx) => tap(ctx, button(ctx, 'ui.payLater')),
  },
  states: {
    entry: async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      await screen.visible(sheet)
      await screen.eventually(async () => expect(await loading(ctx)).toBe(false))
      await screen.hasText({ css: '.pay-sheet .pay-amount' }, money(ctx, ctx.orders!.total))
      // The balance it is paid from, and the time left before the orders are cancelled.
      await screen.hasText({ css: '.pay-sheet .pay-balance' }, `${t(ctx, 'ui.balance')} ${money(ctx, ctx.balance)}`)
      await screen.hasText({ css: '.pay-sheet .pay-deadline' }, payWithin(ctx))
      expect(await screen.attribute(codeInput, 'disabled')).toBeNull()
      expect(await screen.attribute(codeInput, 'value') ?? '', 'the code field starts empty').toBe('')
      expect(await screen.attribute(submit, 'disabled')).toBeNull()
      expect(await screen.count({ text: t(ctx, 'ui.payNoAnswer') })).toBe(0)
      expect(ctx.session.transport.isPending(PAY)).toBe(false)
      // The orders wait for the code.
      expect(await stillWaitingPay(ctx.call, ctx.token, orderIdsOf(ctx))).toBe(true)
    },
    paying: async (ctx) => {
      const { screen, transport } = ctx.session
      await screen.eventually(async () => expect(await loading(ctx)).toBe(true))
      expect(await screen.attribute(codeInput, 'disabled')).not.toBeNull()
      await screen.eventually(() => expect(transport.isPending(PAY)).toBe(true))
      ctx.payKeys.push((await transport.nextHeader(PAY, 'Idempotency-Key')) ?? '')
      sameKey(ctx)
    },
    failed: async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      await screen.visible({ text: t(ctx, 'ui.payNoAnswer') })
      await screen.visible({ css: '.pay-sheet button', text: t(ctx, 'ui.payAgain') })
      expect(await screen.count(codeField(ctx)), 'the code is kept for the retry, not asked again').toBe(0)
      sameKey(ctx)
    },
    noPaymentCode: async (ctx) => {
      if (await opened(ctx, '/changePayPwd')) return
      await ctx.session.screen.visible({ role: 'heading', name: t(ctx, 'msg.notSetPaymentPassword') })
      await ctx.session.screen.visible(button(ctx, 'ui.goToSettings'))
      expect(await ctx.session.screen.count(sheet)).toBe(0)
    },
    shortBalance: async (ctx) => {
      const { screen } = ctx.session
      if (await opened(ctx, '/topUp')) return
      await screen.visible({ role: 'heading', name: t(ctx, 'msg.insufficientBalance') })
      expect(await screen.count(sheet), 'said before any code is typed, or after the server refused').toBe(0)
      await screen.hasText({ css: '.refusal-balance' }, money(ctx, ctx.balance))
      await screen.hasText({ css: '.refusal-amount' }, money(ctx, ctx.orders!.total))
      await screen.visible(button(ctx, 'ui.topUp'))
      await screen.visible(button(ctx, 'ui.payAgain'))
    },
    locked: async (ctx) => {
      await ctx.session.screen.visible({ role: 'heading', name: t(ctx, 'msg.paymentLocked', { minutes: defaultSettings.paymentCodeLockMs / 60_000 }) })
      await ctx.session.screen.hasText({ css: '.pay-opens-at' }, /\d\d:\d\d/)
    },
    paid: async (ctx) => {
      const { screen } = ctx.session
      // Its heading's name starts with the tick drawn before it, in Chromium.
      await screen.hasText({ css: '.pay-paid .outcome-title' }, t(ctx, 'msg.paySuccess'))
      for (const order of ctx.orders!.orders) {
        await screen.hasText({ css: '.paid-order', text: t(ctx, 'ui.orderNumber', { sn: order.sn }) }, `${t(ctx, 'ui.waitingDeliver')}${money(ctx, order.total)}`)
      }
      expect(await screen.count({ css: '.paid-order' })).toBe(ctx.orders!.orders.length)
      const left = moneyOf(centsOf(ctx.balance) - centsOf(ctx.orders!.total))
      await screen.hasText({ css: '.paid-balance' }, `${t(ctx, 'ui.balanceLeft')} ${money(ctx, left)}`)
      expect(await balanceOf(ctx.call, ctx.token)).toBe(left)
    },
    left: unpaid,
    refused: unpaid,
  },
}
