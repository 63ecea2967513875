// The shop's time zone, chosen from the zones this browser knows (IANA names, the form PostgreSQL
// and the contract take), as a native select: its own search-by-typing and phone picker suit a list
// of four hundred. Each zone shows its offset now, so "Asia/Ho_Chi_Minh" reads as UTC+7 too.
import { useMemo } from 'react'

function zones(current?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const all = new Set(['UTC', ...known])
  if (current) all.add(current)
  return [...all].sort()
}

/** "GMT+7", "GMT-3:30", "GMT" as the browser writes the zone's offset at this moment. */
function offsetOf(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? ''
  } catch {
    return ''
  }
}

/** A zone as a person reads it: "Asia/Ho Chi Minh (GMT+7)". */
export const zoneText = (zone: string) => `${zone.replaceAll('_', ' ')} (${offsetOf(zone)})`

export function TimeZoneSelect({ value, onChange, id, label }: { value?: string; onChange?(zone: string): void; id?: string; label: string }) {
  const options = useMemo(() => zones(value).map((zone) => ({ zone, text: zoneText(zone) })), [value])
  return (
    <select id={id} className="console-select console-time-zone" aria-label={label} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)}>
      {options.map(({ zone, text }) => <option key={zone} value={zone}>{text}</option>)}
    </select>
  )
}
