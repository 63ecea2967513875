// Sending one form: idle -> submitting -> succeeded, or failed and back to editing. Field checks are
// the form library's (with the contract's schemas); this machine owns only the round trip.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface SubmissionContext {
  result: unknown
  error: string | null
}

export type SubmissionEvent = { type: 'SUBMIT'; values: Record<string, unknown> } | { type: 'EDIT' }

export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
  },
  actors: {
    submit: fromPromise<unknown, Record<string, unknown>>(async () => {
      throw new Error('submit is provided by the view')
    }),
  },
  actions: {
    /** What the view does with a success: tell the session, show a message, go on. */
    succeed: (_, _params: { result: unknown }) => {},
  },
}).createMachine({
  id: 'submission',
  initial: 'idle',
  context: { result: null, error: null },
  states: {
    idle: {
      description: 'The form is being filled in',
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      description: 'The form is on its way to the server',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.values : {}),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output, error: null }),
            { type: 'succeed', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    failed: {
      description: 'The server refused; the form says why',
      on: { SUBMIT: 'submitting', EDIT: 'idle' },
    },
    // The form has done its job; the view moves on (to the next page, or the session's next state).
    succeeded: { description: 'The server took the form', type: 'final' },
  },
})

export const examples: MachineExamples = {
  events: {
    SUBMIT: [{ values: { account: 'demo' } }],
    'xstate.done.actor.submit': [{ output: { ok: true } }],
    'xstate.error.actor.submit': [{ error: new Error('msg.loginFailed') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    SUBMIT: 'The person sends the form',
    'done: submit': 'The server took the form',
    'error: submit': 'The server refused the form',
    EDIT: 'The person edits the form again',
  },
  guards: {},
  actions: {
    assign: 'Remembers the answer or the refusal',
    succeed: 'Does what the form does once sent',
  },
}
