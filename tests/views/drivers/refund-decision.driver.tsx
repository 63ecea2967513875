// The refund-decision machine through the console's refunds screen (/merchant/refunds), as the demo
// merchant, each path with a refund of its own: a new shopper buys from the demo shop and asks for
// the whole order back, as the path's OPEN says (tests/views/support/fulfilment-world.ts):
// - applying: money only on a paid order, or a return on a shipped one when the path approves a
//   return (its approval answers "in progress");
// - in progress: a return the merchant approved through the API, waiting for the goods;
// - refused: money only, refused by the merchant through the API (under Done).
// APPROVE, REFUSE, MARK_RECEIVED, CONFIRM and CANCEL are taps in the row; SEND_REFUSAL writes the
// note and taps Refuse. The decide and received calls are held; done releases them to the server.
// A refused approval is the server's: the shopper withdrew the refund meanwhile. A refused refusal
// or receipt is the connection dropping. Either way the row is read again as the server has it.
import { expect } from 'vitest'
import { fireEvent, waitFor, within } from '@testing-library/react'
import type { ConsoleRuntime } from '../../../src/console/runtime'
import { credit } from '../../api/support/shoppers'
import { apiCall, registerAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { fulfilmentWorld, prepareRefund, type Bought, type FulfilmentWorld } from '../support/fulfilment-world'
import { DECIDE, RECEIVED, refundDecisionAnswers, STATUS_TEXT } from '../support/refund-decision-answers'
import { click, isLoading, q, setCookie } from '../support/interact'
import { renderConsoleWith } from '../support/render-console-with'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'


interface Ctx {
  runtime: ConsoleRuntime
  world: FulfilmentWorld
  transport: ControlledTransport
  toasts: ToastWatch
  bought: Bought
  refundId: number
  toast?: string
}

const shared = sharedTestServer()
let world: ReturnType<typeof fulfilmentWorld>

const row = (ctx: Ctx) => q(`.console-refund[data-refund-id="${ctx.refundId}"]`)
const inRow = <E extends Element = HTMLButtonElement>(ctx: Ctx, selector: string) => row(ctx)?.querySelector<E>(selector) ?? null
const serverRefund = (ctx: Ctx) => world.refund(ctx.refundId)

async function toastShown(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (!toast) return
  await waitFor(() => expect(ctx.toasts.shown, `toast ${toast}`).toContain(toast))
  ctx.toasts.shown.length = 0
}

async function rowIn(ctx: Ctx, state: string) {
  await waitFor(() => expect(row(ctx)?.dataset.state).toBe(state))
}

/** The row shows the refund as the server has it now. */
async function statusAsOnServer(ctx: Ctx) {
  const { status } = await serverRefund(ctx)
  await waitFor(() => expect(inRow(ctx, '.console-refund-status')?.textContent).toBe(STATUS_TEXT[status]))
  return status
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
    const { bought, refundId, tab } = await prepareRefund(world, path)
    setCookie('Console-Token', await world.api.merchantToken())
    const transport = new ControlledTransport(shared.server)
    transport.hold(DECIDE, RECEIVED)
    const ctx: Ctx = { runtime: undefined as never, world, transport, toasts: await watchAppToasts(), bought, refundId }
    ctx.runtime = await renderConsoleWith(`/merchant/refunds${tab}`, transport)
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    // The screen lists the refund; its row opens the machine with it.
    OPEN: async (ctx) => {
      await waitFor(() => expect(row(ctx), `refund ${ctx.refundId} listed`).not.toBeNull(), { timeout: 5000 })
    },
    APPROVE: async (ctx) => click(inRow(ctx, '.console-approve')!),
    REFUSE: async (ctx) => click(inRow(ctx, '.console-refuse')!),
    MARK_RECEIVED: async (ctx) => click(inRow(ctx, '.console-mark-received')!),
    CANCEL: async (ctx) => click(inRow(ctx, '.console-not-now')!),
    CONFIRM: async (ctx, event) => {
      const note = (event as unknown as { note?: string }).note
      const field = inRow<HTMLTextAreaElement>(ctx, '.console-note textarea')
      if (note && field) fireEvent.change(field, { target: { value: note } })
      await click(inRow(ctx, '.console-confirm')!)
    },
    SEND_REFUSAL: async (ctx, event) => {
      const note = (event as unknown as { note: string }).note
      fireEvent.change(within(row(ctx)!).getByLabelText('Why is it refused? The shopper reads this.'), { target: { value: note } })
      await click(inRow(ctx, '.console-send-refusal')!)
    },
    ...refundDecisionAnswers<Ctx>(),
  },
  states: {
    waiting: async (ctx) => {
      await rowIn(ctx, 'waiting')
      expect(await statusAsOnServer(ctx)).toBe('applying')
      expect(inRow(ctx, '.console-approve')?.disabled).toBe(false)
      expect(inRow(ctx, '.console-refuse')?.disabled).toBe(false)
      // The shopper's case: the amount, the explanation and the proof picture.
      expect(inRow(ctx, '.console-refund-explanation')?.textContent).toBe('The case arrived cracked at one corner')
      expect(row(ctx)!.querySelectorAll('.console-proof img')).toHaveLength(1)
    },
    confirmingApproval: async (ctx) => {
      await rowIn(ctx, 'confirmingApproval')
      expect(inRow(ctx, '.console-question-text')?.textContent).toMatch(/^(Pay .+ back to the shopper now\?|Approve the return\? .+ goes back to the shopper once the goods arrive\.)$/)
      expect(ctx.transport.isPending(DECIDE), 'nothing sent before the confirm').toBe(false)
    },
    approving: async (ctx) => {
      await rowIn(ctx, 'approving')
      expect(isLoading(inRow(ctx, '.console-confirm'))).toBe(true)
      expect(inRow(ctx, '.console-not-now')?.disabled).toBe(true)
      expect(ctx.transport.isPending(DECIDE)).toBe(true)
    },
    'refusing.writing': async (ctx) => {
      await rowIn(ctx, 'refusing.writing')
      expect(within(row(ctx)!).getByLabelText('Why is it refused? The shopper reads this.')).toBeTruthy()
      expect(inRow(ctx, '.console-field-error')).toBeNull()
    },
    'refusing.noteMissing': async (ctx) => {
      await rowIn(ctx, 'refusing.noteMissing')
      expect(inRow(ctx, '.console-field-error')?.textContent).toBe('Please say why the refund is refused')
      expect(ctx.transport.isPending(DECIDE), 'nothing sent').toBe(false)
      expect((await serverRefund(ctx)).status).toBe('applying')
    },
    sendingRefusal: async (ctx) => {
      await rowIn(ctx, 'sendingRefusal')
      expect(isLoading(inRow(ctx, '.console-send-refusal'))).toBe(true)
      expect(ctx.transport.isPending(DECIDE)).toBe(true)
    },
    waitingForGoods: async (ctx) => {
      await rowIn(ctx, 'waitingForGoods')
      await toastShown(ctx)
      expect(await statusAsOnServer(ctx)).toBe('in_progress')
      expect(inRow(ctx, '.console-mark-received')?.disabled).toBe(false)
      expect(inRow(ctx, '.console-approve')).toBeNull()
    },
    confirmingReceipt: async (ctx) => {
      await rowIn(ctx, 'confirmingReceipt')
      expect(inRow(ctx, '.console-question-text')?.textContent).toMatch(/^Have the goods come back\? .+ goes back to the shopper now\.$/)
      expect(ctx.transport.isPending(RECEIVED)).toBe(false)
    },
    markingReceived: async (ctx) => {
      await rowIn(ctx, 'markingReceived')
      expect(isLoading(inRow(ctx, '.console-confirm'))).toBe(true)
      expect(ctx.transport.isPending(RECEIVED)).toBe(true)
    },
    decided: async (ctx) => {
      await rowIn(ctx, 'decided')
      await toastShown(ctx)
      const status = await statusAsOnServer(ctx)
      expect(['refunded', 'refused', 'withdrawn']).toContain(status)
      expect(inRow(ctx, '.console-refund-actions button'), 'nothing left to do').toBeNull()
      if (status === 'refused') expect(inRow(ctx, '.console-refund-note')?.textContent).toMatch(/^Your note: /)
    },
    // The old machine ended; the row was read again and a new one goes with the refund as it stands.
    outdated: async (ctx) => {
      await toastShown(ctx)
      const status = await statusAsOnServer(ctx)
      await rowIn(ctx, status === 'applying' ? 'waiting' : status === 'in_progress' ? 'waitingForGoods' : 'decided')
    },
  },
}
