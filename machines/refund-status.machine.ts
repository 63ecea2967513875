// A refund's status on the server (docs/product/order-lifecycle.md#refunds): it waits for the merchant
// (applying) until the shopper withdraws it, the merchant refuses it, or approves it: a refund only
// is paid back at once, a return waits for the goods (in progress) and is paid back when they come.
// The server rebuilds a refund's state from its stored status and writes a new one only when this
// machine takes the event from there.
import { setup, transition } from 'xstate'
import type { RefundStatus } from '../src/contract/refunds'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type RefundStatusEvent =
  /** The shopper takes back a refund the merchant has not decided. */
  | { type: 'WITHDRAW' }
  /** The merchant refuses it (with a note the shopper reads). */
  | { type: 'REFUSE' }
  /** The merchant approves a refund only: the money goes back now. */
  | { type: 'APPROVE_REFUND' }
  /** The merchant approves a return: the money goes back when the goods do. */
  | { type: 'APPROVE_RETURN' }
  /** The goods of an approved return came back to the shop. */
  | { type: 'GOODS_RECEIVED' }

export const refundStatusMachine = setup({
  types: {
    events: {} as RefundStatusEvent,
  },
}).createMachine({
  id: 'refundStatus',
  initial: 'applying',
  states: {
    applying: {
      description: 'The refund waits for the merchant',
      on: { WITHDRAW: 'withdrawn', REFUSE: 'refused', APPROVE_REFUND: 'refunded', APPROVE_RETURN: 'in_progress' },
    },
    in_progress: {
      description: 'A return: it waits for the goods',
      on: { GOODS_RECEIVED: 'refunded' },
    },
    refunded: { description: 'The money was paid back', type: 'final' },
    refused: { description: 'The merchant refused the refund', type: 'final' },
    withdrawn: { description: 'The shopper withdrew the refund', type: 'final' },
  },
})

/** The status a new refund is stored with. */
export const INITIAL_REFUND_STATUS = refundStatusMachine.config.initial as RefundStatus

/** The statuses still waiting for someone (not final): one such refund per order at most. */
export const OPEN_REFUND_STATES = Object.values(refundStatusMachine.states).filter((node) => node.type !== 'final').map((node) => node.key as RefundStatus)

/** The status `event` moves a refund to from `status`, or null when the machine does not take it there. */
export function nextRefundStatus(status: RefundStatus, event: RefundStatusEvent['type']): RefundStatus | null {
  if (!(status in refundStatusMachine.states)) return null
  const snapshot = refundStatusMachine.resolveState({ value: status })
  if (!snapshot.can({ type: event })) return null
  const [next] = transition(refundStatusMachine, snapshot, { type: event })
  return next.value as RefundStatus
}

export const examples: MachineExamples = {
  events: { WITHDRAW: [{}], REFUSE: [{}], APPROVE_REFUND: [{}], APPROVE_RETURN: [{}], GOODS_RECEIVED: [{}] },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    WITHDRAW: 'The shopper withdraws the refund',
    REFUSE: 'The merchant refuses the refund',
    APPROVE_REFUND: 'The merchant approves a refund only: paid back at once',
    APPROVE_RETURN: 'The merchant approves a refund and return',
    GOODS_RECEIVED: 'The merchant received the goods back',
  },
  guards: {},
  actions: {},
}
