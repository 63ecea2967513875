// The refund-decision machine through the console's refunds screen (/merchant/refunds), as the demo
// merchant, each path with a refund of its own: a new shopper (the demo's play money) buys from the
// demo shop and asks for the whole order back, as the path's OPEN says (prepareRefund of
// tests/views/support/fulfilment-world.ts):
// - applying: money only on a paid order, or a return on a shipped one when the path approves a
//   return (its approval answers "in progress");
// - in progress: a return the merchant approved through the API, waiting for the goods;
// - refused: money only, refused by the merchant through the API (under Done).
// APPROVE, REFUSE, MARK_RECEIVED, CONFIRM and CANCEL are taps in the row; SEND_REFUSAL writes the
// note and taps Refuse. The decide and received calls are held; done releases them to the server.
// A refused approval is the server's: the shopper withdrew the refund meanwhile. A refused refusal
// or receipt is the connection dropping. Either way the row is read again as the server has it.
import { expect } from '../e2e/support/expect'
import { REFUND_STATUS_TEXT } from '../../src/console/views/refunds/refund-words'
import type { RefundStatus } from '../../src/contract/refunds'
import { fulfilmentWorld, prepareRefund, REFUND_EXPLANATION, type Bought, type FulfilmentWorld } from '../views/support/fulfilment-world'
import type { Driver, DriverCtx } from './support/protocol'
import { becomes, held, isDisabled, isLoading } from './support/reads'
import { localePattern } from './support/texts'

const DECIDE = 'POST /api/merchant/refund/decide'
const RECEIVED = 'POST /api/merchant/refund/received'

interface Ctx extends DriverCtx {
  world: FulfilmentWorld
  bought: Bought
  refundId: number
  /** The toast (locale key and values) the next state should show. */
  toast?: [string, Record<string, string>?]
}

const row = (ctx: Ctx) => `.console-refund[data-refund-id="${ctx.refundId}"]`
const inRow = (ctx: Ctx, selector: string) => ({ css: `${row(ctx)} ${selector}` })
const disabled = (ctx: Ctx, selector: string) => isDisabled(ctx.session.screen, inRow(ctx, selector))
const pending = (ctx: Ctx, call: string) => ctx.session.transport.isPending(call)
const pattern = (ctx: Ctx, key: string) => localePattern(ctx.layer.lang, key)

const rowIn = (ctx: Ctx, state: string) => becomes(ctx.session.screen, () => ctx.session.screen.attribute({ css: row(ctx) }, 'data-state'), state)

async function toastShown(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.layer.text(...ctx.toast))
  ctx.toast = undefined
}

/** The row shows the refund as the server has it now. */
async function statusAsOnServer(ctx: Ctx) {
  const status = (await ctx.world.refund(ctx.refundId)).status as RefundStatus
  await ctx.session.screen.hasText(inRow(ctx, '.console-refund-status'), ctx.layer.text(REFUND_STATUS_TEXT[status]))
  return status
}

/** A question asked in the row: nothing sent before the merchant confirms. */
async function asking(ctx: Ctx, state: string, questions: string[], call: string) {
  await rowIn(ctx, state)
  const text = questions.map((key) => pattern(ctx, key).source).join('|')
  await ctx.session.screen.hasText(inRow(ctx, '.console-question-text'), new RegExp(text))
  expect(pending(ctx, call), 'nothing sent before the confirm').toBe(false)
}

/** The answer on its way: the button busy, no second decision meanwhile. */
async function waitingOnServer(ctx: Ctx, state: string, button: string, call: string) {
  await rowIn(ctx, state)
  await becomes(ctx.session.screen, () => isLoading(ctx.session.screen, inRow(ctx, button)), true)
  expect(await disabled(ctx, '.console-not-now'), 'no second decision while the server answers').toBe(true)
  await held(ctx.session, call)
}

