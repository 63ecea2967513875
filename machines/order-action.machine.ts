// One action on an order that asks first (docs/product/screens.md#confirmation-prompts: cancel
// order, confirm received): the prompt, then the call. However the call ends, the view shows the
// order again as the server has it now, and a new machine goes with the order shown again. The view
// provides the prompt (its question) and the call, so the machine knows nothing of which action it
// is.
import { fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type OrderActionEvent = { type: 'ASK' }

export const orderActionMachine = setup({
  types: {
    events: {} as OrderActionEvent,
  },
  actors: {
    /** The confirm prompt: resolves true when the shopper confirms, false when they back out. */
    prompt: fromPromise<boolean>(async () => {
      throw new Error('prompt is provided by the view')
    }),
    /** The call that does it (POST /api/order/cancel, /api/order/confirm). */
    perform: fromPromise<unknown>(async () => {
      throw new Error('perform is provided by the view')
    }),
  },
  guards: {
    confirmed: ({ event }) => (event as unknown as { output: boolean }).output === true,
  },
  actions: {
    /** The view says it went through and loads the order again. */
    succeeded: () => {},
    /** The client has said why (a refusal, a dropped connection); the view loads the order again. */
    failed: () => {},
  },
}).createMachine({
  id: 'orderAction',
  initial: 'idle',
  states: {
    idle: {
      description: 'The order is shown with the action\'s button',
      on: { ASK: 'asking' },
    },
    asking: {
      description: 'The prompt asks the person to confirm (cancel the order, confirm received)',
      invoke: {
        id: 'prompt',
        src: 'prompt',
        onDone: [{ guard: 'confirmed', target: 'sending' }, { target: 'idle' }],
      },
    },
    // No second tap is taken while the server answers.
    sending: {
      description: 'The action is on its way to the server',
      invoke: {
        id: 'perform',
        src: 'perform',
        onDone: { target: 'done', actions: 'succeeded' },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    done: { description: 'The server did it; the order is shown again as it now stands', type: 'final' },
    failed: { description: 'The server refused; the order is shown again as it now stands', type: 'final' },
  },
})

export const examples: MachineExamples = {
  events: {
    'xstate.done.actor.prompt': [{ output: true }, { output: false }],
    'xstate.done.actor.perform': [{ output: { id: 1, status: -1 } }],
    'xstate.error.actor.perform': [{ error: new Error('msg.orderActionNotAllowed') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    ASK: 'The person taps the action\'s button',
    'done: prompt': 'The person answered the prompt',
    'done: perform': 'The server did the action',
    'error: perform': 'The server refused the action',
  },
  guards: {
    confirmed: 'the person confirmed the prompt',
  },
  actions: {
    succeeded: 'Says it was done and shows the order again',
    failed: 'Says why it was refused and shows the order again',
  },
}
