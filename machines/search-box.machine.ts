// The search box: with nothing typed it shows the shopper's history; typing asks the server for
// matching titles (the provided actor waits for a pause in typing, and a new keystroke cancels
// it); submitting words searches them.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface Suggestion {
  id: number
  title: string
}

export interface SearchBoxContext {
  text: string
  suggestions: Suggestion[]
}

export type SearchBoxEvent = { type: 'TYPE'; text: string } | { type: 'SUBMIT' }

const onType = [
  { guard: 'isBlank', target: '.idle', actions: 'setText' },
  { target: '.fetching', reenter: true, actions: 'setText' },
] as const

export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    input: {} as { text?: string },
  },
  actors: {
    fetchSuggestions: fromPromise<Suggestion[], { text: string }>(async () => {
      throw new Error('fetchSuggestions is provided by the view')
    }),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'TYPE' && event.text.trim() === '',
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    setText: assign(({ event }) => (event.type === 'TYPE' ? { text: event.text, suggestions: [] } : {})),
    /** The view remembers the words in the history and opens the results. */
    search: (_, _params: { text: string }) => {},
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({ text: input?.text ?? '', suggestions: [] }),
  initial: 'idle',
  on: {
    TYPE: [...onType],
    SUBMIT: { guard: 'hasText', actions: { type: 'search', params: ({ context }) => ({ text: context.text.trim() }) } },
  },
  states: {
    /** Nothing typed: the history shows. */
    idle: { description: 'Nothing typed: the shopper\'s search history is shown' },
    fetching: {
      description: 'Asking the server for matching titles',
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: { target: 'showing', actions: assign({ suggestions: ({ event }) => event.output }) },
        // Suggestions are a help, not a need: without them the box still searches.
        onError: 'showing',
      },
    },
    showing: { description: 'Matching titles are shown' },
  },
})

export const examples: MachineExamples = {
  events: {
    TYPE: [{ text: 'dien thoai' }, { text: ' ' }],
    SUBMIT: [{}],
    'xstate.done.actor.fetchSuggestions': [{ output: [{ id: 1, title: 'Điện thoại Aurora' }] }, { output: [] }],
    'xstate.error.actor.fetchSuggestions': [{ error: new Error('network') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    TYPE: 'The shopper types in the search box',
    SUBMIT: 'The shopper searches the words typed',
    'done: fetchSuggestions': 'The server answered matching titles',
    'error: fetchSuggestions': 'The suggestions could not be read',
  },
  guards: {
    isBlank: 'the text typed is blank',
    hasText: 'the text typed is not blank',
  },
  actions: {
    setText: 'Keeps the text typed',
    search: 'Opens the search results for the words typed',
    assign: 'Keeps the suggestions answered',
  },
}
