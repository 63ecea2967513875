// Days of a calendar as SQL: a moment between the start of the first day and the end of the last
// (both included) in a named time zone, the way the merchant's order search reads its days.
import { sql, type SQL } from 'drizzle-orm'
import type { DayRange } from '../../contract/day-range'

/** `moment` (a timestamptz column) within the days of `range` in `zone`; true when no day is given. */
export function withinDays(moment: SQL, zone: string, range: DayRange): SQL {
  const parts: SQL[] = []
  if (range.from) parts.push(sql`${moment} >= (${range.from}::date)::timestamp at time zone ${zone}`)
  if (range.to) parts.push(sql`${moment} < (${range.to}::date + 1)::timestamp at time zone ${zone}`)
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}
