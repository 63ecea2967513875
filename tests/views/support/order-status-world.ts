// What a shopper should see of an order in each state of the orderStatus machine, for its driver
// (tests/drivers/order-status.driver.ts): the status text, and exactly the actions the machine
// allows (pay, cancel, confirm, apply refund) plus what only the order's data adds (review while an
// item waits for one, view refund once there is a refund).
import { orderStatusMachine } from '../../../machines/order-status.machine'
import type { OrderAction } from '../../../src/contract/order-lifecycle'

/** The status text per top state (its locale key: the driver reads it in the path's language). */
export const STATUS_SHOWN: Record<string, string> = {
  waitingPay: 'ui.statusWaitingPay',
  waitingDeliver: 'ui.statusWaitingDeliver',
  delivered: 'ui.statusDelivered',
  received: 'ui.statusReceived',
  completed: 'ui.statusCompleted',
  cancelled: 'ui.statusCancelled',
  afterSale: 'ui.statusAfterSale',
}

/** The My orders tab of each top state: its filter value and the locale key of its title. */
export const TAB_OF: Record<string, { filter: string; title: string }> = {
  waitingPay: { filter: '0', title: 'ui.tabWaitingPay' },
  waitingDeliver: { filter: '1', title: 'ui.tabWaitingDeliver' },
  delivered: { filter: '2', title: 'ui.statusDelivered' },
  received: { filter: '3', title: 'ui.statusReceived' },
  completed: { filter: '4', title: 'ui.statusCompleted' },
  cancelled: { filter: '-1', title: 'ui.statusCancelled' },
  afterSale: { filter: '-4', title: 'ui.statusAfterSale' },
}

/** The words of the latest refund's state, as the order page shows them (locale keys). */
export const REFUND_SHOWN = {
  applying: 'ui.refundStatusApplying', refused: 'ui.refundStatusRefused', withdrawn: 'ui.refundStatusWithdrawn', refunded: 'ui.refundStatusRefunded',
} as const
export type RefundShown = keyof typeof REFUND_SHOWN

export const topState = (state: string) => state.split('.')[0]!

/** What the path has done to the order besides its status. */
export interface OrderHistory {
  /** The latest refund's state, once one was applied for. */
  refund: RefundShown | null
  /** Every item was reviewed. */
  reviewed: boolean
}

/** The actions the order shows in `state` (a path's dotted state name), sorted. */
export function allowedActions(state: string, history: OrderHistory): OrderAction[] {
  const [top, sub] = state.split('.')
  const snapshot = orderStatusMachine.resolveState({ value: sub ? { [top!]: sub } : top! })
  const can = (type: 'PAY' | 'CANCEL' | 'CONFIRM' | 'COMPLETE' | 'APPLY_REFUND') => snapshot.can({ type })
  const actions: OrderAction[] = []
  if (can('PAY')) actions.push('pay')
  if (can('CANCEL')) actions.push('cancel')
  if (can('CONFIRM')) actions.push('confirm')
  // Reviewing every item is how the shopper completes a received order.
  if (can('COMPLETE') && !history.reviewed) actions.push('review')
  if (can('APPLY_REFUND')) actions.push('applyRefund')
  if (history.refund) actions.push('viewRefund')
  return actions.sort()
}
