// The order lifecycle in Chromium, as a shopper meets it in My orders and on the order page, each
// path with a new shopper (the demo server's play money) whose order of the demo merchant's shop
// waits pay.
// - Taps: PAY (the order's Pay, the checkout's code entry, then "View orders" on the paid screen),
//   CANCEL and CONFIRM (the order page's button and its confirm prompt).
// - Through the refund page: APPLY_REFUND (the order's "Apply for refund": the amount is filled in;
//   whether the goods came, a reason, an explanation, a picture, Submit and the prompt's Confirm),
//   WITHDRAW_REFUND (the order's "View refund", then Withdraw).
// - Through the API, as the merchant would: SHIP, REFUSE_REFUND and REFUND. COMPLETE: the order's
//   Review opens the review page of its one item; reviewing it there completes the order.
// - Rule: EXPIRE and AUTO_CONFIRM are `cannotProduce` here: they are the server's scheduler acting
//   after 30 minutes and 10 days of real time, and the server runs in another process on the real
//   clock. The view layer produces both with the in-process server's clock.
// Each state is checked as the shopper sees it: the order's row in the My orders tab of its status
// (the status text, the actions), then the order page (status, actions, logistics, refund).
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { PARCEL_PNG } from '../../support/pictures'
import { newTrackingNo, orderApi, PAYMENT_CODE, type OrderApi, type PathOrder, type ShopItem } from '../../views/support/orders'
import {
  actionsOf, allowedActions, REFUND_SHOWN, STATUS_SHOWN, TAB_OF, topState, type OrderHistory,
} from '../../views/support/order-status-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { recordToasts, type PageToasts } from '../support/checkout'

interface Ctx extends OrderHistory {
  context: BrowserContext
  page: Page
  api: OrderApi
  toasts: PageToasts
  token: string
  order: PathOrder
  trackingNo: string | null
  refundId: number | null
  toast?: string
}

let item: Promise<ShopItem> | undefined

const row = (s: Ctx) => s.page.locator(`.order-card[data-order-id="${s.order.id}"]`)
const detailAction = (s: Ctx, action: string) => s.page.locator(`.order-detail-bar .order-action-${action}`)
const textOf = (s: Ctx, selector: string) => s.page.locator(selector).first().textContent()
const pathname = (s: Ctx) => new URL(s.page.url()).pathname
const classesOf = (s: Ctx, selector: string) => s.page.locator(selector).evaluateAll((buttons) => buttons.map((b) => b.className))

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).includes(toast), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function promptedAction(s: Ctx, action: 'cancel' | 'confirm', success: string) {
  await detailAction(s, action).click()
  await s.page.locator('.adm-dialog-button', { hasText: 'Confirm' }).click()
  s.toast = success
  await detailAction(s, action).waitFor({ state: 'detached' })
}

async function seeOrder(s: Ctx, state: string) {
  await effects(s)
  const top = topState(state)
  const status = STATUS_SHOWN[top]!
  const actions = allowedActions(state, s)
  const tab = TAB_OF[top]!
  if (pathname(s) !== `/myPurchases/${tab.filter}`) await s.page.goto(`/myPurchases/${tab.filter}`)
  await expect.poll(() => textOf(s, '.order-tabs .adm-tabs-tab-active')).toBe(tab.title)
  await expect.poll(async () => ({
    status: await row(s).locator('.order-status').textContent(),
    actions: actionsOf(await classesOf(s, `.order-card[data-order-id="${s.order.id}"] .order-action`)),
  })).toEqual({ status, actions })
  expect(await row(s).locator('.order-total').textContent()).toBe(`$${s.order.total}`)
  await row(s).locator('a.order-card-main').click()
  await s.page.waitForURL((url) => url.pathname === `/orderInfo/${s.order.id}`)
  await expect.poll(async () => ({
    status: await textOf(s, '.order-banner .order-status'),
    actions: actionsOf(await classesOf(s, '.order-detail-bar .order-action')),
  })).toEqual({ status, actions })
  expect(await textOf(s, '.order-sn')).toBe(s.order.sn)
  expect(await textOf(s, '.order-total')).toBe(`$${s.order.total}`)
  if (s.trackingNo) {
    expect(await textOf(s, '.logistics-company')).toBe('VNPost Express')
    expect(await textOf(s, '.tracking-no')).toBe(s.trackingNo)
    expect(await s.page.locator('.logistics-event-text').allTextContents()).toContain('Picked up by VNPost Express')
  } else {
    expect(await s.page.locator('.order-logistics').count(), 'no logistics before shipping').toBe(0)
  }
  if (s.refund) expect(await textOf(s, '.order-refund-state')).toBe(`${REFUND_SHOWN[s.refund]} · $${s.order.total}`)
  else expect(await s.page.locator('.order-refund-state').count()).toBe(0)
  if (s.refund === 'refunded') expect(await textOf(s, '.order-refunded')).toBe(`−$${s.order.total}`)
  if (s.reviewed) expect(await s.page.locator('.order-item-reviewed').count()).toBe(s.order.productIds.length)
}

