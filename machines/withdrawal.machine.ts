// Withdrawing at /withDraw (docs/product/rules.md#validation-messages,
// docs/architecture.md#the-machines, docs/product/money.md#withdrawals): the page reads the
// balance, the service charge rate and whether a payment code is set; the form (bank card or on
// chain, the amount) shows the charge and the actual arrival; an amount above the balance is
// refused here ("Draw amount cannot be larger than balance"); then the payment code, with the
// branches of paying: none set yet, wrong (back to entry), locked, and a failure on the way,
// retried with the same code and Idempotency-Key so a withdrawal that did go through is answered,
// never held twice. Submitted, the amount is held and the withdrawal waits for an operator.
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import { centsOf } from '../src/contract/money'
import type { PayRefusalReason } from '../src/contract/orders'
import type { WithdrawalFormValues, WithdrawalView, withdrawalInfo } from '../src/contract/withdrawals'
import type { MachineExamples } from './model-examples'

export type WithdrawalInfo = z.output<(typeof withdrawalInfo)['data']>
export interface Withdrawn {
  withdrawal: WithdrawalView
  balance: string
}

export interface WithdrawalContext {
  info: WithdrawalInfo | null
  /** The form as sent to the code entry; sent again as it is when retried. */
  values: WithdrawalFormValues | null
  /** The code being used, kept only while a withdrawal may be retried. */
  code: string
  /** The `data` of the last refusal (minutes locked, the balance). */
  refusal: unknown
  withdrawn: Withdrawn | null
  /** One key for every attempt of this withdrawal. */
  idempotencyKey: string
}

export type WithdrawalEvent =
  | { type: 'RETRY' }
  /** The form's fields passed the contract's rules. */
  | { type: 'SUBMIT'; values: WithdrawalFormValues }
  | { type: 'ENTER_CODE'; code: string }
  | { type: 'CANCEL' }
  | { type: 'SET_CODE' }

const reasonOf = (error: unknown): PayRefusalReason | undefined => (error as { data?: { reason?: PayRefusalReason } } | null)?.data?.reason
const refusedFor = (reason: PayRefusalReason) => ({ event }: { event: { type: string; error?: unknown } }) => reasonOf(event.error) === reason

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { idempotencyKey: string },
  },
  actors: {
    loadInfo: fromPromise<WithdrawalInfo>(async () => {
      throw new Error('loadInfo is provided by the view')
    }),
    withdraw: fromPromise<Withdrawn, { values: WithdrawalFormValues; code: string; idempotencyKey: string }>(async () => {
      throw new Error('withdraw is provided by the view')
    }),
  },
  guards: {
    aboveBalance: ({ context, event }) =>
      event.type === 'SUBMIT' && context.info !== null && centsOf(event.values.amount) > centsOf(context.info.balance),
    /** Read from the loaded info (an event), so the state itself says whether a code is set. */
    lacksPaymentCode: ({ event }) => (event as { output?: WithdrawalInfo }).output?.has_payment_code === false,
    hasCode: ({ event }) => event.type === 'ENTER_CODE' && event.code !== '',
    refusedNoCode: refusedFor('noPaymentCode'),
    refusedWrongCode: refusedFor('wrongCode'),
    refusedLocked: refusedFor('locked'),
    refusedBalance: refusedFor('insufficientBalance'),
    /**
     * No answer from the server (the client's ApiError kinds network, timeout, status, or no
     * ApiError at all): the request may or may not have arrived, so it is sent again as it was.
     */
    unanswered: ({ event }) => {
      const kind = (event as { error?: { kind?: unknown } }).error?.kind
      return kind === undefined || kind === 'network' || kind === 'timeout' || kind === 'status'
    },
  },
  actions: {
    /** The view says "Draw amount cannot be larger than balance" at the amount. */
    refuseAboveBalance: () => {},
    /** The view says "Please enter payment password". */
    askForCode: () => {},
    /** The view opens /changePayPwd, which brings the shopper back here. */
    goToPaymentCode: () => {},
    /** The view says the withdrawal was submitted. */
    announceSubmitted: () => {},
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({ info: null, values: null, code: '', refusal: null, withdrawn: null, idempotencyKey: input.idempotencyKey }),
  initial: 'loading',
  states: {
    loading: {
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
      on: { RETRY: 'loading' },
    },
    form: {
      initial: 'withCode',
      states: {
        withCode: {
          on: {
            SUBMIT: [
              { guard: 'aboveBalance', actions: 'refuseAboveBalance' },
              { target: '#withdrawal.codeEntry', actions: assign({ values: ({ event }) => event.values }) },
            ],
          },
        },
        // No payment code yet: submitting leads to setting one first.
        withoutCode: {
          on: {
            SUBMIT: [
              { guard: 'aboveBalance', actions: 'refuseAboveBalance' },
              { target: '#withdrawal.noPaymentCode', actions: assign({ values: ({ event }) => event.values }) },
            ],
          },
        },
      },
    },
    codeEntry: {
      on: {
        ENTER_CODE: [{ guard: 'hasCode', target: 'submitting', actions: assign({ code: ({ event }) => event.code }) }, { actions: 'askForCode' }],
        CANCEL: 'form',
      },
    },
    submitting: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ values: context.values as WithdrawalFormValues, code: context.code, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'submitted', actions: [assign({ withdrawn: ({ event }) => event.output, code: '' }), 'announceSubmitted'] },
        onError: [
          { guard: 'refusedNoCode', target: 'noPaymentCode', actions: assign({ code: '' }) },
          // The client has said how many entries are left.
          { guard: 'refusedWrongCode', target: 'codeEntry', actions: assign({ code: '' }) },
          { guard: 'refusedLocked', target: 'locked', actions: assign({ refusal: ({ event }) => (event.error as { data?: unknown }).data ?? null, code: '' }) },
          // Spent elsewhere meanwhile: the balance is read again (the client has said so).
          { guard: 'refusedBalance', target: 'loading', actions: assign({ code: '' }) },
          { guard: 'unanswered', target: 'submitFailed' },
          // Refused for another reason the client has told (maximum, network gone): the form keeps what was typed.
          { target: 'form', actions: assign({ code: '' }) },
        ],
      },
    },
    // No answer: the same code and key again, at the shopper's word.
    submitFailed: {
      on: { RETRY: 'submitting', CANCEL: { target: 'form', actions: assign({ code: '' }) } },
    },
    noPaymentCode: {
      on: { SET_CODE: { actions: 'goToPaymentCode' }, CANCEL: 'form.withoutCode' },
    },
    // Too many wrong codes: the view says for how long; the form stays reachable.
    locked: {
      on: { CANCEL: 'form' },
    },
    // Held and waiting for the operator: the view shows the amounts and the way to the record.
    submitted: { type: 'final' },
  },
})

