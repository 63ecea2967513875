// The shipping machine through the console's order page (/merchant/orders/:sn), as the demo merchant,
// each path with an order of its own bought from the demo shop by a new shopper: paid when the path
// opens on the ship form, paid and shipped when it opens on the logistics.
// - OPEN is the page loading the order; SHIP and ADD_EVENT fill the form as the event says (a
//   carrier not among the common ones under "Other") and press its button; NEW_EVENT and CANCEL are
//   taps.
// - The ship and logistics calls are held; done releases them to the server. A refused shipment is
//   the server's refusal: the shopper asked for a refund meanwhile (the order in after-sale), and
//   withdrew it before the page read the order again (that reading held until then), so the form is
//   there again with what was typed. A refused logistics event is the connection dropping.
import { COMMON_CARRIERS } from '../../src/contract/merchant-orders'
import { expect } from '../e2e/support/expect'
import { fulfilmentWorld, type Bought, type FulfilmentWorld } from '../views/support/fulfilment-world'
import type { Driver, DriverCtx } from './support/protocol'

const SHIP = 'POST /api/merchant/order/ship'
const LOGISTICS = 'POST /api/merchant/order/logistics'
const DETAIL = 'GET /api/merchant/order/detail'

interface Ctx extends DriverCtx {
  world: FulfilmentWorld
  bought: Bought
  /** What the ship and news forms were last given. */
  shipment?: { company: string; tracking_no: string }
  news?: { description: string; location: string }
  toast?: string
}

const inPanel = (selector: string) => ({ css: `.console-shipping-panel ${selector}` })
const errors = inPanel('.adm-form-item-feedback-error')
const label = (ctx: Ctx, key: string) => ({ label: ctx.layer.text(key) })
const serverOrder = (ctx: Ctx) => ctx.world.merchantOrder(ctx.bought.order.sn)
const isLoading = async (ctx: Ctx, selector: string) => /adm-button-loading/.test((await ctx.session.screen.attribute(inPanel(selector), 'class')) ?? '')

async function toastShown(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

const panelIn = (ctx: Ctx, state: string) =>
  ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute({ css: '.console-shipping-panel' }, 'data-state'), `shipping in ${state}`).toBe(state))

const enabled = (ctx: Ctx, selector: string) =>
  ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(inPanel(selector), 'disabled'), `${selector} can be pressed`).toBeNull())

