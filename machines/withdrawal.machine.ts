// Withdrawing at /withDraw (docs/product/rules.md#validation-messages,
// docs/architecture.md#the-machines, docs/product/money.md#withdrawals): the page reads the
// balance, the service charge rate, whether a payment code is set and the saved accounts; the form
// (a saved account, or a bank card or on chain typed, the amount) shows the charge and the actual
// arrival; an amount above the balance is
// refused here ("Draw amount cannot be larger than balance"); then the payment code, in the
// pay-with-code machine this one invokes (code entry, refusals, retry under one Idempotency-Key).
// Submitted, the amount is held and the withdrawal waits for an operator; any other end reads the
// balance again and shows the form as it was.
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import { centsOf } from '../src/contract/money'
import type { WithdrawalFormValues, withdrawalInfo } from '../src/contract/withdrawals'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'
import { isWithdrawn, payWithCodeMachine, type PayWithCodeOutput, type Withdrawn } from './pay-with-code.machine'

export type { Withdrawn } from './pay-with-code.machine'
export type WithdrawalInfo = z.output<(typeof withdrawalInfo)['data']>

export interface WithdrawalContext {
  info: WithdrawalInfo | null
  /** The form as sent to the code entry; shown again after a refusal. */
  values: WithdrawalFormValues | null
  withdrawn: Withdrawn | null
  /** One key for every attempt of this withdrawal. */
  idempotencyKey: string
}

export type WithdrawalEvent =
  | { type: 'RETRY' }
  /** The form's fields passed the contract's rules. */
  | { type: 'SUBMIT'; values: WithdrawalFormValues }

const payOutcome = (event: { type: string }) => (event as unknown as { output: PayWithCodeOutput }).output

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { idempotencyKey: string },
    children: {} as { payWithCode: 'payWithCode' },
  },
  actors: {
    payWithCode: payWithCodeMachine,
    loadInfo: fromPromise<WithdrawalInfo>(async () => {
      throw new Error('loadInfo is provided by the view')
    }),
  },
  guards: {
    aboveBalance: ({ context, event }) =>
      event.type === 'SUBMIT' && context.info !== null && centsOf(event.values.amount) > centsOf(context.info.balance),
    /** Read from the loaded info (an event), so the state itself says whether a code is set. */
    lacksPaymentCode: ({ event }) => (event as { output?: WithdrawalInfo }).output?.has_payment_code === false,
    withdrawn: ({ event }) => payOutcome(event).outcome === 'paid',
  },
  actions: {
    /** The view says "Draw amount cannot be larger than balance" at the amount. */
    refuseAboveBalance: () => {},
    takeWithdrawn: assign(({ event }) => {
      const outcome = payOutcome(event)
      return outcome.outcome === 'paid' && isWithdrawn(outcome.receipt) ? { withdrawn: outcome.receipt } : {}
    }),
    /** The view says the withdrawal was submitted. */
    announceSubmitted: () => {},
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({ info: null, values: null, withdrawn: null, idempotencyKey: input.idempotencyKey }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the balance, the service charge and whether a payment code is set',
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: [
          { guard: 'lacksPaymentCode', target: 'form.withoutCode', actions: assign({ info: ({ event }) => event.output }) },
          { target: 'form', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The withdrawal details could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    form: {
      description: 'The withdrawal form: a saved account (the default chosen), or a bank card or address typed (and maybe saved for next time), the amount, the charge and what arrives',
      initial: 'withCode',
      on: {
        SUBMIT: [
          { guard: 'aboveBalance', actions: 'refuseAboveBalance' },
          { target: 'paying', actions: assign({ values: ({ event }) => event.values }) },
        ],
      },
      states: {
        withCode: { description: 'The form, with a payment code set' },
        // No payment code yet: the view says so, and paying starts by saying so again.
        withoutCode: { description: 'The form, with a note that a payment code must be set first' },
      },
    },
    // The code entry and its refusals are the pay-with-code machine's; it ends paid, left, or refused.
    paying: {
      description: 'The shopper confirms with the payment code (the pay-with-code flow)',
      invoke: {
        id: 'payWithCode',
        src: 'payWithCode',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          codeSet: context.info?.has_payment_code ?? true,
          request: { kind: 'withdrawal' as const, values: context.values! },
        }),
        onDone: [
          { guard: 'withdrawn', target: 'submitted', actions: ['takeWithdrawn', 'announceSubmitted'] },
          // Left, or refused (the balance spent meanwhile, above the maximum): the balance again, the form as it was.
          { target: 'loading' },
        ],
      },
    },
    // Held and waiting for the operator: the view shows the amounts and the way to the record.
    submitted: { description: 'Sent: the withdrawal waits for an operator', type: 'final' },
  },
})

const info = (balance: string, hasCode: boolean): WithdrawalInfo => ({
  balance, fee_rate: '0.01', min_charge: '0.10', min_amount: '10.00', max_amount: '20000.00', has_payment_code: hasCode, networks: [{ code: 'TRC20', name: 'TRON (TRC20)', token: 'USDT' }], accounts: [], banks: [],
})
const values = (amount: string): WithdrawalFormValues => ({ type: 'bank', amount, bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank' })
const withdrawn: Withdrawn = {
  balance: '200.00',
  withdrawal: {
    id: 1, type: 'bank', amount: '100.00', charge: '1.00', arrival: '99.00', bank_card: '•••• 5678', bank_name: 'Vietcombank', network: null,
    address: null, status: 0, note: null, audited_at: null, created_at: '2026-11-22T10:00:00.000Z',
  },
}

export const examples: MachineExamples = {
  input: { idempotencyKey: 'withdrawal-1' },
  events: {
    'xstate.done.actor.loadInfo': [{ output: info('300.00', true) }, { output: info('300.00', false) }],
    'xstate.error.actor.loadInfo': [{ error: new Error('offline') }],
    RETRY: [{}],
    SUBMIT: [{ values: values('100') }, { values: values('300.01') }],
    'xstate.done.actor.payWithCode': [
      { output: { outcome: 'paid', receipt: withdrawn } satisfies PayWithCodeOutput },
      { output: { outcome: 'left' } satisfies PayWithCodeOutput },
      { output: { outcome: 'refused', refusal: null } satisfies PayWithCodeOutput },
    ],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    'done: loadInfo': 'The server answered the balance and the charge',
    'error: loadInfo': 'The withdrawal details could not be read',
    RETRY: 'The shopper taps Retry',
    SUBMIT: 'The shopper taps Withdraw',
    'done: payWithCode': 'Paying ended: the withdrawal held, or not',
  },
  guards: {
    lacksPaymentCode: 'the info says no payment code is set',
    aboveBalance: 'the amount is above the balance',
    withdrawn: 'paying ended with the withdrawal held',
  },
  actions: {
    assign: 'Remembers the details or the form',
    refuseAboveBalance: 'Says the amount cannot be larger than the balance',
    takeWithdrawn: 'Keeps the withdrawal the server made',
    announceSubmitted: 'Says the withdrawal was submitted',
  },
}
