// Days a list is narrowed by, both ends included: the first and the last day as forms and URLs write
// them (YYYY-MM-DD). Whose calendar the days are is each call's to say (a shop's time zone, or UTC
// for the operator's queues). A first day after the last is refused, not read as an empty list.
import * as z from 'zod/mini'
import { calendarDay } from './merchant-orders'

export const dayRange = { from: z.optional(calendarDay), to: z.optional(calendarDay) }
export type DayRange = { from?: string; to?: string }

/** The check a query with `dayRange` ends with: the first day not after the last. */
export const firstDayNotAfterLast = z.refine<DayRange>((range) => !range.from || !range.to || range.from <= range.to, {
  message: 'ledgerQueues.daysReversed',
  path: ['to'],
})
