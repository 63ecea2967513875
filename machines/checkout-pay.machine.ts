// Checkout and pay (docs/architecture.md#the-machines, docs/product/money.md#paying): what the
// shopper chose (bag lines, or one item bought now) is previewed as orders per shop; they choose an
// address and may apply a promo code; submitting creates the orders (stock reserved); the payment
// code pays them all from the wallet. Each refusal of paying is its own state: no payment code yet,
// insufficient balance, wrong code (back to entry), locked, and a failure on the way, retried with
// the same code and Idempotency-Key so a payment that did go through is answered, never made twice.
// Orders of an earlier checkout that are still waiting pay start at the code entry.
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate'
import type { MachineExamples } from './model-examples'

/** Why the server refused a payment (src/contract/orders.ts PAY_REFUSALS), read from its answer. */
export type PayRefusalReason = 'noPaymentCode' | 'wrongCode' | 'locked' | 'insufficientBalance' | 'notPayable'

/** What loading found: a checkout to build (its preview), or orders already waiting pay. */
export type CheckoutStart =
  | { kind: 'preview'; preview: unknown; addressId: number | null }
  | { kind: 'orders'; orderIds: number[]; total: string }

export interface CheckoutPayContext {
  /** The preview shown (with the promo when one is applied). */
  preview: unknown
  /** The preview without a promo, shown again when the promo is removed. */
  basePreview: unknown
  addressId: number | null
  promoCode: string | null
  orderIds: number[]
  /** What the payment code pays (the orders' total), once the orders exist. */
  amount: string | null
  /** The `data` of the last refusal to pay (balance and amount, minutes locked). */
  refusal: unknown
  /** The answer of the payment. */
  paid: unknown
  /** One key for every attempt to pay these orders. */
  idempotencyKey: string
  /** The code being paid with, kept only while a payment may be retried. */
  code: string
}

export type CheckoutPayEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_ADDRESS'; addressId: number }
  | { type: 'APPLY_PROMO'; code: string }
  | { type: 'REMOVE_PROMO' }
  | { type: 'SUBMIT' }
  | { type: 'PAY'; code: string }
  | { type: 'SET_CODE' }
  | { type: 'TOP_UP' }
  | { type: 'LEAVE' }

/** The refusal reason carried by a failed payment (the client's ApiError has `data.reason`). */
const reasonOf = (error: unknown): PayRefusalReason | undefined =>
  (error as { data?: { reason?: PayRefusalReason } } | null)?.data?.reason

const refusedFor = (reason: PayRefusalReason) => ({ event }: { event: { type: string; error?: unknown } }) => reasonOf(event.error) === reason

