// A forgotten payment code reset at /forgotPayPwd (docs/product/money.md#payment-code), as the login
// password's reset works: a code is mailed to the account's own email, then the shopper sends the
// mailed code, the login password and the new code twice. Once reset, paying is unlocked and the
// shopper goes back to where they came from (`redirect`: the orders they were paying), or back.
// A refusal saying the code no longer works leads to asking for a new one; any other, to trying again.
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentCodeResetRefusalReason } from '../src/contract/payment-code'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'
import { refusalReason } from './payment-code.machine'

export interface PaymentCodeResetValues {
  /** The code from the mail. */
  code: string
  /** The login password. */
  password: string
  new_code: string
  confirm_code: string
}

export interface PaymentCodeResetContext {
  /** Where to go once reset (the checkout of the orders being paid); null: back. */
  redirect: string | null
  /** Where the last code went, partly hidden, as the server said. */
  sentTo: string | null
}

export type PaymentCodeResetEvent = { type: 'REQUEST_CODE' } | { type: 'RESET'; values: PaymentCodeResetValues }

const noValues: PaymentCodeResetValues = { code: '', password: '', new_code: '', confirm_code: '' }

export const paymentCodeResetMachine = setup({
  types: {
    context: {} as PaymentCodeResetContext,
    events: {} as PaymentCodeResetEvent,
    input: {} as { redirect: string | null },
  },
  actors: {
    requestCode: fromPromise<{ email: string }>(async () => {
      throw new Error('requestCode is provided by the view')
    }),
    resetCode: fromPromise<unknown, PaymentCodeResetValues>(async () => {
      throw new Error('resetCode is provided by the view')
    }),
  },
  guards: {
    codeDead: ({ event }) => 'error' in event && refusalReason<PaymentCodeResetRefusalReason>(event.error) === 'codeDead',
  },
  actions: {
    /** The view tells the session: the profile has a payment code (set now if there was none). */
    markCodeSet: () => {},
    /** The view says the code is reset and paying open again. */
    announceReset: () => {},
    /** The view goes to `redirect`, or back when there is none. */
    leave: (_, _params: { redirect: string | null }) => {},
  },
}).createMachine({
  id: 'paymentCodeReset',
  initial: 'asking',
  context: ({ input }) => ({ redirect: input.redirect, sentTo: null }),
  states: {
    asking: {
      description: 'The shopper reads that a code will be mailed to their email and asks for it',
      on: { REQUEST_CODE: 'sendingCode' },
    },
    sendingCode: {
      description: "A code is being mailed to the account's email",
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        onDone: { target: 'entering', actions: assign({ sentTo: ({ event }) => event.output.email }) },
        // The client has told the shopper why (too many codes asked, or the connection).
        onError: 'asking',
      },
    },
    entering: {
      description: 'The shopper types the mailed code, the login password and the new code twice',
      on: {
        RESET: 'resetting',
        REQUEST_CODE: 'sendingCode',
      },
    },
    resetting: {
      description: 'The new payment code is being set',
      invoke: {
        id: 'resetCode',
        src: 'resetCode',
        input: ({ event }) => (event.type === 'RESET' ? event.values : noValues),
        onDone: 'done',
        onError: [
          // Expired, used or tried too often: only a new code helps.
          { guard: 'codeDead', target: 'asking' },
          // A wrong code or login password, guesses left (the client said so), or the connection.
          { target: 'entering' },
        ],
      },
    },
    done: {
      description: 'Reset: paying is open again, back to where the shopper came from',
      type: 'final',
      entry: ['markCodeSet', 'announceReset', { type: 'leave', params: ({ context }) => ({ redirect: context.redirect }) }],
    },
  },
})

export const examples: MachineExamples = {
  // Opened from the checkout's lock message.
  input: { redirect: '/checkout?order_ids=12' },
  events: {
    RESET: [{ values: { code: '123456', password: 'my-login-pass', new_code: '369258', confirm_code: '369258' } }],
    'xstate.done.actor.requestCode': [{ output: { email: 'd***@example.com' } }],
    'xstate.error.actor.requestCode': [{ error: { data: { reason: 'tooManyMails', minutes: 12 } } }],
    'xstate.done.actor.resetCode': [{ output: { has_payment_code: true } }],
    'xstate.error.actor.resetCode': [
      { error: { data: { reason: 'wrongPassword', attempts_left: 4 } } },
      { error: { data: { reason: 'codeDead' } } },
    ],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    REQUEST_CODE: 'The shopper asks for a code by mail (again, for a new one)',
    'done: requestCode': 'The server mailed a code and said where',
    'error: requestCode': 'The server refused (too many codes asked) or did not answer',
    RESET: 'The shopper sends the mailed code, the login password and the new code',
    'done: resetCode': 'The server set the new payment code and lifted the lock',
    'error: resetCode': 'The server refused (wrong code or login password, or a code that no longer works)',
  },
  guards: {
    codeDead: 'the server says the code no longer works (expired, used, or tried too often)',
  },
  actions: {
    assign: 'Remembers where the code was mailed',
    markCodeSet: 'Notes that the shopper has a payment code',
    announceReset: 'Says the code is reset and paying open again',
    leave: 'Goes back to where the shopper came from',
  },
}
