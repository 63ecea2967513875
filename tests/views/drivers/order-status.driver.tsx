// The order lifecycle as a shopper meets it in My orders and on the order page, each path with a
// new shopper (money credited as an approved recharge would be) whose order of the demo merchant's
// shop waits pay; the server is in-process with a clock the test moves.
// - Taps: PAY (the order's Pay, the checkout's code entry, then "View orders" on the paid screen),
//   CANCEL and CONFIRM (the order page's button and its confirm prompt).
// - Through the refund page: APPLY_REFUND (the order's "Apply for refund": the amount is filled in;
//   whether the goods came, a reason, an explanation, a picture, Submit and the prompt's Confirm),
//   WITHDRAW_REFUND (the order's "View refund", then Withdraw).
// - Through the API, as the merchant would: SHIP, REFUSE_REFUND and REFUND.
// - COMPLETE: the order's Review opens the review page of its one item; reviewing it there
//   completes the order (the last review does).
// - Timers: EXPIRE and AUTO_CONFIRM move the server's clock past their setting and run the
//   scheduler's sweep, as the server does every minute. Sessions are made to outlive the jumps.
// Each state is checked as the shopper sees it: the order's row in the My orders tab of its status
// (the status text, the actions), then the order page (status, actions, logistics, refund).
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import type { TimerEvent } from '../../../src/server/services/orders/order-timers'
import { credit } from '../../api/support/shoppers'
import { PARCEL_PNG } from '../../support/pictures'
import { createTestServer, type TestServer } from '../../api/support/test-server'
import { registerAccount } from '../support/accounts'
import { click, found, q, setCookie } from '../support/interact'
import { acceptServerFilesAsBlobs, withMultipartBodies } from '../support/multipart'
import { newTrackingNo, orderApi, PAYMENT_CODE, type PathOrder, type ShopItem } from '../support/orders'
import {
  actionsOf, allowedActions, REFUND_SHOWN, STATUS_SHOWN, TAB_OF, topState, type OrderHistory,
} from '../support/order-status-world'
import { inProcessFetch, renderWithTransport } from '../support/render-app'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const MINUTE = 60_000
const YEARS = 10 * 365 * 24 * 60 * MINUTE

interface Ctx extends OrderHistory {
  runtime: AppRuntime
  toasts: ToastWatch
  token: string
  order: PathOrder
  trackingNo: string | null
  refundId: number | null
  /** What the last step should have said. */
  toast?: string
}

let server: TestServer
let item: ShopItem
let undoBlobs: () => void
const api = orderApi((path, init) => server.app.request(path, init))

const all = (selector: string) => [...document.querySelectorAll(selector)]
const text = (selector: string) => q(selector)?.textContent ?? null
const location = (ctx: Ctx) => ctx.runtime.router.state.location

const row = (ctx: Ctx) => `.order-card[data-order-id="${ctx.order.id}"]`
const detailAction = (action: string) => `.order-detail-bar .order-action-${action}`

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (!toast) return
  await waitFor(() => expect(ctx.toasts.shown, `toast ${toast}`).toContain(toast))
  ctx.toasts.shown.length = 0
}

/** A tap on the order page's button, then Confirm in its prompt; the page loads the order again. */
async function promptedAction(ctx: Ctx, action: 'cancel' | 'confirm', success: string) {
  await click(await found(`${detailAction(action)}:not([disabled])`))
  const confirm = await waitFor(() => {
    const button = [...all('.adm-dialog-button')].reverse().find((b) => b.textContent === 'Confirm')
    expect(button, 'the prompt').toBeDefined()
    return button!
  })
  await click(confirm)
  ctx.toast = success
  await waitFor(() => expect(q(detailAction(action)), `no ${action} once done`).toBeNull())
}

/** Time passes on the server beyond the timer's setting, and the scheduler runs. */
async function timePasses(event: TimerEvent) {
  const delay = { EXPIRE: server.settings.unpaidOrderTtlMs, AUTO_CONFIRM: server.settings.autoReceiveMs, COMPLETE: server.settings.autoCompleteMs }[event]
  server.clock.advance(delay + MINUTE)
  await server.services.orderTimers.sweep(event)
}

