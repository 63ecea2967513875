// The shipping machine in Chromium at a desktop window, on the console's order page as the demo
// merchant, each path with an order of its own bought from the demo shop by a new shopper (paid,
// or paid and shipped when the path opens on the logistics). The same world and answers as the
// view driver (tests/views/drivers/shipping.driver.tsx): the ship and logistics calls held by
// Playwright routes; a refused shipment is the shopper's refund meanwhile, withdrawn before the page
// reads the order again; a refused logistics event is the connection dropping.
import { expect } from '../support/expect'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { COMMON_CARRIERS } from '../../../src/contract/merchant-orders'
import { fulfilmentWorld, type Bought, type FulfilmentWorld } from '../../views/support/fulfilment-world'
import { newAccount } from '../support/api'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { recordToasts, type PageToasts } from '../support/checkout'

const SHIP = 'POST /api/merchant/order/ship'
const LOGISTICS = 'POST /api/merchant/order/logistics'
const NETWORK = 'Backend interface connection abnormal'
const DESKTOP = { width: 1280, height: 800 }

interface Ctx {
  context: BrowserContext
  page: Page
  world: FulfilmentWorld
  transport: BrowserTransport
  toasts: PageToasts
  bought: Bought
  /** While set, the page's next reading of the order waits for it. */
  detailGate: { closed: Promise<void> | null; arrived: boolean }
  shipment?: { company: string; tracking_no: string }
  news?: { description: string; location: string }
  toast?: string
}

const panel = (s: Ctx) => s.page.locator('.console-shipping-panel')
const inPanel = (s: Ctx, selector: string) => panel(s).locator(selector)
const fieldErrors = (s: Ctx) => inPanel(s, '.adm-form-item-feedback-error').allTextContents()
const serverOrder = (s: Ctx) => s.world.merchantOrder(s.bought.order.sn)

