// The operator's queues keep their tab in the URL (?status=1 approved, ?status=2 refused; none:
// waiting). As for the orders screen, the router reads `?status=1` as the number 1 and would write a
// string back as `?status=%221%22`, so the value is kept as it came; the page reads an unknown one as
// the waiting queue.
import * as z from 'zod/mini'

export const auditSearch = z.object({ status: z.catch(z.optional(z.union([z.number(), z.string()])), undefined) })
export type AuditSearch = z.output<typeof auditSearch>