const info = (balance: string, hasCode: boolean): WithdrawalInfo => ({
  balance, fee_rate: '0.01', min_charge: '0.10', min_amount: '10.00', max_amount: '20000.00', has_payment_code: hasCode, networks: [{ code: 'TRC20', name: 'TRON (TRC20)', token: 'USDT' }],
})
const values = (amount: string): WithdrawalFormValues => ({ type: 'bank', amount, bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank' })
const refusal = (reason: PayRefusalReason, data: Record<string, unknown> = {}) => ({ error: { kind: 'business', data: { reason, ...data } } })

export const examples: MachineExamples = {
  input: { idempotencyKey: 'withdrawal-1' },
  events: {
    'xstate.done.actor.loadInfo': [{ output: info('300.00', true) }, { output: info('300.00', false) }],
    'xstate.error.actor.loadInfo': [{ error: new Error('offline') }],
    RETRY: [{}],
    SUBMIT: [{ values: values('100') }, { values: values('300.01') }],
    ENTER_CODE: [{ code: '258147' }, { code: '' }],
    CANCEL: [{}],
    SET_CODE: [{}],
    'xstate.done.actor.withdraw': [{
      output: {
        balance: '200.00',
        withdrawal: {
          id: 1, type: 'bank', amount: '100.00', charge: '1.00', arrival: '99.00', bank_card: '•••• 5678', bank_name: 'Vietcombank', network: null,
          address: null, status: 0, note: null, audited_at: null, created_at: '2026-11-22T10:00:00.000Z',
        },
      },
    }],
    'xstate.error.actor.withdraw': [
      refusal('noPaymentCode'), refusal('wrongCode', { attempts_left: 4 }), refusal('locked', { minutes: 15 }), refusal('insufficientBalance', { balance: '50.00', amount: '100.00' }),
      { error: { kind: 'network', data: null } }, { error: { kind: 'business', data: null } },
    ],
  },
}
