// An operator's decision on one row of a queue (the auditDecision machine) through the console's
// recharge and withdrawal screens, each path with a new shopper's row waiting (a recharge with its
// evidence, or a withdrawal to a bank card) and the demo operator logged in to the console. Every
// path runs once per queue (tests/views/support/audit-decision-world.ts).
// - APPROVE and REFUSE tap the row's buttons; CONFIRM taps the dialog's Approve; CANCEL backs out of
//   where the machine was (the dialog's Not now, the reason's Cancel, the unsent decision's Cancel);
//   SUBMIT types the reason (blanks included) and taps "Refuse with this reason"; RETRY taps Retry.
// - The audit call is held; done releases it to the server; error is a dropped connection, or the
//   row decided first at another desk (the demo operator through the API) so the server refuses.
import { expect } from 'vitest'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { createConsoleRuntime, type ConsoleRuntime } from '../../../src/console/runtime'
import { credit } from '../../api/support/shoppers'
import { TINY_PNG } from '../../support/pictures'
import { registerAccount } from '../support/accounts'
import {
  auditAnswers, balanceAfter, balanceNow, ELSEWHERE_NOTE, prepareAuditRow, QUEUES, questionOf, rowOnServer, stateBefore, type AuditPath, type Queue,
} from '../support/audit-decision-world'
import { checkoutCallVia } from '../support/checkout'
import { ControlledTransport, HELD_CALL_TIMEOUT_MS } from '../support/controlled-transport'
import { click, isLoading, q, setCookie } from '../support/interact'
import { encodeFormData } from '../support/multipart'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const VARIANTS: Record<string, Queue> = { 'operator deciding a recharge': 'recharge', 'operator deciding a withdrawal': 'withdrawal' }

interface Ctx extends AuditPath {
  runtime: ConsoleRuntime
  transport: ControlledTransport
  toasts: ToastWatch
}

const shared = sharedTestServer()

const row = (s: Ctx) => q(`[${QUEUES[s.queue].idAttribute}="${s.row.id}"]`)
const decision = (s: Ctx) => row(s)?.querySelector<HTMLElement>('.console-decision') ?? null
const within = <E extends Element = HTMLElement>(s: Ctx, selector: string) => row(s)?.querySelector<E>(selector) ?? null
/** The newest dialog: jsdom may keep a closing one's markup (react-spring's animation), so the last one is looked at. */
const dialog = () => [...document.querySelectorAll<HTMLElement>('.adm-center-popup-wrap')].reverse().find((wrap) => wrap.querySelector('.adm-dialog-content'))
const dialogButton = (text: string) => [...(dialog()?.querySelectorAll<HTMLElement>('.adm-dialog-button') ?? [])].find((b) => b.textContent === text)
const pending = (s: Ctx) => s.transport.isPending(QUEUES[s.queue].audit)

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await waitFor(() => expect(s.toasts.shown, `toast ${toast}`).toContain(toast))
  s.toasts.shown.length = 0
}

async function inState(s: Ctx, name: string) {
  await waitFor(() => expect(decision(s)?.dataset.state, 'the decision').toBe(name))
}

/** Still waiting, on the page and on the server, with nothing moved. */
async function stillWaiting(s: Ctx) {
  expect(row(s)!.dataset.status).toBe('0')
  const now = await rowOnServer(s)
  expect(now.status, 'the row still waits on the server').toBe(0)
  expect(await balanceNow(s), 'nothing moved').toBe(s.balance)
}

/** Decided, on the page and on the server, with the money moved as decided. */
async function decidedAs(s: Ctx, approved: boolean, note: string | null) {
  await waitFor(() => expect(row(s)?.dataset.status).toBe(approved ? '1' : '2'))
  expect(within(s, '.console-decided-by .console-status')?.textContent).toBe(`${approved ? 'Approved' : 'Refused'} by operator`)
  expect(within(s, '.console-decided-note')?.textContent ?? null).toBe(note === null ? null : `Reason: ${note}`)
  expect(decision(s), 'no second decision').toBeNull()
  const now = await rowOnServer(s)
  expect(now.status).toBe(approved ? 1 : 2)
  expect(now.note).toBe(note)
  expect(now.audited_by?.account).toBe('operator')
  expect(await balanceNow(s)).toBe(balanceAfter(s, approved))
}

