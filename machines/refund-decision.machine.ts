// A merchant's decision on one refund request in the console
// (docs/product/order-lifecycle.md#refunds, docs/product/money.md#escrow-and-commission): approve
// after a confirm (it moves money, or for a return promises to), or refuse with a note the shopper
// will read. A refund and return, approved, waits for the goods; marking them received (confirmed
// too) pays the shopper back. The view opens it with the refund as listed (OPEN). A refusal by the
// server (decided meanwhile, the shopper withdrew it, the order changed) or a dropped connection
// ends this machine: the client has said why, the view reads the row again, and a new machine goes
// with the refund as it stands now.
import { assign, fromPromise, setup } from 'xstate'
import { refusalNote, type MerchantRefundRow, type RefundStatus } from '../src/contract/refunds'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** What is sent: approve or refuse, with the merchant's words (required to refuse). */
export interface RefundDecision {
  approve: boolean
  note: string
}

export interface RefundDecisionContext {
  /** The refund as last answered by the server: what the row shows. */
  refund: MerchantRefundRow | null
  decision: RefundDecision | null
}

export type RefundDecisionEvent =
  | { type: 'OPEN'; refund: MerchantRefundRow }
  | { type: 'APPROVE' }
  | { type: 'REFUSE' }
  /** The note as typed when refusing. */
  | { type: 'SEND_REFUSAL'; note: string }
  | { type: 'MARK_RECEIVED' }
  /** Yes to the question asked (approve, goods received); approving may carry a note (where to send the goods). */
  | { type: 'CONFIRM'; note?: string }
  | { type: 'CANCEL' }

/** The refund an event carries: the one opened, or the one a call answered. */
function refundIn(event: { type: string }): MerchantRefundRow | undefined {
  if (event.type === 'OPEN') return (event as { refund?: MerchantRefundRow }).refund
  return (event as { output?: MerchantRefundRow }).output
}
const statusIs = (status: RefundStatus) => ({ event }: { event: { type: string } }) => refundIn(event)?.status === status

export const refundDecisionMachine = setup({
  types: {
    context: {} as RefundDecisionContext,
    events: {} as RefundDecisionEvent,
  },
  actors: {
    /** POST /api/merchant/refund/decide. */
    decide: fromPromise<MerchantRefundRow, { refundId: number } & RefundDecision>(async () => {
      throw new Error('decide is provided by the view')
    }),
    /** POST /api/merchant/refund/received. */
    markReceived: fromPromise<MerchantRefundRow, { refundId: number }>(async () => {
      throw new Error('markReceived is provided by the view')
    }),
  },
  guards: {
    isApplying: statusIs('applying'),
    isWaitingForGoods: statusIs('in_progress'),
    /** The contract's rule, the server's own: a note of 1 to 500 characters. */
    hasNote: ({ event }) => event.type === 'SEND_REFUSAL' && refusalNote.safeParse(event.note).success,
  },
  actions: {
    /** The refund the event carries is the one the row shows now. */
    keep: assign({ refund: ({ event }) => refundIn(event) ?? null }),
    /** The view says how it was decided (refunded, refused, waiting for the goods). */
    decided: () => {},
    /** The client has said why; the view reads the row again (GET /api/merchant/refund/detail). */
    refused: () => {},
  },
}).createMachine({
  id: 'refundDecision',
  context: { refund: null, decision: null },
  initial: 'opening',
  states: {
    opening: {
      description: 'The console opens the refund request',
      on: {
        OPEN: [
          { guard: 'isApplying', target: 'waiting', actions: 'keep' },
          { guard: 'isWaitingForGoods', target: 'waitingForGoods', actions: 'keep' },
          { target: 'decided', actions: 'keep' },
        ],
      },
    },
    // Waiting for the merchant: approve or refuse.
    waiting: {
      description: 'The request waits for the merchant\'s decision',
      on: { APPROVE: 'confirmingApproval', REFUSE: 'refusing' },
    },
    confirmingApproval: {
      description: 'Asking the merchant to confirm the approval (money moves)',
      on: {
        CONFIRM: { target: 'approving', actions: assign({ decision: ({ event }) => ({ approve: true, note: (event.note ?? '').trim() }) }) },
        CANCEL: 'waiting',
      },
    },
    // The note is written; sending none says it is required and keeps the form open.
    refusing: {
      description: 'The merchant writes a note for the shopper',
      initial: 'writing',
      states: {
        writing: { description: 'The note box is open' },
        noteMissing: { description: 'The note is missing or too long; the box says so' },
      },
      on: {
        SEND_REFUSAL: [
          { guard: 'hasNote', target: 'sendingRefusal', actions: assign({ decision: ({ event }) => ({ approve: false, note: event.note.trim() }) }) },
          { target: '.noteMissing' },
        ],
        CANCEL: 'waiting',
      },
    },
    // No second decision is sent while the server answers.
    approving: {
      description: 'The approval is on its way to the server',
      invoke: {
        id: 'approve',
        src: 'decide',
        input: ({ context }) => ({ refundId: context.refund?.id ?? 0, ...(context.decision ?? { approve: true, note: '' }) }),
        onDone: [
          // A return approved: the money waits for the goods.
          { guard: 'isWaitingForGoods', target: 'waitingForGoods', actions: ['keep', 'decided'] },
          { target: 'decided', actions: ['keep', 'decided'] },
        ],
        onError: { target: 'outdated', actions: 'refused' },
      },
    },
    sendingRefusal: {
      description: 'The refusal is on its way to the server',
      invoke: {
        id: 'refuse',
        src: 'decide',
        input: ({ context }) => ({ refundId: context.refund?.id ?? 0, ...(context.decision ?? { approve: false, note: '' }) }),
        onDone: { target: 'decided', actions: ['keep', 'decided'] },
        onError: { target: 'outdated', actions: 'refused' },
      },
    },
    waitingForGoods: {
      description: 'A return was approved: it waits for the goods',
      on: { MARK_RECEIVED: 'confirmingReceipt' },
    },
    // Paying back cannot be undone: asked once more.
    confirmingReceipt: {
      description: 'Asking the merchant to confirm the goods came back',
      on: { CONFIRM: 'markingReceived', CANCEL: 'waitingForGoods' },
    },
    markingReceived: {
      description: 'The receipt of the goods is on its way; the shopper is paid back',
      invoke: {
        id: 'markReceived',
        src: 'markReceived',
        input: ({ context }) => ({ refundId: context.refund?.id ?? 0 }),
        onDone: { target: 'decided', actions: ['keep', 'decided'] },
        onError: { target: 'outdated', actions: 'refused' },
      },
    },
    // The client has shown the server's reason (or the dropped line); the view reads the row again
    // and a new machine goes with the refund as it stands now.
    outdated: { description: 'The server refused: the request changed meanwhile', type: 'final' },
    // Refunded, refused or withdrawn: nothing is left to do.
    decided: { description: 'The request is decided', type: 'final' },
  },
})

