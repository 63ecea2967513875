// The bag page (/bag, kept alive): the bag loads, then the shopper changes quantities, selects per
// line, shop or bag, removes lines (swipe, or Delete in edit mode) and checks out what is selected.
// One change at a time; each answers the whole bag, and whether anything is selected is a state.
import { and, assign, fromPromise, setup, stateIn } from 'xstate'
import { MAX_LINE_QUANTITY, type Bag } from '../src/contract/cart'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** What the shopper asked to change, for the provided `changeBag` actor to send. */
export type BagChange =
  | { kind: 'quantity'; id: number; quantity: number }
  | { kind: 'selectLine'; id: number; selected: boolean }
  | { kind: 'selectShop'; shopId: number; selected: boolean }
  | { kind: 'selectAll'; selected: boolean }
  | { kind: 'remove'; ids: number[] }

export type BagEvent =
  /** `stock` is the line's stock as shown: the quantity must stay within it (and 99). */
  | { type: 'SET_QUANTITY'; id: number; quantity: number; stock: number }
  | { type: 'TOGGLE_LINE'; id: number; selected: boolean }
  | { type: 'TOGGLE_SHOP'; shopId: number; selected: boolean }
  | { type: 'TOGGLE_ALL'; selected: boolean }
  /** A swipe's Delete. */
  | { type: 'REMOVE'; ids: number[] }
  | { type: 'EDIT' }
  | { type: 'DONE' }
  /** Edit mode's Delete: the selected lines. */
  | { type: 'DELETE_SELECTED' }
  | { type: 'CHECKOUT' }
  /** The page is shown again (it is kept alive while other pages show). */
  | { type: 'REFRESH' }
  | { type: 'RETRY' }

export interface BagContext {
  bag: Bag | null
}

/** The most a line's stepper may reach: today's stock, at most 99. */
export const quantityLimit = (stock: number) => Math.min(stock, MAX_LINE_QUANTITY)

/** Ids of the lines selected for checkout (the server never selects a line it cannot sell). */
export const selectedIds = (bag: Bag | null) =>
  (bag?.shops ?? []).flatMap((group) => group.lines.filter((line) => line.selected).map((line) => line.id))

function changeOf(event: BagEvent, context: BagContext): BagChange {
  switch (event.type) {
    case 'SET_QUANTITY':
      return { kind: 'quantity', id: event.id, quantity: event.quantity }
    case 'TOGGLE_LINE':
      return { kind: 'selectLine', id: event.id, selected: event.selected }
    case 'TOGGLE_SHOP':
      return { kind: 'selectShop', shopId: event.shopId, selected: event.selected }
    case 'TOGGLE_ALL':
      return { kind: 'selectAll', selected: event.selected }
    case 'REMOVE':
      return { kind: 'remove', ids: event.ids }
    default:
      return { kind: 'remove', ids: selectedIds(context.bag) }
  }
}

const answerOf = (event: unknown) => (event as { output: Bag }).output

/** An answer while the bag is shown: the bag as the server says, in the mode the shopper was in. */
const answered = () => [
  { guard: 'isEmpty' as const, target: '#bag.empty', actions: 'keepBag' as const },
  { guard: 'hasSelection' as const, target: ['#bag.ready.mode.previous', '#bag.ready.selection.some', '#bag.ready.sync.idle'], actions: 'keepBag' as const },
  { target: ['#bag.ready.mode.previous', '#bag.ready.selection.none', '#bag.ready.sync.idle'], actions: 'keepBag' as const },
]

