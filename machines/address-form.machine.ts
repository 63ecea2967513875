// Adding or editing a shipping address (/addressForm/:id?): editing first loads the address (a
// failed load can be retried), adding starts with an empty form; saving returns to the form when
// the server refuses (address book full, address gone) and leaves the page when it accepts.
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import type { Address, addressSave } from '../src/contract/addresses'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** What the form sends: the fields of POST /api/user/address_add, without `id` (the machine adds it). */
export type AddressFormValues = Omit<z.input<typeof addressSave.body>, 'id'>

export interface AddressFormContext {
  /** The address being edited (the route's id), or null when adding. */
  addressId: number | null
  /** The loaded address: the form's first values. */
  address: Address | null
  /** Why the address could not be loaded (the view tells a refusal from a dropped connection). */
  loadError: unknown
}

export type AddressFormEvent =
  | { type: 'OPEN'; addressId: number | null }
  | { type: 'RETRY' }
  | { type: 'SUBMIT'; values: AddressFormValues }

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
  },
  actors: {
    loadAddress: fromPromise<Address, { id: number }>(async () => {
      throw new Error('loadAddress is provided by the view')
    }),
    saveAddress: fromPromise<Address, z.input<typeof addressSave.body>>(async () => {
      throw new Error('saveAddress is provided by the view')
    }),
  },
  guards: {
    isEditing: ({ event }) => event.type === 'OPEN' && event.addressId !== null,
  },
  actions: {
    /** The view tells the shopper it is saved and goes back where the form was opened from. */
    leave: (_, _params: { address: Address }) => {},
  },
}).createMachine({
  id: 'addressForm',
  context: { addressId: null, address: null, loadError: null },
  initial: 'opening',
  states: {
    // The view sends OPEN with the route's id as it mounts.
    opening: {
      description: 'The page has just opened and is told whether it edits or adds',
      on: {
        OPEN: [
          { guard: 'isEditing', target: 'loading', actions: assign({ addressId: ({ event }) => event.addressId }) },
          { target: 'editing' },
        ],
      },
    },
    loading: {
      description: 'Reading the address to edit from the server',
      invoke: {
        id: 'loadAddress',
        src: 'loadAddress',
        input: ({ context }) => ({ id: context.addressId ?? 0 }),
        onDone: { target: 'editing', actions: assign({ address: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    // The view shows the reason; a dropped connection can be retried.
    loadFailed: {
      description: 'The address could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'The form is shown and the shopper fills it in',
      on: { SUBMIT: 'saving' },
    },
    saving: {
      description: 'The address is being saved on the server',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => ({
          ...(event.type === 'SUBMIT' ? event.values : ({} as AddressFormValues)),
          ...(context.addressId !== null ? { id: context.addressId } : {}),
        }),
        onDone: {
          target: 'saved',
          actions: [assign({ address: ({ event }) => event.output }), { type: 'leave', params: ({ event }) => ({ address: event.output }) }],
        },
        // The client has told the shopper why: the form keeps what they typed.
        onError: 'editing',
      },
    },
    saved: { description: 'Saved: the page goes back to the address book', type: 'final' },
  },
})

const sample: Address = { id: 1, addressee: 'Mai Tran', mobile: '+84 901 234 567', area: 'District 1, Ho Chi Minh City', detail: '12 Le Loi', tag: 'Home', is_default: true }

export const examples: MachineExamples = {
  events: {
    OPEN: [{ addressId: 1 }, { addressId: null }],
    SUBMIT: [{ values: { addressee: 'Mai Tran', mobile: '+84 901 234 567', area: 'District 1, Ho Chi Minh City', detail: '12 Le Loi', tag: 'Home' } }],
    'xstate.done.actor.loadAddress': [{ output: sample }],
    'xstate.error.actor.loadAddress': [{ error: new Error('msg.addressNotFound') }],
    'xstate.done.actor.saveAddress': [{ output: sample }],
    'xstate.error.actor.saveAddress': [{ error: new Error('msg.addressBookFull') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The page opens, with an address id to edit or none to add',
    'done: loadAddress': 'The server answered with the address',
    'error: loadAddress': 'The address could not be read',
    RETRY: 'The shopper taps Retry',
    SUBMIT: 'The shopper taps Save',
    'done: saveAddress': 'The server saved the address',
    'error: saveAddress': 'The server refused the address (book full, address gone)',
  },
  guards: {
    isEditing: 'an existing address is opened (an id is given)',
  },
  actions: {
    assign: 'Remembers what the event carried (the id, the address, the error)',
    leave: 'Goes back to the address book',
  },
}
