// The shipping machine through the console's order page (/merchant/orders/:sn), as the demo merchant,
// each path with an order of its own bought from the demo shop by a new shopper: paid when the path
// opens on the ship form, paid and shipped when it opens on the logistics.
// - OPEN is the page loading the order; SHIP and ADD_EVENT fill the form as the event says (a
//   carrier not among the common ones under "Other") and press its button; NEW_EVENT and CANCEL are
//   taps.
// - The ship and logistics calls are held (controlled transport); done releases them to the
//   server. A refused shipment is the server's refusal: the shopper asked for a refund meanwhile
//   (the order in after-sale), and withdrew it before the page read the order again, so the form
//   is there again with what was typed. A refused logistics event is the connection dropping.
import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { COMMON_CARRIERS } from '../../../src/contract/merchant-orders'
import type { ConsoleRuntime } from '../../../src/console/runtime'
import { credit } from '../../api/support/shoppers'
import { apiCall, registerAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { fulfilmentWorld, type Bought } from '../support/fulfilment-world'
import { click, fill, found, isLoading, q, setCookie, tap } from '../support/interact'
import { gate, renderConsoleWith } from '../support/render-console-with'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const SHIP = 'POST /api/merchant/order/ship'
const LOGISTICS = 'POST /api/merchant/order/logistics'
const DETAIL = 'GET /api/merchant/order/detail'
const NETWORK = 'Backend interface connection abnormal'

interface Ctx {
  runtime: ConsoleRuntime
  transport: ControlledTransport
  detailGate: ReturnType<typeof gate>
  toasts: ToastWatch
  bought: Bought
  /** What the ship and news forms were last given. */
  shipment?: { company: string; tracking_no: string }
  news?: { description: string; location: string }
  toast?: string
}

const shared = sharedTestServer()
let world: ReturnType<typeof fulfilmentWorld>

const panel = () => q('.console-shipping-panel')
const button = (selector: string) => q<HTMLButtonElement>(`.console-shipping-panel ${selector}`)
const fieldErrors = () => [...document.querySelectorAll('.console-shipping-panel .adm-form-item-feedback-error')].map((e) => e.textContent)
const serverOrder = (ctx: Ctx) => world.merchantOrder(ctx.bought.order.sn)

async function toastShown(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (!toast) return
  await waitFor(() => expect(ctx.toasts.shown, `toast ${toast}`).toContain(toast))
  ctx.toasts.shown.length = 0
}

async function panelIn(state: string) {
  await waitFor(() => expect(panel()?.dataset.state).toBe(state))
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    world = fulfilmentWorld(
      (path, init) => shared.server.app.request(path, init),
      async () => {
        const { token } = await registerAccount(shared.server)
        await credit(shared.server.db, (await apiCall(shared.server, 'GET', '/api/user/getUserInfo', undefined, token)).data.id, '100.00')
        return token
      },
    )
  },
  teardown: shared.teardown,
  async start(path) {
    const open = path.steps[0]!.event as { type: string; actions?: string[] }
    const bought = open.actions?.includes('ship') ? await world.paidOrder() : await world.shippedOrder()
    setCookie('Console-Token', await world.api.merchantToken())
    const transport = new ControlledTransport(shared.server)
    transport.hold(SHIP, LOGISTICS)
    const detailGate = gate(transport, DETAIL)
    const ctx: Ctx = { runtime: undefined as never, transport, detailGate, toasts: await watchAppToasts(), bought }
    ctx.runtime = await renderConsoleWith(`/merchant/orders/${bought.order.sn}`, detailGate)
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.detailGate.open()
    ctx.runtime?.session.stop()
  },
  events: {
    // The page opens the machine with what the order allows as it loads.
    OPEN: async () => {
      await found('.console-shipping-panel')
    },
    SHIP: async (ctx, event) => {
      const values = (event as unknown as { values: { company: string; tracking_no: string } }).values
      ctx.shipment = values
      if ((COMMON_CARRIERS as readonly string[]).includes(values.company)) {
        await tap(values.company)
      } else {
        await tap('Other')
        await fill('Company name', values.company)
      }
      await fill('Tracking number', values.tracking_no)
      await click(button('.console-ship')!)
    },
    'xstate.done.actor.ship': async (ctx) => {
      ctx.toast = 'Order shipped'
      await ctx.transport.release(SHIP, 'pass')
    },
    'xstate.error.actor.ship': async (ctx) => {
      // The shopper asks for a refund: the order leaves "waiting delivery" and shipping is refused.
      const refundId = await world.askRefund(ctx.bought, 'refund')
      ctx.detailGate.close()
      ctx.toast = `Order ${ctx.bought.order.sn} is not waiting for delivery, so it cannot be shipped`
      await ctx.transport.release(SHIP, 'pass')
      await toastShown(ctx)
      // The page reads the order again; before it does, the shopper takes the refund back.
      await waitFor(() => expect(ctx.detailGate.arrived, 'the order read again').toBe(true))
      await world.withdrawRefund(ctx.bought.token, refundId)
      ctx.detailGate.open()
    },
    NEW_EVENT: async () => {
      await click(button('.console-new-event')!)
    },
    ADD_EVENT: async (ctx, event) => {
      const values = (event as unknown as { values: { description: string; location: string } }).values
      ctx.news = values
      await fill('What happened', values.description)
      await fill('Where (optional)', values.location)
      await click(button('.console-add-event')!)
    },
    CANCEL: async () => {
      await click(button('.console-cancel-event')!)
    },
    'xstate.done.actor.addEvent': async (ctx) => {
      ctx.toast = 'Logistics event added'
      await ctx.transport.release(LOGISTICS, 'pass')
    },
    'xstate.error.actor.addEvent': async (ctx) => {
      ctx.toast = NETWORK
      await ctx.transport.release(LOGISTICS, 'fail')
    },
  },
  states: {
    'entering.editing': async (ctx) => {
      await panelIn('entering.editing')
      await toastShown(ctx)
      await waitFor(() => expect(button('.console-ship')?.disabled).toBe(false))
      expect(isLoading(button('.console-ship'))).toBe(false)
      expect(fieldErrors()).toEqual([])
      // After a refusal the form keeps what was typed.
      if (ctx.shipment) expect(screen.getByLabelText<HTMLInputElement>('Tracking number').value).toBe(ctx.shipment.tracking_no)
      expect(q('.console-ship-address'), 'the address to ship to').not.toBeNull()
      expect((await serverOrder(ctx)).status).toBe(1)
    },
    'entering.invalid': async (ctx) => {
      await panelIn('entering.invalid')
      await waitFor(() => expect(fieldErrors()).toContain('Please enter a correct tracking number (4 to 40 letters, digits or dashes)'))
      expect(ctx.transport.isPending(SHIP), 'nothing sent').toBe(false)
      expect((await serverOrder(ctx)).status).toBe(1)
    },
    submitting: async (ctx) => {
      await panelIn('submitting')
      await waitFor(() => expect(isLoading(button('.console-ship'))).toBe(true))
      expect(button('.console-ship')!.disabled).toBe(true)
      expect(ctx.transport.isPending(SHIP), 'the shipment waits for the server').toBe(true)
    },
    'shipped.idle': async (ctx) => {
      await panelIn('shipped.idle')
      await toastShown(ctx)
      const order = await serverOrder(ctx)
      expect(order.status).toBe(2)
      await waitFor(() => expect(q('.console-logistics-company')?.textContent).toBe(order.logistics?.company))
      expect(q('.console-tracking-no')?.textContent).toBe(order.logistics?.tracking_no)
      expect(button('.console-new-event')).not.toBeNull()
      expect(q('.console-ship-address'), 'the address it was shipped to, still shown').not.toBeNull()
      if (ctx.shipment) expect(order.logistics).toMatchObject({ company: ctx.shipment.company, tracking_no: ctx.shipment.tracking_no })
    },
    'shipped.entering.editing': async (ctx) => {
      await panelIn('shipped.entering.editing')
      await toastShown(ctx)
      await found('.console-event-form')
      await waitFor(() => expect(button('.console-add-event')?.disabled).toBe(false))
      expect(fieldErrors()).toEqual([])
    },
    'shipped.entering.invalid': async (ctx) => {
      await panelIn('shipped.entering.invalid')
      await waitFor(() => expect(fieldErrors()).toContain('Please describe the logistics update'))
      expect(ctx.transport.isPending(LOGISTICS), 'nothing sent').toBe(false)
    },
    'shipped.submitting': async (ctx) => {
      await panelIn('shipped.submitting')
      await waitFor(() => expect(isLoading(button('.console-add-event'))).toBe(true))
      expect(ctx.transport.isPending(LOGISTICS)).toBe(true)
    },
    'shipped.added': async (ctx) => {
      await panelIn('shipped.added')
      await toastShown(ctx)
      const latest = ctx.news!.description.trim()
      await waitFor(() => expect(q('.console-timeline-event.is-latest .console-timeline-text')?.textContent).toBe(latest))
      expect(button('.console-new-event')).not.toBeNull()
      const events = (await serverOrder(ctx)).logistics!.events
      expect(events.at(-1)).toMatchObject({ description: latest, location: ctx.news!.location.trim() })
    },
  },
}
