// An operator's decision on one row of a queue (the auditDecision machine) through the console's
// recharge and withdrawal screens, each path with a new shopper's row waiting (a recharge with its
// evidence, or a withdrawal to a bank card paid from the demo's play money) and the demo operator
// logged in to the console (tests/views/support/audit-decision-world.ts). The view layer runs every
// path for both queues; the browser layer on the recharges, the component being the same and a
// browser step costing more (the operator journey decides withdrawals in Chromium).
// - APPROVE and REFUSE tap the row's buttons; CONFIRM taps the dialog's Approve; CANCEL backs out of
//   where the machine was (the dialog's Not now, the reason's Cancel, the unsent decision's Cancel);
//   SUBMIT types the reason (blanks included) and taps "Refuse with this reason"; RETRY taps Retry.
// - The audit call is held; done releases it to the server; error is a dropped connection, or the
//   row decided first at another desk (the demo operator through the API) so the server refuses.
import { expect } from '../e2e/support/expect'
import {
  auditAnswers, balanceAfter, balanceNow, ELSEWHERE_NOTE, operatorLogin, prepareAuditRow, QUEUES, questionOf, rowOnServer, stateBefore, type AuditPath, type Queue,
} from '../views/support/audit-decision-world'
import { textsOf } from '../views/support/path-texts'
import type { Driver, DriverCtx } from './support/protocol'

const VARIANTS: Record<string, Queue> = { 'operator deciding a recharge': 'recharge', 'operator deciding a withdrawal': 'withdrawal' }

type Ctx = AuditPath & DriverCtx

const row = (s: Ctx) => `[${QUEUES[s.queue].idAttribute}="${s.row.id}"]`
const within = (s: Ctx, selector: string) => ({ css: `${row(s)} ${selector}` })
const dialogButton = (s: Ctx, key: string) => ({ css: '.adm-dialog-button', text: s.layer.text(key) })
const pending = (s: Ctx) => s.session.transport.isPending(QUEUES[s.queue].audit)
const isLoading = async (s: Ctx, selector: string) => /adm-button-loading/.test((await s.session.screen.attribute(within(s, selector), 'class')) ?? '')
const noteBox = (s: Ctx) => within(s, '.console-refusal-note textarea:not([aria-hidden])')

async function effects(s: Ctx) {
  if (s.toast) await s.session.screen.toasted(s.toast)
  s.toast = undefined
}

const inState = (s: Ctx, name: string) =>
  s.session.screen.eventually(async () => expect(await s.session.screen.attribute(within(s, '.console-decision'), 'data-state'), 'the decision').toBe(name))

/** Still waiting, on the page and on the server, with nothing moved. */
async function stillWaiting(s: Ctx) {
  expect(await s.session.screen.attribute({ css: row(s) }, 'data-status')).toBe('0')
  expect((await rowOnServer(s)).status, 'the row still waits on the server').toBe(0)
  expect(await balanceNow(s), 'nothing moved').toBe(s.balance)
}

/** Decided, on the page and on the server, with the money moved as decided. */
async function decidedAs(s: Ctx, approved: boolean, note: string | null) {
  const { screen } = s.session
  await screen.eventually(async () => expect(await screen.attribute({ css: row(s) }, 'data-status')).toBe(approved ? '1' : '2'))
  await screen.hasText(within(s, '.console-decided-by .console-status'), s.layer.text(approved ? 'console.approvedBy' : 'console.refusedBy', { account: 'operator' }))
  if (note === null) expect(await screen.count(within(s, '.console-decided-note'))).toBe(0)
  else await screen.hasText(within(s, '.console-decided-note'), s.layer.text('console.refusalReason', { note }))
  expect(await screen.count(within(s, '.console-decision')), 'no second decision').toBe(0)
  const now = await rowOnServer(s)
  expect(now.status).toBe(approved ? 1 : 2)
  expect(now.note).toBe(note)
  expect(now.audited_by?.account).toBe('operator')
  expect(await balanceNow(s)).toBe(balanceAfter(s, approved))
}

/** The queue, oldest first: a busy one (paths run side by side) may hold the row on a later page. */
async function findRow(s: Ctx) {
  const { screen } = s.session
  const more = { css: '.console-load-more' }
  for (let pages = 1; pages < 20; pages++) {
    await screen.eventually(async () => expect((await screen.count({ css: row(s) })) + (await screen.count(more)), 'the row or more').toBeGreaterThan(0))
    if (await screen.count({ css: row(s) })) return
    await screen.click(more)
    await screen.gone({ css: '.console-list[data-list-state="loadingMore"]' })
  }
}

