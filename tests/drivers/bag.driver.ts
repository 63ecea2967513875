// The bag machine through the bag page (/bag, kept alive). Each path is a new shopper with two
// lines of one shop in their account's bag (put there by another device) who, as a visitor, has
// put a third line of another shop into the bag on this device: opening /bag sends them to log in,
// and logging in merges the device's line into the account's bag before the bag loads. The
// machine's example lines 1 and 2 (shop 1) and 3 (shop 2) are those three (tests/support/bag-lines.ts).
// - Loads, refreshes and changes are held; before one is released the driver shapes the bag
//   through the API so that the server's answer is what the path expects (some lines selected,
//   none, empty) and lets the next tap ask for what the path says.
// - error: loadBag / refreshBag drop the connection; error: changeBag has the other device take a
//   line the change names out of the bag first (the server says it is no longer there).
// - REFRESH leaves the page for Home and comes back by the Bag tab (the page is kept alive).
// - REMOVE swipes the line left and taps the Delete it reveals; jsdom has no layout to swipe in,
//   so the view layer taps the Delete where it waits.
import type { BagChange } from '../../machines/bag.machine'
import { expect } from '../e2e/support/expect'
import { addLines, arrangeForChange, arrangeForLoad, findBagSkus, lineIds, refuseChange, serverBag, type BagSkus, type ExampleLine, type Expected } from '../support/bag-lines'
import type { TestAccount } from '../support/new-account'
import type { PathStep } from '../../src/tools/statecharts/paths'
import { formatPrice } from '../../src/ui/format/display-currency'
import type { Driver, DriverCtx, Layer, StepContext, Target } from './support/protocol'

const LIST = 'GET /api/cart/list'
const UPDATE = 'POST /api/cart/update'
const SELECT = 'POST /api/cart/select'
const REMOVE = 'POST /api/cart/remove'

interface Ctx extends DriverCtx {
  account: TestAccount
  skus: BagSkus
  /** The change sent and not yet answered, in the example's line ids, and the call carrying it. */
  change?: { change: BagChange; call: string }
  /** What the last step should have done besides its state (the machine's actions, a toast). */
  effect?: 'checkout' | 'refusedCheckout' | 'refusedChange' | 'connectionLost'
}

const skusOf = new WeakMap<Layer, Promise<BagSkus>>()
const css = (selector: string): Target => ({ css: `.bag-page ${selector}` })
const checked = css('.bag-line-check.adm-checkbox-checked')
const t = (ctx: Ctx, key: string, values?: Record<string, string | number>) => ctx.layer.text(key, values)
const call = (ctx: Ctx) => ctx.layer.backend.call
const bagOf = (ctx: Ctx) => serverBag(call(ctx), ctx.account.token)
const ids = async (ctx: Ctx) => lineIds(await bagOf(ctx), ctx.skus)
const row = (id: number) => `[data-line="${id}"]`
const expectedOf = (state: string[]): Expected => (state.includes('empty') ? 'empty' : state.includes('ready.selection.some') ? 'some' : 'none')
const onBag = async (ctx: Ctx) => (await ctx.session.screen.pathname()) === '/bag'
const selectedIds = async (ctx: Ctx) => (await bagOf(ctx)).shops.flatMap((g) => g.lines).filter((line) => line.selected).map((line) => line.id)

async function answerLoad(ctx: Ctx, _event: PathStep['event'], { path, index }: StepContext) {
  await ctx.session.transport.nextUrl(LIST)
  await arrangeForLoad(call(ctx), ctx.account.token, ctx.skus, expectedOf(path.steps[index]!.state), path.steps[index + 1]?.event)
  await ctx.session.transport.release(LIST, 'pass')
}

async function loadDropped(ctx: Ctx) {
  await ctx.session.transport.release(LIST, 'fail')
  ctx.effect = 'connectionLost'
}