const release = (call: string, outcome: 'pass' | 'fail', toast: (ctx: Ctx) => Promise<Ctx['toast']>) => async (ctx: Ctx) => {
  ctx.toast = await toast(ctx)
  await ctx.session.transport.release(call, outcome)
}

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const world = fulfilmentWorld(layer.backend.fetch, async () => (await layer.backend.newAccount()).token)
    const { bought, refundId, tab } = await prepareRefund(world, path)
    const session = await layer.open(`/merchant/refunds${tab}`, { surface: 'console', token: await world.api.merchantToken(), hold: [DECIDE, RECEIVED] })
    return { session, layer, world, bought, refundId }
  },
  events: {
    // The screen lists the refund; its row opens the machine with it.
    OPEN: (ctx) => ctx.session.screen.visible({ css: row(ctx) }),
    APPROVE: (ctx) => ctx.session.screen.click(inRow(ctx, '.console-approve')),
    REFUSE: (ctx) => ctx.session.screen.click(inRow(ctx, '.console-refuse')),
    MARK_RECEIVED: (ctx) => ctx.session.screen.click(inRow(ctx, '.console-mark-received')),
    CANCEL: (ctx) => ctx.session.screen.click(inRow(ctx, '.console-not-now')),
    CONFIRM: async (ctx, event) => {
      const note = typeof event.note === 'string' ? event.note : ''
      if (note && (await ctx.session.screen.count(inRow(ctx, '.console-note textarea')))) await ctx.session.screen.fill(inRow(ctx, '.console-note textarea'), note)
      await ctx.session.screen.click(inRow(ctx, '.console-confirm'))
    },
    SEND_REFUSAL: async (ctx, event) => {
      await ctx.session.screen.fill(inRow(ctx, '.console-note textarea'), String(event.note))
      await ctx.session.screen.click(inRow(ctx, '.console-send-refusal'))
    },
    'xstate.done.actor.approve': release(DECIDE, 'pass', async (ctx) => [(await ctx.world.refund(ctx.refundId)).type === 'return' ? 'msg.refundWaitingGoods' : 'msg.refundPaid']),
    'xstate.error.actor.approve': release(DECIDE, 'pass', async (ctx) => {
      // Withdrawn on the shopper's phone while the merchant confirmed.
      await ctx.world.withdrawRefund(ctx.bought.token, ctx.refundId)
      return ['msg.refundAlreadyDecided', { sn: ctx.bought.order.sn }]
    }),
    'xstate.done.actor.refuse': release(DECIDE, 'pass', async () => ['msg.refundRefused']),
    'xstate.error.actor.refuse': release(DECIDE, 'fail', async () => ['msg.networkError']),
    'xstate.done.actor.markReceived': release(RECEIVED, 'pass', async () => ['msg.refundPaid']),
    'xstate.error.actor.markReceived': release(RECEIVED, 'fail', async () => ['msg.networkError']),
  },
  states: {
    waiting: async (ctx) => {
      await rowIn(ctx, 'waiting')
      expect(await statusAsOnServer(ctx)).toBe('applying')
      expect(await disabled(ctx, '.console-approve')).toBe(false)
      expect(await disabled(ctx, '.console-refuse')).toBe(false)
      // The shopper's case: the explanation and the proof picture.
      await ctx.session.screen.hasText(inRow(ctx, '.console-refund-explanation'), REFUND_EXPLANATION)
      expect(await ctx.session.screen.count(inRow(ctx, '.console-proof img'))).toBe(1)
    },
    confirmingApproval: (ctx) => asking(ctx, 'confirmingApproval', ['console.approveRefundQuestion', 'console.approveReturnQuestion'], DECIDE),
    approving: (ctx) => waitingOnServer(ctx, 'approving', '.console-confirm', DECIDE),
    'refusing.writing': async (ctx) => {
      await rowIn(ctx, 'refusing.writing')
      await ctx.session.screen.visible({ label: ctx.layer.text('console.refuseNote') })
      expect(await ctx.session.screen.count(inRow(ctx, '.console-field-error'))).toBe(0)
    },
    'refusing.noteMissing': async (ctx) => {
      await rowIn(ctx, 'refusing.noteMissing')
      await ctx.session.screen.hasText(inRow(ctx, '.console-field-error'), ctx.layer.text('msg.refundNoteRequired'))
      expect(pending(ctx, DECIDE), 'nothing sent').toBe(false)
      expect((await ctx.world.refund(ctx.refundId)).status).toBe('applying')
    },
    sendingRefusal: (ctx) => waitingOnServer(ctx, 'sendingRefusal', '.console-send-refusal', DECIDE),
    waitingForGoods: async (ctx) => {
      await rowIn(ctx, 'waitingForGoods')
      await toastShown(ctx)
      expect(await statusAsOnServer(ctx)).toBe('in_progress')
      expect(await disabled(ctx, '.console-mark-received')).toBe(false)
      expect(await ctx.session.screen.count(inRow(ctx, '.console-approve'))).toBe(0)
    },
    confirmingReceipt: (ctx) => asking(ctx, 'confirmingReceipt', ['console.receivedQuestion'], RECEIVED),
    markingReceived: (ctx) => waitingOnServer(ctx, 'markingReceived', '.console-confirm', RECEIVED),
    decided: async (ctx) => {
      await rowIn(ctx, 'decided')
      await toastShown(ctx)
      const status = await statusAsOnServer(ctx)
      expect(['refunded', 'refused', 'withdrawn']).toContain(status)
      expect(await ctx.session.screen.count(inRow(ctx, '.console-refund-actions button')), 'nothing left to do').toBe(0)
      if (status === 'refused') await ctx.session.screen.hasText(inRow(ctx, '.console-refund-note'), pattern(ctx, 'console.yourNote'))
    },
    // The old machine ended; the row was read again and a new one goes with the refund as it stands.
    outdated: async (ctx) => {
      await toastShown(ctx)
      const status = await statusAsOnServer(ctx)
      await rowIn(ctx, status === 'applying' ? 'waiting' : status === 'in_progress' ? 'waitingForGoods' : 'decided')
    },
  },
}
