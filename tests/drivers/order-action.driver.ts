// Cancel order and confirm receipt (the orderAction machine) through the order page and My orders,
// each path with a new shopper (the demo's play money) and an order of the demo merchant's shop:
// waiting pay to cancel, or paid and shipped (through the API) to confirm. The view layer runs
// every path once per action and place; the browser one of each action, a browser step costing more.
// - ASK is a tap on the order's button; the prompt's answer a tap on Confirm or Not now.
// - The cancel and confirm calls are held, so the page can be seen while it waits; done releases
//   the call to the server; error is, for cancel, the order paid on the shopper's other device
//   meanwhile (the server refuses), for confirm the connection dropping.
import { expect } from '../e2e/support/expect'
import { newTrackingNo, orderApi, type OrderApi, type PathOrder } from '../views/support/orders'
import type { Driver, Layer, Session } from './support/protocol'

const CANCEL = 'POST /api/order/cancel'
const CONFIRM = 'POST /api/order/confirm'

type Kind = 'cancel' | 'confirm'
type Place = 'detail' | 'list'

/** What the order shows (locale keys) before the action, after it, and after the action failed. */
const SHOWN = {
  cancel: { before: 'ui.statusWaitingPay', done: 'ui.statusCancelled', failed: 'ui.statusWaitingDeliver', question: 'ui.cancelOrderConfirm', success: 'msg.orderCancelled', status: { before: 0, done: -1, failed: 1 } },
  confirm: { before: 'ui.statusDelivered', done: 'ui.statusReceived', failed: 'ui.statusDelivered', question: 'ui.confirmReceiptConfirm', success: 'msg.orderReceived', status: { before: 2, done: 3, failed: 2 } },
} as const

const VARIANTS: Record<string, { kind: Kind; place: Place }> = {
  'shopper cancelling on the order page': { kind: 'cancel', place: 'detail' },
  'shopper cancelling in My orders': { kind: 'cancel', place: 'list' },
  'shopper confirming receipt on the order page': { kind: 'confirm', place: 'detail' },
  'shopper confirming receipt in My orders': { kind: 'confirm', place: 'list' },
}

interface Ctx {
  session: Session
  layer: Layer
  api: OrderApi
  token: string
  order: PathOrder
  kind: Kind
  place: Place
  /** What the last answer should have said. */
  toast?: string
}

const call = (ctx: Ctx) => (ctx.kind === 'cancel' ? CANCEL : CONFIRM)
/** Where the order is shown: its row in My orders, or the order page. */
const scope = (ctx: Ctx) => (ctx.place === 'list' ? `.order-card[data-order-id="${ctx.order.id}"]` : '.order-detail-page')
const button = (ctx: Ctx) => ({ css: `${scope(ctx)} .order-action-${ctx.kind}` })
const statusShown = (ctx: Ctx) => ({ css: ctx.place === 'list' ? `${scope(ctx)} .order-status` : '.order-banner .order-status' })
const question = (ctx: Ctx) => ({ css: '.adm-dialog-content', text: ctx.layer.text(SHOWN[ctx.kind].question) })
const dialogButton = (ctx: Ctx, key: string) => ({ css: '.adm-dialog-button', text: ctx.layer.text(key) })
const statusOf = async (ctx: Ctx) => (await ctx.api.detail(ctx.token, ctx.order)).status as number
const buttonState = async (ctx: Ctx, state: string) => ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(button(ctx), 'data-state')).toBe(state))

/**
 * The prompt gone. jsdom cannot tell an open dialog from one closing (antd-mobile's closing
 * animation does not always finish there, so the markup may stay): the view layer reads where the
 * action is from the button's own state instead.
 */
async function questionGone(ctx: Ctx) {
  if (ctx.layer.name === 'browser') await ctx.session.screen.gone(question(ctx))
}

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

/** After the answer, the order as the server has it now: the row leaves the tab it no longer belongs to. */
async function shownAgain(ctx: Ctx, status: string, stillAllowed: boolean) {
  const { screen } = ctx.session
  await questionGone(ctx)
  if (ctx.place === 'list' && status !== SHOWN[ctx.kind].before) {
    await screen.gone({ css: scope(ctx) })
    return
  }
  await screen.hasText(statusShown(ctx), ctx.layer.text(status))
  if (stillAllowed) {
    // Shown again, a new machine: the shopper may try again.
    await buttonState(ctx, 'idle')
    expect(await screen.attribute(button(ctx), 'disabled')).toBeNull()
  } else {
    await screen.gone(button(ctx))
  }
}