export const driver: Driver<Ctx> = {
  variants: { view: Object.keys(VARIANTS), browser: ['operator deciding a recharge'] },
  async start(layer, _path, variant) {
    const queue = VARIANTS[variant!]!
    const { backend } = layer
    const shopper = await backend.newAccount()
    // A new shopper of the demo has play money enough for the withdrawal.
    const world = await prepareAuditRow({ ...textsOf(layer), call: backend.call, held: undefined as never, queue, shopper }, { upload: backend.upload, fund: async () => {} })
    // The console's own session, apart from the API's.
    const session = await layer.open(QUEUES[queue].screen, { surface: 'console', token: await operatorLogin(backend.call), hold: [QUEUES[queue].audit] })
    const s: Ctx = { ...world, held: session.transport, session, layer }
    await findRow(s)
    await driver.states.viewing!(s)
    return s
  },
  events: {
    APPROVE: (s) => s.session.screen.click(within(s, '.console-approve')),
    REFUSE: (s) => s.session.screen.click(within(s, '.console-refuse')),
    CONFIRM: async (s) => {
      s.sent = { approve: true, note: null }
      await s.session.screen.click(dialogButton(s, 'console.approve'))
    },
    CANCEL: async (s, _event, { path, index }) => {
      const before = stateBefore(path, index)
      if (before.includes('confirming')) await s.session.screen.click(dialogButton(s, 'ui.notNow'))
      else await s.session.screen.click(within(s, before.includes('failed') ? '.console-drop-decision' : '.console-cancel-refusal'))
    },
    SUBMIT: async (s, event) => {
      const note = String(event.note)
      if (note.trim() !== '') s.sent = { approve: false, note: note.trim() }
      await s.session.screen.fill(noteBox(s), note)
      await s.session.screen.click(within(s, '.console-send-refusal'))
    },
    RETRY: (s) => s.session.screen.click(within(s, '.console-retry-decision')),
    'xstate.done.actor.decide': (s, event) => auditAnswers['xstate.done.actor.decide']!(s, event),
    'xstate.error.actor.decide': (s, event) => auditAnswers['xstate.error.actor.decide']!(s, event),
  },
  states: {
    viewing: async (s) => {
      await inState(s, 'viewing')
      if (s.layer.name === 'browser') await s.session.screen.gone({ css: '.adm-dialog-content', text: questionOf(s) })
      for (const button of ['.console-approve', '.console-refuse']) {
        expect(await s.session.screen.attribute(within(s, button), 'disabled'), `${button} can be tapped`).toBeNull()
        expect(await isLoading(s, button)).toBe(false)
      }
      expect(pending(s), 'nothing sent').toBe(false)
      await effects(s)
      await stillWaiting(s)
    },
    confirming: async (s) => {
      await inState(s, 'confirming')
      await s.session.screen.visible({ css: '.adm-dialog-content', text: questionOf(s) })
      await s.session.screen.visible(dialogButton(s, 'ui.notNow'))
      expect(pending(s), 'nothing sent before the answer').toBe(false)
    },
    'refusing.writing': async (s) => {
      await inState(s, 'refusing.writing')
      await s.session.screen.visible(noteBox(s))
      expect(await s.session.screen.count(within(s, '.console-field-error'))).toBe(0)
      expect(pending(s)).toBe(false)
    },
    'refusing.reasonMissing': async (s) => {
      await inState(s, 'refusing.reasonMissing')
      await s.session.screen.hasText(within(s, '.console-field-error'), s.layer.text('msg.auditNoteRequired'))
      expect(pending(s), 'nothing sent without a reason').toBe(false)
      await stillWaiting(s)
    },
    submitting: async (s) => {
      await inState(s, 'submitting')
      await s.session.screen.eventually(() => expect(pending(s), 'the decision waits for the server').toBe(true))
      const sending = s.sent?.approve ? '.console-approve' : '.console-refuse'
      await s.session.screen.eventually(async () => expect(await isLoading(s, sending), `${sending} shows it is sending`).toBe(true))
      const approve = await s.session.screen.attribute(within(s, '.console-approve'), 'disabled')
      expect(approve !== null || (await isLoading(s, '.console-approve')), 'no second decision while the server answers').toBe(true)
    },
    failed: async (s) => {
      await inState(s, 'failed')
      await effects(s)
      await s.session.screen.hasText(within(s, '.console-decision-failed'), s.layer.text('console.decisionUnsent'))
      await stillWaiting(s)
    },
    decided: async (s) => {
      await effects(s)
      await decidedAs(s, s.sent!.approve, s.sent!.note)
    },
    // Read again: as the other desk decided it.
    outdated: async (s) => {
      await effects(s)
      await decidedAs(s, false, ELSEWHERE_NOTE)
    },
  },
}
