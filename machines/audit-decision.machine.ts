// An operator's one decision on one row of a queue (a recharge, a withdrawal, a merchant
// application): approve after a confirm, or refuse with a reason the owner will read. While the
// server answers no second decision is taken. A refusal by the server (decided meanwhile by another
// operator, the row gone) ends this machine so the view reads the row again and shows it as it now
// stands; no answer at all (a dropped connection) keeps the decision to send again as it was. The
// view provides the call, so the machine knows nothing of which queue it is.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** What is sent: the row's id is the view's to add. A refusal's note is the reason the owner reads. */
export interface AuditDecision {
  approve: boolean
  note: string | null
}

export type AuditDecisionEvent =
  | { type: 'APPROVE' }
  | { type: 'REFUSE' }
  /** Approving, confirmed. */
  | { type: 'CONFIRM' }
  /** The refusal's reason, as typed. */
  | { type: 'SUBMIT'; note: string }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }

export interface AuditDecisionContext {
  /** The decision being sent; sent again as it is when retried. */
  decision: AuditDecision | null
}

export const auditDecisionMachine = setup({
  types: {
    context: {} as AuditDecisionContext,
    events: {} as AuditDecisionEvent,
  },
  actors: {
    /** The queue's audit call (POST /api/admin/recharge/audit, ...): answers the row as decided. */
    decide: fromPromise<unknown, AuditDecision>(async () => {
      throw new Error('decide is provided by the view')
    }),
  },
  guards: {
    /** A refusal needs a reason: blanks are none. */
    hasReason: ({ event }) => event.type === 'SUBMIT' && event.note.trim() !== '',
    /**
     * No answer from the server (the client's ApiError kinds network, timeout, status, or no
     * ApiError at all): the decision may or may not have arrived, so it may be sent again; if it
     * did arrive, the server refuses the second as decided already and the row is read again.
     */
    unanswered: ({ event }) => {
      const kind = (event as { error?: { kind?: unknown } }).error?.kind
      return kind === undefined || kind === 'network' || kind === 'timeout' || kind === 'status'
    },
  },
  actions: {
    /** The view shows the row as the server answered it (decided, by whom and when). */
    decided: () => {},
    /** The client has shown the server's reason; the view reads the row again. */
    outdated: () => {},
  },
}).createMachine({
  id: 'auditDecision',
  context: { decision: null },
  initial: 'viewing',
  states: {
    viewing: {
      description: 'The row is shown with its Approve and Refuse buttons',
      on: { APPROVE: 'confirming', REFUSE: 'refusing' },
    },
    // "Approve this recharge?": approving moves money, so it is asked once more.
    confirming: {
      description: 'Asking the operator to confirm the approval',
      on: {
        CONFIRM: { target: 'submitting', actions: assign({ decision: { approve: true, note: null } }) },
        CANCEL: 'viewing',
      },
    },
    // The reason is written; sending none says it is required and keeps the form open.
    refusing: {
      description: 'The operator writes why the row is refused',
      initial: 'writing',
      states: {
        writing: { description: 'The reason box is open' },
        reasonMissing: { description: 'The operator sent no reason; the box says one is needed' },
      },
      on: {
        SUBMIT: [
          {
            guard: 'hasReason',
            target: 'submitting',
            actions: assign({ decision: ({ event }) => ({ approve: false, note: event.note.trim() }) }),
          },
          { target: '.reasonMissing' },
        ],
        CANCEL: 'viewing',
      },
    },
    submitting: {
      description: 'The decision is on its way to the server; no second decision is taken',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => context.decision ?? { approve: false, note: null },
        onDone: { target: 'decided', actions: 'decided' },
        onError: [{ guard: 'unanswered', target: 'failed' }, { target: 'outdated', actions: 'outdated' }],
      },
    },
    // The connection dropped: the same decision can be sent again, or left for later.
    failed: {
      description: 'No answer came; the operator may try again or cancel',
      on: { RETRY: 'submitting', CANCEL: 'viewing' },
    },
    decided: { description: 'The server recorded the decision', type: 'final' },
    outdated: { description: 'The server refused: the row was decided meanwhile or is gone; the view reads it again', type: 'final' },
  },
})

export const examples: MachineExamples = {
  events: {
    SUBMIT: [{ note: 'The evidence does not show the transfer' }, { note: '  ' }],
    'xstate.done.actor.decide': [{ output: { id: 1, status: 1 } }],
    'xstate.error.actor.decide': [
      { error: { kind: 'network', msg: 'Backend interface connection abnormal' } },
      { error: { kind: 'business', msg: 'msg.alreadyAudited', data: { status: 1 } } },
    ],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    APPROVE: 'The operator taps Approve',
    REFUSE: 'The operator taps Refuse',
    CONFIRM: 'The operator confirms the approval',
    CANCEL: 'The operator cancels and goes back to the row',
    SUBMIT: 'The operator sends the refusal with its reason',
    'done: decide': 'The server recorded the decision',
    'error: decide': 'The server refused the decision, or no answer came',
    RETRY: 'The operator taps Retry',
  },
  guards: {
    hasReason: 'the reason typed is not blank',
    unanswered: 'no answer came (network, timeout, a status without the envelope)',
  },
  actions: {
    assign: 'Remembers the decision being sent (approve, or refuse with the reason)',
    decided: 'Tells the view the row is decided, so it shows the new status',
    outdated: 'Tells the view to read the row again as it now stands',
  },
}
