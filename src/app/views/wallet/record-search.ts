// The filters of the wallet records, kept in the URL's search params (the paths /topUpRecord,
// /depositRecord and /capitalRecord take none of their own: docs/product/screens.md#routes):
// `?status=2` (0 auditing, 1 passed, 2 refused) and `?kind=recharge`. Absent is all; a value that
// does not parse is dropped.
import * as z from 'zod/mini'
import type { AuditFilter } from '../../../contract/audits'
import { BILL_KINDS } from '../../../contract/bill'
import type { BillFilter } from '../../../ui/records/record-words'

/** The router reads `?status=2` as the number 2, and writes the number back the same way. */
export const auditSearch = z.object({
  status: z.catch(z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])), undefined),
})
export type AuditSearch = z.output<typeof auditSearch>

export const billSearch = z.object({ kind: z.catch(z.optional(z.enum(BILL_KINDS)), undefined) })
export type BillSearch = z.output<typeof billSearch>

export const auditFilterOf = (search: AuditSearch): AuditFilter => (search.status === undefined ? 'all' : (String(search.status) as AuditFilter))

/** The search of a tab: none for all, so the plain path is the whole list. */
export const auditSearchOf = (filter: AuditFilter): AuditSearch => (filter === 'all' ? {} : { status: Number(filter) as 0 | 1 | 2 })

export const billFilterOf = (search: BillSearch): BillFilter => search.kind ?? 'all'

export const billSearchOf = (filter: BillFilter): BillSearch => (filter === 'all' ? {} : { kind: filter })
