// The order lifecycle as a shopper meets it today, through /checkout: orders created at checkout
// wait pay (the code entry for them), and paying moves them to waiting for delivery (the paid
// screen lists them so). Rule: PAY is the only event the interface can produce until My orders,
// the order detail and the merchant console arrive; every other event of the machine (cancel,
// expiry, shipping, receipt, completion, refunds) is left to `cannotProduce`, so each path is
// replayed up to its first such step.
import { expect } from 'vitest'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { examples } from '../../../machines/order-status.machine'
import type { AppRuntime } from '../../../src/app/runtime'
import { credit } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import {
  balanceOf, checkoutCallVia, findCheckoutCatalogue, prepareCheckout, stillWaitingPay, type CheckoutCatalogue, type CreatedOrders,
} from '../support/checkout'
import { setCookie } from '../support/interact'
import { renderApp } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import type { ViewDriver } from '../support/view-driver'

const CODE = '147258'

interface Ctx {
  runtime: AppRuntime
  token: string
  orders: CreatedOrders
}

const shared = sharedTestServer()
let catalogue: CheckoutCatalogue
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)
const ids = (ctx: Ctx) => ctx.orders.orders.map((o) => o.id)

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    catalogue = await findCheckoutCatalogue(call)
  },
  teardown: shared.teardown,
  cannotProduce: Object.keys(examples.events).filter((type) => type !== 'PAY'),
  async start() {
    // A shopper with a payment code and money, whose checkout of two shops made two orders.
    const { token } = await registerAccount(shared.server)
    await credit(shared.server.db, (await call('GET', '/api/user/getUserInfo', undefined, token)).data.id, '100.00')
    const world = { opens: 'orders', paymentCode: 'typed', typedCode: CODE, funded: true, short: false, scarce: false } as const
    const { href, orders } = await prepareCheckout(call, token, catalogue, world, await balanceOf(call, token))
    setCookie('Admin-Token', token)
    const ctx: Ctx = { runtime: await renderApp(href, shared.server), token, orders: orders! }
    await driver.states.waitingPay!(ctx)
    return ctx
  },
  async stop(ctx) {
    ctx.runtime.session.stop()
  },
  events: {
    PAY: async () => {
      const input = await waitFor(() => q<HTMLInputElement>('.pay-sheet .pay-code input')!)
      await act(async () => void fireEvent.change(input, { target: { value: CODE } }))
      await act(async () => void fireEvent.click(q('.pay-sheet button.pay-submit')!))
    },
  },
  states: {
    waitingPay: async (ctx) => {
      // Opened to be paid: the code entry for these orders.
      await waitFor(() => expect(q('.pay-sheet .pay-code input')).not.toBeNull(), { timeout: 8000 })
      expect(await stillWaitingPay(call, ctx.token, ids(ctx))).toBe(true)
    },
    waitingDeliver: async (ctx) => {
      await waitFor(() => expect(q('.pay-outcome.pay-paid')).not.toBeNull())
      const rows = [...document.querySelectorAll('.paid-order')]
      expect(rows.map((row) => row.textContent)).toEqual(ctx.orders.orders.map((o) => expect.stringMatching(new RegExp(`^Order ${o.sn}Waiting for delivery`))))
      expect(await stillWaitingPay(call, ctx.token, ids(ctx))).toBe(false)
    },
  },
}