/** The order as the shopper sees it in `state`: its row in My orders, then its page. */
async function seeOrder(ctx: Ctx, state: string) {
  await effects(ctx)
  const top = topState(state)
  const status = STATUS_SHOWN[top]!
  const actions = allowedActions(state, ctx)
  const tab = TAB_OF[top]!
  // My orders, at the tab of the order's status (where the paid screen's "View orders" lands).
  if (location(ctx).pathname !== `/myPurchases/${tab.filter}`) await act(() => ctx.runtime.router.navigate({ href: `/myPurchases/${tab.filter}` }))
  await waitFor(() => expect(text('.order-tabs .adm-tabs-tab-active')).toBe(tab.title))
  await waitFor(() => expect({
    status: text(`${row(ctx)} .order-status`),
    actions: actionsOf(all(`${row(ctx)} .order-action`).map((b) => b.className)),
  }).toEqual({ status, actions }))
  expect(text(`${row(ctx)} .order-total`)).toBe(`$${ctx.order.total}`)
  // The order page, from its row.
  await click(q(`${row(ctx)} a.order-card-main`)!)
  await waitFor(() => expect(location(ctx).pathname).toBe(`/orderInfo/${ctx.order.id}`))
  await waitFor(() => expect({
    status: text('.order-banner .order-status'),
    actions: actionsOf(all('.order-detail-bar .order-action').map((b) => b.className)),
  }).toEqual({ status, actions }))
  expect(text('.order-sn')).toBe(ctx.order.sn)
  expect(text('.order-total')).toBe(`$${ctx.order.total}`)
  // Shipped: the company, the tracking number and the pickup on the timeline.
  if (ctx.trackingNo) {
    expect(text('.logistics-company')).toBe('VNPost Express')
    expect(text('.tracking-no')).toBe(ctx.trackingNo)
    expect(all('.logistics-event-text').map((e) => e.textContent)).toContain('Picked up by VNPost Express')
  } else {
    expect(q('.order-logistics'), 'no logistics before shipping').toBeNull()
  }
  if (ctx.refund) {
    expect(text('.order-refund-state')).toBe(`${REFUND_SHOWN[ctx.refund]} · $${ctx.order.total}`)
  } else {
    expect(q('.order-refund-state')).toBeNull()
  }
  if (ctx.refund === 'refunded') expect(text('.order-refunded')).toBe(`−$${ctx.order.total}`)
  // Once reviewed, each item says so.
  if (ctx.reviewed) expect(all('.order-item-reviewed').length).toBe(ctx.order.productIds.length)
}

const states = Object.fromEntries(
  ['waitingPay', 'waitingDeliver', 'delivered', 'received', 'completed', 'cancelled', 'afterSale.fromWaitingDeliver', 'afterSale.fromDelivered', 'afterSale.fromReceived']
    .map((state) => [state, (ctx: Ctx) => seeOrder(ctx, state)]),
)