export const checkoutPayMachine = setup({
  types: {
    context: {} as CheckoutPayContext,
    events: {} as CheckoutPayEvent,
    input: {} as { idempotencyKey: string },
  },
  actors: {
    loadCheckout: fromPromise<CheckoutStart>(async () => {
      throw new Error('loadCheckout is provided by the view')
    }),
    previewPromo: fromPromise<unknown, { code: string }>(async () => {
      throw new Error('previewPromo is provided by the view')
    }),
    createOrders: fromPromise<{ orderIds: number[]; total: string }, { addressId: number; promoCode: string | null }>(async () => {
      throw new Error('createOrders is provided by the view')
    }),
    pay: fromPromise<unknown, { orderIds: number[]; code: string; idempotencyKey: string }>(async () => {
      throw new Error('pay is provided by the view')
    }),
  },
  guards: {
    startsWithOrders: ({ event }) => (event as { output?: CheckoutStart }).output?.kind === 'orders',
    startsWithAddress: ({ event }) => {
      const output = (event as { output?: CheckoutStart }).output
      return output?.kind === 'preview' && output.addressId !== null
    },
    hasPromoText: ({ event }) => event.type === 'APPLY_PROMO' && event.code.trim() !== '',
    hasCode: ({ event }) => event.type === 'PAY' && event.code !== '',
    canSubmit: and([stateIn('#checkoutPay.ready.address.chosen'), not(stateIn('#checkoutPay.ready.promo.applying'))]),
    lacksAddress: stateIn('#checkoutPay.ready.address.unchosen'),
    refusedNoCode: refusedFor('noPaymentCode'),
    refusedBalance: refusedFor('insufficientBalance'),
    refusedWrongCode: refusedFor('wrongCode'),
    refusedLocked: refusedFor('locked'),
    refusedNotPayable: refusedFor('notPayable'),
  },
  actions: {
    takeStart: assign(({ event }) => {
      const output = (event as unknown as { output: CheckoutStart }).output
      if (output.kind === 'orders') return { orderIds: output.orderIds, amount: output.total }
      return { preview: output.preview, basePreview: output.preview, addressId: output.addressId }
    }),
    chooseAddress: assign(({ event }) => (event.type === 'CHOOSE_ADDRESS' ? { addressId: event.addressId } : {})),
    takePromo: assign(({ event }) => {
      const { output } = event as unknown as { output: { preview: unknown; promoCode: string } }
      return { preview: output.preview, promoCode: output.promoCode }
    }),
    forgetPromo: assign(({ context }) => ({ preview: context.basePreview, promoCode: null })),
    takeOrders: assign(({ event }) => {
      const { output } = event as unknown as { output: { orderIds: number[]; total: string } }
      return { orderIds: output.orderIds, amount: output.total }
    }),
    takeRefusal: assign(({ event }) => ({ refusal: (event as { error?: { data?: unknown } }).error?.data ?? null, code: '' })),
    takePaid: assign(({ event }) => ({ paid: (event as unknown as { output: unknown }).output, code: '' })),
    rememberCode: assign(({ event }) => (event.type === 'PAY' ? { code: event.code } : {})),
    forgetCode: assign({ code: '' }),
    /** The view says "Please choose shipping address". */
    askForAddress: () => {},
    /** The view says "Please enter payment password". */
    askForCode: () => {},
    /** The view opens /changePayPwd, which brings the shopper back to pay these orders. */
    goToPaymentCode: (_, _params: { orderIds: number[] }) => {},
    /** The view opens the top-up, which brings the shopper back to pay these orders. */
    goToTopUp: (_, _params: { orderIds: number[] }) => {},
  },
}).createMachine({
  id: 'checkoutPay',
  context: ({ input }) => ({
    preview: null,
    basePreview: null,
    addressId: null,
    promoCode: null,
    orderIds: [],
    amount: null,
    refusal: null,
    paid: null,
    idempotencyKey: input.idempotencyKey,
    code: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: [
          { guard: 'startsWithOrders', target: 'codeEntry', actions: 'takeStart' },
          { guard: 'startsWithAddress', target: ['ready.address.chosen', 'ready.promo.none'], actions: 'takeStart' },
          { target: 'ready', actions: 'takeStart' },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        SUBMIT: [
          { guard: 'canSubmit', target: 'creating' },
          { guard: 'lacksAddress', actions: 'askForAddress' },
        ],
      },
      states: {
        address: {
          initial: 'unchosen',
          on: { CHOOSE_ADDRESS: { target: '.chosen', actions: 'chooseAddress' } },
          states: { unchosen: {}, chosen: {} },
        },
        promo: {
          initial: 'none',
          states: {
            none: {
              on: { APPLY_PROMO: { guard: 'hasPromoText', target: 'applying' } },
            },
            applying: {
              invoke: {
                id: 'previewPromo',
                src: 'previewPromo',
                input: ({ event }) => ({ code: event.type === 'APPLY_PROMO' ? event.code.trim() : '' }),
                onDone: { target: 'applied', actions: 'takePromo' },
                // The client has said why (unknown, expired, minimum spend, used up).
                onError: 'none',
              },
            },
            applied: {
              on: { REMOVE_PROMO: { target: 'none', actions: 'forgetPromo' } },
            },
          },
        },
      },
    },
    creating: {
      invoke: {
        id: 'createOrders',
        src: 'createOrders',
        input: ({ context }) => ({ addressId: context.addressId!, promoCode: context.promoCode }),
        onDone: { target: 'codeEntry', actions: 'takeOrders' },
        // Told which line ran out, or why the promo no longer applies: the checkout again, without the promo.
        onError: { target: ['ready.address.chosen', 'ready.promo.none'], actions: 'forgetPromo' },
      },
    },
    codeEntry: {
      on: {
        PAY: [{ guard: 'hasCode', target: 'paying', actions: 'rememberCode' }, { actions: 'askForCode' }],
        LEAVE: 'unpaid',
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ orderIds: context.orderIds, code: context.code, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'paid', actions: 'takePaid' },
        onError: [
          { guard: 'refusedNoCode', target: 'noPaymentCode', actions: 'takeRefusal' },
          { guard: 'refusedBalance', target: 'insufficientBalance', actions: 'takeRefusal' },
          // The client has said how many entries are left.
          { guard: 'refusedWrongCode', target: 'codeEntry', actions: 'forgetCode' },
          { guard: 'refusedLocked', target: 'locked', actions: 'takeRefusal' },
          // Paid or cancelled meanwhile (another tab): nothing left to pay here.
          { guard: 'refusedNotPayable', target: 'unpaid', actions: 'takeRefusal' },
          // No answer (network, timeout): the same code and key again, at the shopper's word.
          { target: 'payFailed' },
        ],
      },
    },
    payFailed: {
      on: { RETRY: 'paying', LEAVE: { target: 'unpaid', actions: 'forgetCode' } },
    },
    noPaymentCode: {
      on: {
        SET_CODE: { actions: { type: 'goToPaymentCode', params: ({ context }) => ({ orderIds: context.orderIds }) } },
        LEAVE: 'unpaid',
      },
    },
    insufficientBalance: {
      on: {
        TOP_UP: { actions: { type: 'goToTopUp', params: ({ context }) => ({ orderIds: context.orderIds }) } },
        RETRY: 'codeEntry',
        LEAVE: 'unpaid',
      },
    },
    locked: {
      on: { LEAVE: 'unpaid' },
    },
    paid: { type: 'final' },
    /** Nothing paid here: the orders stay waiting pay in My orders (or were paid or cancelled meanwhile). */
    unpaid: { type: 'final' },
  },
})

