// Money leaving the wallet with the payment code (docs/product/money.md#payment-code), wherever it
// leaves: paying orders at checkout, withdrawing. The code entry, paying, and each way it can stop: a wrong code
// (back to the entry, with the entries left), locked (for how long), no code set yet (set one and
// come back), a balance too short (top up and come back), and no answer (the same code again under
// the same Idempotency-Key, so a payment that did go through is answered, never made twice). The
// checkout and withdrawal machines invoke it and read how it ended from its output.
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import { payRefusal, type PayRefusal, type PayRefusalReason, type verifyPay } from '../src/contract/orders'
import type { WithdrawalFormValues, withdraw } from '../src/contract/withdrawals'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** What the code pays: orders waiting pay, or a withdrawal of the form's values. */
export type PayRequest = { kind: 'orders'; orderIds: number[] } | { kind: 'withdrawal'; values: WithdrawalFormValues }

/** The server's answer once paid: the orders paid, or the withdrawal held. */
export type PaidOrders = z.output<(typeof verifyPay)['data']>
export type Withdrawn = z.output<(typeof withdraw)['data']>
export type PayReceipt = PaidOrders | Withdrawn

export const isPaidOrders = (receipt: PayReceipt): receipt is PaidOrders => 'orders' in receipt
export const isWithdrawn = (receipt: PayReceipt): receipt is Withdrawn => 'withdrawal' in receipt

export interface PayWithCodeInput {
  /** One key for every attempt of this payment. */
  idempotencyKey: string
  /** Whether the shopper has a payment code, as the parent last read it. */
  codeSet: boolean
  request: PayRequest
}

export interface PayWithCodeContext extends PayWithCodeInput {
  /** The code being paid with, kept only while a payment may be retried. */
  code: string
  /** The last refusal: entries left, minutes locked, the balance and the amount. */
  refusal: PayRefusal | null
  receipt: PayReceipt | null
}

/** How it ended, for the parent: paid, left by the shopper, or refused for a reason it does not show. */
export type PayWithCodeOutput =
  | { outcome: 'paid'; receipt: PayReceipt }
  | { outcome: 'left' }
  | { outcome: 'refused'; refusal: PayRefusal | null }

export type PayWithCodeEvent =
  | { type: 'PAY'; code: string }
  | { type: 'RETRY' }
  | { type: 'SET_CODE' }
  | { type: 'TOP_UP' }
  | { type: 'LEAVE' }

/** The refusal a failed payment carries in its `data` (the contract's shape), or null. */
export function refusalOf(error: unknown): PayRefusal | null {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const parsed = payRefusal.safeParse(data)
  return parsed.success ? parsed.data : null
}

const errorOf = (event: { type: string }) => (event as { error?: unknown }).error
const refusedFor = (reason: PayRefusalReason) => ({ event }: { event: { type: string } }) => refusalOf(errorOf(event))?.reason === reason

