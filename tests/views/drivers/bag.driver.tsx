// The bag machine through the bag page (/bag, kept alive) on the real server. Each path is a new
// shopper with two lines of one shop in their account's bag (put there by another device) who,
// as a visitor, has put a third line of another shop into the bag on this device: opening /bag
// sends them to log in, and logging in merges the device's line into the account's bag before the
// bag loads. The machine's example lines 1 and 2 (shop 1) and 3 (shop 2) are those three lines.
// - Loads, refreshes and changes are held (ControlledTransport); before one is released the
//   driver shapes the bag through the API so that the server's answer is what the path expects
//   (some lines selected, none, empty) and lets the next tap ask for what the path says.
// - error: loadBag / refreshBag drop the connection; error: changeBag has the other device take a
//   line the change names out of the bag first (the server says it is no longer there).
// - REFRESH leaves the page for Home and comes back by the Bag tab (the page is kept alive).
// - REMOVE taps the swipe's Delete: jsdom has no layout to swipe in, so the action's button is
//   tapped where it waits; the browser layer swipes for real.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { BagChange } from '../../../machines/bag.machine'
import type { AppRuntime } from '../../../src/app/runtime'
import {
  addLines, arrangeForChange, arrangeForLoad, findBagSkus, lineIds, refuseChange, serverBag,
  type BagSkus, type ExampleLine, type Expected,
} from '../../support/bag-lines'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { click, fill, press } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { StepContext, ViewDriver } from '../support/view-driver'

const LIST = 'GET /api/cart/list'
const UPDATE = 'POST /api/cart/update'
const SELECT = 'POST /api/cart/select'
const REMOVE = 'POST /api/cart/remove'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime: AppRuntime
  toasts: ToastWatch
  /** The change sent and not yet answered, in the example's line ids, and the call carrying it. */
  change?: { change: BagChange; call: string }
  /** What the last step should have done besides its state (the machine's actions, a toast). */
  effect?: 'checkout' | 'refusedCheckout' | 'refusedChange' | 'connectionLost'
}

const shared = sharedTestServer()
let skus: BagSkus
const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => apiCall(shared.server, method, path, body, token)

const expectedOf = (state: string[]): Expected =>
  state.includes('empty') ? 'empty' : state.includes('ready.selection.some') ? 'some' : 'none'
const ids = async (ctx: Ctx) => lineIds(await serverBag(call, ctx.account.token), skus)
const lineRow = (id: number) => document.querySelector<HTMLElement>(`.bag-page [data-line="${id}"]`)
const onBag = (ctx: Ctx) => ctx.runtime.router.state.location.pathname === '/bag'

/** Taps a control of the bag page once it is there and enabled. */
async function tapWhenReady(find: () => Element | null | undefined) {
  const element = await waitFor(() => {
    const found = find()
    expect(found, 'the control is on the page').toBeTruthy()
    expect((found as HTMLInputElement).disabled ?? false).toBe(false)
    return found!
  })
  await click(element)
}

async function sendChange(ctx: Ctx, change: BagChange, callKey: string, tap: () => Promise<void>) {
  ctx.change = { change, call: callKey }
  await tap()
}

async function answerLoad(ctx: Ctx, _event: unknown, { path, index }: StepContext) {
  const step = path.steps[index]!
  await arrangeForLoad(call, ctx.account.token, skus, expectedOf(step.state), path.steps[index + 1]?.event)
  await ctx.transport.release(LIST, 'pass')
}

async function answerChange(ctx: Ctx, _event: unknown, { path, index }: StepContext) {
  const pending = ctx.change!
  await arrangeForChange(call, ctx.account.token, skus, pending.change, expectedOf(path.steps[index]!.state))
  await ctx.transport.release(pending.call, 'pass')
  ctx.change = undefined
}

