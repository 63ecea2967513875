// The operator's queues keep their tab and search in the URL (?status=1 approved, ?status=2
// refused, none: waiting; &account=lan&min=50&max=500&from=2026-11-01&to=2026-11-27, days in UTC).
// As for the orders screen, the router reads `?status=1` as the number 1 and would write a string
// back as `?status=%221%22`, so the value is kept as it came; the page reads an unknown one as the
// waiting queue. An amount or an account of digits may come as a number: it is read back as text.
import * as z from 'zod/mini'

const text = z.catch(z.optional(z.pipe(z.union([z.number(), z.string()]), z.transform((v: string | number) => String(v)))), undefined)

export const auditSearch = z.object({
  status: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
  account: text,
  min: text,
  max: text,
  from: text,
  to: text,
})
export type AuditSearch = z.output<typeof auditSearch>

/** The search fields of a queue, in the URL's order. */
export const QUEUE_SEARCH_KEYS = ['account', 'min', 'max', 'from', 'to'] as const
