// A yes/no relation between the shopper and a thing, kept on the server: following a shop, a
// product among the favourites. A visitor is sent to log in; while the server answers, a second
// tap is not taken; the state shown is always the server's answer.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'

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
      on: { LOADED: [...onLoaded] },
    },
    off: {
      on: { TOGGLE: 'switchingOn', LOADED: [...onLoaded] },
    },
    switchingOn: {
      invoke: {
        id: 'switchOn',
        src: 'switchOn',
        onDone: [...onAnswer],
        // The client has told the user why; nothing changed.
        onError: 'off',
      },
    },
    on: {
      on: { TOGGLE: 'switchingOff', LOADED: [...onLoaded] },
    },
    switchingOff: {
      invoke: {
        id: 'switchOff',
        src: 'switchOff',
        onDone: [...onAnswer],
        onError: 'on',
      },
    },
    // A visitor: a tap sends them to log in; coming back logged in, the page loads again.
    loginRequired: {
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