/** Opens the queue and finds the row: oldest first, so a busy queue may hold it on a later page. */
async function openQueue(s: Ctx) {
  await waitFor(() => expect(q('.console-list'), 'the queue').not.toBeNull(), { timeout: 10_000 })
  for (let pages = 1; !row(s) && pages < 20; pages++) {
    const more = q('.console-load-more')
    if (!more) break
    await click(more)
    await waitFor(() => expect(q('.console-list')?.dataset.listState).not.toBe('loadingMore'))
  }
  expect(row(s), `row ${s.row.id} in the queue`).not.toBeNull()
}

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  variants: Object.keys(VARIANTS),
  async start(_path, variant) {
    const queue = VARIANTS[variant!]!
    const server = shared.server
    const call = checkoutCallVia((path, init) => server.app.request(path, init))
    const transport = new ControlledTransport(server)
    const shopper = await registerAccount(server)
    const world = await prepareAuditRow({ call, held: transport, queue, shopper }, {
      async upload(token) {
        const form = new FormData()
        form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'transfer.png')
        const { body, contentType } = await encodeFormData(form)
        const res = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
        return ((await res.json()) as { data: { url: string } }).data.url
      },
      async fund(token, amount) {
        const { data } = await call('GET', '/api/user/getUserInfo', undefined, token)
        await credit(server.db, data.id, amount)
      },
    })
    transport.hold(QUEUES[queue].audit)
    // The console's own session, apart from the API's.
    setCookie('Console-Token', await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))
    const runtime = createConsoleRuntime({ history: createMemoryHistory({ initialEntries: [QUEUES[queue].screen] }), fetch: transport.fetch, timeoutMs: HELD_CALL_TIMEOUT_MS })
    await act(async () => {
      render(<RouterProvider router={runtime.router} />)
    })
    const s: Ctx = { ...world, runtime, transport, toasts: await watchAppToasts() }
    await openQueue(s)
    await driver.states.viewing!(s)
    return s
  },
  async stop(s) {
    s.toasts.stop()
    s.runtime.session.stop()
  },
  events: {
    APPROVE: async (s) => click(within(s, '.console-approve')!),
    REFUSE: async (s) => click(within(s, '.console-refuse')!),
    CONFIRM: async (s) => {
      s.sent = { approve: true, note: null }
      await click(dialogButton('Approve')!)
    },
    CANCEL: async (s, _event, { path, index }) => {
      const before = stateBefore(path, index)
      if (before.includes('confirming')) await click(dialogButton('Not now')!)
      else if (before.includes('failed')) await click(within(s, '.console-drop-decision')!)
      else await click(within(s, '.console-cancel-refusal')!)
    },
    SUBMIT: async (s, event) => {
      const note = String(event.note)
      if (note.trim() !== '') s.sent = { approve: false, note: note.trim() }
      await act(async () => void fireEvent.change(within(s, '.console-refusal-note textarea:not([aria-hidden])')!, { target: { value: note } }))
      await click(within(s, '.console-send-refusal')!)
    },
    RETRY: async (s) => click(within(s, '.console-retry-decision')!),
    'xstate.done.actor.decide': (s, event) => auditAnswers['xstate.done.actor.decide']!(s, event),
    'xstate.error.actor.decide': (s, event) => auditAnswers['xstate.error.actor.decide']!(s, event),
  },
  states: {
    viewing: async (s) => {
      await inState(s, 'viewing')
      for (const button of ['.console-approve', '.console-refuse']) {
        expect(within<HTMLButtonElement>(s, button)?.disabled, `${button} can be tapped`).toBe(false)
        expect(isLoading(within(s, button))).toBe(false)
      }
      expect(pending(s), 'nothing sent').toBe(false)
      await effects(s)
      await stillWaiting(s)
    },
    confirming: async (s) => {
      await inState(s, 'confirming')
      await waitFor(() => expect(dialog()?.querySelector('.adm-dialog-content')?.textContent).toBe(questionOf(s)))
      expect(dialogButton('Not now')).toBeDefined()
      expect(pending(s), 'nothing sent before the answer').toBe(false)
    },
    'refusing.writing': async (s) => {
      await inState(s, 'refusing.writing')
      expect(within(s, '.console-refusal-note textarea:not([aria-hidden])')).not.toBeNull()
      expect(within(s, '.console-field-error')).toBeNull()
      expect(pending(s)).toBe(false)
    },
    'refusing.reasonMissing': async (s) => {
      await inState(s, 'refusing.reasonMissing')
      expect(within(s, '.console-field-error')?.textContent).toBe('Please give the reason for refusing')
      expect(pending(s), 'nothing sent without a reason').toBe(false)
      await stillWaiting(s)
    },
    submitting: async (s) => {
      await inState(s, 'submitting')
      await waitFor(() => expect(pending(s), 'the decision waits for the server').toBe(true))
      const sending = s.sent?.approve ? '.console-approve' : '.console-refuse'
      expect(isLoading(within(s, sending)), `${sending} shows it is sending`).toBe(true)
      expect(within<HTMLButtonElement>(s, '.console-approve')?.disabled || isLoading(within(s, '.console-approve'))).toBe(true)
    },
    failed: async (s) => {
      await inState(s, 'failed')
      await effects(s)
      expect(within(s, '.console-decision-failed')?.textContent).toContain('No answer came back')
      await stillWaiting(s)
    },
    decided: async (s) => {
      await effects(s)
      await decidedAs(s, s.sent!.approve, s.sent!.note)
    },
    outdated: async (s) => {
      await effects(s)
      // Read again: as the other desk decided it.
      await decidedAs(s, false, ELSEWHERE_NOTE)
    },
  },
}
