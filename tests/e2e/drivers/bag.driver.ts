// The bag machine in Chromium, through the bag page (/bag) of a new shopper whose bag holds three
// lines, two of one shop and one of another (the machine's example lines 1, 2 and 3; see
// tests/support/bag-lines.ts), put there through the API. Loads and changes are held; before one
// is released the driver shapes the bag through the API, as the shopper's other device would, so
// that the server's answer is the one the path expects and the next tap asks what the path says.
// - REMOVE swipes the line left with a finger and taps the Delete it reveals.
// - REFRESH goes to Home by its tab and back by the Bag tab (the page is kept alive).
// - error: loadBag / refreshBag drop the connection; error: changeBag has the other device take a
//   line the change names out of the bag first (the server says it is no longer there).
import { expect } from '../support/expect'
import type { BagChange } from '../../../machines/bag.machine'
import {
  addLines, arrangeForChange, arrangeForLoad, findBagSkus, lineIds, refuseChange, serverBag, type BagSkus, type ExampleLine, type Expected,
} from '../../support/bag-lines'
import { api } from '../support/api'
import type { BrowserDriver, BrowserStepContext } from '../support/browser-driver'
import { loginWithCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'
import { swipeLeft } from '../support/touch'

const LIST = 'GET /api/cart/list'
const UPDATE = 'POST /api/cart/update'
const SELECT = 'POST /api/cart/select'
const REMOVE = 'POST /api/cart/remove'

interface Ctx extends PhoneSession {
  skus: BagSkus
  change?: { change: BagChange; call: string }
  effect?: 'checkout' | 'refusedCheckout' | 'refusedChange' | 'connectionLost'
}

let bagSkus: Promise<BagSkus> | undefined
const callOf = (s: Ctx) => (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => api(s.baseURL, method, path, body, token)
const expectedOf = (state: string[]): Expected =>
  state.includes('empty') ? 'empty' : state.includes('ready.selection.some') ? 'some' : 'none'
const bagOf = (s: Ctx) => serverBag(callOf(s), s.account.token)
const ids = async (s: Ctx) => lineIds(await bagOf(s), s.skus)
const row = (s: Ctx, id: number) => s.page.locator(`.bag-page [data-line="${id}"]`)
const bagPage = (s: Ctx) => s.page.locator('.bag-page')
const checkedBoxes = (s: Ctx) => bagPage(s).locator('.bag-line-check.adm-checkbox-checked')
const onBag = (s: Ctx) => pathnameOf(s) === '/bag'

async function answerLoad(s: Ctx, _event: unknown, { path, index }: BrowserStepContext) {
  await s.transport.nextUrl(LIST)
  await arrangeForLoad(callOf(s), s.account.token, s.skus, expectedOf(path.steps[index]!.state), path.steps[index + 1]?.event)
  await s.transport.release(LIST, 'pass')
}

async function answerChange(s: Ctx, _event: unknown, { path, index }: BrowserStepContext) {
  const pending = s.change!
  await s.transport.nextUrl(pending.call)
  await arrangeForChange(callOf(s), s.account.token, s.skus, pending.change, expectedOf(path.steps[index]!.state))
  await s.transport.release(pending.call, 'pass')
  s.change = undefined
}

/** Taps a box that shows `checked` now (a tap asks for the opposite). */
async function tapBox(s: Ctx, selector: string, checked: boolean) {
  const box = bagPage(s).locator(selector)
  await expect.poll(async () => (await box.getAttribute('class')) ?? '').toMatch(checked ? /adm-checkbox-checked/ : /^(?!.*adm-checkbox-checked)/)
  await expect.poll(async () => (await box.getAttribute('class')) ?? '').not.toMatch(/adm-checkbox-disabled/)
  await box.click()
}

async function toastShown(s: Ctx, text: string) {
  await s.page.getByText(text).first().waitFor()
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL) {
    const phone = await startPhone(browser, baseURL, [])
    const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => api(baseURL, method, path, body, token)
    const skus = await (bagSkus ??= findBagSkus(call))
    const s: Ctx = { ...phone, skus }
    await addLines(call, s.account.token, skus)
    await s.transport.hold(LIST, UPDATE, SELECT, REMOVE)
    await loginWithCookie(s)
    await s.page.goto('/bag')
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    'xstate.done.actor.loadBag': answerLoad,
    'xstate.done.actor.refreshBag': answerLoad,
    'xstate.error.actor.loadBag': async (s) => {
      await s.transport.release(LIST, 'fail')
      s.effect = 'connectionLost'
    },
    'xstate.error.actor.refreshBag': async (s) => {
      await s.transport.release(LIST, 'fail')
      s.effect = 'connectionLost'
    },
    'xstate.done.actor.changeBag': answerChange,
    'xstate.error.actor.changeBag': async (s) => {
      const pending = s.change!
      await s.transport.nextUrl(pending.call)
      const refused = await refuseChange(callOf(s), s.account.token, s.skus, pending.change)
      await s.transport.release(pending.call, refused ? 'pass' : 'fail')
      s.effect = refused ? 'refusedChange' : 'connectionLost'
      s.change = undefined
    },
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
    REFRESH: async (s) => {
      await s.page.locator('.app-tab-bar a[href="/home"]').click()
      await s.page.waitForURL((url) => url.pathname === '/home')
      await s.page.locator('.home-hero').waitFor()
      await s.page.locator('.app-tab-bar a[href="/bag"]').click()
      await s.page.waitForURL((url) => url.pathname === '/bag')
    },
    EDIT: (s) => bagPage(s).locator('.bag-edit').click(),
    DONE: (s) => bagPage(s).locator('.bag-edit').click(),
    CHECKOUT: async (s) => {
      s.effect = (await bagOf(s)).selected_count > 0 ? 'checkout' : 'refusedCheckout'
      await bagPage(s).locator('.bag-checkout').click()
    },
    SET_QUANTITY: async (s, event) => {
      const id = (await ids(s)).get(event.id as ExampleLine)!
      const quantity = Number(event.quantity)
      const stepper = row(s, id).locator('.bag-line-stepper')
      const shown = Number(await stepper.locator('input').inputValue())
      s.change = { change: { kind: 'quantity', id: event.id as number, quantity }, call: UPDATE }
      if (quantity === shown + 1) await stepper.locator('.adm-stepper-plus').click()
      else if (quantity === shown - 1) await stepper.locator('.adm-stepper-minus').click()
      else {
        // Typed into the box: sent once, when the box is left.
        await stepper.locator('input').fill(String(quantity))
        await stepper.locator('input').blur()
      }
    },
    TOGGLE_LINE: async (s, event) => {
      const id = (await ids(s)).get(event.id as ExampleLine)!
      s.change = { change: { kind: 'selectLine', id: event.id as number, selected: Boolean(event.selected) }, call: UPDATE }
      await tapBox(s, `[data-line="${id}"] .bag-line-check`, !event.selected)
    },
    TOGGLE_SHOP: async (s, event) => {
      const shopId = event.shopId === 2 ? s.skus[3].shop_id : s.skus[1].shop_id
      s.change = { change: { kind: 'selectShop', shopId: event.shopId as number, selected: Boolean(event.selected) }, call: SELECT }
      await tapBox(s, `[data-shop="${shopId}"] .bag-shop-check`, !event.selected)
    },
    TOGGLE_ALL: async (s, event) => {
      s.change = { change: { kind: 'selectAll', selected: Boolean(event.selected) }, call: SELECT }
      await tapBox(s, '.bag-select-all', !event.selected)
    },
    REMOVE: async (s, event) => {
      const lines = event.ids as ExampleLine[]
      const id = (await ids(s)).get(lines[0]!)!
      s.change = { change: { kind: 'remove', ids: lines }, call: REMOVE }
      await swipeLeft(s.page, `.bag-page [data-line="${id}"] .bag-line-body`)
      const action = row(s, id).locator('.adm-swipe-action-actions-right button')
      await action.waitFor()
      await action.click()
    },
    DELETE_SELECTED: async (s) => {
      const bag = await bagOf(s)
      const byId = new Map([...lineIds(bag, s.skus)].map(([n, id]) => [id, n]))
      const selected = bag.shops.flatMap((g) => g.lines).filter((line) => line.selected).map((line) => byId.get(line.id)!)
      s.change = { change: { kind: 'remove', ids: selected }, call: REMOVE }
      await bagPage(s).locator('.bag-delete').click()
    },
  },
  states: {
    loading: async (s) => {
      await bagPage(s).locator('.bag-skeleton').waitFor()
      await expect.poll(() => s.transport.isPending(LIST)).toBe(true)
      expect(await bagPage(s).locator('[data-line]').count()).toBe(0)
    },
    failed: async (s) => {
      await bagPage(s).getByText('Failed to load').waitFor()
      s.effect = undefined
    },
    empty: async (s) => {
      await bagPage(s).getByText('Your bag is empty').waitFor()
      expect(await bagPage(s).getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/home')
      expect(await bagPage(s).locator('.bag-footer').count()).toBe(0)
    },
    'ready.mode.browsing': async (s) => {
      if (!onBag(s)) return
      await expect.poll(() => bagPage(s).locator('.bag-edit').textContent()).toBe('Edit')
      expect(await bagPage(s).locator('.bag-delete').count()).toBe(0)
      await bagPage(s).locator('.bag-checkout').waitFor()
    },
    'ready.mode.editing': async (s) => {
      await expect.poll(() => bagPage(s).locator('.bag-edit').textContent()).toBe('Done')
      expect(await bagPage(s).locator('.bag-checkout').count()).toBe(0)
      await bagPage(s).locator('.bag-delete').waitFor()
    },
    'ready.selection.none': async (s) => {
      if (s.effect === 'refusedCheckout') {
        await toastShown(s, 'Please select item to checkout')
        expect(pathnameOf(s)).toBe('/bag')
        s.effect = undefined
      }
      await expect.poll(() => checkedBoxes(s).count()).toBe(0)
      if (await bagPage(s).locator('.bag-checkout').count()) {
        expect(await bagPage(s).locator('.bag-checkout').textContent()).toBe('Checkout (0)')
        expect(await bagPage(s).locator('.bag-total .price').textContent()).toBe('$0.00')
      }
    },
    'ready.selection.some': async (s) => {
      if (s.effect === 'checkout') {
        const bag = await bagOf(s)
        const selected = bag.shops.flatMap((g) => g.lines).filter((line) => line.selected).map((line) => line.id)
        await s.page.waitForURL((url) => url.pathname === '/checkout')
        expect(new URL(s.page.url()).searchParams.get('cart_ids')?.replace(/"/g, '')).toBe(selected.join(','))
        s.effect = undefined
        return
      }
      await expect.poll(() => checkedBoxes(s).count()).toBeGreaterThan(0)
    },
    'ready.sync.idle': async (s) => {
      if (!onBag(s)) return
      if (s.effect === 'refusedChange') await toastShown(s, 'This item is no longer in your bag')
      if (s.effect === 'connectionLost') await toastShown(s, 'Backend interface connection abnormal')
      s.effect = undefined
      await expect.poll(() => bagPage(s).locator('.bag-shops').getAttribute('aria-busy')).toBe('false')
      const bag = await bagOf(s)
      const lines = bag.shops.flatMap((g) => g.lines)
      await expect.poll(async () => (await bagPage(s).locator('[data-line]').evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.line))))).toEqual(lines.map((l) => l.id))
      expect(await checkedBoxes(s).count()).toBe(lines.filter((l) => l.selected).length)
      if (await bagPage(s).locator('.bag-total').count()) expect(await bagPage(s).locator('.bag-total .price').textContent()).toBe(`$${bag.selected_total}`)
    },
    'ready.sync.changing': async (s) => {
      await expect.poll(() => s.transport.isPending(s.change!.call)).toBe(true)
      expect(await bagPage(s).locator('.bag-shops').getAttribute('aria-busy')).toBe('true')
      expect(await bagPage(s).locator('.bag-line-check:not(.adm-checkbox-disabled)').count()).toBe(0)
    },
    'ready.sync.refreshing': async (s) => {
      if (s.effect === 'refusedChange') await toastShown(s, 'This item is no longer in your bag')
      if (s.effect === 'connectionLost') await toastShown(s, 'Backend interface connection abnormal')
      s.effect = undefined
      await expect.poll(() => s.transport.isPending(LIST)).toBe(true)
      expect(await bagPage(s).locator('[data-line]').count()).toBeGreaterThan(0)
    },
  },
}
