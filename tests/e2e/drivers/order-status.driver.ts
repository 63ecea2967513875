// The order lifecycle in Chromium as a shopper meets it today, through /checkout: orders created at
// checkout wait pay (the code entry for them), and paying moves them to waiting for delivery (the
// paid screen lists them so). Rule: PAY is the only event the interface can produce until My
// orders, the order detail and the merchant console arrive; every other event of the machine
// (cancel, expiry, shipping, receipt, completion, refunds) is left to `cannotProduce`, so each path
// is replayed up to its first such step. Money: the demo server's play money of a new shopper.
import { expect } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { examples } from '../../../machines/order-status.machine'
import { balanceOf, prepareCheckout, stillWaitingPay, type CheckoutCall, type CreatedOrders } from '../../views/support/checkout'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { checkoutCall, checkoutCatalogue } from '../support/checkout'

const CODE = '147258'

interface Ctx {
  context: BrowserContext
  page: Page
  call: CheckoutCall
  token: string
  orders: CreatedOrders
}

const ids = (s: Ctx) => s.orders.orders.map((o) => o.id)

export const driver: BrowserDriver<Ctx> = {
  cannotProduce: Object.keys(examples.events).filter((type) => type !== 'PAY'),
  async start(browser, baseURL) {
    // A new shopper with a payment code, whose checkout of two shops made two orders.
    const call = checkoutCall(baseURL)
    const { token } = await newAccount(baseURL)
    const world = { opens: 'orders', paymentCode: 'typed', typedCode: CODE, funded: true, short: false, scarce: false } as const
    const { href, orders } = await prepareCheckout(call, token, await checkoutCatalogue(baseURL), world, await balanceOf(call, token))
    const { context, page } = await openPhone(browser, baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    await page.goto(href)
    const s: Ctx = { context, page, call, token, orders: orders! }
    await driver.states.waitingPay!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    PAY: async (s) => {
      await s.page.locator('.pay-sheet .pay-code input').fill(CODE)
      await s.page.locator('.pay-sheet button.pay-submit').click()
    },
  },
  states: {
    waitingPay: async (s) => {
      // Opened to be paid: the code entry for these orders.
      await s.page.locator('.pay-sheet .pay-code input').waitFor()
      expect(await stillWaitingPay(s.call, s.token, ids(s))).toBe(true)
    },
    waitingDeliver: async (s) => {
      await s.page.locator('.pay-outcome.pay-paid').waitFor()
      const rows = await s.page.locator('.paid-order').allTextContents()
      expect(rows).toEqual(s.orders.orders.map((o) => expect.stringMatching(new RegExp(`^Order ${o.sn}Waiting for delivery`))))
      expect(await stillWaitingPay(s.call, s.token, ids(s))).toBe(false)
    },
  },
}