export const driver: Driver<Ctx> = {
  variants: { view: Object.keys(VARIANTS), browser: ['shopper cancelling in My orders', 'shopper confirming receipt on the order page'] },
  async start(layer, _path, variant) {
    const { kind, place } = VARIANTS[variant!]!
    const api = orderApi(layer.backend.fetch)
    const { token } = await layer.backend.newAccount()
    const order = await api.placeOrder(token, await api.shopItem())
    if (kind === 'confirm') {
      // Paid, and shipped by the merchant.
      await api.pay(token, order)
      await api.ship(order, newTrackingNo())
    }
    const href = place === 'detail' ? `/orderInfo/${order.id}` : `/myPurchases/${kind === 'cancel' ? '0' : '2'}`
    const session = await layer.open(href, { hold: [CANCEL, CONFIRM], token })
    const ctx: Ctx = { session, layer, api, token, order, kind, place }
    await driver.states.idle!(ctx)
    return ctx
  },
  events: {
    ASK: (ctx) => ctx.session.screen.click(button(ctx)),
    'xstate.done.actor.prompt': async (ctx, event, { next }) => {
      const confirmed = event.output === true
      // Paid on the shopper's other device while the question is open.
      if (confirmed && next?.event.type === 'xstate.error.actor.perform' && ctx.kind === 'cancel') await ctx.api.pay(ctx.token, ctx.order)
      await ctx.session.screen.click(dialogButton(ctx, confirmed ? 'ui.confirm' : 'ui.notNow'))
    },
    'xstate.done.actor.perform': async (ctx) => {
      ctx.toast = ctx.layer.text(SHOWN[ctx.kind].success)
      await ctx.session.transport.release(call(ctx), 'pass')
    },
    'xstate.error.actor.perform': async (ctx) => {
      if (ctx.kind === 'cancel') {
        ctx.toast = ctx.layer.text('msg.orderNotCancellable', { sn: ctx.order.sn })
        await ctx.session.transport.release(CANCEL, 'pass')
      } else {
        ctx.toast = ctx.layer.text('msg.networkError')
        await ctx.session.transport.release(CONFIRM, 'fail')
      }
    },
  },
  states: {
    idle: async (ctx) => {
      await questionGone(ctx)
      await buttonState(ctx, 'idle')
      expect(await ctx.session.screen.attribute(button(ctx), 'disabled')).toBeNull()
      await ctx.session.screen.hasText(statusShown(ctx), ctx.layer.text(SHOWN[ctx.kind].before))
      expect(await statusOf(ctx)).toBe(SHOWN[ctx.kind].status.before)
    },
    asking: async (ctx) => {
      await ctx.session.screen.visible(question(ctx))
      await buttonState(ctx, 'asking')
      await ctx.session.screen.visible(dialogButton(ctx, 'ui.notNow'))
      expect(ctx.session.transport.isPending(CANCEL) || ctx.session.transport.isPending(CONFIRM), 'nothing sent before the answer').toBe(false)
    },
    sending: async (ctx) => {
      await questionGone(ctx)
      await buttonState(ctx, 'sending')
      expect(await ctx.session.screen.attribute(button(ctx), 'class')).toMatch(/adm-button-loading/)
      expect(await ctx.session.screen.attribute(button(ctx), 'disabled'), 'no second tap while the server answers').not.toBeNull()
      await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(call(ctx)), 'the call waits for the server').toBe(true))
    },
    done: async (ctx) => {
      await effects(ctx)
      await shownAgain(ctx, SHOWN[ctx.kind].done, false)
      expect(await statusOf(ctx)).toBe(SHOWN[ctx.kind].status.done)
    },
    failed: async (ctx) => {
      await effects(ctx)
      // Cancel: the order was paid meanwhile, so it cannot be cancelled any more; confirm: nothing
      // changed, and receipt can be confirmed again.
      await shownAgain(ctx, SHOWN[ctx.kind].failed, ctx.kind === 'confirm')
      expect(await statusOf(ctx)).toBe(SHOWN[ctx.kind].status.failed)
    },
  },
}
