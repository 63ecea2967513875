// A refund's status on the server, in Chromium, as its shopper reads it on the refund page
// (/refund/<order>): each path with a new shopper of the demo server (its play money pays) whose
// order of the demo merchant's shop was paid (a refund only) or shipped (a return: the path
// approves a return or receives goods), and a refund applied through the HTTP API. WITHDRAW is the
// shopper's call; REFUSE, APPROVE_REFUND, APPROVE_RETURN and GOODS_RECEIVED the merchant's, through
// the HTTP API as the console sends them. Each state is checked as the shopper sees it once the
// page is opened again (the status, the shop's note) and in the wallet.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { centsOf, formatCents } from '../../../src/contract/money'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { newTrackingNo, orderApi, type OrderApi, type PathOrder, type ShopItem } from '../../views/support/orders'
import { newAccount, uploadPicture } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'

interface Ctx {
  context: BrowserContext
  page: Page
  api: OrderApi
  token: string
  order: PathOrder
  refundId: number
  /** The wallet after paying, before any refund. */
  balance: string
  note: string | null
}

let item: Promise<ShopItem> | undefined

/** A return when the path approves one (the goods must have left the shop), else a refund only. */
const isReturn = (path: GeneratedPath) => path.steps.some((step) => step.event.type === 'APPROVE_RETURN' || step.event.type === 'GOODS_RECEIVED')

async function called(s: Ctx, answer: Promise<{ code: number }>) {
  const result = await answer
  expect(result.code, JSON.stringify(result)).toBe(1)
  await s.page.goto(`/refund/${s.order.id}`)
}

const merchantCall = async (s: Ctx, path: string, body: Record<string, unknown>) => called(s, s.api.call('POST', path, body, await s.api.merchantToken()))

async function shows(s: Ctx, status: string) {
  await expect.poll(() => s.page.locator('.refund-status-badge').first().textContent()).toBe(status)
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL, path) {
    const api = orderApi((p, init) => fetch(`${baseURL}${p}`, init))
    const { token } = await newAccount(baseURL)
    const order = await api.placeOrder(token, await (item ??= api.shopItem()))
    await api.pay(token, order)
    const type = isReturn(path) ? 'return' : 'refund'
    if (type === 'return') await api.ship(order, newTrackingNo())
    const proof = await uploadPicture(baseURL, token, 'proof.png')
    const applied = await api.call('POST', '/api/order/refund', {
      order_id: order.id, product_ids: order.productIds, type, amount: order.total, product_status: type === 'return' ? 'received' : 'not_received',
      reason: 'noLongerNeeded', explanation: 'Ordered the wrong size', proof: [proof],
    }, token)
    expect(applied.code, JSON.stringify(applied)).toBe(1)
    const { context, page } = await openPhone(browser, baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const s: Ctx = { context, page, api, token, order, refundId: applied.data.id, balance: await api.balance(token), note: null }
    await page.goto(`/refund/${order.id}`)
    await driver.states.applying!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    WITHDRAW: (s) => called(s, s.api.call('POST', '/api/order/refund_withdraw', { refund_id: s.refundId }, s.token)),
    REFUSE: (s) => {
      s.note = 'The item was used'
      return merchantCall(s, '/api/merchant/refund/decide', { refund_id: s.refundId, approve: false, note: s.note })
    },
    APPROVE_REFUND: (s) => merchantCall(s, '/api/merchant/refund/decide', { refund_id: s.refundId, approve: true }),
    APPROVE_RETURN: (s) => merchantCall(s, '/api/merchant/refund/decide', { refund_id: s.refundId, approve: true }),
    GOODS_RECEIVED: (s) => merchantCall(s, '/api/merchant/refund/received', { refund_id: s.refundId }),
  },
  states: {
    applying: async (s) => {
      await shows(s, 'Applying for refund')
      expect(await s.api.balance(s.token)).toBe(s.balance)
    },
    in_progress: async (s) => {
      await shows(s, 'Refund in progress')
      expect(await s.api.balance(s.token)).toBe(s.balance)
    },
    refunded: async (s) => {
      await shows(s, 'Refunded')
      expect(await s.api.balance(s.token)).toBe(formatCents(centsOf(s.balance) + centsOf(s.order.total)))
    },
    // A refund that ended without money back: the page offers to apply again, saying how the last one ended.
    refused: async (s) => {
      await expect.poll(() => s.page.locator('.refund-earlier').first().textContent()).toBe(`Your last application: Refund refused · The shop says: ${s.note}`)
      expect(await s.api.balance(s.token)).toBe(s.balance)
    },
    withdrawn: async (s) => {
      await expect.poll(() => s.page.locator('.refund-earlier').first().textContent()).toBe('Your last application: Application withdrawn')
      expect(await s.api.balance(s.token)).toBe(s.balance)
    },
  },
}