export const bagMachine = setup({
  types: {
    context: {} as BagContext,
    events: {} as BagEvent,
  },
  actors: {
    fetchBag: fromPromise<Bag>(async () => {
      throw new Error('fetchBag is provided by the view')
    }),
    changeBag: fromPromise<Bag, BagChange>(async () => {
      throw new Error('changeBag is provided by the view')
    }),
  },
  guards: {
    /** The answered bag has no line. */
    isEmpty: ({ event }) => answerOf(event).count === 0,
    /** The answered bag has lines selected for checkout. */
    hasSelection: ({ event }) => answerOf(event).selected_count > 0,
    isWithinStock: ({ event }) =>
      event.type === 'SET_QUANTITY' && Number.isInteger(event.quantity) && event.quantity >= 1 && event.quantity <= quantityLimit(event.stock),
    isBrowsing: stateIn('#bag.ready.mode.browsing'),
    isEditing: stateIn('#bag.ready.mode.editing'),
    /** No change or refresh in flight. */
    isIdle: stateIn('#bag.ready.sync.idle'),
    hasSomeSelected: stateIn('#bag.ready.selection.some'),
  },
  actions: {
    keepBag: assign({ bag: ({ event }) => answerOf(event) }),
    /**
     * The view tells the shopper to select something first
     * (docs/product/rules.md#validation-messages: "Please select item to checkout").
     */
    refuseCheckout: () => {},
    /** The view opens checkout with the selected lines. */
    goToCheckout: (_, _params: { ids: number[] }) => {},
  },
}).createMachine({
  id: 'bag',
  context: { bag: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the bag from the server',
      invoke: {
        id: 'loadBag',
        src: 'fetchBag',
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: 'keepBag' },
          { guard: 'hasSelection', target: 'ready.selection.some', actions: 'keepBag' },
          { target: 'ready.selection.none', actions: 'keepBag' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      description: 'The bag could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    empty: {
      description: 'The bag has no line: the page says so',
      on: { REFRESH: 'loading' },
    },
    ready: {
      description: 'The bag\'s lines are shown; mode, selection and saving run side by side',
      type: 'parallel',
      states: {
        mode: {
          description: 'Whether the shopper browses or edits the bag',
          initial: 'browsing',
          states: {
            browsing: { description: 'Browsing: quantities and check boxes, with Checkout', on: { EDIT: 'editing' } },
            editing: { description: 'Editing: lines can be deleted together', on: { DONE: 'browsing' } },
            // An answer re-enters the selection; the mode the shopper was in stays.
            previous: { description: 'Returns to the mode the shopper was in before a change', type: 'history' },
          },
        },
        selection: {
          description: 'Whether any line is selected for checkout',
          initial: 'none',
          states: {
            none: {
              description: 'No line is selected',
              on: { CHECKOUT: { guard: 'isBrowsing', actions: 'refuseCheckout' } },
            },
            some: {
              description: 'Some lines are selected for checkout',
              on: {
                CHECKOUT: {
                  guard: and(['isBrowsing', 'isIdle']),
                  actions: { type: 'goToCheckout', params: ({ context }) => ({ ids: selectedIds(context.bag) }) },
                },
              },
            },
          },
        },
        sync: {
          description: 'Whether a change is on its way to the server',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing is on its way: the shopper may change the bag',
              on: {
                SET_QUANTITY: { guard: 'isWithinStock', target: 'changing' },
                TOGGLE_LINE: 'changing',
                TOGGLE_SHOP: 'changing',
                TOGGLE_ALL: 'changing',
                REMOVE: 'changing',
                DELETE_SELECTED: { guard: and(['isEditing', 'hasSomeSelected']), target: 'changing' },
                REFRESH: 'refreshing',
              },
            },
            changing: {
              description: 'A change (quantity, selection, removal) is on its way to the server',
              invoke: {
                id: 'changeBag',
                src: 'changeBag',
                input: ({ context, event }) => changeOf(event, context),
                onDone: answered(),
                // The client has said why (out of stock, gone from the bag): show the server's bag again.
                onError: 'refreshing',
              },
            },
            refreshing: {
              description: 'Reading the whole bag again',
              invoke: {
                id: 'refreshBag',
                src: 'fetchBag',
                onDone: answered(),
                // The lines shown stay; the client has said why.
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
})

const shopOf = (id: number) => ({ id, name: `Shop ${id}`, logo: '' })
const lineOf = (id: number, selected: boolean) => ({
  id, product_id: id, sku_id: id, quantity: 1, selected, price: '10.00', title: `Item ${id}`, sku_label: 'Red', image: '', stock: 5, on_sale: true, available: true,
})
/** Lines 1 and 2 of shop 1, line 3 of shop 2; `selected` lists the selected lines. */
function bagWith(selected: number[]): Bag {
  return {
    shops: [
      { shop: shopOf(1), lines: [lineOf(1, selected.includes(1)), lineOf(2, selected.includes(2))] },
      { shop: shopOf(2), lines: [lineOf(3, selected.includes(3))] },
    ],
    count: 3,
    selected_count: selected.length,
    selected_total: `${selected.length * 10}.00`,
  }
}
const emptyBag: Bag = { shops: [], count: 0, selected_count: 0, selected_total: '0.00' }
const answers = [{ output: bagWith([1]) }, { output: bagWith([]) }, { output: emptyBag }]

export const examples: MachineExamples = {
  events: {
    // Line 1 has 5 in stock.
    SET_QUANTITY: [{ id: 1, quantity: 2, stock: 5 }, { id: 1, quantity: 6, stock: 5 }],
    TOGGLE_LINE: [{ id: 1, selected: false }],
    TOGGLE_SHOP: [{ shopId: 2, selected: true }],
    TOGGLE_ALL: [{ selected: false }],
    REMOVE: [{ ids: [3] }],
    'xstate.done.actor.loadBag': answers,
    'xstate.error.actor.loadBag': [{ error: new Error('network') }],
    'xstate.done.actor.changeBag': answers,
    'xstate.error.actor.changeBag': [{ error: new Error('msg.outOfStock') }],
    'xstate.done.actor.refreshBag': answers,
    'xstate.error.actor.refreshBag': [{ error: new Error('network') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    'done: loadBag': 'The server answered with the bag',
    'error: loadBag': 'The bag could not be read',
    RETRY: 'The shopper taps Retry',
    REFRESH: 'The shopper pulls to refresh, or comes back to the page',
    EDIT: 'The shopper taps Edit',
    DONE: 'The shopper taps Done',
    CHECKOUT: 'The shopper taps Checkout',
    SET_QUANTITY: 'The shopper changes a line\'s quantity',
    TOGGLE_LINE: 'The shopper ticks or unticks one line',
    TOGGLE_SHOP: 'The shopper ticks or unticks all lines of one shop',
    TOGGLE_ALL: 'The shopper ticks or unticks the whole bag',
    REMOVE: 'The shopper swipes a line away',
    DELETE_SELECTED: 'The shopper deletes the selected lines in edit mode',
    'done: changeBag': 'The server made the change and answered the whole bag',
    'error: changeBag': 'The server refused the change',
    'done: refreshBag': 'The server answered with the bag again',
    'error: refreshBag': 'The bag could not be read again',
  },
  guards: {
    isEmpty: 'the bag answered has no line',
    hasSelection: 'the bag answered has lines selected for checkout',
    isBrowsing: 'the bag is in browsing mode',
    isWithinStock: 'the quantity is a whole number from 1 to what the stock allows',
    isIdle: 'no change or refresh is on its way',
    isEditing: 'the bag is in edit mode',
    hasSomeSelected: 'some lines are selected',
  },
  actions: {
    keepBag: 'Shows the bag the server answered',
    refuseCheckout: 'Says that nothing is selected to check out',
    goToCheckout: 'Goes to checkout with the selected lines',
  },
}
