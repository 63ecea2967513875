// Applying for a refund at /refund/:id?/:sn?/:product_ids?/:amount?
// (docs/product/order-lifecycle.md#refunds, docs/product/rules.md#validation-messages): the page
// opens on the order (OPEN) and reads how its refund stands. No refund open and the order may have
// one: the form (type, amount, product status, reason, explanation, proof pictures uploaded one at
// a time), the prompt "do you want to confirm applying for a refund", then submitted. Otherwise the
// refund as it stands: applying (it may be withdrawn), in progress (a return waiting for the
// goods), refunded or refused. A refusal saying the order changed elsewhere (a refund opened on
// another device, the order cancelled) reads it again; any other returns to the form with what was
// typed.
import { assign, fromPromise, setup } from 'xstate'
import type * as z from 'zod/mini'
import { APPLY_REFUSALS, type ApplyRefusalReason, type refundApply, type refundDetail, type RefundFormValues, type RefundView } from '../src/contract/refunds'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type RefundDetail = z.output<(typeof refundDetail)['data']>
export type RefundApplication = z.input<(typeof refundApply)['body']>

export interface RefundContext {
  /** The route's order, products (comma separated) and amount paid for them. */
  orderId: string | null
  productIds: string | null
  amount: string | null
  /** The order and its refund as last read (or as the application just answered). */
  detail: RefundDetail | null
  /** What the form sent to the prompt: sent again as it is when confirmed. */
  values: RefundFormValues | null
  /** Why the order could not be read (the view tells a refusal from a dropped connection). */
  loadError: unknown
}

export type RefundEvent =
  | { type: 'OPEN'; orderId: string | null; productIds: string | null; amount: string | null }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  /** A proof picture chosen in the uploader. */
  | { type: 'UPLOAD'; file: Blob }
  /** The form's fields passed the contract's rules: ask for confirmation. */
  | { type: 'SUBMIT'; values: RefundFormValues }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'WITHDRAW' }

/** The reason a refusal names in its `data`, if any. */
export function applyRefusalReason(error: unknown): ApplyRefusalReason | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const reason = typeof data === 'object' && data !== null && 'reason' in data ? data.reason : undefined
  return (APPLY_REFUSALS as readonly unknown[]).includes(reason) ? (reason as ApplyRefusalReason) : undefined
}