async function toastShown(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).includes(toast), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function panelIn(s: Ctx, state: string) {
  await expect.poll(() => panel(s).getAttribute('data-state'), { message: `shipping in ${state}` }).toBe(state)
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL, path) {
    const world = fulfilmentWorld((p, init) => fetch(`${baseURL}${p}`, init), async () => (await newAccount(baseURL)).token)
    const open = path.steps[0]!.event as { type: string; actions?: string[] }
    const bought = open.actions?.includes('ship') ? await world.paidOrder() : await world.shippedOrder()
    const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-US' })
    await context.addCookies([{ name: 'Console-Token', value: await world.api.merchantToken(), url: baseURL }])
    const page = await context.newPage()
    const transport = new BrowserTransport(page)
    await transport.hold(SHIP, LOGISTICS)
    const detailGate: Ctx['detailGate'] = { closed: null, arrived: false }
    await page.route((url) => url.pathname === '/api/merchant/order/detail', async (route: Route) => {
      if (detailGate.closed) {
        detailGate.arrived = true
        await detailGate.closed
      }
      await route.continue()
    })
    const toasts = await recordToasts(page)
    await page.goto(`/merchant/orders/${bought.order.sn}`)
    return { context, page, world, transport, toasts, bought, detailGate }
  },
  stop: (s) => s.context.close(),
  events: {
    OPEN: async (s) => {
      await panel(s).waitFor()
    },
    SHIP: async (s, event) => {
      const values = (event as unknown as { values: { company: string; tracking_no: string } }).values
      s.shipment = values
      const known = (COMMON_CARRIERS as readonly string[]).includes(values.company)
      await inPanel(s, '.adm-selector-item').getByText(known ? values.company : 'Other', { exact: true }).click()
      if (!known) await s.page.getByLabel('Company name').fill(values.company)
      await s.page.getByLabel('Tracking number').fill(values.tracking_no)
      await inPanel(s, '.console-ship').click()
    },
    'xstate.done.actor.ship': async (s) => {
      s.toast = 'Order shipped'
      await s.transport.release(SHIP, 'pass')
    },
    'xstate.error.actor.ship': async (s) => {
      const refundId = await s.world.askRefund(s.bought, 'refund')
      let open!: () => void
      s.detailGate.arrived = false
      s.detailGate.closed = new Promise((resolve) => (open = resolve))
      s.toast = `Order ${s.bought.order.sn} is not waiting for delivery, so it cannot be shipped`
      await s.transport.release(SHIP, 'pass')
      await toastShown(s)
      await expect.poll(() => s.detailGate.arrived, { message: 'the order read again' }).toBe(true)
      await s.world.withdrawRefund(s.bought.token, refundId)
      s.detailGate.closed = null
      open()
    },
    NEW_EVENT: (s) => inPanel(s, '.console-new-event').click(),
    ADD_EVENT: async (s, event) => {
      const values = (event as unknown as { values: { description: string; location: string } }).values
      s.news = values
      await s.page.getByLabel('What happened').fill(values.description)
      await s.page.getByLabel('Where (optional)').fill(values.location)
      await inPanel(s, '.console-add-event').click()
    },
    CANCEL: (s) => inPanel(s, '.console-cancel-event').click(),
    'xstate.done.actor.addEvent': async (s) => {
      s.toast = 'Logistics event added'
      await s.transport.release(LOGISTICS, 'pass')
    },
    'xstate.error.actor.addEvent': async (s) => {
      s.toast = NETWORK
      await s.transport.release(LOGISTICS, 'fail')
    },
  },
  states: {
    'entering.editing': async (s) => {
      await panelIn(s, 'entering.editing')
      await toastShown(s)
      await expect.poll(() => inPanel(s, '.console-ship').isEnabled()).toBe(true)
      expect(await fieldErrors(s)).toEqual([])
      if (s.shipment) expect(await s.page.getByLabel('Tracking number').inputValue(), 'what was typed is kept').toBe(s.shipment.tracking_no)
      expect(await s.page.locator('.console-ship-address').isVisible(), 'the address to ship to').toBe(true)
      expect((await serverOrder(s)).status).toBe(1)
    },
    'entering.invalid': async (s) => {
      await panelIn(s, 'entering.invalid')
      await expect.poll(() => fieldErrors(s)).toContain('Please enter a correct tracking number (4 to 40 letters, digits or dashes)')
      expect(s.transport.isPending(SHIP), 'nothing sent').toBe(false)
    },
    submitting: async (s) => {
      await panelIn(s, 'submitting')
      await expect.poll(() => inPanel(s, '.console-ship').getAttribute('class')).toMatch(/adm-button-loading/)
      expect(await inPanel(s, '.console-ship').isDisabled(), 'no second shipment while the server answers').toBe(true)
      expect(s.transport.isPending(SHIP)).toBe(true)
    },
    'shipped.idle': async (s) => {
      await panelIn(s, 'shipped.idle')
      await toastShown(s)
      const order = await serverOrder(s)
      expect(order.status).toBe(2)
      if (s.shipment) expect(order.logistics).toMatchObject({ company: s.shipment.company, tracking_no: s.shipment.tracking_no })
      await expect.poll(() => s.page.locator('.console-tracking-no').textContent()).toBe(order.logistics?.tracking_no)
      await inPanel(s, '.console-new-event').waitFor()
      expect(await s.page.locator('.console-ship-address').count(), 'the address it was shipped to, still shown').toBe(1)
    },
    'shipped.entering.editing': async (s) => {
      await panelIn(s, 'shipped.entering.editing')
      await toastShown(s)
      await expect.poll(() => inPanel(s, '.console-add-event').isEnabled()).toBe(true)
      expect(await fieldErrors(s)).toEqual([])
    },
    'shipped.entering.invalid': async (s) => {
      await panelIn(s, 'shipped.entering.invalid')
      await expect.poll(() => fieldErrors(s)).toContain('Please describe the logistics update')
      expect(s.transport.isPending(LOGISTICS), 'nothing sent').toBe(false)
    },
    'shipped.submitting': async (s) => {
      await panelIn(s, 'shipped.submitting')
      await expect.poll(() => inPanel(s, '.console-add-event').getAttribute('class')).toMatch(/adm-button-loading/)
      expect(s.transport.isPending(LOGISTICS)).toBe(true)
    },
    'shipped.added': async (s) => {
      await panelIn(s, 'shipped.added')
      await toastShown(s)
      const latest = s.news!.description.trim()
      await expect.poll(() => s.page.locator('.console-timeline-event.is-latest .console-timeline-text').textContent()).toBe(latest)
      await inPanel(s, '.console-new-event').waitFor()
      expect((await serverOrder(s)).logistics!.events.at(-1)).toMatchObject({ description: latest, location: s.news!.location.trim() })
    },
  },
}