const refund = (status: RefundStatus, type: MerchantRefundRow['type'] = 'refund'): MerchantRefundRow => ({
  id: 1, order_id: 1, order_sn: '26112200000001', order_status: status === 'refunded' ? -1 : -4, type, status, amount: '12.50', product_ids: [1],
  product_status: 'received', reason: 'damaged', explanation: 'The screen is cracked', proof: ['/uploads/u/202611/0123456789abcdef0123456789abcdef.png'],
  merchant_note: null, created_at: '2026-11-22T10:00:00.000Z', decided_at: status === 'applying' ? null : '2026-11-23T10:00:00.000Z',
  refunded_at: status === 'refunded' ? '2026-11-23T10:00:00.000Z' : null,
  items: [{ product_id: 1, title: 'Aurora Pro 9', sku_label: '256 GB', image: '/uploads/catalogue/products/a.svg', price: '12.50', quantity: 1, subtotal: '12.50' }],
  order_total: '12.50', order_refunded: status === 'refunded' ? '12.50' : '0.00', respond_by: status === 'applying' ? '2026-11-24T10:00:00.000Z' : null,
})

export const examples: MachineExamples = {
  events: {
    OPEN: [{ refund: refund('applying') }, { refund: refund('in_progress', 'return') }, { refund: refund('refused') }],
    CONFIRM: [{ note: '' }],
    SEND_REFUSAL: [{ note: 'The pictures show another item' }, { note: '  ' }],
    'xstate.done.actor.approve': [{ output: refund('refunded') }, { output: refund('in_progress', 'return') }],
    // Withdrawn by the shopper meanwhile: the server refuses, the row is read again.
    'xstate.error.actor.approve': [{ error: { kind: 'business', msg: 'The refund of order 26112200000001 has already been decided' } }],
    'xstate.done.actor.refuse': [{ output: refund('refused') }],
    'xstate.error.actor.refuse': [{ error: { kind: 'network', msg: 'Backend interface connection abnormal' } }],
    'xstate.done.actor.markReceived': [{ output: refund('refunded', 'return') }],
    'xstate.error.actor.markReceived': [{ error: { kind: 'network', msg: 'Backend interface connection abnormal' } }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    OPEN: 'The console opens the request as the server has it',
    APPROVE: 'The merchant taps Approve',
    REFUSE: 'The merchant taps Refuse',
    CONFIRM: 'The merchant confirms',
    CANCEL: 'The merchant cancels',
    SEND_REFUSAL: 'The merchant sends the refusal with its note',
    'done: approve': 'The server approved the refund',
    'error: approve': 'The server refused the approval',
    'done: refuse': 'The server refused the refund',
    'error: refuse': 'The server refused the refusal',
    MARK_RECEIVED: 'The merchant marks the goods received',
    'done: markReceived': 'The server recorded the goods and paid the shopper back',
    'error: markReceived': 'The server refused the receipt',
  },
  guards: {
    isApplying: 'the refund read waits for the merchant',
    isWaitingForGoods: 'the refund read is a return waiting for the goods',
    hasNote: 'the note is 1 to 500 characters (the contract\'s rule)',
  },
  actions: {
    keep: 'Keeps the refund as the server has it',
    assign: 'Remembers the decision or the note being sent',
    decided: 'Tells the view the request is decided',
    refused: 'Tells the view the server refused and why',
  },
}