const loaded = (event: { type: string; output?: unknown }) => event.output as RefundDetail | undefined
const refundIn = (event: { type: string; output?: unknown }, status: RefundView['status']) => loaded(event)?.refund?.status === status

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
  },
  actors: {
    loadRefund: fromPromise<RefundDetail, { orderId: string; productIds: string | null }>(async () => {
      throw new Error('loadRefund is provided by the view')
    }),
    uploadProof: fromPromise<{ url: string }, { file: Blob }>(async () => {
      throw new Error('uploadProof is provided by the view')
    }),
    applyRefund: fromPromise<RefundView, RefundApplication>(async () => {
      throw new Error('applyRefund is provided by the view')
    }),
    withdrawRefund: fromPromise<RefundView, { refundId: number }>(async () => {
      throw new Error('withdrawRefund is provided by the view')
    }),
  },
  guards: {
    hasOrder: ({ event }) => event.type === 'OPEN' && event.orderId !== null,
    isApplying: ({ event }) => refundIn(event, 'applying'),
    isInProgress: ({ event }) => refundIn(event, 'in_progress'),
    canApply: ({ event }) => loaded(event)?.can_apply === true,
    isRefunded: ({ event }) => refundIn(event, 'refunded'),
    isRefused: ({ event }) => refundIn(event, 'refused'),
    /** The order changed elsewhere meanwhile: read it again rather than keep a form that cannot succeed. */
    changedElsewhere: ({ event }) => 'error' in event && ['alreadyOpen', 'notAllowed', 'nothingToRefund'].includes(applyRefusalReason(event.error) ?? ''),
  },
  actions: {
    /** The view tells the shopper the application is in. */
    announceSubmitted: () => {},
    /** The view tells the shopper the refund is withdrawn. */
    announceWithdrawn: () => {},
  },
}).createMachine({
  id: 'refund',
  context: { orderId: null, productIds: null, amount: null, detail: null, values: null, loadError: null },
  initial: 'opening',
  states: {
    // The view sends OPEN with the route's parameters as it mounts.
    opening: {
      description: 'The page opens on the order',
      on: {
        OPEN: [
          {
            guard: 'hasOrder',
            target: 'loading',
            actions: assign(({ event }) => ({ orderId: event.orderId, productIds: event.productIds, amount: event.amount })),
          },
          { target: 'unavailable' },
        ],
      },
    },
    loading: {
      description: 'Reading how the order\'s refund stands',
      invoke: {
        id: 'loadRefund',
        src: 'loadRefund',
        input: ({ context }) => ({ orderId: context.orderId ?? '', productIds: context.productIds }),
        onDone: [
          { guard: 'isApplying', target: 'refund.applying', actions: assign({ detail: ({ event }) => event.output }) },
          { guard: 'isInProgress', target: 'refund.inProgress', actions: assign({ detail: ({ event }) => event.output }) },
          // A refused, withdrawn or partly refunded earlier refund: another may be asked for.
          { guard: 'canApply', target: 'form', actions: assign({ detail: ({ event }) => event.output }) },
          { guard: 'isRefunded', target: 'refund.refunded', actions: assign({ detail: ({ event }) => event.output }) },
          { guard: 'isRefused', target: 'refund.refused', actions: assign({ detail: ({ event }) => event.output }) },
          // Not paid yet, cancelled, completed: nothing to refund.
          { target: 'unavailable', actions: assign({ detail: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    // The view shows the reason; a dropped connection can be retried.
    loadFailed: {
      description: 'The refund could not be read; the page offers to try again',
      on: { RETRY: 'loading' },
    },
    // No order given, or one that cannot be refunded now: the view says so and links to the order.
    unavailable: { description: 'No refund may be applied for on this order', type: 'final' },
    form: {
      description: 'The refund form',
      initial: 'editing',
      states: {
        editing: {
          description: 'The shopper fills in type, amount, reason and proof pictures',
          initial: 'idle',
          states: {
            idle: {
              description: 'The form is filled in',
              on: { UPLOAD: 'uploading', SUBMIT: { target: '#refund.form.confirming', actions: assign({ values: ({ event }) => event.values }) } },
            },
            // One picture at a time; the form is not sent while one uploads.
            uploading: {
              description: 'A proof picture is being uploaded',
              invoke: {
                id: 'uploadProof',
                src: 'uploadProof',
                input: ({ event }) => ({ file: event.type === 'UPLOAD' ? event.file : new Blob() }),
                // The uploader adds the picture to the form; a refusal was told by the client.
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
        // docs/product/order-lifecycle.md#refunds: "Do you want to confirm applying for a refund?"
        confirming: {
          description: 'Asking "do you want to confirm the application?"',
          on: { CONFIRM: 'submitting', CANCEL: 'editing' },
        },
        submitting: {
          description: 'The application is being sent',
          invoke: {
            id: 'applyRefund',
            src: 'applyRefund',
            input: ({ context }) => ({
              ...(context.values as RefundFormValues),
              order_id: Number(context.orderId),
              product_ids: context.detail?.product_ids ?? [],
            }),
            onDone: {
              target: '#refund.submitted',
              actions: [
                assign({
                  detail: ({ context, event }) =>
                    context.detail && { ...context.detail, order: { ...context.detail.order, status: event.output.order_status }, refund: event.output, can_apply: false },
                }),
                'announceSubmitted',
              ],
            },
            onError: [
              { guard: 'changedElsewhere', target: '#refund.loading' },
              // The client has told the shopper why (too much, the connection): the form keeps what was typed.
              { target: 'editing' },
            ],
          },
        },
      },
    },
    // docs/product/order-lifecycle.md#refunds: afterwards the page says the refund was already submitted.
    submitted: {
      description: 'Sent: the refund waits for the merchant',
      on: { WITHDRAW: 'refund.withdrawing', REFRESH: 'loading' },
    },
    refund: {
      // Entered only through an explicit substate: how the loaded refund stands.
      description: 'A refund exists: its status is shown',
      initial: 'applying',
      states: {
        applying: {
          description: 'The refund waits for the merchant; it may be withdrawn',
          on: { WITHDRAW: 'withdrawing', REFRESH: '#refund.loading' },
        },
        withdrawing: {
          description: 'The refund is being withdrawn',
          invoke: {
            id: 'withdrawRefund',
            src: 'withdrawRefund',
            input: ({ context }) => ({ refundId: context.detail?.refund?.id ?? 0 }),
            onDone: { target: '#refund.loading', actions: 'announceWithdrawn' },
            // Decided meanwhile, most likely: read how it stands now.
            onError: '#refund.loading',
          },
        },
        // A return approved: waiting for the goods to reach the shop.
        inProgress: {
          description: 'A return: the merchant waits for the goods',
          on: { REFRESH: '#refund.loading' },
        },
        refunded: {
          description: 'The money was paid back',
          on: { REFRESH: '#refund.loading' },
        },
        refused: {
          description: 'The merchant refused the refund',
          on: { REFRESH: '#refund.loading' },
        },
      },
    },
  },
})

const view = (status: RefundView['status']): RefundView => ({
  id: 1, order_id: 1, order_sn: '26112200000001', order_status: status === 'refunded' ? -1 : status === 'refused' ? 2 : -4,
  type: status === 'in_progress' ? 'return' : 'refund', status, amount: '12.50', product_ids: [1], product_status: 'received',
  reason: 'damaged', explanation: 'The screen is cracked', proof: ['/uploads/u/202611/0123456789abcdef0123456789abcdef.png'],
  merchant_note: status === 'refused' ? 'The photo shows another item' : null, created_at: '2026-11-22T10:00:00.000Z',
  decided_at: status === 'applying' ? null : '2026-11-23T10:00:00.000Z', refunded_at: status === 'refunded' ? '2026-11-23T10:00:00.000Z' : null,
})
const detailWith = (refund: RefundView | null, canApply: boolean): RefundDetail => ({
  order: {
    id: 1, sn: '26112200000001', status: refund?.order_status ?? 2, total: '25.00', refunded: refund?.status === 'refunded' ? '12.50' : '0.00',
    items: [{ product_id: 1, title: 'Aurora Pro 9', sku_label: '256 GB', image: '/uploads/catalogue/products/a.svg', price: '12.50', quantity: 2, subtotal: '25.00' }],
  },
  refund, product_ids: [1], refundable: canApply ? '25.00' : '0.00', can_apply: canApply, goods_sent: true,
})
const values: RefundFormValues = {
  type: 'refund', amount: '12.50', product_status: 'received', reason: 'damaged', explanation: 'The screen is cracked',
  proof: ['/uploads/u/202611/0123456789abcdef0123456789abcdef.png'],
}

export const examples: MachineExamples = {
  events: {
    OPEN: [{ orderId: '1', productIds: '1', amount: '25.00' }, { orderId: null, productIds: null, amount: null }],
    RETRY: [{}],
    REFRESH: [{}],
    UPLOAD: [{ file: { name: 'proof.png' } }],
    SUBMIT: [{ values }],
    CONFIRM: [{}],
    CANCEL: [{}],
    WITHDRAW: [{}],
    'xstate.done.actor.loadRefund': [
      { output: detailWith(null, true) },
      { output: detailWith(view('applying'), false) },
      { output: detailWith(view('in_progress'), false) },
      { output: detailWith(view('refunded'), false) },
      { output: detailWith(view('refused'), false) },
      { output: detailWith(null, false) },
    ],
    'xstate.error.actor.loadRefund': [{ error: new Error('offline') }],
    'xstate.done.actor.uploadProof': [{ output: { url: '/uploads/u/202611/0123456789abcdef0123456789abcdef.png' } }],
    'xstate.error.actor.uploadProof': [{ error: new Error('msg.uploadImageOnly') }],
    'xstate.done.actor.applyRefund': [{ output: view('applying') }],
    // Opened on another device meanwhile (read again), or more than the items may get back (the form again).
    'xstate.error.actor.applyRefund': [{ error: { data: { reason: 'alreadyOpen' } } }, { error: { data: { reason: 'amountTooHigh', max: '25.00' } } }],
    'xstate.done.actor.withdrawRefund': [{ output: view('withdrawn') }],
    'xstate.error.actor.withdrawRefund': [{ error: new Error('msg.refundNotWithdrawable') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The page opens on an order',
    'done: loadRefund': 'The server answered how the refund stands',
    'error: loadRefund': 'The refund could not be read',
    RETRY: 'The shopper taps Retry',
    UPLOAD: 'The shopper picks a proof picture',
    'done: uploadProof': 'The picture was uploaded',
    'error: uploadProof': 'The picture could not be uploaded',
    SUBMIT: 'The shopper taps Submit',
    CONFIRM: 'The shopper confirms the application',
    CANCEL: 'The shopper goes back to the form',
    'done: applyRefund': 'The server took the application',
    'error: applyRefund': 'The server refused the application',
    WITHDRAW: 'The shopper withdraws the refund',
    REFRESH: 'The shopper reads the refund again',
    'done: withdrawRefund': 'The server withdrew the refund',
    'error: withdrawRefund': 'The server refused to withdraw',
  },
  guards: {
    hasOrder: 'an order is given',
    isApplying: 'the latest refund waits for the merchant',
    isInProgress: 'the latest refund is a return waiting for the goods',
    canApply: 'the server says the order may be refunded now',
    isRefunded: 'the latest refund was paid back',
    isRefused: 'the latest refund was refused',
    changedElsewhere: 'the server says the order changed meanwhile (a refund open, not allowed, nothing left)',
  },
  actions: {
    assign: 'Remembers the order, the refund read or the form',
    announceSubmitted: 'Says the application was submitted',
    announceWithdrawn: 'Says the refund was withdrawn',
  },
}