/** The lines the page shows, with their boxes, against the server's bag. */
async function showsServerBag(ctx: Ctx) {
  const bag = await serverBag(call, ctx.account.token)
  const lines = bag.shops.flatMap((group) => group.lines)
  await waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.bag-page [data-line]')].map((row) => Number(row.dataset.line))
    expect(shown).toEqual(lines.map((line) => line.id))
    for (const line of lines) {
      const box = lineRow(line.id)!.querySelector<HTMLInputElement>('.bag-line-check input')!
      expect(box.checked, `line ${line.id} selected`).toBe(line.selected)
    }
    // The shops' headers, in the server's order.
    expect([...document.querySelectorAll<HTMLElement>('.bag-page [data-shop]')].map((s) => Number(s.dataset.shop))).toEqual(bag.shops.map((g) => g.shop.id))
  })
  return bag
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    skus = await findBagSkus(call)
  },
  teardown: shared.teardown,
  async start() {
    const transport = new ControlledTransport(shared.server)
    const account = await registerAccount(shared.server)
    await addLines(call, account.token, skus, [1, 2])
    // The visitor's own choice, on this device.
    localStorage.setItem('visitor-bag', JSON.stringify([{ product_id: skus[3].product_id, sku_id: skus[3].sku_id, quantity: 1 }]))
    const toasts = await watchAppToasts()
    const runtime = await renderWithTransport('/bag', transport)
    const ctx: Ctx = { transport, account, runtime, toasts }
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(toasts.shown).toContain('Please login first'))
    transport.hold(LIST, UPDATE, SELECT, REMOVE)
    await fill('Account', account.account)
    await fill('Password', account.password)
    await press('Log in')
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/bag'))
    // Merged before the bag is asked for, and gone from the device.
    await waitFor(() => expect(transport.isPending(LIST)).toBe(true))
    expect([...(await ids(ctx)).keys()].sort()).toEqual([1, 2, 3])
    expect(localStorage.getItem('visitor-bag')).toBeNull()
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime.session.stop()
  },
  events: {
    'xstate.done.actor.loadBag': answerLoad,
    'xstate.done.actor.refreshBag': answerLoad,
    'xstate.error.actor.loadBag': async (ctx) => {
      await ctx.transport.release(LIST, 'fail')
      ctx.effect = 'connectionLost'
    },
    'xstate.error.actor.refreshBag': async (ctx) => {
      await ctx.transport.release(LIST, 'fail')
      ctx.effect = 'connectionLost'
    },
    'xstate.done.actor.changeBag': answerChange,
    'xstate.error.actor.changeBag': async (ctx) => {
      const pending = ctx.change!
      const refused = await refuseChange(call, ctx.account.token, skus, pending.change)
      await ctx.transport.release(pending.call, refused ? 'pass' : 'fail')
      ctx.effect = refused ? 'refusedChange' : 'connectionLost'
      ctx.change = undefined
    },
    RETRY: () => press('Retry'),
    REFRESH: async (ctx) => {
      await click(document.querySelector('.app-tab-bar a[href="/home"]')!)
      // Home shown (its code loaded), so the bag has really been hidden.
      await waitFor(() => {
        expect(ctx.runtime.router.state.resolvedLocation?.pathname).toBe('/home')
        expect(ctx.runtime.router.state.status).toBe('idle')
        expect(document.querySelector('.app-tab-bar .tab.is-active')?.getAttribute('href')).toBe('/home')
      })
      await click(document.querySelector('.app-tab-bar a[href="/bag"]')!)
      await waitFor(() => expect(onBag(ctx)).toBe(true))
    },
    EDIT: () => tapWhenReady(() => document.querySelector('.bag-page .bag-edit')),
    DONE: () => tapWhenReady(() => document.querySelector('.bag-page .bag-edit')),
    CHECKOUT: async (ctx) => {
      const bag = await serverBag(call, ctx.account.token)
      ctx.effect = bag.selected_count > 0 ? 'checkout' : 'refusedCheckout'
      await tapWhenReady(() => document.querySelector('.bag-page .bag-checkout'))
    },
    SET_QUANTITY: async (ctx, event) => {
      const id = (await ids(ctx)).get(event.id as ExampleLine)!
      const quantity = Number(event.quantity)
      const stepper = () => lineRow(id)!.querySelector<HTMLElement>('.bag-line-stepper')!
      const shown = Number(stepper().querySelector('input')!.value)
      await sendChange(ctx, { kind: 'quantity', id: event.id as number, quantity }, UPDATE, async () => {
        if (quantity === shown + 1) await tapWhenReady(() => stepper().querySelector('.adm-stepper-plus'))
        else if (quantity === shown - 1) await tapWhenReady(() => stepper().querySelector('.adm-stepper-minus'))
        else {
          // Typed into the box: sent once, when the box is left.
          const input = stepper().querySelector('input')!
          await act(async () => {
            fireEvent.focus(input)
            fireEvent.change(input, { target: { value: String(quantity) } })
            fireEvent.blur(input)
          })
        }
      })
    },
    TOGGLE_LINE: async (ctx, event) => {
      const id = (await ids(ctx)).get(event.id as ExampleLine)!
      await sendChange(ctx, { kind: 'selectLine', id: event.id as number, selected: Boolean(event.selected) }, UPDATE, async () => {
        const box = () => lineRow(id)?.querySelector<HTMLInputElement>('.bag-line-check input')
        await waitFor(() => expect(box()?.checked).toBe(!event.selected))
        await tapWhenReady(box)
      })
    },
    TOGGLE_SHOP: async (ctx, event) => {
      const shopId = event.shopId === 2 ? skus[3].shop_id : skus[1].shop_id
      await sendChange(ctx, { kind: 'selectShop', shopId: event.shopId as number, selected: Boolean(event.selected) }, SELECT, async () => {
        const box = () => document.querySelector<HTMLInputElement>(`.bag-page [data-shop="${shopId}"] .bag-shop-check input`)
        await waitFor(() => expect(box()?.checked).toBe(!event.selected))
        await tapWhenReady(box)
      })
    },
    TOGGLE_ALL: async (ctx, event) => {
      await sendChange(ctx, { kind: 'selectAll', selected: Boolean(event.selected) }, SELECT, async () => {
        const box = () => document.querySelector<HTMLInputElement>('.bag-page .bag-select-all input')
        await waitFor(() => expect(box()?.checked).toBe(!event.selected))
        await tapWhenReady(box)
      })
    },
    REMOVE: async (ctx, event) => {
      const lines = event.ids as ExampleLine[]
      const id = (await ids(ctx)).get(lines[0]!)!
      await sendChange(ctx, { kind: 'remove', ids: lines }, REMOVE, () =>
        tapWhenReady(() => lineRow(id)?.querySelector('.adm-swipe-action-actions-right .adm-button')),
      )
    },
    DELETE_SELECTED: async (ctx) => {
      const bag = await serverBag(call, ctx.account.token)
      const byId = new Map([...lineIds(bag, skus)].map(([n, id]) => [id, n]))
      const selected = bag.shops.flatMap((g) => g.lines).filter((line) => line.selected).map((line) => byId.get(line.id)!)
      await sendChange(ctx, { kind: 'remove', ids: selected }, REMOVE, () => tapWhenReady(() => document.querySelector('.bag-page .bag-delete')))
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(document.querySelector('.bag-page .bag-skeleton')).not.toBeNull())
      expect(ctx.transport.isPending(LIST)).toBe(true)
      expect(document.querySelector('.bag-page [data-line]')).toBeNull()
    },
    failed: async (ctx) => {
      await screen.findByText('Failed to load')
      await waitFor(() => expect(ctx.toasts.shown).toContain('Backend interface connection abnormal'))
      ctx.effect = undefined
    },
    empty: async () => {
      await screen.findByText('Your bag is empty')
      expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/home')
      expect(document.querySelector('.bag-page [data-line]')).toBeNull()
      expect(document.querySelector('.bag-page .bag-footer')).toBeNull()
    },
    'ready.mode.browsing': async () => {
      await waitFor(() => expect(document.querySelector('.bag-page .bag-edit')?.textContent).toBe('Edit'))
      expect(document.querySelector('.bag-page .bag-delete')).toBeNull()
      expect(document.querySelector('.bag-page .bag-checkout')).not.toBeNull()
    },
    'ready.mode.editing': async () => {
      await waitFor(() => expect(document.querySelector('.bag-page .bag-edit')?.textContent).toBe('Done'))
      expect(document.querySelector('.bag-page .bag-checkout')).toBeNull()
      expect(document.querySelector('.bag-page .bag-delete')).not.toBeNull()
    },
    'ready.selection.none': async (ctx) => {
      if (ctx.effect === 'refusedCheckout') {
        await waitFor(() => expect(ctx.toasts.shown).toContain('Please select item to checkout'))
        expect(ctx.runtime.router.state.location.pathname).toBe('/bag')
        ctx.effect = undefined
      }
      await waitFor(() => expect(document.querySelectorAll('.bag-page .bag-line-check input:checked')).toHaveLength(0))
      const checkout = document.querySelector('.bag-page .bag-checkout')
      if (checkout) {
        // Nothing selected: the total is zero, and Checkout stays tappable to say why it cannot go on.
        expect(checkout.textContent).toBe('Checkout (0)')
        expect(document.querySelector('.bag-page .bag-total .price')?.textContent).toBe('$0.00')
        expect((checkout as HTMLButtonElement).disabled).toBe(false)
      }
      const remove = document.querySelector<HTMLButtonElement>('.bag-page .bag-delete')
      if (remove) expect(remove.disabled).toBe(true)
    },
    'ready.selection.some': async (ctx) => {
      if (ctx.effect === 'checkout') {
        // The selected lines go to checkout in its URL; the bag stays alive behind it.
        const bag = await serverBag(call, ctx.account.token)
        const selected = bag.shops.flatMap((g) => g.lines).filter((line) => line.selected).map((line) => line.id)
        await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/checkout'))
        expect(new URL(ctx.runtime.router.state.location.href, 'http://localhost').searchParams.get('cart_ids')?.replace(/"/g, '')).toBe(selected.join(','))
        ctx.effect = undefined
        return
      }
      await waitFor(() => expect(document.querySelectorAll('.bag-page .bag-line-check input:checked').length).toBeGreaterThan(0))
      const checkout = document.querySelector('.bag-page .bag-checkout')
      if (checkout) expect(checkout.textContent).toMatch(/^Checkout \([1-9]\d*\)$/)
    },
    'ready.sync.idle': async (ctx) => {
      if (!onBag(ctx)) return
      if (ctx.effect === 'refusedChange') await waitFor(() => expect(ctx.toasts.shown).toContain('This item is no longer in your bag'))
      if (ctx.effect === 'connectionLost') await waitFor(() => expect(ctx.toasts.shown).toContain('Backend interface connection abnormal'))
      ctx.effect = undefined
      await waitFor(() => expect(document.querySelector('.bag-page .bag-shops')?.getAttribute('aria-busy')).toBe('false'))
      const bag = await showsServerBag(ctx)
      // The running total is the server's, in the display currency (USD here).
      const total = document.querySelector('.bag-page .bag-total .price')
      if (total) expect(total.textContent).toBe(`$${bag.selected_total}`)
      // Each line under its own shop.
      for (const [n, id] of lineIds(bag, skus)) {
        expect(lineRow(id)!.closest<HTMLElement>('[data-shop]')?.dataset.shop).toBe(String(skus[n].shop_id))
      }
    },
    'ready.sync.changing': async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(ctx.change!.call)).toBe(true))
      // One change at a time: the boxes and steppers wait for the answer.
      expect(document.querySelector('.bag-page .bag-shops')?.getAttribute('aria-busy')).toBe('true')
      for (const box of document.querySelectorAll<HTMLInputElement>('.bag-page .bag-line-check input')) expect(box.disabled).toBe(true)
    },
    'ready.sync.refreshing': async (ctx) => {
      if (ctx.effect === 'refusedChange') await waitFor(() => expect(ctx.toasts.shown).toContain('This item is no longer in your bag'))
      if (ctx.effect === 'connectionLost') await waitFor(() => expect(ctx.toasts.shown).toContain('Backend interface connection abnormal'))
      ctx.effect = undefined
      await waitFor(() => expect(ctx.transport.isPending(LIST)).toBe(true))
      // The lines shown stay while the bag is asked for again.
      expect(document.querySelectorAll('.bag-page [data-line]').length).toBeGreaterThan(0)
    },
  },
}
