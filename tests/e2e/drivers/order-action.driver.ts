// Cancel order and confirm receipt (the orderAction machine) in Chromium, each path with a new
// shopper (the demo server's play money) and an order of the demo merchant's shop: waiting pay to
// cancel in My orders, or paid and shipped (through the API) to confirm on the order page. The
// view layer runs every action in both places; here one of each, since a browser step costs more.
// - ASK is a tap on the order's button; the prompt's answer a tap on Confirm or Not now.
// - The cancel and confirm calls are held (Playwright routes); done releases the call to the
//   server; error is, for cancel, the order paid on the shopper's other device meanwhile (the
//   server refuses), for confirm the connection dropping.
import { expect } from '../support/expect'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { newTrackingNo, orderApi, type OrderApi, type PathOrder, type ShopItem } from '../../views/support/orders'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { recordToasts, type PageToasts } from '../support/checkout'

const CANCEL = 'POST /api/order/cancel'
const CONFIRM = 'POST /api/order/confirm'
const NETWORK = 'Backend interface connection abnormal'

type Kind = 'cancel' | 'confirm'
type Place = 'detail' | 'list'

const SHOWN = {
  cancel: { before: 'Waiting for payment', done: 'Cancelled', failed: 'Waiting for delivery', question: 'Cancel this order? Its items go back on sale.', success: 'Order cancelled' },
  confirm: { before: 'Delivered', done: 'Received', failed: 'Delivered', question: 'Have you received the goods? Confirm only once you have checked them.', success: 'Receipt confirmed' },
} as const

const VARIANTS: Record<string, { kind: Kind; place: Place }> = {
  'shopper cancelling in My orders': { kind: 'cancel', place: 'list' },
  'shopper confirming receipt on the order page': { kind: 'confirm', place: 'detail' },
}

interface Ctx {
  context: BrowserContext
  page: Page
  api: OrderApi
  transport: BrowserTransport
  toasts: PageToasts
  token: string
  order: PathOrder
  kind: Kind
  place: Place
  toast?: string
}

let item: Promise<ShopItem> | undefined

const scope = (s: Ctx) => s.page.locator(s.place === 'list' ? `.order-card[data-order-id="${s.order.id}"]` : '.order-detail-page')
const button = (s: Ctx): Locator => scope(s).locator(`.order-action-${s.kind}`)
const statusShown = (s: Ctx) => scope(s).locator(s.place === 'list' ? '.order-status' : '.order-banner .order-status')
const question = (s: Ctx) => s.page.locator('.adm-dialog-content', { hasText: SHOWN[s.kind].question })
const dialogButton = (s: Ctx, text: string) => s.page.locator('.adm-dialog-button', { hasText: text })
const statusOf = async (s: Ctx) => (await s.api.detail(s.token, s.order)).status as number

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).includes(toast), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function shownAgain(s: Ctx, status: string, stillAllowed: boolean) {
  await question(s).waitFor({ state: 'hidden' })
  if (s.place === 'list' && status !== SHOWN[s.kind].before) {
    // The list loaded again: the order left the tab it no longer belongs to.
    await scope(s).waitFor({ state: 'detached' })
    return
  }
  await expect.poll(() => statusShown(s).textContent()).toBe(status)
  if (stillAllowed) {
    await expect.poll(() => button(s).getAttribute('data-state')).toBe('idle')
    expect(await button(s).isEnabled()).toBe(true)
  } else {
    await button(s).waitFor({ state: 'detached' })
  }
}

export const driver: BrowserDriver<Ctx> = {
  variants: Object.keys(VARIANTS),
  async start(browser, baseURL, _path, variant) {
    const { kind, place } = VARIANTS[variant!]!
    const api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
    const { token } = await newAccount(baseURL)
    const order = await api.placeOrder(token, await (item ??= api.shopItem()))
    if (kind === 'confirm') {
      await api.pay(token, order)
      await api.ship(order, newTrackingNo())
    }
    const { context, page } = await openPhone(browser, baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const transport = new BrowserTransport(page)
    await transport.hold(CANCEL, CONFIRM)
    const toasts = await recordToasts(page)
    await page.goto(place === 'detail' ? `/orderInfo/${order.id}` : `/myPurchases/${kind === 'cancel' ? '0' : '2'}`)
    const s: Ctx = { context, page, api, transport, toasts, token, order, kind, place }
    await driver.states.idle!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ASK: (s) => button(s).click(),
    'xstate.done.actor.prompt': async (s, event, { next }) => {
      const confirmed = event.output === true
      if (confirmed && next?.event.type === 'xstate.error.actor.perform' && s.kind === 'cancel') await s.api.pay(s.token, s.order)
      await dialogButton(s, confirmed ? 'Confirm' : 'Not now').click()
    },
    'xstate.done.actor.perform': async (s) => {
      s.toast = SHOWN[s.kind].success
      await s.transport.release(s.kind === 'cancel' ? CANCEL : CONFIRM, 'pass')
    },
    'xstate.error.actor.perform': async (s) => {
      if (s.kind === 'cancel') {
        s.toast = `Order ${s.order.sn} can no longer be cancelled`
        await s.transport.release(CANCEL, 'pass')
      } else {
        s.toast = NETWORK
        await s.transport.release(CONFIRM, 'fail')
      }
    },
  },
  states: {
    idle: async (s) => {
      await question(s).waitFor({ state: 'hidden' })
      await expect.poll(() => button(s).getAttribute('data-state')).toBe('idle')
      expect(await button(s).isEnabled()).toBe(true)
      expect(await statusShown(s).textContent()).toBe(SHOWN[s.kind].before)
      expect(await statusOf(s)).toBe(s.kind === 'cancel' ? 0 : 2)
    },
    asking: async (s) => {
      await question(s).waitFor()
      expect(await dialogButton(s, 'Not now').isVisible()).toBe(true)
      expect(s.transport.isPending(CANCEL) || s.transport.isPending(CONFIRM), 'nothing sent before the answer').toBe(false)
    },
    sending: async (s) => {
      await question(s).waitFor({ state: 'hidden' })
      await expect.poll(() => button(s).getAttribute('class')).toMatch(/adm-button-loading/)
      expect(await button(s).isDisabled(), 'no second tap while the server answers').toBe(true)
      expect(s.transport.isPending(s.kind === 'cancel' ? CANCEL : CONFIRM)).toBe(true)
    },
    done: async (s) => {
      await effects(s)
      await shownAgain(s, SHOWN[s.kind].done, false)
      expect(await statusOf(s)).toBe(s.kind === 'cancel' ? -1 : 3)
    },
    failed: async (s) => {
      await effects(s)
      await shownAgain(s, SHOWN[s.kind].failed, s.kind === 'confirm')
      expect(await statusOf(s)).toBe(s.kind === 'cancel' ? 1 : 2)
    },
  },
}
