// A day of the sales chart, and how its date is written: apart from the chart's module so that the
// panel can use them without loading the chart library.
export interface SalesDay {
  /** YYYY-MM-DD in the shop's calendar. */
  date: string
  orders: number
  amount: string
}

/** A day as the reader's language writes a short date (the date is the shop's: no zone moves it). */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}
