// The order lifecycle of docs/product/order-lifecycle.md#transitions. The server rebuilds an
// order's state from its stored status and accepts a change only when this machine can take the
// event from there; the views show only the actions it allows. After-sale remembers in its substate
// where the order came from, so a refused or withdrawn refund returns it there.
import { setup, transition } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type OrderStatusEvent =
  /** The shopper paid (one payment may pay several orders). */
  | { type: 'PAY' }
  /** The shopper cancelled before paying, or 30 unpaid minutes passed (stock is released). */
  | { type: 'CANCEL' }
  | { type: 'EXPIRE' }
  /** The merchant shipped it with a logistics company and tracking number. */
  | { type: 'SHIP' }
  /** The shopper confirmed receipt, or 10 days passed after delivery. */
  | { type: 'CONFIRM' }
  | { type: 'AUTO_CONFIRM' }
  /** Every item reviewed, or 7 days passed after receipt: the merchant is paid out of escrow. */
  | { type: 'COMPLETE' }
  /** The shopper applied for a refund; the merchant refused it or the shopper withdrew it. */
  | { type: 'APPLY_REFUND' }
  | { type: 'REFUSE_REFUND' }
  | { type: 'WITHDRAW_REFUND' }
  /** The whole order was refunded out of escrow. */
  | { type: 'REFUND' }

const backFromAfterSale = (target: string) => ({ REFUSE_REFUND: target, WITHDRAW_REFUND: target, REFUND: '#orderStatus.cancelled' })

export const orderStatusMachine = setup({
  types: {
    events: {} as OrderStatusEvent,
  },
}).createMachine({
  id: 'orderStatus',
  initial: 'waitingPay',
  states: {
    waitingPay: {
      description: 'The order waits for payment',
      meta: { code: 0 },
      on: { PAY: 'waitingDeliver', CANCEL: 'cancelled', EXPIRE: 'cancelled' },
    },
    waitingDeliver: {
      description: 'Paid: the order waits for the merchant to ship',
      meta: { code: 1 },
      on: { SHIP: 'delivered', APPLY_REFUND: 'afterSale.fromWaitingDeliver' },
    },
    // Tags the server reads instead of listing statuses: shipped and not yet received (in transit),
    // the goods out of the shop (a return or "received" refund is possible).
    delivered: {
      description: 'Shipped: the order is on its way',
      meta: { code: 2 },
      tags: ['inTransit', 'goodsSent'],
      on: { CONFIRM: 'received', AUTO_CONFIRM: 'received', APPLY_REFUND: 'afterSale.fromDelivered' },
    },
    received: {
      description: 'The shopper received the order',
      meta: { code: 3 },
      tags: ['goodsSent'],
      on: { COMPLETE: 'completed', APPLY_REFUND: 'afterSale.fromReceived' },
    },
    completed: { description: 'The order is completed', meta: { code: 4 }, type: 'final', tags: ['goodsSent'] },
    cancelled: { description: 'The order is cancelled (unpaid, expired, or refunded)', meta: { code: -1 }, type: 'final' },
    afterSale: {
      description: 'A refund is open; the order remembers where it came from',
      meta: { code: -4 },
      // Entered only through an explicit substate; the initial one is never taken by itself.
      initial: 'fromWaitingDeliver',
      states: {
        fromWaitingDeliver: { description: 'A refund is open on an order not yet shipped', on: backFromAfterSale('#orderStatus.waitingDeliver') },
        fromDelivered: { description: 'A refund is open on an order on its way', tags: ['inTransit', 'goodsSent'], on: backFromAfterSale('#orderStatus.delivered') },
        fromReceived: { description: 'A refund is open on a received order', tags: ['goodsSent'], on: backFromAfterSale('#orderStatus.received') },
      },
    },
  },
})

/** The state of each stored status code; after-sale also needs the status it came from. */
const STATE_OF_CODE: Record<number, string> = { 0: 'waitingPay', 1: 'waitingDeliver', 2: 'delivered', 3: 'received', 4: 'completed', [-1]: 'cancelled' }
const AFTER_SALE_FROM: Record<number, string> = { 1: 'fromWaitingDeliver', 2: 'fromDelivered', 3: 'fromReceived' }

/**
 * The snapshot of an order with this stored status (and, in after-sale, the status it came from),
 * or undefined for a code the lifecycle does not know.
 */
export function orderStatusSnapshot(code: number, beforeAfterSale: number | null = null) {
  const value = code === -4 ? (AFTER_SALE_FROM[beforeAfterSale ?? -99] ? { afterSale: AFTER_SALE_FROM[beforeAfterSale!] } : undefined) : STATE_OF_CODE[code]
  return value === undefined ? undefined : orderStatusMachine.resolveState({ value })
}

/**
 * The status code an event moves an order to, or null when the lifecycle does not allow it from
 * here: the one rule the server and the views share.
 */
export function nextOrderStatus(code: number, event: OrderStatusEvent['type'], beforeAfterSale: number | null = null): number | null {
  const snapshot = orderStatusSnapshot(code, beforeAfterSale)
  if (!snapshot || !snapshot.can({ type: event })) return null
  const [next] = transition(orderStatusMachine, snapshot, { type: event })
  const top = typeof next.value === 'string' ? next.value : Object.keys(next.value)[0]!
  return (orderStatusMachine.states[top]!.meta as { code: number }).code
}

export const examples: MachineExamples = {
  events: {
    PAY: [{}], CANCEL: [{}], EXPIRE: [{}], SHIP: [{}], CONFIRM: [{}], AUTO_CONFIRM: [{}], COMPLETE: [{}],
    APPLY_REFUND: [{}], REFUSE_REFUND: [{}], WITHDRAW_REFUND: [{}], REFUND: [{}],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    PAY: 'The shopper pays the order',
    CANCEL: 'The shopper cancels the unpaid order',
    EXPIRE: 'The time to pay ran out',
    SHIP: 'The merchant ships the order',
    APPLY_REFUND: 'The shopper applies for a refund',
    CONFIRM: 'The shopper confirms receipt',
    AUTO_CONFIRM: 'The time to confirm ran out: receipt is confirmed for the shopper',
    COMPLETE: 'The order completes after receipt',
    REFUSE_REFUND: 'The merchant refuses the refund',
    WITHDRAW_REFUND: 'The shopper withdraws the refund',
    REFUND: 'The refund is paid back to the shopper',
  },
  guards: {},
  actions: {},
}
