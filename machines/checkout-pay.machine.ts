// Checkout and pay (docs/architecture.md#the-machines, docs/product/money.md#paying): what the
// shopper chose (bag lines, or one item bought now) is previewed as orders per shop; they choose an
// address and may apply a promo code; submitting creates the orders (stock reserved); the payment
// code pays them all from the wallet, in the pay-with-code machine this one invokes (code entry,
// refusals, retry under one Idempotency-Key). Orders of an earlier checkout that are still waiting
// pay start at paying.
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate'
import type { CheckoutPreview, PayRefusal } from '../src/contract/orders'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'
import { isPaidOrders, payWithCodeMachine, type PaidOrders, type PayWithCodeOutput } from './pay-with-code.machine'

/** What loading found: a checkout to build (its preview), or orders already waiting pay; and whether a payment code is set. */
export type CheckoutStart =
  | { kind: 'preview'; preview: CheckoutPreview; addressId: number | null; codeSet: boolean }
  | { kind: 'orders'; orderIds: number[]; total: string; codeSet: boolean }

export interface CheckoutPayContext {
  /** The preview shown (with the promo when one is applied). */
  preview: CheckoutPreview | null
  /** The preview without a promo, shown again when the promo is removed. */
  basePreview: CheckoutPreview | null
  addressId: number | null
  promoCode: string | null
  orderIds: number[]
  /** What the payment code pays (the orders' total), once the orders exist. */
  amount: string | null
  /** Whether the shopper has a payment code, as the profile said when loading. */
  codeSet: boolean
  /** Why paying stopped without a screen of its own (paid or cancelled meanwhile). */
  refusal: PayRefusal | null
  /** The answer of the payment. */
  paid: PaidOrders | null
  /** One key for every attempt to pay these orders. */
  idempotencyKey: string
}

export type CheckoutPayEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_ADDRESS'; addressId: number }
  | { type: 'APPLY_PROMO'; code: string }
  | { type: 'REMOVE_PROMO' }
  | { type: 'SUBMIT' }

const payOutcome = (event: { type: string }) => (event as unknown as { output: PayWithCodeOutput }).output

export const checkoutPayMachine = setup({
  types: {
    context: {} as CheckoutPayContext,
    events: {} as CheckoutPayEvent,
    input: {} as { idempotencyKey: string },
    children: {} as { payWithCode: 'payWithCode' },
  },
  actors: {
    payWithCode: payWithCodeMachine,
    loadCheckout: fromPromise<CheckoutStart>(async () => {
      throw new Error('loadCheckout is provided by the view')
    }),
    previewPromo: fromPromise<{ preview: CheckoutPreview; promoCode: string | null }, { code: string }>(async () => {
      throw new Error('previewPromo is provided by the view')
    }),
    createOrders: fromPromise<{ orderIds: number[]; total: string }, { addressId: number; promoCode: string | null }>(async () => {
      throw new Error('createOrders is provided by the view')
    }),
  },
  guards: {
    startsWithOrders: ({ event }) => (event as { output?: CheckoutStart }).output?.kind === 'orders',
    startsWithAddress: ({ event }) => {
      const output = (event as { output?: CheckoutStart }).output
      return output?.kind === 'preview' && output.addressId !== null
    },
    hasPromoText: ({ event }) => event.type === 'APPLY_PROMO' && event.code.trim() !== '',
    canSubmit: and([stateIn('#checkoutPay.ready.address.chosen'), not(stateIn('#checkoutPay.ready.promo.applying'))]),
    lacksAddress: stateIn('#checkoutPay.ready.address.unchosen'),
    paidWithCode: ({ event }) => payOutcome(event).outcome === 'paid',
  },
  actions: {
    takeStart: assign(({ event }) => {
      const output = (event as unknown as { output: CheckoutStart }).output
      if (output.kind === 'orders') return { orderIds: output.orderIds, amount: output.total, codeSet: output.codeSet }
      return { preview: output.preview, basePreview: output.preview, addressId: output.addressId, codeSet: output.codeSet }
    }),
    chooseAddress: assign(({ event }) => (event.type === 'CHOOSE_ADDRESS' ? { addressId: event.addressId } : {})),
    takePromo: assign(({ event }) => {
      const { output } = event as unknown as { output: { preview: CheckoutPreview; promoCode: string | null } }
      return { preview: output.preview, promoCode: output.promoCode }
    }),
    forgetPromo: assign(({ context }) => ({ preview: context.basePreview, promoCode: null })),
    takeOrders: assign(({ event }) => {
      const { output } = event as unknown as { output: { orderIds: number[]; total: string } }
      return { orderIds: output.orderIds, amount: output.total }
    }),
    takePaid: assign(({ event }) => {
      const outcome = payOutcome(event)
      return outcome.outcome === 'paid' && isPaidOrders(outcome.receipt) ? { paid: outcome.receipt } : {}
    }),
    takeRefusal: assign(({ event }) => {
      const outcome = payOutcome(event)
      return { refusal: outcome.outcome === 'refused' ? outcome.refusal : null }
    }),
    /** The view says "Please choose shipping address". */
    askForAddress: () => {},
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
    codeSet: true,
    refusal: null,
    paid: null,
    idempotencyKey: input.idempotencyKey,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what the shopper chose, the address and the payment code',
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: [
          { guard: 'startsWithOrders', target: 'paying', actions: 'takeStart' },
          { guard: 'startsWithAddress', target: ['ready.address.chosen', 'ready.promo.none'], actions: 'takeStart' },
          { target: 'ready', actions: 'takeStart' },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The checkout could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'The checkout is shown: address and promo code are chosen side by side',
      type: 'parallel',
      on: {
        SUBMIT: [
          { guard: 'canSubmit', target: 'creating' },
          { guard: 'lacksAddress', actions: 'askForAddress' },
        ],
      },
      states: {
        address: {
          description: 'Whether a shipping address is chosen',
          initial: 'unchosen',
          on: { CHOOSE_ADDRESS: { target: '.chosen', actions: 'chooseAddress' } },
          states: { unchosen: { description: 'No address chosen yet' }, chosen: { description: 'An address is chosen' } },
        },
        promo: {
          description: 'Whether a promo code applies',
          initial: 'none',
          states: {
            none: {
              description: 'No promo code applies',
              on: { APPLY_PROMO: { guard: 'hasPromoText', target: 'applying' } },
            },
            applying: {
              description: 'The promo code is being checked by the server',
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
              description: 'The promo code applies: the totals show the discount',
              on: { REMOVE_PROMO: { target: 'none', actions: 'forgetPromo' } },
            },
          },
        },
      },
    },
    creating: {
      description: 'The orders are being created (stock reserved)',
      invoke: {
        id: 'createOrders',
        src: 'createOrders',
        input: ({ context }) => ({ addressId: context.addressId!, promoCode: context.promoCode }),
        onDone: { target: 'paying', actions: 'takeOrders' },
        // Told which line ran out, or why the promo no longer applies: the checkout again, without the promo.
        onError: { target: ['ready.address.chosen', 'ready.promo.none'], actions: 'forgetPromo' },
      },
    },
    // The code entry and its refusals are the pay-with-code machine's; it ends paid, left, or refused.
    paying: {
      description: 'The shopper pays with the payment code (the pay-with-code flow)',
      invoke: {
        id: 'payWithCode',
        src: 'payWithCode',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          codeSet: context.codeSet,
          request: { kind: 'orders' as const, orderIds: context.orderIds },
        }),
        onDone: [
          { guard: 'paidWithCode', target: 'paid', actions: 'takePaid' },
          // Left at the shopper's word, or paid or cancelled meanwhile (another tab).
          { target: 'unpaid', actions: 'takeRefusal' },
        ],
      },
    },
    paid: { description: 'Paid: the orders are paid from the wallet', type: 'final' },
    /** Nothing paid here: the orders stay waiting pay in My orders (or were paid or cancelled meanwhile). */
    unpaid: { description: 'Nothing paid: the orders wait for payment in My orders', type: 'final' },
  },
})

