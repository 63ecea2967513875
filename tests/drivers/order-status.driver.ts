// The order lifecycle as a shopper meets it in My orders and on the order page, each path with a
// new shopper (the demo's play money) whose order of the demo merchant's shop waits pay.
// - Taps: PAY (the order's Pay, the checkout's code entry, then "View orders" on the paid screen),
//   CANCEL and CONFIRM (the order page's button and its confirm prompt).
// - Through the refund page: APPLY_REFUND (the order's "Apply for refund": the amount is filled in;
//   whether the goods came, a reason, an explanation, a picture, Submit and the prompt's Confirm),
//   WITHDRAW_REFUND (the order's "View refund", then Withdraw).
// - Through the API, as the merchant would: SHIP, REFUSE_REFUND and REFUND.
// - COMPLETE: the order's Review opens the review page of its one item; reviewing it there
//   completes the order (the last review does).
// - Timers: EXPIRE and AUTO_CONFIRM move the server's clock past their setting and run the
//   scheduler's sweep (Backend.timePasses), at the view layer only: the browser layer's server runs
//   in another process on the real clock (cannotProduce.browser; layer-limits.ts says why).
// Each state is checked as the shopper sees it: the order's row in the My orders tab of its status
// (the status text, the actions), then the order page (status, actions, logistics, refund).
import { ORDER_ACTIONS } from '../../src/contract/order-lifecycle'
import { formatPrice } from '../../src/ui/format/display-currency'
import { expect } from '../e2e/support/expect'
import { PARCEL_PNG } from '../support/pictures'
import { newTrackingNo, orderApi, PAYMENT_CODE, type OrderApi, type PathOrder, type ShopItem } from '../views/support/orders'
import { allowedActions, REFUND_SHOWN, STATUS_SHOWN, TAB_OF, topState, type OrderHistory } from '../views/support/order-status-world'
import type { Driver, DriverCtx, Layer } from './support/protocol'

interface Ctx extends OrderHistory, DriverCtx {
  api: OrderApi
  token: string
  order: PathOrder
  trackingNo: string | null
  refundId: number | null
  /** What the last step should have said. */
  toast?: string
}

/** The demo shop's product, found once per server (each layer's backend is one). */
const items = new WeakMap<Layer['backend'], Promise<ShopItem>>()
const row = (ctx: Ctx) => `.order-card[data-order-id="${ctx.order.id}"]`
const detailAction = (action: string) => ({ css: `.order-detail-bar .order-action-${action}` })
const ui = (ctx: Ctx, key: string, values?: Record<string, string>) => ctx.layer.text(key, values)
/** An amount as the storefront shows it in the path's language (in dollars, the display currency it starts with). */
const usd = (ctx: Ctx, amount: string) => formatPrice(amount, 'USD', '1', ctx.layer.lang)

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

/** The actions shown in a place (`scope`): a button per action, and no other. */
async function actionsIn(ctx: Ctx, scope: string): Promise<string[]> {
  const shown: string[] = []
  for (const action of ORDER_ACTIONS) if (await ctx.session.screen.count({ css: `${scope} .order-action-${action}` })) shown.push(action)
  expect(await ctx.session.screen.count({ css: `${scope} .order-action` }), `only ${shown} in ${scope}`).toBe(shown.length)
  return shown.sort()
}

/** A place shows the status and exactly the actions of the state. */
async function shows(ctx: Ctx, status: { css: string }, scope: string, expected: { status: string; actions: string[] }) {
  await ctx.session.screen.hasText(status, expected.status)
  await ctx.session.screen.eventually(async () => expect(await actionsIn(ctx, scope)).toEqual(expected.actions))
}

/** A tap on the order page's button, then Confirm in its prompt; the page loads the order again. */
async function promptedAction(ctx: Ctx, action: 'cancel' | 'confirm', success: string) {
  await ctx.session.screen.click({ css: `${detailAction(action).css}:not([disabled])` })
  await ctx.session.screen.click({ css: '.adm-dialog-button', text: ui(ctx, 'ui.confirm') })
  ctx.toast = ui(ctx, success)
  await ctx.session.screen.gone(detailAction(action))
}

