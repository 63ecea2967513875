// What a shopper reads on the wallet records (/topUpRecord, /depositRecord, /capitalRecord): the
// filters of each list in the order of docs/product/money.md#audit-results-and-filters (all, 2
// refused, 0 auditing, 1 passed), the status texts of recharges and withdrawals, and a label per
// kind of ledger row.
import type { AuditFilter, AuditStatus } from '../../contract/audits'
import { BILL_KINDS, type BillKind } from '../../contract/bill'

export type BillFilter = 'all' | BillKind

/**
 * The tabs of both audit lists, in the order of docs/product/money.md#audit-results-and-filters:
 * the filter value and the locale key of its title.
 */
export const RECHARGE_TABS: ReadonlyArray<readonly [AuditFilter, string]> = [
  ['all', 'ui.recordAll'],
  ['2', 'ui.recordTabRejected'],
  ['0', 'ui.recordTabWaiting'],
  ['1', 'ui.recordTabApproved'],
]

export const WITHDRAWAL_TABS: ReadonlyArray<readonly [AuditFilter, string]> = [
  ['all', 'ui.recordAll'],
  ['2', 'ui.recordRefused'],
  ['0', 'ui.recordAuditing'],
  ['1', 'ui.recordPassed'],
]

/** A recharge's status in full: waiting for review, approved, rejected. */
export const RECHARGE_STATUS_TEXT: Record<AuditStatus, string> = {
  0: 'ui.recordWaitingReview',
  1: 'ui.recordApproved',
  2: 'ui.recordRejected',
}

/**
 * A withdrawal's audit result (docs/product/money.md#audit-results-and-filters): auditing, passed,
 * refused.
 */
export const WITHDRAWAL_STATUS_TEXT: Record<AuditStatus, string> = {
  0: 'ui.recordAuditing',
  1: 'ui.recordPassed',
  2: 'ui.recordRefused',
}

/** The label of each kind of row of the shopper's own wallet. */
export const BILL_KIND_TEXT: Record<BillKind, string> = {
  opening: 'ui.billKindOpening',
  recharge: 'ui.billKindRecharge',
  payment: 'ui.billKindPayment',
  refund: 'ui.billKindRefund',
  income: 'ui.billKindIncome',
  withdrawal_hold: 'ui.billKindWithdrawalHold',
  withdrawal_release: 'ui.billKindWithdrawalRelease',
}

/** The tabs of the fund record: all, then each kind in the contract's order. */
export const BILL_TABS: ReadonlyArray<readonly [BillFilter, string]> = [
  ['all', 'ui.recordAll'],
  ...BILL_KINDS.map((kind) => [kind, BILL_KIND_TEXT[kind]] as const),
]

/** A moment as the order pages show one: the date and the time, in the interface language. */
export const formatWhen = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
