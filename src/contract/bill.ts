// The bill and fund record (docs/api-conventions.md#paths: GET /api/user/bill, /capitalRecord):
// every ledger row of the shopper's wallet with its kind, amount, balance after and time
// (docs/product/money.md#amounts).
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'

/** Every kind of ledger row, a user's and the platform's. */
export const LEDGER_KINDS = [
  'opening', 'recharge', 'payment', 'escrow_in', 'refund', 'escrow_out', 'income', 'commission',
  'withdrawal_hold', 'withdrawal_release', 'payout', 'fee',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** The kinds a user's own wallet has rows of: the bill's filter, each with the label `ui.billKind<Kind>`. */
export const BILL_KINDS = ['opening', 'recharge', 'payment', 'refund', 'income', 'withdrawal_hold', 'withdrawal_release'] as const satisfies readonly LedgerKind[]
export type BillKind = (typeof BILL_KINDS)[number]

export const billFilter = z._default(z.enum(['all', ...BILL_KINDS], { error: 'msg.billKindUnknown' }), 'all')

export const billRow = z.object({
  id: integer(),
  kind: z.enum(BILL_KINDS),
  /** Signed: credits positive, debits negative. */
  amount: money,
  balance_after: money,
  /** The order numbers the row is about (payment, refund, income), else empty. */
  order_sns: z.array(z.string()),
  /** The recharge or withdrawal the row is about, else null. */
  recharge_id: z.nullable(integer()),
  withdrawal_id: z.nullable(integer()),
  created_at: isoTime,
})
export type BillRow = z.output<typeof billRow>

export const bill = defineCall({
  method: 'GET',
  path: '/api/user/bill',
  access: 'user',
  summary: "Every row of the shopper's wallet ledger, newest first, by kind",
  query: z.extend(pageQuery, { kind: billFilter }),
  data: z.extend(pageOf(billRow), { balance: money }),
})