/** The order as the shopper sees it in `state`: its row in My orders, then its page. */
async function seeOrder(ctx: Ctx, state: string) {
  const { screen } = ctx.session
  await effects(ctx)
  const top = topState(state)
  const expected = { status: ui(ctx, STATUS_SHOWN[top]!), actions: allowedActions(state, ctx) }
  const tab = TAB_OF[top]!
  // My orders, at the tab of the order's status (where the paid screen's "View orders" lands).
  if ((await screen.pathname()) !== `/myPurchases/${tab.filter}`) await screen.visit(`/myPurchases/${tab.filter}`)
  await screen.hasText({ css: '.order-tabs .adm-tabs-tab-active' }, ui(ctx, tab.title))
  await shows(ctx, { css: `${row(ctx)} .order-status` }, row(ctx), expected)
  await screen.hasText({ css: `${row(ctx)} .order-total` }, usd(ctx, ctx.order.total))
  // The order page, from its row.
  await screen.click({ css: `${row(ctx)} a.order-card-main` })
  await screen.reaches(`/orderInfo/${ctx.order.id}`)
  await shows(ctx, { css: '.order-banner .order-status' }, '.order-detail-bar', expected)
  await screen.hasText({ css: '.order-sn' }, ctx.order.sn)
  await screen.hasText({ css: '.order-total' }, usd(ctx, ctx.order.total))
  // Shipped: the company, the tracking number and the pickup on the timeline.
  if (ctx.trackingNo) {
    await screen.hasText({ css: '.logistics-company' }, 'VNPost Express')
    await screen.hasText({ css: '.tracking-no' }, ctx.trackingNo)
    await screen.visible({ css: '.logistics-event-text', text: ui(ctx, 'msg.logisticsPickedUp', { company: 'VNPost Express' }) })
  } else {
    expect(await screen.count({ css: '.order-logistics' }), 'no logistics before shipping').toBe(0)
  }
  if (ctx.refund) await screen.hasText({ css: '.order-refund-state' }, `${ui(ctx, REFUND_SHOWN[ctx.refund])} · ${usd(ctx, ctx.order.total)}`)
  else expect(await screen.count({ css: '.order-refund-state' })).toBe(0)
  if (ctx.refund === 'refunded') await screen.hasText({ css: '.order-refunded' }, `−${usd(ctx, ctx.order.total)}`)
  // Once reviewed, each item says so.
  if (ctx.reviewed) expect(await screen.count({ css: '.order-item-reviewed' })).toBe(ctx.order.productIds.length)
}

const states = Object.fromEntries(
  ['waitingPay', 'waitingDeliver', 'delivered', 'received', 'completed', 'cancelled', 'afterSale.fromWaitingDeliver', 'afterSale.fromDelivered', 'afterSale.fromReceived']
    .map((state) => [state, (ctx: Ctx) => seeOrder(ctx, state)]),
)

