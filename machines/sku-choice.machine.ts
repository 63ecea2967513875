// Choosing what to buy on the product page: a SKU that is in stock and a quantity within its
// stock, then into the bag or straight to checkout with that one item. A visitor chooses like a
// shopper: the provided addToBag keeps a visitor's bag on the device (merged into the account's
// bag at login) and a shopper's on the server; checkout's access guard sends a visitor to log in.
import { assign, fromPromise, setup } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface SkuStock {
  id: number
  stock: number
}

export interface SkuChoiceContext {
  skus: SkuStock[]
  skuId: number | null
  quantity: number
}

export type SkuChoiceEvent =
  | { type: 'OPEN' }
  | { type: 'SELECT'; skuId: number }
  | { type: 'SET_QUANTITY'; quantity: number }
  | { type: 'ADD_TO_BAG' }
  | { type: 'BUY_NOW' }
  | { type: 'CLOSE' }

export interface ChosenItem {
  skuId: number
  quantity: number
}

const stockOf = (context: SkuChoiceContext, skuId: number | null) => context.skus.find((s) => s.id === skuId)?.stock ?? 0

export const skuChoiceMachine = setup({
  types: {
    context: {} as SkuChoiceContext,
    events: {} as SkuChoiceEvent,
    input: {} as { skus: SkuStock[] },
  },
  actors: {
    addToBag: fromPromise<unknown, ChosenItem>(async () => {
      throw new Error('addToBag is provided by the view')
    }),
  },
  guards: {
    isInStock: ({ context, event }) => event.type === 'SELECT' && stockOf(context, event.skuId) > 0,
    isWithinStock: ({ context, event }) =>
      event.type === 'SET_QUANTITY' && Number.isInteger(event.quantity) && event.quantity >= 1 && event.quantity <= stockOf(context, context.skuId),
  },
  actions: {
    select: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {}
      return { skuId: event.skuId, quantity: Math.min(context.quantity, stockOf(context, event.skuId)) }
    }),
    setQuantity: assign(({ event }) => (event.type === 'SET_QUANTITY' ? { quantity: event.quantity } : {})),
    forget: assign({ skuId: null, quantity: 1 }),
    /** The view opens checkout with the chosen item alone. */
    goToCheckout: (_, _params: ChosenItem) => {},
    /** The view tells the shopper the item is in the bag. */
    announceAdded: () => {},
  },
}).createMachine({
  id: 'skuChoice',
  context: ({ input }) => ({ skus: input.skus, skuId: null, quantity: 1 }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The choice sheet is closed',
      on: {
        OPEN: 'choosing',
      },
    },
    choosing: {
      description: 'The sheet is open: the shopper picks a SKU and a quantity',
      initial: 'unchosen',
      on: {
        SELECT: { guard: 'isInStock', target: '.chosen', actions: 'select' },
        CLOSE: { target: 'closed', actions: 'forget' },
      },
      states: {
        unchosen: { description: 'No SKU picked yet' },
        chosen: {
          description: 'A SKU in stock is picked',
          on: {
            SET_QUANTITY: { guard: 'isWithinStock', actions: 'setQuantity' },
            ADD_TO_BAG: '#skuChoice.adding',
            BUY_NOW: {
              target: '#skuChoice.closed',
              actions: [{ type: 'goToCheckout', params: ({ context }) => ({ skuId: context.skuId!, quantity: context.quantity }) }, 'forget'],
            },
          },
        },
      },
    },
    adding: {
      description: 'The item is being added to the bag',
      invoke: {
        id: 'addToBag',
        src: 'addToBag',
        input: ({ context }) => ({ skuId: context.skuId!, quantity: context.quantity }),
        onDone: { target: 'closed', actions: ['announceAdded', 'forget'] },
        // The shopper has been told why (out of stock, bag full): they may choose again.
        onError: 'choosing.chosen',
      },
    },
  },
})

export const examples: MachineExamples = {
  // The first SKU has 2 in stock, the second none.
  input: { skus: [{ id: 1, stock: 2 }, { id: 2, stock: 0 }] },
  events: {
    SELECT: [{ skuId: 1 }, { skuId: 2 }],
    SET_QUANTITY: [{ quantity: 2 }, { quantity: 3 }],
    'xstate.done.actor.addToBag': [{ output: { id: 1, quantity: 1, lines: 1 } }],
    'xstate.error.actor.addToBag': [{ error: new Error('msg.outOfStock') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The shopper opens the choice sheet',
    SELECT: 'The shopper picks a SKU',
    CLOSE: 'The shopper closes the sheet',
    SET_QUANTITY: 'The shopper changes the quantity',
    ADD_TO_BAG: 'The shopper taps Add to bag',
    BUY_NOW: 'The shopper taps Buy now',
    'done: addToBag': 'The item is in the bag',
    'error: addToBag': 'The item could not be added',
  },
  guards: {
    isInStock: 'the SKU chosen has stock',
    isWithinStock: 'the quantity is a whole number from 1 to the SKU\'s stock',
  },
  actions: {
    select: 'Keeps the SKU picked',
    forget: 'Forgets the SKU and quantity',
    setQuantity: 'Keeps the quantity',
    goToCheckout: 'Goes to checkout with this one item',
    announceAdded: 'Says the item was added to the bag',
  },
}