export const payWithCodeMachine = setup({
  types: {
    context: {} as PayWithCodeContext,
    events: {} as PayWithCodeEvent,
    input: {} as PayWithCodeInput,
    output: {} as PayWithCodeOutput,
  },
  actors: {
    pay: fromPromise<PayReceipt, { request: PayRequest; code: string; idempotencyKey: string }>(async () => {
      throw new Error('pay is provided by the view')
    }),
  },
  guards: {
    codeNotSet: ({ context }) => !context.codeSet,
    hasCode: ({ event }) => event.type === 'PAY' && event.code !== '',
    refusedNoCode: refusedFor('noPaymentCode'),
    refusedBalance: refusedFor('insufficientBalance'),
    refusedWrongCode: refusedFor('wrongCode'),
    refusedLocked: refusedFor('locked'),
    /**
     * No answer from the server (the client's ApiError kinds network, timeout, status, or no
     * ApiError at all): the request may or may not have arrived, so it is sent again as it was.
     */
    unanswered: ({ event }) => {
      const kind = (errorOf(event) as { kind?: unknown } | undefined)?.kind
      return kind === undefined || kind === 'network' || kind === 'timeout' || kind === 'status'
    },
  },
  actions: {
    rememberCode: assign(({ event }) => (event.type === 'PAY' ? { code: event.code } : {})),
    forgetCode: assign({ code: '' }),
    takeRefusal: assign(({ event }) => ({ refusal: refusalOf(errorOf(event)), code: '' })),
    takeReceipt: assign(({ event }) => ({ receipt: (event as unknown as { output: PayReceipt }).output, code: '' })),
    /** The view says "Please enter payment password". */
    askForCode: () => {},
    /** The view opens where the code is set, which brings the shopper back here. */
    goToPaymentCode: (_, _params: { request: PayRequest }) => {},
    /** The view opens the top-up, which brings the shopper back here. */
    goToTopUp: (_, _params: { request: PayRequest }) => {},
  },
}).createMachine({
  id: 'payWithCode',
  context: ({ input }) => ({ ...input, code: '', refusal: null, receipt: null }),
  initial: 'opening',
  output: ({ event }) => (event as unknown as { output: PayWithCodeOutput }).output,
  states: {
    /** A shopper known to have no code is told so before typing one. */
    opening: {
      description: 'Deciding where to start: the code entry, or a note that no code is set',
      always: [{ guard: 'codeNotSet', target: 'noPaymentCode' }, { target: 'entry' }],
    },
    entry: {
      description: 'The shopper types the payment code',
      tags: ['sheet'],
      on: {
        PAY: [{ guard: 'hasCode', target: 'paying', actions: 'rememberCode' }, { actions: 'askForCode' }],
        LEAVE: 'left',
      },
    },
    paying: {
      description: 'The payment is on its way to the server',
      tags: ['sheet'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ request: context.request, code: context.code, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'paid', actions: 'takeReceipt' },
        onError: [
          { guard: 'refusedNoCode', target: 'noPaymentCode', actions: 'takeRefusal' },
          { guard: 'refusedBalance', target: 'shortBalance', actions: 'takeRefusal' },
          // The client has said how many entries are left; the refusal keeps the number.
          { guard: 'refusedWrongCode', target: 'entry', actions: 'takeRefusal' },
          { guard: 'refusedLocked', target: 'locked', actions: 'takeRefusal' },
          { guard: 'unanswered', target: 'failed' },
          // Refused for a reason this flow has no screen for (paid elsewhere, above the maximum).
          { target: 'refused', actions: 'takeRefusal' },
        ],
      },
    },
    // No answer: the same code and key again, at the shopper's word.
    failed: {
      description: 'No answer came; the same code can be sent again',
      tags: ['sheet'],
      on: { RETRY: 'paying', LEAVE: { target: 'left', actions: 'forgetCode' } },
    },
    noPaymentCode: {
      description: 'No payment code is set: the shopper is asked to set one',
      tags: ['refused'],
      on: {
        SET_CODE: { actions: { type: 'goToPaymentCode', params: ({ context }) => ({ request: context.request }) } },
        LEAVE: 'left',
      },
    },
    shortBalance: {
      description: 'The balance is too short: the shopper is asked to top up',
      tags: ['refused'],
      on: {
        TOP_UP: { actions: { type: 'goToTopUp', params: ({ context }) => ({ request: context.request }) } },
        RETRY: 'entry',
        LEAVE: 'left',
      },
    },
    // Too many wrong codes: the view says for how long.
    locked: {
      description: 'Too many wrong codes: paying is locked for a while',
      tags: ['refused'],
      on: { LEAVE: 'left' },
    },
    paid: { description: 'Paid: the money left the wallet', type: 'final', output: ({ context }) => ({ outcome: 'paid', receipt: context.receipt! }) },
    left: { description: 'The shopper left without paying', type: 'final', output: () => ({ outcome: 'left' }) },
    refused: { description: 'The server refused for another reason (paid or cancelled meanwhile)', type: 'final', output: ({ context }) => ({ outcome: 'refused', refusal: context.refusal }) },
  },
})

const refusal = (reason: PayRefusalReason, data: Omit<PayRefusal, 'reason'> = {}) => ({ error: { kind: 'business', data: { reason, ...data } } })
const orders = { kind: 'orders', orderIds: [1, 2] } as const

export const examples: MachineExamples = {
  inputs: [
    { idempotencyKey: 'key-1', codeSet: true, request: orders },
    { idempotencyKey: 'key-1', codeSet: false, request: orders },
  ],
  events: {
    PAY: [{ code: '147258' }, { code: '' }],
    'xstate.done.actor.pay': [{ output: { orders: [{ id: 1, sn: 'S1', total: '12.00' }], amount: '12.00', balance: '88.00' } }],
    'xstate.error.actor.pay': [
      refusal('noPaymentCode'), refusal('insufficientBalance', { balance: '5.00', amount: '12.00' }), refusal('wrongCode', { attempts_left: 4 }),
      refusal('locked', { minutes: 15 }), refusal('notPayable'), { error: { kind: 'network', data: null } },
    ],
    RETRY: [{}],
    SET_CODE: [{}],
    TOP_UP: [{}],
    LEAVE: [{}],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    PAY: 'The shopper sends the code',
    LEAVE: 'The shopper closes the code entry',
    'done: pay': 'The server took the payment',
    'error: pay': 'The server refused the payment, or no answer came',
    RETRY: 'The shopper tries again',
    SET_CODE: 'The shopper goes to set a payment code',
    TOP_UP: 'The shopper goes to top up the wallet',
  },
  guards: {
    codeNotSet: 'the parent read that the shopper has no payment code',
    hasCode: 'a code was typed',
    refusedNoCode: 'the server says no payment code is set',
    refusedBalance: 'the server says the balance is too short',
    refusedWrongCode: 'the server says the code is wrong (entries left)',
    refusedLocked: 'the server says paying is locked (minutes left)',
    unanswered: 'no answer came (network, timeout, a status without the envelope)',
  },
  actions: {
    rememberCode: 'Keeps the code typed, to send it again if no answer comes',
    askForCode: 'Says a code is needed',
    takeReceipt: 'Keeps the receipt of the payment',
    takeRefusal: 'Keeps why the server refused (entries or minutes left)',
    forgetCode: 'Forgets the code typed',
    goToPaymentCode: 'Opens the page to set a payment code',
    goToTopUp: 'Opens the page to top up the wallet',
  },
}
