// A pull-to-refresh / load-more list (docs/product/screens.md#shared-screen-pieces): the first page
// loads, a pull refreshes from page 1, reaching the bottom loads the next page until no more.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface Page<T = unknown> {
  list: T[]
  total: number
  page: number
  limit: number
}

export interface ListContext<T = unknown> {
  items: T[]
  page: number
  limit: number
  total: number
}

export type ListEvent = { type: 'REFRESH' } | { type: 'LOAD_MORE' } | { type: 'RETRY' }

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as { limit?: number },
  },
  actors: {
    fetchPage: fromPromise<Page, { page: number; limit: number }>(async () => {
      throw new Error('fetchPage is provided by the view')
    }),
  },
  guards: {
    /** The answered page holds the last rows there are. */
    isLastPage: ({ event }) => {
      const page = (event as unknown as { output: Page }).output
      return page.list.length < page.limit || page.page * page.limit >= page.total
    },
  },
  actions: {
    replaceItems: assign(({ event }) => {
      const page = (event as unknown as { output: Page }).output
      return { items: page.list, page: page.page, total: page.total }
    }),
    appendItems: assign(({ context, event }) => {
      const page = (event as unknown as { output: Page }).output
      return { items: [...context.items, ...page.list], page: page.page, total: page.total }
    }),
  },
}).createMachine({
  id: 'list',
  initial: 'loading',
  context: ({ input }) => ({ items: [], page: 0, limit: input?.limit ?? 10, total: 0 }),
  states: {
    loading: {
      description: 'Reading the first page of the list',
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchPage',
        input: ({ context }) => ({ page: 1, limit: context.limit }),
        onDone: [
          { guard: 'isLastPage', target: 'noMore', actions: 'replaceItems' },
          { target: 'ready', actions: 'replaceItems' },
        ],
        onError: 'error',
      },
    },
    ready: {
      description: 'The list is shown; more can be loaded',
      on: { REFRESH: 'refreshing', LOAD_MORE: 'loadingMore' },
    },
    refreshing: {
      description: 'Reading the first page again after a pull',
      invoke: {
        id: 'refetchFirstPage',
        src: 'fetchPage',
        input: ({ context }) => ({ page: 1, limit: context.limit }),
        onDone: [
          { guard: 'isLastPage', target: 'noMore', actions: 'replaceItems' },
          { target: 'ready', actions: 'replaceItems' },
        ],
        // The rows already shown stay; the client has told the user why.
        onError: 'ready',
      },
    },
    loadingMore: {
      description: 'Reading the next page at the bottom of the list',
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchPage',
        input: ({ context }) => ({ page: context.page + 1, limit: context.limit }),
        onDone: [
          { guard: 'isLastPage', target: 'noMore', actions: 'appendItems' },
          { target: 'ready', actions: 'appendItems' },
        ],
        onError: 'ready',
      },
    },
    noMore: {
      description: 'Every row is shown: the list says there is no more',
      on: { REFRESH: 'refreshing' },
    },
    error: {
      description: 'The list could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
  },
})

const row = { id: 1 }
const lastPage: Page = { list: [row], total: 1, page: 1, limit: 10 }
const fullPage: Page = { list: Array.from({ length: 10 }, (_, i) => ({ id: i + 1 })), total: 25, page: 1, limit: 10 }

export const examples: MachineExamples = {
  input: { limit: 10 },
  events: {
    'xstate.done.actor.fetchFirstPage': [{ output: lastPage }, { output: fullPage }],
    'xstate.error.actor.fetchFirstPage': [{ error: new Error('network') }],
    'xstate.done.actor.refetchFirstPage': [{ output: lastPage }, { output: fullPage }],
    'xstate.error.actor.refetchFirstPage': [{ error: new Error('network') }],
    'xstate.done.actor.fetchNextPage': [{ output: { ...lastPage, page: 2 } }, { output: { ...fullPage, page: 2 } }],
    'xstate.error.actor.fetchNextPage': [{ error: new Error('network') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    'done: fetchFirstPage': 'The server answered with the first page',
    'error: fetchFirstPage': 'The first page could not be read',
    REFRESH: 'The person pulls the list down to refresh',
    LOAD_MORE: 'The person reaches the bottom of the list',
    'done: refetchFirstPage': 'The server answered with the first page again',
    'error: refetchFirstPage': 'Refreshing failed; the rows shown stay',
    'done: fetchNextPage': 'The server answered with the next page',
    'error: fetchNextPage': 'The next page could not be read; the rows shown stay',
    RETRY: 'The person taps Retry',
  },
  guards: {
    isLastPage: 'the page answered holds the last rows there are',
  },
  actions: {
    replaceItems: 'Shows the rows of the first page in place of the old ones',
    appendItems: 'Adds the next page\'s rows below',
  },
}
