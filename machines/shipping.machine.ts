// Shipping one order from the merchant's console (docs/product/order-lifecycle.md#transitions: 1 ->
// 2 with a logistics company and tracking number), then keeping its timeline while it travels. The
// view opens it with what the server says may be done (OPEN: ship, or add logistics). The ship form
// is checked with the contract's rules before anything is sent; a refusal by the server (the order
// went into after-sale or was cancelled meanwhile) or a dropped connection returns to the form with
// what was typed, the client having said why, and the view reads the order again. Shipped, each
// carrier's news is one more small form: entering, submitting, added.
import { assign, fromPromise, setup } from 'xstate'
import {
  logisticsEventForm, shipmentForm, type LogisticsEventFormValues, type MerchantOrderAction, type MerchantOrderRow, type ShipmentFormValues,
} from '../src/contract/merchant-orders'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface ShippingContext {
  /** The shipment as sent (checked values). */
  shipment: ShipmentFormValues | null
  /** The logistics news as sent. */
  news: LogisticsEventFormValues | null
}

export type ShippingEvent =
  /** The order as loaded: what the server allows now (`ship` or `addLogistics`). */
  | { type: 'OPEN'; actions: readonly MerchantOrderAction[] }
  /** The ship form as typed: company and tracking number. */
  | { type: 'SHIP'; values: { company: string; tracking_no: string } }
  /** Open the form for the carrier's news. */
  | { type: 'NEW_EVENT' }
  /** The news form as typed: what happened, and where. */
  | { type: 'ADD_EVENT'; values: { description: string; location: string } }
  | { type: 'CANCEL' }

export const shippingMachine = setup({
  types: {
    context: {} as ShippingContext,
    events: {} as ShippingEvent,
  },
  actors: {
    /** POST /api/merchant/order/ship. */
    ship: fromPromise<MerchantOrderRow, ShipmentFormValues>(async () => {
      throw new Error('ship is provided by the view')
    }),
    /** POST /api/merchant/order/logistics. */
    addEvent: fromPromise<MerchantOrderRow, LogisticsEventFormValues>(async () => {
      throw new Error('addEvent is provided by the view')
    }),
  },
  guards: {
    toShip: ({ event }) => event.type === 'OPEN' && event.actions.includes('ship'),
    /** The contract's rules, the server's own: a company of 1-50 characters, a tracking number of 4-40 letters, digits or dashes. */
    validShipment: ({ event }) => event.type === 'SHIP' && shipmentForm.safeParse(event.values).success,
    validNews: ({ event }) => event.type === 'ADD_EVENT' && logisticsEventForm.safeParse(event.values).success,
  },
  actions: {
    /** The view says it is shipped and reads the order again (status, timeline). */
    shipped: () => {},
    /** The view reads the order again: the news is on the timeline. */
    added: () => {},
    /** The client has said why; the view reads the order again, in case it changed meanwhile. */
    refused: () => {},
  },
}).createMachine({
  id: 'shipping',
  context: { shipment: null, news: null },
  initial: 'opening',
  states: {
    opening: {
      description: 'The console opens the order with what may be done',
      on: { OPEN: [{ guard: 'toShip', target: 'entering' }, { target: 'shipped' }] },
    },
    // The form: a carrier (one of the common ones, or another typed) and the tracking number.
    entering: {
      description: 'The merchant types the logistics company and tracking number',
      initial: 'editing',
      states: {
        editing: { description: 'The ship form is open' },
        // The view shows the contract's words at the fields; nothing was sent.
        invalid: { description: 'The ship form breaks a rule; it says which' },
      },
      on: {
        SHIP: [
          { guard: 'validShipment', target: 'submitting', actions: assign({ shipment: ({ event }) => shipmentForm.parse(event.values) }) },
          { target: '.invalid' },
        ],
      },
    },
    // No second shipment is sent while the server answers.
    submitting: {
      description: 'The shipment is on its way to the server',
      invoke: {
        id: 'ship',
        src: 'ship',
        input: ({ context }) => context.shipment as ShipmentFormValues,
        onDone: { target: 'shipped', actions: 'shipped' },
        onError: { target: 'entering', actions: 'refused' },
      },
    },
    // On its way: the carrier's news goes on the timeline, one event at a time.
    shipped: {
      description: 'Shipped: the order\'s timeline is shown',
      initial: 'idle',
      states: {
        idle: {
          description: 'The timeline is shown',
          on: { NEW_EVENT: 'entering' },
        },
        entering: {
          description: 'The merchant types a logistics event',
          initial: 'editing',
          states: {
            editing: { description: 'The event form is open' },
            invalid: { description: 'The event form breaks a rule; it says which' },
          },
          on: {
            ADD_EVENT: [
              { guard: 'validNews', target: 'submitting', actions: assign({ news: ({ event }) => logisticsEventForm.parse(event.values) }) },
              { target: '.invalid' },
            ],
            CANCEL: 'idle',
          },
        },
        submitting: {
          description: 'The logistics event is on its way to the server',
          invoke: {
            id: 'addEvent',
            src: 'addEvent',
            input: ({ context }) => context.news as LogisticsEventFormValues,
            onDone: { target: 'added', actions: 'added' },
            onError: { target: 'entering', actions: 'refused' },
          },
        },
        added: {
          description: 'The event was added to the timeline',
          on: { NEW_EVENT: 'entering' },
        },
      },
    },
  },
})

