// The bulkShipping machine through the demo merchant's "To ship" tab: the panel opened, a file chosen
// in its file field (too large, a spreadsheet's own format, a template filled for a paid order of a
// new shopper, one naming no order of the shop, or one without the columns the server reads), the
// server's check and the shipping held by the transport until the path lets them go (a dropped
// line for a shipping that got no answer), and each state checked as the merchant reads it.
import { MAX_SHIP_FILE_BYTES, type ShipFileReport } from '../../src/contract/merchant-bulk-ship'
import type { PathStep } from '../../src/tools/statecharts/paths'
import { expect } from '../e2e/support/expect'
import { newTrackingNo, orderApi, type OrderApi, type PathOrder } from '../views/support/orders'
import type { ChosenFile, Driver, DriverCtx } from './support/protocol'

const CHECK = 'POST /api/merchant/order/ship-file/check'
const SHIP = 'POST /api/merchant/order/ship-file'
const panel = { css: '.console-bulk-ship' }
const picker = { css: '.console-bulk-ship input[type=file]' }
const alert = { css: '.console-bulk-ship [role=alert]' }
const sendButton = { css: '.console-bulk-ship-send' }

interface Ctx extends DriverCtx {
  api: OrderApi
  /** A paid order of the demo shop not shipped yet: the row a ready file ships. */
  order: PathOrder | null
  /** The order the file chosen last ships, and its tracking number. */
  chosen: { order: PathOrder; tracking: string } | null
}

const text = (ctx: Ctx, key: string, values?: Record<string, string | number>) => ctx.layer.text(`console.bulkShip.${key}`, values)

/** What the server's check of the next step answers decides what the file holds. */
function expectedCheck(next: PathStep | undefined): 'ready' | 'nothingReady' | 'refused' | null {
  if (next?.event.type === 'xstate.error.actor.check') return 'refused'
  if (next?.event.type !== 'xstate.done.actor.check') return null
  return ((next.event as unknown as { output: ShipFileReport }).output.counts.ready > 0) ? 'ready' : 'nothingReady'
}

async function paidOrder(ctx: Ctx): Promise<PathOrder> {
  if (ctx.order) return ctx.order
  const { token } = await ctx.layer.backend.newAccount()
  const order = await ctx.api.placeOrder(token, await ctx.api.shopItem())
  await ctx.api.pay(token, order)
  return (ctx.order = order)
}

async function fileFor(ctx: Ctx, described: { name: string; size: number; type: string }, next: PathStep | undefined): Promise<ChosenFile> {
  const file = (text: string): ChosenFile => ({ name: described.name, mimeType: described.type, buffer: new TextEncoder().encode(text) })
  if (described.size > MAX_SHIP_FILE_BYTES) return file(`sn,carrier,tracking_no\n${'9'.repeat(described.size)}\n`)
  if (!/\.csv$/.test(described.name)) return file('PK not a CSV file')
  const expected = expectedCheck(next)
  if (expected === 'refused') return file('order,company\n1,VNPost\n')
  if (expected === 'nothingReady') return file('sn,carrier,tracking_no\n99999999999999,VNPost,VN00000001\n')
  const order = await paidOrder(ctx)
  ctx.chosen = { order, tracking: newTrackingNo() }
  return file(`sn,carrier,tracking_no\n${order.sn},VNPost,${ctx.chosen.tracking}\n`)
}

const stateIs = (ctx: Ctx, state: string) => ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(panel, 'data-state')).toBe(state))

export const driver: Driver<Ctx> = {
  async start(layer) {
    const api = orderApi(layer.backend.fetch)
    const session = await layer.open('/merchant/orders?status=1', { surface: 'console', token: await api.merchantToken(), hold: [CHECK, SHIP] })
    await session.screen.click({ role: 'button', name: layer.text('console.bulkShip.open') })
    const ctx: Ctx = { session, layer, api, order: null, chosen: null }
    await driver.states['choosing.idle']!(ctx)
    return ctx
  },
  events: {
    CHOOSE: async (ctx, event, { next }) =>
      ctx.session.screen.choose(picker, await fileFor(ctx, (event as unknown as { file: { name: string; size: number; type: string } }).file, next)),
    'xstate.done.actor.check': (ctx) => ctx.session.transport.release(CHECK, 'pass'),
    // The server refuses the file (no column it reads): the client says why.
    'xstate.error.actor.check': (ctx) => ctx.session.transport.release(CHECK, 'pass'),
    SHIP: (ctx) => ctx.session.screen.click(sendButton),
    'xstate.done.actor.ship': async (ctx) => {
      await ctx.session.transport.release(SHIP, 'pass')
      // Shipped: the next ready file needs another paid order.
      if (ctx.chosen?.order === ctx.order) ctx.order = null
    },
    'xstate.error.actor.ship': (ctx) => ctx.session.transport.release(SHIP, 'fail'),
    RESET: (ctx) => ctx.session.screen.click({ role: 'button', name: text(ctx, 'another') }),
  },
  states: {
    'choosing.idle': async (ctx) => {
      await stateIs(ctx, 'choosing.idle')
      await ctx.session.screen.visible({ label: text(ctx, 'choose') })
      expect(await ctx.session.screen.count(alert)).toBe(0)
    },
    'choosing.tooLarge': async (ctx) => {
      await ctx.session.screen.hasText(alert, text(ctx, 'tooLarge', { size: MAX_SHIP_FILE_BYTES / 1024 }))
      expect(ctx.session.transport.isPending(CHECK)).toBe(false)
    },
    'choosing.notCsv': async (ctx) => {
      await ctx.session.screen.hasText(alert, text(ctx, 'notCsv'))
      expect(ctx.session.transport.isPending(CHECK)).toBe(false)
    },
    'choosing.unreadable': (ctx) => ctx.session.screen.hasText(alert, text(ctx, 'unreadable')),
    checking: async (ctx) => {
      await ctx.session.screen.visible({ css: '.console-bulk-ship-busy' })
      await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(CHECK)).toBe(true))
    },
    'previewing.ready': async (ctx) => {
      await stateIs(ctx, 'previewing.ready')
      await ctx.session.screen.hasText({ css: '.console-bulk-ship-table tbody tr.is-ready .console-bulk-ship-outcome' }, ctx.layer.text('bulkShip.outcome.ready'))
      expect(await ctx.session.screen.attribute(sendButton, 'disabled')).toBeNull()
    },
    'previewing.nothingReady': async (ctx) => {
      await ctx.session.screen.hasText(alert, text(ctx, 'nothingReady'))
      expect(await ctx.session.screen.attribute(sendButton, 'disabled')).not.toBeNull()
    },
    shipping: async (ctx) => {
      await stateIs(ctx, 'shipping')
      await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(SHIP)).toBe(true))
    },
    failed: (ctx) => ctx.session.screen.hasText(alert, text(ctx, 'failed')),
    done: async (ctx) => {
      await stateIs(ctx, 'done')
      await ctx.session.screen.hasText({ css: '.console-bulk-ship-table caption' }, text(ctx, 'result'))
      const shipped = ctx.layer.text('bulkShip.outcome.shipped')
      const again = ctx.layer.text('bulkShip.outcome.alreadyShipped')
      // Shipped now, or (after a lost answer that reached the server) already: shipped once either way.
      await ctx.session.screen.hasText({ css: '.console-bulk-ship-table tbody tr .console-bulk-ship-outcome' }, new RegExp(`^(${shipped}|${again})$`))
    },
  },
}