const preview = {} as CheckoutPreview
const paidOrders: PaidOrders = { orders: [{ id: 1, sn: 'S1', total: '24.00' }] as PaidOrders['orders'], amount: '24.00', balance: '76.00' }

export const examples: MachineExamples = {
  input: { idempotencyKey: 'key-1' },
  events: {
    'xstate.done.actor.loadCheckout': [
      { output: { kind: 'preview', preview, addressId: 1, codeSet: true } },
      { output: { kind: 'preview', preview, addressId: null, codeSet: true } },
      { output: { kind: 'orders', orderIds: [1], total: '12.00', codeSet: true } },
    ],
    'xstate.error.actor.loadCheckout': [{ error: new Error('network') }],
    RETRY: [{}],
    CHOOSE_ADDRESS: [{ addressId: 1 }],
    APPLY_PROMO: [{ code: 'WELCOME10' }, { code: ' ' }],
    'xstate.done.actor.previewPromo': [{ output: { preview, promoCode: 'WELCOME10' } }],
    'xstate.error.actor.previewPromo': [{ error: new Error('msg.promoUnknown') }],
    REMOVE_PROMO: [{}],
    SUBMIT: [{}],
    'xstate.done.actor.createOrders': [{ output: { orderIds: [1, 2], total: '24.00' } }],
    'xstate.error.actor.createOrders': [{ error: new Error('msg.stockRanOut') }],
    'xstate.done.actor.payWithCode': [
      { output: { outcome: 'paid', receipt: paidOrders } satisfies PayWithCodeOutput },
      { output: { outcome: 'left' } satisfies PayWithCodeOutput },
      { output: { outcome: 'refused', refusal: { reason: 'notPayable' } } satisfies PayWithCodeOutput },
    ],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    'done: loadCheckout': 'The server answered with the checkout, or with orders already waiting payment',
    'error: loadCheckout': 'The checkout could not be read',
    RETRY: 'The shopper taps Retry',
    SUBMIT: 'The shopper taps Submit order',
    CHOOSE_ADDRESS: 'The shopper picks a shipping address',
    APPLY_PROMO: 'The shopper applies a promo code',
    'done: previewPromo': 'The server accepted the promo code and answered the new totals',
    'error: previewPromo': 'The server refused the promo code (unknown, expired, minimum spend, used up)',
    REMOVE_PROMO: 'The shopper removes the promo code',
    'done: createOrders': 'The server created the orders',
    'error: createOrders': 'The server refused the orders (stock ran out, promo no longer applies)',
    'done: payWithCode': 'Paying ended: paid, left, or refused',
  },
  guards: {
    startsWithOrders: 'loading found orders already waiting pay',
    startsWithAddress: 'loading found a checkout with the shopper\'s default address',
    canSubmit: 'an address is chosen and no promo is being checked',
    lacksAddress: 'no address is chosen yet',
    hasPromoText: 'the promo code typed is not blank',
    paidWithCode: 'paying ended paid',
  },
  actions: {
    takeStart: 'Keeps what loading found: the preview, the address, or the waiting orders',
    chooseAddress: 'Keeps the address picked',
    takePromo: 'Shows the totals with the promo code',
    forgetPromo: 'Shows the totals without the promo code again',
    takeOrders: 'Keeps the orders created and the amount to pay',
    takePaid: 'Keeps the receipt of the payment',
    takeRefusal: 'Keeps why paying stopped',
    askForAddress: 'Says "Please choose shipping address"',
  },
}