const row = (status: 1 | 2): MerchantOrderRow => ({
  id: 1, sn: '26112200000001', status, buyer: { account: 'lan.pham', name: 'Lan Pham' }, items: [], subtotal: '25.00', freight: '0.00', discount: '0.00', total: '25.00', refunded: '0.00',
  address: null, created_at: '2026-11-22T10:00:00.000Z', paid_at: '2026-11-22T10:01:00.000Z', shipped_at: '2026-11-22T12:00:00.000Z',
  logistics: { company: 'VNPost', tracking_no: 'VN123456789', events: [] }, actions: ['addLogistics'],
})

export const examples: MachineExamples = {
  events: {
    OPEN: [{ actions: ['ship'] }, { actions: ['addLogistics'] }],
    // A carrier that is not among the common ones (typed under "Other"), and a tracking number with a space.
    SHIP: [{ values: { company: 'Kerry Express Vietnam', tracking_no: 'KEX-20261122' } }, { values: { company: 'Viettel Post', tracking_no: 'VTP 1' } }],
    NEW_EVENT: [{}],
    ADD_EVENT: [{ values: { description: 'Arrived at the Hà Nội sorting centre', location: 'Hà Nội' } }, { values: { description: ' ', location: '' } }],
    CANCEL: [{}],
    'xstate.done.actor.ship': [{ output: row(2) }],
    // The order went into after-sale meanwhile (the server refuses), or the line dropped.
    'xstate.error.actor.ship': [{ error: { kind: 'business', msg: 'Order 26112200000001 is not waiting for delivery, so it cannot be shipped' } }],
    'xstate.done.actor.addEvent': [{ output: row(2) }],
    'xstate.error.actor.addEvent': [{ error: { kind: 'network', msg: 'Backend interface connection abnormal' } }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The console opens the order',
    SHIP: 'The merchant sends the shipment',
    'done: ship': 'The server recorded the shipment',
    'error: ship': 'The server refused the shipment',
    NEW_EVENT: 'The merchant starts a logistics event',
    ADD_EVENT: 'The merchant sends the logistics event',
    CANCEL: 'The merchant cancels the event',
    'done: addEvent': 'The server added the event',
    'error: addEvent': 'The server refused the event',
  },
  guards: {
    toShip: 'the order may be shipped now',
    validShipment: 'a company of 1-50 characters and a tracking number of 4-40 letters, digits or dashes',
    validNews: 'the logistics event passes the contract\'s rules',
  },
  actions: {
    assign: 'Remembers what is being sent',
    shipped: 'Says the order was shipped',
    refused: 'Says why the server refused',
    added: 'Says the event was added',
  },
}