const pending = (ctx: Ctx, key: string) => ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(key), `${key} waits for the server`).toBe(true))

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const world = fulfilmentWorld(layer.backend.fetch, async () => (await layer.backend.newAccount()).token)
    const open = path.steps[0]!.event as { type: string; actions?: string[] }
    const bought = open.actions?.includes('ship') ? await world.paidOrder() : await world.shippedOrder()
    const session = await layer.open(`/merchant/orders/${bought.order.sn}`, { surface: 'console', token: await world.api.merchantToken(), hold: [SHIP, LOGISTICS] })
    return { session, layer, world, bought }
  },
  events: {
    // The page opens the machine with what the order allows as it loads.
    OPEN: (ctx) => ctx.session.screen.visible({ css: '.console-shipping-panel' }),
    SHIP: async (ctx, event) => {
      const values = event.values as { company: string; tracking_no: string }
      ctx.shipment = values
      const known = (COMMON_CARRIERS as readonly string[]).includes(values.company)
      await ctx.session.screen.click({ ...inPanel('.adm-selector-item'), text: known ? values.company : ctx.layer.text('console.carrierOther') })
      if (!known) await ctx.session.screen.fill(label(ctx, 'console.carrierName'), values.company)
      await ctx.session.screen.fill(label(ctx, 'ui.trackingNumber'), values.tracking_no)
      await ctx.session.screen.click(inPanel('.console-ship'))
    },
    'xstate.done.actor.ship': async (ctx) => {
      ctx.toast = ctx.layer.text('msg.orderShipped')
      await ctx.session.transport.release(SHIP, 'pass')
    },
    'xstate.error.actor.ship': async (ctx) => {
      const { screen, transport } = ctx.session
      // The shopper asks for a refund: the order leaves "waiting delivery" and shipping is refused.
      const refundId = await ctx.world.askRefund(ctx.bought, 'refund')
      await transport.hold(DETAIL)
      await transport.release(SHIP, 'pass')
      await screen.toasted(ctx.layer.text('msg.orderNotShippable', { sn: ctx.bought.order.sn }))
      // The page reads the order again; before it does, the shopper takes the refund back.
      await screen.eventually(() => expect(transport.isPending(DETAIL), 'the order read again').toBe(true))
      await ctx.world.withdrawRefund(ctx.bought.token, refundId)
      transport.unhold(DETAIL)
      await transport.release(DETAIL, 'pass')
    },
    NEW_EVENT: (ctx) => ctx.session.screen.click(inPanel('.console-new-event')),
    ADD_EVENT: async (ctx, event) => {
      const values = event.values as { description: string; location: string }
      ctx.news = values
      await ctx.session.screen.fill(label(ctx, 'console.eventDescription'), values.description)
      await ctx.session.screen.fill(label(ctx, 'console.eventLocation'), values.location)
      await ctx.session.screen.click(inPanel('.console-add-event'))
    },
    CANCEL: (ctx) => ctx.session.screen.click(inPanel('.console-cancel-event')),
    'xstate.done.actor.addEvent': async (ctx) => {
      ctx.toast = ctx.layer.text('console.logisticsEventAdded')
      await ctx.session.transport.release(LOGISTICS, 'pass')
    },
    'xstate.error.actor.addEvent': async (ctx) => {
      ctx.toast = ctx.layer.text('msg.networkError')
      await ctx.session.transport.release(LOGISTICS, 'fail')
    },
  },
  states: {
    'entering.editing': async (ctx) => {
      await panelIn(ctx, 'entering.editing')
      await toastShown(ctx)
      await enabled(ctx, '.console-ship')
      expect(await isLoading(ctx, '.console-ship')).toBe(false)
      expect(await ctx.session.screen.count(errors)).toBe(0)
      // After a refusal the form keeps what was typed.
      if (ctx.shipment) expect(await ctx.session.screen.attribute(label(ctx, 'ui.trackingNumber'), 'value'), 'what was typed is kept').toBe(ctx.shipment.tracking_no)
      await ctx.session.screen.visible({ css: '.console-ship-address' })
      expect((await serverOrder(ctx)).status).toBe(1)
    },
    'entering.invalid': async (ctx) => {
      await panelIn(ctx, 'entering.invalid')
      await ctx.session.screen.hasText(errors, ctx.layer.text('msg.trackingNoInvalid'))
      expect(ctx.session.transport.isPending(SHIP), 'nothing sent').toBe(false)
      expect((await serverOrder(ctx)).status).toBe(1)
    },
    submitting: async (ctx) => {
      await panelIn(ctx, 'submitting')
      await ctx.session.screen.eventually(async () => expect(await isLoading(ctx, '.console-ship')).toBe(true))
      expect(await ctx.session.screen.attribute(inPanel('.console-ship'), 'disabled'), 'no second shipment while the server answers').not.toBeNull()
      await pending(ctx, SHIP)
    },
    'shipped.idle': async (ctx) => {
      await panelIn(ctx, 'shipped.idle')
      await toastShown(ctx)
      const order = await serverOrder(ctx)
      expect(order.status).toBe(2)
      if (ctx.shipment) expect(order.logistics).toMatchObject({ company: ctx.shipment.company, tracking_no: ctx.shipment.tracking_no })
      await ctx.session.screen.hasText({ css: '.console-logistics-company' }, order.logistics!.company)
      await ctx.session.screen.hasText({ css: '.console-tracking-no' }, order.logistics!.tracking_no)
      await ctx.session.screen.visible(inPanel('.console-new-event'))
      expect(await ctx.session.screen.count({ css: '.console-ship-address' }), 'the address it was shipped to, still shown').toBe(1)
    },
    'shipped.entering.editing': async (ctx) => {
      await panelIn(ctx, 'shipped.entering.editing')
      await toastShown(ctx)
      await ctx.session.screen.visible({ css: '.console-event-form' })
      await enabled(ctx, '.console-add-event')
      expect(await ctx.session.screen.count(errors)).toBe(0)
    },
    'shipped.entering.invalid': async (ctx) => {
      await panelIn(ctx, 'shipped.entering.invalid')
      await ctx.session.screen.hasText(errors, ctx.layer.text('msg.logisticsDescriptionRequired'))
      expect(ctx.session.transport.isPending(LOGISTICS), 'nothing sent').toBe(false)
    },
    'shipped.submitting': async (ctx) => {
      await panelIn(ctx, 'shipped.submitting')
      await ctx.session.screen.eventually(async () => expect(await isLoading(ctx, '.console-add-event')).toBe(true))
      await pending(ctx, LOGISTICS)
    },
    'shipped.added': async (ctx) => {
      await panelIn(ctx, 'shipped.added')
      await toastShown(ctx)
      const latest = ctx.news!.description.trim()
      await ctx.session.screen.hasText({ css: '.console-timeline-event.is-latest .console-timeline-text' }, latest)
      await ctx.session.screen.visible(inPanel('.console-new-event'))
      expect((await serverOrder(ctx)).logistics!.events.at(-1)).toMatchObject({ description: latest, location: ctx.news!.location.trim() })
    },
  },
}