/** Taps a box that shows `wasChecked` now (a tap asks for the opposite), once it can be tapped. */
async function tapBox(ctx: Ctx, selector: string, wasChecked: boolean, change: BagChange, callKey: string) {
  const { screen } = ctx.session
  ctx.change = { change, call: callKey }
  await screen.eventually(async () => {
    const classes = (await screen.attribute(css(selector), 'class')) ?? ''
    expect(classes.includes('adm-checkbox-checked')).toBe(wasChecked)
    expect(classes).not.toMatch(/adm-checkbox-disabled/)
  })
  await screen.click(css(selector))
}

/** The toast the last answer should have shown. */
async function effects(ctx: Ctx) {
  if (ctx.effect === 'refusedChange') await ctx.session.screen.toasted(t(ctx, 'msg.cartLineNotFound'))
  if (ctx.effect === 'connectionLost') await ctx.session.screen.toasted(t(ctx, 'msg.networkError'))
  ctx.effect = undefined
}

async function tapWhenEnabled(ctx: Ctx, target: Target) {
  await ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(target, 'disabled')).toBeNull())
  await ctx.session.screen.click(target)
}

export const driver: Driver<Ctx> = {
  async start(layer) {
    if (!skusOf.has(layer)) skusOf.set(layer, findBagSkus(layer.backend.call))
    const skus = await skusOf.get(layer)!
    const account = await layer.backend.newAccount()
    await addLines(layer.backend.call, account.token, skus, [1, 2])
    // The visitor's own choice, on this device.
    const storage = { 'visitor-bag': JSON.stringify([{ product_id: skus[3].product_id, sku_id: skus[3].sku_id, quantity: 1 }]) }
    const session = await layer.open('/bag', { storage, hold: [LIST, UPDATE, SELECT, REMOVE] })
    const ctx: Ctx = { session, layer, account, skus }
    const { screen } = session
    await screen.reaches('/login')
    await screen.toasted(t(ctx, 'msg.loginFirst'))
    await screen.fill({ label: t(ctx, 'ui.account') }, account.account)
    await screen.fill({ label: t(ctx, 'ui.password') }, account.password)
    await screen.click({ role: 'button', name: t(ctx, 'ui.login') })
    await screen.reaches('/bag')
    // Merged before the bag is asked for, and gone from the device.
    await screen.eventually(() => expect(session.transport.isPending(LIST)).toBe(true))
    expect([...(await ids(ctx)).keys()].sort()).toEqual([1, 2, 3])
    expect(await screen.stored('visitor-bag')).toBeNull()
    return ctx
  },
  events: {
    'xstate.done.actor.loadBag': answerLoad,
    'xstate.done.actor.refreshBag': answerLoad,
    'xstate.error.actor.loadBag': loadDropped,
    'xstate.error.actor.refreshBag': loadDropped,
    'xstate.done.actor.changeBag': async (ctx, _event, { path, index }) => {
      const pending = ctx.change!
      await ctx.session.transport.nextUrl(pending.call)
      await arrangeForChange(call(ctx), ctx.account.token, ctx.skus, pending.change, expectedOf(path.steps[index]!.state))
      await ctx.session.transport.release(pending.call, 'pass')
      ctx.change = undefined
    },
    'xstate.error.actor.changeBag': async (ctx) => {
      const pending = ctx.change!
      await ctx.session.transport.nextUrl(pending.call)
      const refused = await refuseChange(call(ctx), ctx.account.token, ctx.skus, pending.change)
      await ctx.session.transport.release(pending.call, refused ? 'pass' : 'fail')
      ctx.effect = refused ? 'refusedChange' : 'connectionLost'
      ctx.change = undefined
    },
    RETRY: (ctx) => ctx.session.screen.click({ role: 'button', name: t(ctx, 'ui.retry') }),
    REFRESH: async (ctx) => {
      const { screen } = ctx.session
      await screen.click({ css: '.app-tab-bar a[href="/home"]' })
      // Home shown, so the bag has really been hidden.
      await screen.reaches('/home')
      await screen.visible({ css: '.app-tab-bar .tab.is-active[href="/home"]' })
      await screen.visible({ css: '.home-hero' })
      await screen.click({ css: '.app-tab-bar a[href="/bag"]' })
      await screen.reaches('/bag')
    },
    EDIT: (ctx) => ctx.session.screen.click(css('.bag-edit')),
    DONE: (ctx) => ctx.session.screen.click(css('.bag-edit')),
    CHECKOUT: async (ctx) => {
      ctx.effect = (await bagOf(ctx)).selected_count > 0 ? 'checkout' : 'refusedCheckout'
      await tapWhenEnabled(ctx, css('.bag-checkout'))
    },
    SET_QUANTITY: async (ctx, event) => {
      const { screen } = ctx.session
      const stepper = `${row((await ids(ctx)).get(event.id as ExampleLine)!)} .bag-line-stepper`
      const quantity = Number(event.quantity)
      const shown = Number(await screen.attribute(css(`${stepper} input`), 'value'))
      ctx.change = { change: { kind: 'quantity', id: event.id as number, quantity }, call: UPDATE }
      if (quantity === shown + 1) await tapWhenEnabled(ctx, css(`${stepper} .adm-stepper-plus`))
      else if (quantity === shown - 1) await tapWhenEnabled(ctx, css(`${stepper} .adm-stepper-minus`))
      // Typed into the box: sent once, when the box is left.
      else await screen.enter(css(`${stepper} input`), String(quantity))
    },
    TOGGLE_LINE: async (ctx, event) => {
      const id = (await ids(ctx)).get(event.id as ExampleLine)!
      const selected = Boolean(event.selected)
      await tapBox(ctx, `${row(id)} .bag-line-check`, !selected, { kind: 'selectLine', id: event.id as number, selected }, UPDATE)
    },
    TOGGLE_SHOP: async (ctx, event) => {
      const shopId = event.shopId === 2 ? ctx.skus[3].shop_id : ctx.skus[1].shop_id
      const selected = Boolean(event.selected)
      await tapBox(ctx, `[data-shop="${shopId}"] .bag-shop-check`, !selected, { kind: 'selectShop', shopId: event.shopId as number, selected }, SELECT)
    },
    TOGGLE_ALL: (ctx, event) => tapBox(ctx, '.bag-select-all', !event.selected, { kind: 'selectAll', selected: Boolean(event.selected) }, SELECT),
    REMOVE: async (ctx, event) => {
      const lines = event.ids as ExampleLine[]
      const id = (await ids(ctx)).get(lines[0]!)!
      ctx.change = { change: { kind: 'remove', ids: lines }, call: REMOVE }
      if (ctx.layer.name === 'browser') await ctx.session.screen.swipeLeft(css(`${row(id)} .bag-line-body`))
      await tapWhenEnabled(ctx, css(`${row(id)} .adm-swipe-action-actions-right button`))
    },
    DELETE_SELECTED: async (ctx) => {
      const bag = await bagOf(ctx)
      const byId = new Map([...lineIds(bag, ctx.skus)].map(([n, id]) => [id, n]))
      const selected = bag.shops.flatMap((g) => g.lines).filter((line) => line.selected).map((line) => byId.get(line.id)!)
      ctx.change = { change: { kind: 'remove', ids: selected }, call: REMOVE }
      await tapWhenEnabled(ctx, css('.bag-delete'))
    },
  },
  states: {
    loading: async (ctx) => {
      await ctx.session.screen.visible(css('.bag-skeleton'))
      await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(LIST)).toBe(true))
      expect(await ctx.session.screen.count(css('[data-line]'))).toBe(0)
    },
    failed: async (ctx) => {
      await ctx.session.screen.visible({ text: t(ctx, 'ui.loadFailed') })
      await effects(ctx)
    },
    empty: async (ctx) => {
      const { screen } = ctx.session
      await screen.visible({ text: t(ctx, 'ui.bagEmpty') })
      expect(await screen.attribute({ role: 'link', name: t(ctx, 'ui.goShopping') }, 'href')).toBe('/home')
      expect(await screen.count(css('[data-line]'))).toBe(0)
      expect(await screen.count(css('.bag-footer'))).toBe(0)
    },
    'ready.mode.browsing': async (ctx) => {
      if (!(await onBag(ctx))) return
      await ctx.session.screen.hasText(css('.bag-edit'), t(ctx, 'ui.bagEdit'))
      expect(await ctx.session.screen.count(css('.bag-delete'))).toBe(0)
      await ctx.session.screen.visible(css('.bag-checkout'))
    },
    'ready.mode.editing': async (ctx) => {
      await ctx.session.screen.hasText(css('.bag-edit'), t(ctx, 'ui.bagDone'))
      expect(await ctx.session.screen.count(css('.bag-checkout'))).toBe(0)
      await ctx.session.screen.visible(css('.bag-delete'))
    },
    'ready.selection.none': async (ctx) => {
      const { screen } = ctx.session
      if (ctx.effect === 'refusedCheckout') {
        await screen.toasted(t(ctx, 'msg.selectItemToCheckout'))
        expect(await screen.pathname()).toBe('/bag')
        ctx.effect = undefined
      }
      await screen.eventually(async () => expect(await screen.count(checked)).toBe(0))
      if (await screen.count(css('.bag-checkout'))) {
        // Nothing selected: the total is zero, and Checkout stays tappable to say why it cannot go on.
        await screen.hasText(css('.bag-checkout'), t(ctx, 'ui.checkoutCount', { count: 0 }))
        await screen.hasText(css('.bag-total .price'), formatPrice('0.00', 'USD', '1', ctx.layer.lang))
        expect(await screen.attribute(css('.bag-checkout'), 'disabled')).toBeNull()
      }
      if (await screen.count(css('.bag-delete'))) expect(await screen.attribute(css('.bag-delete'), 'disabled')).not.toBeNull()
    },
    'ready.selection.some': async (ctx) => {
      const { screen } = ctx.session
      if (ctx.effect === 'checkout') {
        // The selected lines go to checkout in its URL; the bag stays alive behind it.
        const selected = await selectedIds(ctx)
        await screen.reaches('/checkout')
        expect((await screen.query('cart_ids'))?.replace(/"/g, '')).toBe(selected.join(','))
        ctx.effect = undefined
        return
      }
      await screen.eventually(async () => expect(await screen.count(checked)).toBeGreaterThan(0))
      if (await screen.count(css('.bag-checkout'))) await screen.hasText(css('.bag-checkout'), /\([1-9]\d*\)$/)
    },
    'ready.sync.idle': async (ctx) => {
      const { screen } = ctx.session
      if (!(await onBag(ctx))) return
      await effects(ctx)
      await screen.eventually(async () => expect(await screen.attribute(css('.bag-shops'), 'aria-busy')).toBe('false'))
      const bag = await bagOf(ctx)
      // The lines shown, each under its own shop, selected as the server says.
      const lines = bag.shops.flatMap((group) => group.lines)
      expect(await screen.count(css('[data-line]'))).toBe(lines.length)
      for (const [n, id] of lineIds(bag, ctx.skus)) await screen.visible(css(`[data-shop="${ctx.skus[n].shop_id}"] ${row(id)}`))
      expect(await screen.count(checked)).toBe(lines.filter((line) => line.selected).length)
      for (const line of lines.filter((l) => l.selected)) await screen.visible(css(`${row(line.id)} .bag-line-check.adm-checkbox-checked`))
      // The running total is the server's, in the display currency (USD here).
      if (await screen.count(css('.bag-total'))) await screen.hasText(css('.bag-total .price'), formatPrice(bag.selected_total, 'USD', '1', ctx.layer.lang))
    },
    'ready.sync.changing': async (ctx) => {
      const { screen } = ctx.session
      await screen.eventually(() => expect(ctx.session.transport.isPending(ctx.change!.call)).toBe(true))
      // One change at a time: the boxes and steppers wait for the answer.
      expect(await screen.attribute(css('.bag-shops'), 'aria-busy')).toBe('true')
      expect(await screen.count(css('.bag-line-check:not(.adm-checkbox-disabled)'))).toBe(0)
    },
    'ready.sync.refreshing': async (ctx) => {
      await effects(ctx)
      await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(LIST)).toBe(true))
      // The lines shown stay while the bag is asked for again.
      expect(await ctx.session.screen.count(css('[data-line]'))).toBeGreaterThan(0)
    },
  },
}
