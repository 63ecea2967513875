// The payment code at /changePayPwd (docs/product/money.md#payment-code,
// docs/product/rules.md#validation-messages): set the first time with a new code and its
// confirmation, or changed with the old code as well. The page starts from the profile's
// has_payment_code (START); a refusal saying a code exists after all (set meanwhile on another
// device) switches to changing. Once saved, back to where the shopper came from, or to `redirect`.
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentCodeRefusalReason } from '../src/contract/payment-code'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export interface PaymentCodeValues {
  /** Only when changing. */
  old_code?: string
  new_code: string
  confirm_code: string
}

export interface PaymentCodeContext {
  /** Where to go once saved (the checkout that sent a shopper without a code); null: back. */
  redirect: string | null
}

export type PaymentCodeEvent =
  | { type: 'START'; hasCode: boolean; redirect: string | null }
  | { type: 'SUBMIT'; values: PaymentCodeValues }

/** The reason a refusal names in its `data` (src/contract/payment-code.ts), if any. */
export function refusalReason<Reason extends string = PaymentCodeRefusalReason>(error: unknown): Reason | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  return typeof data === 'object' && data !== null && 'reason' in data ? (data.reason as Reason) : undefined
}

const valuesOf = (event: PaymentCodeEvent): PaymentCodeValues =>
  event.type === 'SUBMIT' ? event.values : { new_code: '', confirm_code: '' }

type Refused = Array<{ guard?: 'codeAlreadySet'; target: string; actions?: 'markCodeSet' }>

/** Setting and changing go alike: the form, then saving it; they differ in what a refusal leads to. */
function editThenSave({ changed, refused, words }: { changed: boolean; refused: Refused; words: { whole: string; editing: string; saving: string } }) {
  return {
    description: words.whole,
    initial: 'editing' as const,
    states: {
      editing: {
        description: words.editing,
        on: { SUBMIT: 'saving' as const },
      },
      saving: {
        description: words.saving,
        invoke: {
          id: 'saveCode',
          src: 'saveCode' as const,
          input: ({ event }: { event: PaymentCodeEvent }) => valuesOf(event),
          onDone: { target: '#paymentCode.saved', actions: ['markCodeSet' as const, { type: 'announceSaved' as const, params: { changed } }] },
          onError: refused,
        },
      },
    },
  }
}

export const paymentCodeMachine = setup({
  types: {
    context: {} as PaymentCodeContext,
    events: {} as PaymentCodeEvent,
  },
  actors: {
    saveCode: fromPromise<unknown, PaymentCodeValues>(async () => {
      throw new Error('saveCode is provided by the view')
    }),
  },
  guards: {
    hasCode: ({ event }) => event.type === 'START' && event.hasCode,
    codeAlreadySet: ({ event }) => 'error' in event && refusalReason(event.error) === 'codeAlreadySet',
  },
  actions: {
    /** The view tells the session: the profile now has a payment code. */
    markCodeSet: () => {},
    /** The view says it is saved: set the first time, or changed. */
    announceSaved: (_, _params: { changed: boolean }) => {},
    /** The view goes to `redirect`, or back when there is none. */
    leave: (_, _params: { redirect: string | null }) => {},
  },
}).createMachine({
  id: 'paymentCode',
  initial: 'opening',
  context: { redirect: null },
  states: {
    opening: {
      description: 'The page opens and reads whether a code is set',
      on: {
        START: [
          { guard: 'hasCode', target: 'changing', actions: assign({ redirect: ({ event }) => event.redirect }) },
          { target: 'firstTime', actions: assign({ redirect: ({ event }) => event.redirect }) },
        ],
      },
    },
    firstTime: editThenSave({
      changed: false,
      words: { whole: 'Setting a payment code for the first time', editing: 'The shopper types a new code and its confirmation', saving: 'The new code is being saved' },
      refused: [
        // The profile was out of date: the shopper has a code, so the old one is needed.
        { guard: 'codeAlreadySet', target: '#paymentCode.changing', actions: 'markCodeSet' },
        // The client has told the shopper why (the connection, most likely): try again.
        { target: 'editing' },
      ],
    }),
    // The client has told the shopper why (wrong old code and attempts left, locked): try again.
    changing: editThenSave({
      changed: true,
      refused: [{ target: 'editing' }],
      words: { whole: 'Changing the payment code', editing: 'The shopper types the old code, a new one and its confirmation', saving: 'The changed code is being saved' },
    }),
    saved: {
      description: 'Saved: back to where the shopper came from',
      type: 'final',
      entry: { type: 'leave', params: ({ context }) => ({ redirect: context.redirect }) },
    },
  },
})

export const examples: MachineExamples = {
  events: {
    // The page opened from the security page without a code, or from checkout with one.
    START: [
      { hasCode: false, redirect: null },
      { hasCode: true, redirect: '/checkout?product_id=1&sku_id=1&quantity=1' },
    ],
    SUBMIT: [{ values: { new_code: '258147', confirm_code: '258147' } }],
    'xstate.done.actor.saveCode': [{ output: { has_payment_code: true } }],
    'xstate.error.actor.saveCode': [
      { error: { data: { reason: 'wrongCode', attempts_left: 4 } } },
      { error: { data: { reason: 'codeAlreadySet' } } },
    ],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    START: 'The page starts, knowing whether a code is set',
    SUBMIT: 'The shopper taps Save',
    'done: saveCode': 'The server saved the code',
    'error: saveCode': 'The server refused the code',
  },
  guards: {
    hasCode: 'the profile says a payment code is set',
    codeAlreadySet: 'the server says a code is set already',
  },
  actions: {
    assign: 'Remembers whether a code is set',
    markCodeSet: 'Notes that the shopper now has a payment code',
    announceSaved: 'Says the code was saved',
    leave: 'Goes back to where the shopper came from',
  },
}
