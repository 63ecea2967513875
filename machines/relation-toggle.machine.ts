// A yes/no relation between the shopper and a thing, kept on the server: following a shop, a
// product among the favourites. A visitor is sent to log in; while the server answers, a second
// tap is not taken; the state shown is always the server's answer.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface RelationAnswer {
  /** Whether the relation holds now. */
  on: boolean
  /** The count the relation feeds (a shop's fans), when the server answers one. */
  count?: number
}

export interface RelationContext {
  /** The count shown beside the control (fans), or null when there is none. */
  count: number | null
}

export type RelationEvent =
  | { type: 'TOGGLE' }
  /** The page's data came (again): where the relation stands, and who is looking. */
  | { type: 'LOADED'; on: boolean; loggedIn: boolean; count?: number | null }

type Loaded = Extract<RelationEvent, { type: 'LOADED' }>

/** Where a (re)load puts the control; not taken while the server is answering a tap. */
const onLoaded = [
  { guard: 'loadedForVisitor', target: 'loginRequired', actions: 'applyLoaded' },
  { guard: 'loadedOn', target: 'on', actions: 'applyLoaded' },
  { target: 'off', actions: 'applyLoaded' },
] as const

/** Where the server's answer to a tap puts the control. */
const onAnswer = [
  { guard: 'answeredOn', target: 'on', actions: 'applyAnswer' },
  { target: 'off', actions: 'applyAnswer' },
] as const

export const relationToggleMachine = setup({
  types: {
    context: {} as RelationContext,
    events: {} as RelationEvent,
  },
  actors: {
    switchOn: fromPromise<RelationAnswer>(async () => {
      throw new Error('switchOn is provided by the view')
    }),
    switchOff: fromPromise<RelationAnswer>(async () => {
      throw new Error('switchOff is provided by the view')
    }),
  },
  guards: {
    loadedOn: ({ event }) => (event as Loaded).on,
    loadedForVisitor: ({ event }) => !(event as Loaded).loggedIn,
    answeredOn: ({ event }) => (event as unknown as { output: RelationAnswer }).output.on,
  },
  actions: {
    /** The view sends the visitor to log in (and back here afterwards). */
    goToLogin: () => {},
    applyLoaded: assign(({ event }) => {
      const loaded = event as Loaded
      return { count: loaded.count ?? null }
    }),
    applyAnswer: assign(({ context, event }) => {
      const answer = (event as unknown as { output: RelationAnswer }).output
      return { count: answer.count ?? context.count }
    }),
  },
}).createMachine({
  id: 'relationToggle',
  context: { count: null },
  initial: 'unknown',
  states: {
    unknown: {
      description: 'Not read yet whether the relation is on',
      on: { LOADED: [...onLoaded] },
    },
    off: {
      description: 'Off: not following, or not a favourite',
      on: { TOGGLE: 'switchingOn', LOADED: [...onLoaded] },
    },
    switchingOn: {
      description: 'Turning it on at the server; a second tap is not taken',
      invoke: {
        id: 'switchOn',
        src: 'switchOn',
        onDone: [...onAnswer],
        // The client has told the user why; nothing changed.
        onError: 'off',
      },
    },
    on: {
      description: 'On: following, or a favourite',
      on: { TOGGLE: 'switchingOff', LOADED: [...onLoaded] },
    },
    switchingOff: {
      description: 'Turning it off at the server; a second tap is not taken',
      invoke: {
        id: 'switchOff',
        src: 'switchOff',
        onDone: [...onAnswer],
        onError: 'on',
      },
    },
    // A visitor: a tap sends them to log in; coming back logged in, the page loads again.
    loginRequired: {
      description: 'Nobody is logged in: a tap leads to the login page',
      on: { TOGGLE: { actions: 'goToLogin' }, LOADED: [...onLoaded] },
    },
  },
})

export const examples: MachineExamples = {
  events: {
    LOADED: [
      { on: false, loggedIn: true, count: 10 },
      { on: true, loggedIn: true, count: 11 },
      { on: false, loggedIn: false, count: 10 },
    ],
    'xstate.done.actor.switchOn': [{ output: { on: true, count: 11 } }, { output: { on: false, count: 10 } }],
    'xstate.error.actor.switchOn': [{ error: new Error('network') }],
    'xstate.done.actor.switchOff': [{ output: { on: false, count: 10 } }, { output: { on: true, count: 11 } }],
    'xstate.error.actor.switchOff': [{ error: new Error('network') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    LOADED: 'The page read the relation from the server',
    TOGGLE: 'The person taps follow or favourite',
    'done: switchOn': 'The server answered the change',
    'error: switchOn': 'The server could not turn it on',
    'done: switchOff': 'The server answered the change',
    'error: switchOff': 'The server could not turn it off',
  },
  guards: {
    loadedForVisitor: 'nobody is logged in',
    loadedOn: 'the server says it is on',
    answeredOn: 'the server answered that it is on now',
  },
  actions: {
    applyLoaded: 'Shows the relation as read',
    applyAnswer: 'Shows the relation as the server answered',
    goToLogin: 'Opens the login page',
  },
}
