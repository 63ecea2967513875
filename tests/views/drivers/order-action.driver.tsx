// Cancel order and confirm receipt (the orderAction machine) through the order detail and My orders,
// each path with a new shopper and an order of the demo merchant's shop: waiting pay to cancel, or
// paid and shipped (through the API) to confirm. Every path runs once per action and place.
// - ASK is a tap on the order's button; the prompt's answer a tap on Confirm or Not now.
// - The cancel and confirm calls are held (tests/views/support/controlled-transport.ts), so the
//   page can be seen while it waits; done releases the call to the server; error is, for cancel,
//   the order paid on the shopper's other device meanwhile (the server refuses), for confirm the
//   connection dropping.
import { expect } from 'vitest'
import { waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { credit } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { click, q, setCookie } from '../support/interact'
import { newTrackingNo, orderApi, type PathOrder, type ShopItem } from '../support/orders'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const CANCEL = 'POST /api/order/cancel'
const CONFIRM = 'POST /api/order/confirm'
const NETWORK = 'Backend interface connection abnormal'

type Kind = 'cancel' | 'confirm'
type Place = 'detail' | 'list'

/** What the order shows before the action, after it, and after the action failed. */
const SHOWN = {
  cancel: { before: 'Waiting for payment', done: 'Cancelled', failed: 'Waiting for delivery', question: 'Cancel this order? Its items go back on sale.', success: 'Order cancelled' },
  confirm: { before: 'Delivered', done: 'Received', failed: 'Delivered', question: 'Have you received the goods? Confirm only once you have checked them.', success: 'Receipt confirmed' },
} as const

/** My orders opens at the tab the order is in before the action. */
const TAB: Record<Kind, string> = { cancel: '0', confirm: '2' }

const VARIANTS: Record<string, { kind: Kind; place: Place }> = {
  'shopper cancelling on the order page': { kind: 'cancel', place: 'detail' },
  'shopper cancelling in My orders': { kind: 'cancel', place: 'list' },
  'shopper confirming receipt on the order page': { kind: 'confirm', place: 'detail' },
  'shopper confirming receipt in My orders': { kind: 'confirm', place: 'list' },
}

interface Ctx {
  runtime: AppRuntime
  transport: ControlledTransport
  toasts: ToastWatch
  token: string
  order: PathOrder
  kind: Kind
  place: Place
  /** What the last answer should have said. */
  toast?: string | RegExp
}

const shared = sharedTestServer()
const api = orderApi((path, init) => shared.server.app.request(path, init))
let item: ShopItem


/** Where the order is shown: its row in My orders, or the order page. */
const scope = (ctx: Ctx) => (ctx.place === 'list' ? `.order-card[data-order-id="${ctx.order.id}"]` : '.order-detail-page')
const button = (ctx: Ctx) => q<HTMLButtonElement>(`${scope(ctx)} .order-action-${ctx.kind}`)
const statusShown = (ctx: Ctx) => q(ctx.place === 'list' ? `${scope(ctx)} .order-status` : '.order-banner .order-status')?.textContent ?? null
/**
 * The prompt. jsdom cannot tell an open dialog from one closing: antd-mobile's closing animation
 * (react-spring) does not always finish there, so the markup may stay. That the question went
 * away is seen in Chromium (the browser driver); here the button's own state says where it is.
 */
const dialog = () => [...document.querySelectorAll<HTMLElement>('.adm-center-popup-wrap')].reverse().find((wrap) => wrap.querySelector('.adm-dialog-content'))
const dialogButton = (text: string) => [...(dialog()?.querySelectorAll('.adm-dialog-button') ?? [])].find((b) => b.textContent === text)

const statusOf = async (ctx: Ctx) => (await api.detail(ctx.token, ctx.order)).status as number

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (!toast) return
  await waitFor(() => expect(ctx.toasts.shown.some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
  ctx.toasts.shown.length = 0
}

/** After the answer, the order as the server has it now: the row leaves the tab it no longer belongs to. */
async function shownAgain(ctx: Ctx, status: string, stillAllowed: boolean) {
  if (ctx.place === 'list' && status !== SHOWN[ctx.kind].before) {
    await waitFor(() => expect(q(scope(ctx)), 'the order left the tab').toBeNull())
    // The tab's list is read again (a skeleton while it comes), then shown without the order.
    await waitFor(() => expect(q('.orders-page .paged-list')).not.toBeNull())
    expect(q(scope(ctx))).toBeNull()
    return
  }
  await waitFor(() => expect(statusShown(ctx)).toBe(status))
  if (stillAllowed) {
    // Shown again, a new machine: the shopper may try again.
    await waitFor(() => expect(button(ctx)?.disabled).toBe(false))
    expect(button(ctx)!.dataset.state).toBe('idle')
  } else {
    await waitFor(() => expect(button(ctx), `no ${ctx.kind} any more`).toBeNull())
  }
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    item = await api.shopItem()
  },
  teardown: shared.teardown,
  variants: Object.keys(VARIANTS),
  async start(_path, variant) {
    const { kind, place } = VARIANTS[variant!]!
    const { token } = await registerAccount(shared.server)
    // Money to pay with, credited as an approved recharge would be.
    await credit(shared.server.db, (await api.call('GET', '/api/user/getUserInfo', undefined, token)).data.id, '100.00')
    const order = await api.placeOrder(token, item)
    if (kind === 'confirm') {
      // Paid, and shipped by the merchant.
      await api.pay(token, order)
      await api.ship(order, newTrackingNo())
    }
    const transport = new ControlledTransport(shared.server)
    transport.hold(CANCEL, CONFIRM)
    setCookie('Admin-Token', token)
    const href = place === 'detail' ? `/orderInfo/${order.id}` : `/myPurchases/${TAB[kind]}`
    const ctx: Ctx = { runtime: undefined as never, transport, toasts: await watchAppToasts(), token, order, kind, place }
    ctx.runtime = await renderWithTransport(href, transport)
    await driver.states.idle!(ctx)
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    ASK: async (ctx) => {
      await click(button(ctx)!)
    },
    'xstate.done.actor.prompt': async (ctx, event, { next }) => {
      const confirmed = event.output === true
      if (confirmed && next?.event.type === 'xstate.error.actor.perform' && ctx.kind === 'cancel') {
        // Paid on the shopper's other device while the question is open.
        await api.pay(ctx.token, ctx.order)
      }
      const text = confirmed ? 'Confirm' : 'Not now'
      const choice = await waitFor(() => {
        const found = dialogButton(text)
        expect(found, `the prompt's ${text}`).toBeDefined()
        return found!
      })
      await click(choice)
    },
    'xstate.done.actor.perform': async (ctx) => {
      ctx.toast = SHOWN[ctx.kind].success
      await ctx.transport.release(ctx.kind === 'cancel' ? CANCEL : CONFIRM, 'pass')
    },
    'xstate.error.actor.perform': async (ctx) => {
      if (ctx.kind === 'cancel') {
        ctx.toast = `Order ${ctx.order.sn} can no longer be cancelled`
        await ctx.transport.release(CANCEL, 'pass')
      } else {
        ctx.toast = NETWORK
        await ctx.transport.release(CONFIRM, 'fail')
      }
    },
  },
  states: {
    idle: async (ctx) => {
      await waitFor(() => expect(button(ctx)?.disabled, `${ctx.kind} can be tapped`).toBe(false))
      expect(button(ctx)!.className).not.toMatch(/adm-button-loading/)
      expect(statusShown(ctx)).toBe(SHOWN[ctx.kind].before)
      expect(button(ctx)!.dataset.state).toBe('idle')
      expect(await statusOf(ctx)).toBe(ctx.kind === 'cancel' ? 0 : 2)
    },
    asking: async (ctx) => {
      await waitFor(() => expect(dialog()?.querySelector('.adm-dialog-content')?.textContent).toBe(SHOWN[ctx.kind].question))
      expect(button(ctx)!.dataset.state).toBe('asking')
      expect(dialogButton('Confirm')).toBeDefined()
      expect(dialogButton('Not now')).toBeDefined()
      expect(ctx.transport.isPending(CANCEL) || ctx.transport.isPending(CONFIRM), 'nothing sent before the answer').toBe(false)
    },
    sending: async (ctx) => {
      await waitFor(() => expect(button(ctx)!.className).toMatch(/adm-button-loading/))
      expect(button(ctx)!.dataset.state).toBe('sending')
      expect(ctx.transport.isPending(ctx.kind === 'cancel' ? CANCEL : CONFIRM), 'the call waits for the server').toBe(true)
    },
    done: async (ctx) => {
      await effects(ctx)
      await shownAgain(ctx, SHOWN[ctx.kind].done, false)
      expect(await statusOf(ctx)).toBe(ctx.kind === 'cancel' ? -1 : 3)
    },
    failed: async (ctx) => {
      await effects(ctx)
      // Cancel: the order was paid meanwhile, so it cannot be cancelled any more; confirm: nothing
      // changed, and receipt can be confirmed again.
      await shownAgain(ctx, SHOWN[ctx.kind].failed, ctx.kind === 'confirm')
      expect(await statusOf(ctx)).toBe(ctx.kind === 'cancel' ? 1 : 2)
    },
  },
}
