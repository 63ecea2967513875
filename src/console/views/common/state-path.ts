// A machine's state as one dotted path per region ('shipped.entering.invalid'): what the console's
// machine-bound views write in `data-state`, for a person reading the markup and for the tests.
import type { StateValue } from 'xstate'

export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child && (typeof child === 'string' || Object.keys(child).length) ? `${key}.${statePath(child as StateValue)}` : key))
    .join(' ')
}
