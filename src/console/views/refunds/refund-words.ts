// What a merchant reads of a refund (in the shopper's refund page's words, so both sides agree) and
// the refunds screen's tabs with the list filter each one asks for.
import type { RefundFilter, RefundReason, RefundStatus, RefundType } from '../../../contract/refunds'
import type { RefundTab } from '../../routes/refunds-route'

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  applying: 'ui.refundStatusApplying',
  in_progress: 'ui.refundStatusInProgress',
  refunded: 'ui.refundStatusRefunded',
  refused: 'ui.refundStatusRefused',
  withdrawn: 'ui.refundStatusWithdrawn',
}

export const REFUND_TYPE_TEXT: Record<RefundType, string> = {
  refund: 'ui.refundTypeRefund',
  return: 'ui.refundTypeReturn',
}

export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  notAsDescribed: 'ui.refundReasonNotAsDescribed',
  damaged: 'ui.refundReasonDamaged',
  wrongItem: 'ui.refundReasonWrongItem',
  missingParts: 'ui.refundReasonMissingParts',
  notDelivered: 'ui.refundReasonNotDelivered',
  noLongerNeeded: 'ui.refundReasonNoLongerNeeded',
  other: 'ui.refundReasonOther',
}

/** Each tab: its title and the list filter it asks the server for. */
export const REFUND_TAB_FILTER: Record<RefundTab, { title: string; filter: RefundFilter }> = {
  waiting: { title: 'console.refundsWaiting', filter: 'applying' },
  inProgress: { title: 'console.refundsInProgress', filter: 'in_progress' },
  done: { title: 'console.refundsDone', filter: 'done' },
}

/** The tab a refund in this status is listed under. */
export function refundTabOf(status: RefundStatus): RefundTab {
  return status === 'applying' ? 'waiting' : status === 'in_progress' ? 'inProgress' : 'done'
}
