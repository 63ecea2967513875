// An event's data in words, not JSON, for the storyboards: `{ addressId: 1 }` reads "address id 1",
// an actor's answer reads by its fields, an error by its message.

/** `addressId` → "address id", `has_payment_code` → "has payment code". */
export function fieldWords(key: string): string {
  return key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

function valueWords(value: unknown, depth: number): string {
  if (value instanceof Error) return `error “${value.message}”`
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string') return value.trim() ? `“${value}”` : 'blank'
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) {
    if (!value.length) return 'none'
    if (depth > 1 || value.some((item) => item && typeof item === 'object')) return `${value.length} item${value.length === 1 ? '' : 's'}`
    return value.map((item) => valueWords(item, depth + 1)).join(', ')
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    if (!entries.length) return 'nothing'
    if (depth > 1) return `${entries.length} details`
    return `(${entries.map(([key, inner]) => `${fieldWords(key)} ${valueWords(inner, depth + 1)}`).join(', ')})`
  }
  return String(value)
}

/** The payload of an event (without its type) in words; '' when it carries nothing. */
export function eventDataWords(event: { type: string; [key: string]: unknown }): string {
  const entries = Object.entries(event).filter(([key, value]) => key !== 'type' && value !== undefined)
  return entries
    .map(([key, value]) => {
      // An actor's answer or failure is what it is: no "output" or "error" before it.
      if (key === 'output' || key === 'error') return valueWords(value, 0).replace(/^\((.*)\)$/, '$1')
      return `${fieldWords(key)} ${valueWords(value, 0)}`
    })
    .join('; ')
}
