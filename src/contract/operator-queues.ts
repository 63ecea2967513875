// What the operator's recharge and withdrawal queues are searched by and what they add to a page:
// the user (part of the account), an amount range and the days asked (UTC calendar days: operators
// work across time zones), with the count and sum of every status under the same search; and,
// beside a request, the user's wallet: balance and latest movements.
import * as z from 'zod/mini'
import { AMOUNT_PATTERN, accountRef, auditStatus } from './audits'
import { billRow } from './bill'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { dayRange, firstDayNotAfterLast, type DayRange } from './day-range'
import { integer, money } from './fields'
import { centsOf } from './money'

/** An amount bound as typed: digits with at most two decimals. */
const amountBound = z.string({ error: 'ledgerQueues.amountInvalid' }).check(z.trim(), z.regex(AMOUNT_PATTERN, 'ledgerQueues.amountInvalid'))

/** The search fields every queue takes beside its status and page. */
export const queueSearch = {
  account: z.optional(z.string({ error: 'ledgerQueues.accountTooLong' }).check(z.trim(), z.maxLength(50, 'ledgerQueues.accountTooLong'))),
  min: z.optional(amountBound),
  max: z.optional(amountBound),
  ...dayRange,
}
export type QueueSearch = DayRange & { account?: string; min?: string; max?: string }

/** The checks a queue's query ends with: the first day not after the last, the least amount not above the most. */
export const queueSearchChecks = [
  firstDayNotAfterLast,
  z.refine<QueueSearch>((q) => !q.min || !q.max || centsOf(q.min) <= centsOf(q.max), { message: 'ledgerQueues.amountsReversed', path: ['max'] }),
] as const

/** Per status (0 waiting, 1 approved, 2 refused), how many rows the search finds and their sum; every status present. */
export const queueTotals = z.array(z.object({ status: auditStatus, count: integer(), amount: money }))
export type QueueTotals = z.output<typeof queueTotals>

export const adminUserWallet = defineCall({
  method: 'GET',
  path: '/api/admin/user/wallet',
  access: 'operator',
  summary: "A user's wallet beside their request: the account, the name on it, the balance and the 10 latest ledger rows, newest first",
  query: z.object({ user_id: idOf('msg.userNotFound') }),
  data: z.object({
    user: z.extend(accountRef, { name: z.string() }),
    balance: money,
    movements: z.array(billRow),
  }),
})