export const driver: Driver<Ctx> = {
  cannotProduce: { browser: ['EXPIRE', 'AUTO_CONFIRM'] },
  async start(layer) {
    const api = orderApi(layer.backend.fetch)
    const { token } = await layer.backend.newAccount()
    if (!items.has(layer.backend)) items.set(layer.backend, api.shopItem())
    const order = await api.placeOrder(token, await items.get(layer.backend)!)
    const session = await layer.open('/profile', { token })
    const ctx: Ctx = { session, layer, api, token, order, trackingNo: null, refundId: null, refund: null, reviewed: false }
    // The personal center counts the order waiting pay; its shortcut opens My orders there.
    await session.screen.hasText({ css: '.order-shortcut[data-status="0"] .order-shortcut-count' }, '1')
    await session.screen.click({ css: '.order-shortcut[data-status="0"]' })
    await session.screen.reaches('/myPurchases/0')
    await seeOrder(ctx, 'waitingPay')
    await session.screen.hasText({ css: '.order-banner-hint' }, ui(ctx, 'ui.ordersWaitingPayHint'))
    return ctx
  },
  events: {
    PAY: async (ctx) => {
      const { screen } = ctx.session
      await screen.click(detailAction('pay'))
      await screen.reaches('/checkout')
      expect(await screen.query('order_ids')).toBe(String(ctx.order.id))
      await screen.fill({ css: '.pay-sheet .pay-code input' }, PAYMENT_CODE)
      await screen.click({ css: '.pay-sheet button.pay-submit:not([disabled])' })
      await screen.click({ css: '.pay-outcome.pay-paid a.view-orders' })
      await screen.reaches('/myPurchases/1')
    },
    CANCEL: (ctx) => promptedAction(ctx, 'cancel', 'msg.orderCancelled'),
    EXPIRE: (ctx) => ctx.layer.backend.timePasses!('EXPIRE'),
    SHIP: async (ctx) => {
      ctx.trackingNo = newTrackingNo()
      await ctx.api.ship(ctx.order, ctx.trackingNo)
    },
    CONFIRM: (ctx) => promptedAction(ctx, 'confirm', 'msg.orderReceived'),
    AUTO_CONFIRM: (ctx) => ctx.layer.backend.timePasses!('AUTO_CONFIRM'),
    COMPLETE: async (ctx) => {
      const { screen } = ctx.session
      // The order's Review opens the review page of its (only) item; reviewing it completes the order.
      await screen.click(detailAction('review'))
      await screen.reaches('/comment')
      expect(await screen.query('order_id')).toBe(String(ctx.order.id))
      await screen.fill({ css: '.review-form textarea:not([aria-hidden])' }, 'Arrived quickly and works well.')
      await screen.click({ css: 'button.review-submit' })
      await screen.visible({ css: '.review-given-completed' })
      ctx.reviewed = true
    },
    APPLY_REFUND: async (ctx, _event, { path, index }) => {
      const { screen } = ctx.session
      // The order's own way there: the refund page with the order, its products and what was paid,
      // the amount filled in; the shopper says whether the goods came, why, and shows a picture.
      await screen.click(detailAction('applyRefund'))
      await screen.reaches(`/refund/${ctx.order.id}/${ctx.order.sn}/${ctx.order.productIds.join(',')}/${ctx.order.total}`)
      await screen.eventually(async () => expect(await screen.attribute({ css: '.refund-amount input' }, 'value')).toBe(ctx.order.total))
      const received = topState(path.steps[index - 1]?.state[0] ?? '') === 'received'
      await screen.click({ role: 'option', name: ui(ctx, received ? 'ui.productReceived' : 'ui.productNotReceived') })
      await screen.click({ role: 'option', name: ui(ctx, 'ui.refundReasonNotAsDescribed') })
      await screen.fill({ label: ui(ctx, 'ui.refundExplanation') }, 'The colour is not the one in the pictures.')
      await screen.choose({ css: '.refund-proof input[type=file]' }, { name: 'proof.png', mimeType: 'image/png', buffer: PARCEL_PNG })
      await screen.eventually(async () => expect(await screen.count({ css: '.refund-proof .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img' })).toBe(1))
      await screen.eventually(async () => expect(await screen.attribute({ css: 'button.refund-submit' }, 'disabled')).toBeNull())
      await screen.click({ css: 'button.refund-submit' })
      await screen.click({ role: 'button', name: ui(ctx, 'ui.confirm') })
      await screen.hasText({ css: '.refund-status-badge' }, ui(ctx, 'ui.refundStatusApplying'))
      ctx.refundId = (await ctx.api.detail(ctx.token, ctx.order)).refund.id
      ctx.refund = 'applying'
    },
    REFUSE_REFUND: async (ctx) => {
      await ctx.api.decideRefund(ctx.refundId!, false)
      ctx.refund = 'refused'
    },
    WITHDRAW_REFUND: async (ctx) => {
      const { screen } = ctx.session
      // The order's View refund, then Withdraw on the refund page: the form again, under what became of it.
      await screen.click(detailAction('viewRefund'))
      await screen.eventually(async () => expect(await screen.pathname()).toMatch(new RegExp(`^/refund/${ctx.order.id}/`)))
      await screen.click({ css: 'button.refund-withdraw' })
      await screen.hasText({ css: '.refund-earlier' }, ui(ctx, 'ui.refundEarlier', { status: ui(ctx, 'ui.refundStatusWithdrawn') }))
      ctx.toast = ui(ctx, 'msg.refundWithdrawn')
      ctx.refund = 'withdrawn'
    },
    REFUND: async (ctx) => {
      await ctx.api.decideRefund(ctx.refundId!, true)
      ctx.refund = 'refunded'
    },
  },
  states,
}