const refusal = (reason: PayRefusalReason) => ({ error: { data: { reason } } })

export const examples: MachineExamples = {
  input: { idempotencyKey: 'key-1' },
  events: {
    'xstate.done.actor.loadCheckout': [
      { output: { kind: 'preview', preview: {}, addressId: 1 } },
      { output: { kind: 'preview', preview: {}, addressId: null } },
      { output: { kind: 'orders', orderIds: [1], total: '12.00' } },
    ],
    'xstate.error.actor.loadCheckout': [{ error: new Error('network') }],
    RETRY: [{}],
    CHOOSE_ADDRESS: [{ addressId: 1 }],
    APPLY_PROMO: [{ code: 'WELCOME10' }, { code: ' ' }],
    'xstate.done.actor.previewPromo': [{ output: { preview: {}, promoCode: 'WELCOME10' } }],
    'xstate.error.actor.previewPromo': [{ error: new Error('msg.promoUnknown') }],
    REMOVE_PROMO: [{}],
    SUBMIT: [{}],
    'xstate.done.actor.createOrders': [{ output: { orderIds: [1, 2], total: '24.00' } }],
    'xstate.error.actor.createOrders': [{ error: new Error('msg.stockRanOut') }],
    PAY: [{ code: '147258' }, { code: '' }],
    'xstate.done.actor.pay': [{ output: {} }],
    'xstate.error.actor.pay': [
      refusal('noPaymentCode'), refusal('insufficientBalance'), refusal('wrongCode'), refusal('locked'), refusal('notPayable'), { error: new Error('network') },
    ],
    SET_CODE: [{}],
    TOP_UP: [{}],
    LEAVE: [{}],
  },
}
