// A day as the interface language writes it (toLocaleDateString's short form: 11/25/2026,
// 25/11/2026, 2026/11/25, 2026. 11. 25., 25/11/2569 in Thai's Buddhist era), in the device's time
// zone. From the table generated from Intl (locale-patterns.ts): a browser's first
// Intl.DateTimeFormat loads its date data on the main thread, over 100 ms on a slow phone.
import { localeFormatsOf } from '../../../ui/format/locale-patterns'

export function formatLocalDate(iso: string, locale: string): string {
  const { parts, twoDigits, yearOffset } = localeFormatsOf(locale).date
  const date = new Date(iso)
  const padded = (n: number) => (twoDigits ? String(n).padStart(2, '0') : String(n))
  const fields = { year: String(date.getFullYear() + yearOffset), month: padded(date.getMonth() + 1), day: padded(date.getDate()) }
  return parts.map((part) => (typeof part === 'string' ? fields[part] : part.literal)).join('')
}