export const driver: ViewDriver<Ctx> = {
  async setup() {
    // The timers jump the clock by days: sessions must outlive them.
    server = await createTestServer({ settings: { sessionTtlMs: YEARS } })
    item = await api.shopItem()
    // The refund's proof is uploaded to the in-process server (./multipart.ts).
    undoBlobs = await acceptServerFilesAsBlobs()
  },
  async teardown() {
    undoBlobs()
    await server.close()
  },
  async start() {
    const { token } = await registerAccount(server)
    await credit(server.db, (await api.call('GET', '/api/user/getUserInfo', undefined, token)).data.id, '100.00')
    const order = await api.placeOrder(token, item)
    setCookie('Admin-Token', token)
    // The refund page uploads its proof: jsdom's FormData is written out as a browser would (./multipart.ts).
    const fetch = withMultipartBodies(inProcessFetch(server))
    const ctx: Ctx = { runtime: await renderWithTransport('/profile', { fetch }), toasts: await watchAppToasts(), token, order, trackingNo: null, refundId: null, refund: null, reviewed: false }
    // The personal center counts the order waiting pay; its shortcut opens My orders there.
    const shortcut = await found('.order-shortcut[data-status="0"]')
    await waitFor(() => expect(shortcut.querySelector('.order-shortcut-count')?.textContent).toBe('1'))
    await click(shortcut)
    await seeOrder(ctx, 'waitingPay')
    expect(text('.order-banner-hint')).toBe('Unpaid orders are cancelled after 30 minutes and their items go back on sale.')
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    PAY: async (ctx) => {
      await click(await found(detailAction('pay')))
      await waitFor(() => expect(location(ctx).href).toBe(`/checkout?order_ids=${ctx.order.id}`))
      const input = await found<HTMLInputElement>('.pay-sheet .pay-code input')
      await act(async () => void fireEvent.change(input, { target: { value: PAYMENT_CODE } }))
      await click(await found('.pay-sheet button.pay-submit:not([disabled])'))
      await click(await found('.pay-outcome.pay-paid a.view-orders'))
    },
    CANCEL: (ctx) => promptedAction(ctx, 'cancel', 'Order cancelled'),
    EXPIRE: () => timePasses('EXPIRE'),
    SHIP: async (ctx) => {
      ctx.trackingNo = newTrackingNo()
      await api.ship(ctx.order, ctx.trackingNo)
    },
    CONFIRM: (ctx) => promptedAction(ctx, 'confirm', 'Receipt confirmed'),
    AUTO_CONFIRM: () => timePasses('AUTO_CONFIRM'),
    COMPLETE: async (ctx) => {
      // The order's Review opens the review page of its (only) item; reviewing it completes the order.
      await click(await found(detailAction('review')))
      await waitFor(() => expect(location(ctx).href).toBe(`/comment?order_id=${ctx.order.id}&product_id=${ctx.order.productIds[0]}`))
      const content = await found<HTMLTextAreaElement>('.review-form textarea:not([aria-hidden])')
      await act(async () => void fireEvent.change(content, { target: { value: 'Arrived quickly and works well.' } }))
      await click(await found('button.review-submit'))
      await found('.review-given-completed')
      ctx.reviewed = true
    },
    APPLY_REFUND: async (ctx, _event, { path, index }) => {
      // The order's own way there: the refund page with the order, its products and what was paid,
      // the amount filled in; the shopper says whether the goods came, why, and shows a picture.
      await click(await found(detailAction('applyRefund')))
      await waitFor(() => expect(location(ctx).pathname).toBe(`/refund/${ctx.order.id}/${ctx.order.sn}/${ctx.order.productIds.join(',')}/${ctx.order.total}`))
      await waitFor(() => expect(q<HTMLInputElement>('.refund-amount input')?.value).toBe(ctx.order.total))
      const received = topState(path.steps[index - 1]?.state[0] ?? '') === 'received'
      await click(await screen.findByRole('option', { name: received ? 'Received' : 'Not received' }))
      await click(await screen.findByRole('option', { name: 'Not as described' }))
      await act(async () => void fireEvent.change(screen.getByLabelText('Explanation'), { target: { value: 'The colour is not the one in the pictures.' } }))
      const file = new File([new Uint8Array(PARCEL_PNG)], 'proof.png', { type: 'image/png' })
      await act(async () => void fireEvent.change(q('.refund-proof input[type=file]')!, { target: { files: [file] } }))
      await waitFor(() => expect(document.querySelectorAll('.refund-proof .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').length).toBe(1))
      await waitFor(() => expect(q<HTMLButtonElement>('button.refund-submit')!.disabled).toBe(false))
      await click(q('button.refund-submit')!)
      await click(await screen.findByRole('button', { name: 'Confirm' }))
      await waitFor(() => expect(text('.refund-status-badge')).toBe('Applying for refund'))
      ctx.refundId = (await api.detail(ctx.token, ctx.order)).refund.id
      ctx.refund = 'applying'
    },
    REFUSE_REFUND: async (ctx) => {
      await api.decideRefund(ctx.refundId!, false)
      ctx.refund = 'refused'
    },
    WITHDRAW_REFUND: async (ctx) => {
      // The order's View refund, then Withdraw on the refund page.
      await click(await found(detailAction('viewRefund')))
      await waitFor(() => expect(location(ctx).pathname).toMatch(new RegExp(`^/refund/${ctx.order.id}/`)))
      await click(await found('button.refund-withdraw'))
      // The form again, for another application if need be, under what became of this one.
      await waitFor(() => expect(text('.refund-earlier')).toBe('Your last application: Application withdrawn'))
      ctx.toast = 'Refund withdrawn'
      ctx.refund = 'withdrawn'
    },
    REFUND: async (ctx) => {
      await api.decideRefund(ctx.refundId!, true)
      ctx.refund = 'refunded'
    },
  },
  states,
}