const states = Object.fromEntries(
  ['waitingPay', 'waitingDeliver', 'delivered', 'received', 'completed', 'cancelled', 'afterSale.fromWaitingDeliver', 'afterSale.fromDelivered', 'afterSale.fromReceived']
    .map((state) => [state, (s: Ctx) => seeOrder(s, state)]),
)

export const driver: BrowserDriver<Ctx> = {
  cannotProduce: ['EXPIRE', 'AUTO_CONFIRM'],
  async start(browser, baseURL) {
    const api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
    const { token } = await newAccount(baseURL)
    const order = await api.placeOrder(token, await (item ??= api.shopItem()))
    const { context, page } = await openPhone(browser, baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const s: Ctx = { context, page, api, toasts: await recordToasts(page), token, order, trackingNo: null, refundId: null, refund: null, reviewed: false }
    // The personal center counts the order waiting pay; its shortcut opens My orders there.
    await page.goto('/profile')
    const shortcut = page.locator('.order-shortcut[data-status="0"]')
    await expect.poll(() => shortcut.locator('.order-shortcut-count').textContent()).toBe('1')
    await shortcut.click()
    await page.waitForURL((url) => url.pathname === '/myPurchases/0')
    await seeOrder(s, 'waitingPay')
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    PAY: async (s) => {
      await detailAction(s, 'pay').click()
      await s.page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('order_ids') === String(s.order.id))
      await s.page.locator('.pay-sheet .pay-code input').fill(PAYMENT_CODE)
      await s.page.locator('.pay-sheet button.pay-submit').click()
      await s.page.locator('.pay-outcome.pay-paid a.view-orders').click()
      await s.page.waitForURL((url) => url.pathname === '/myPurchases/1')
    },
    CANCEL: (s) => promptedAction(s, 'cancel', 'Order cancelled'),
    SHIP: async (s) => {
      s.trackingNo = newTrackingNo()
      await s.api.ship(s.order, s.trackingNo)
    },
    CONFIRM: (s) => promptedAction(s, 'confirm', 'Receipt confirmed'),
    COMPLETE: async (s) => {
      // The order's Review opens the review page of its (only) item; reviewing it completes the order.
      await detailAction(s, 'review').click()
      await s.page.waitForURL((url) => url.pathname === '/comment' && url.searchParams.get('order_id') === String(s.order.id))
      await s.page.locator('.review-form textarea:not([aria-hidden])').fill('Arrived quickly and works well.')
      await s.page.locator('button.review-submit').click()
      await s.page.locator('.review-given-completed').waitFor()
      s.reviewed = true
    },
    APPLY_REFUND: async (s, _event, { path, index }) => {
      // The order's own way there: the refund page with the order, its products and what was paid,
      // the amount filled in; the shopper says whether the goods came, why, and shows a picture.
      await detailAction(s, 'applyRefund').click()
      await s.page.waitForURL((url) => url.pathname === `/refund/${s.order.id}/${s.order.sn}/${s.order.productIds.join(',')}/${s.order.total}`)
      await expect.poll(() => s.page.locator('.refund-amount input').inputValue()).toBe(s.order.total)
      const received = topState(path.steps[index - 1]?.state[0] ?? '') === 'received'
      await s.page.getByRole('option', { name: received ? 'Received' : 'Not received', exact: true }).click()
      await s.page.getByRole('option', { name: 'Not as described' }).click()
      await s.page.getByLabel('Explanation').fill('The colour is not the one in the pictures.')
      await s.page.locator('.refund-proof input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PARCEL_PNG })
      await expect.poll(() => s.page.locator('.refund-proof .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').count()).toBe(1)
      await expect.poll(() => s.page.locator('button.refund-submit').isDisabled()).toBe(false)
      await s.page.locator('button.refund-submit').click()
      await s.page.getByRole('button', { name: 'Confirm' }).click()
      await expect.poll(() => textOf(s, '.refund-status-badge')).toBe('Applying for refund')
      s.refundId = (await s.api.detail(s.token, s.order)).refund.id
      s.refund = 'applying'
    },
    REFUSE_REFUND: async (s) => {
      await s.api.decideRefund(s.refundId!, false)
      s.refund = 'refused'
    },
    WITHDRAW_REFUND: async (s) => {
      // The order's View refund, then Withdraw on the refund page: the form again, under what became of it.
      await detailAction(s, 'viewRefund').click()
      await s.page.waitForURL((url) => url.pathname.startsWith(`/refund/${s.order.id}/`))
      await s.page.locator('button.refund-withdraw').click()
      await expect.poll(() => textOf(s, '.refund-earlier')).toBe('Your last application: Application withdrawn')
      s.toast = 'Refund withdrawn'
      s.refund = 'withdrawn'
    },
    REFUND: async (s) => {
      await s.api.decideRefund(s.refundId!, true)
      s.refund = 'refunded'
    },
  },
  states,
}
