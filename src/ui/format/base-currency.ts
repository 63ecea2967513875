// The platform's base (settlement) currency, as the server's rates answer names it
// (docs/product/money.md#base-currency-and-display-currency): every wallet amount is written in it.
// USD until the rates are in (the server's default), for both apps.
import { useSyncExternalStore } from 'react'
import type { Currency } from '../../contract/fields'

let base: Currency = 'USD'
const listeners = new Set<() => void>()

export function readBaseCurrency(): Currency {
  return base
}

/** Called when the rates arrive; redraws every amount shown if the base is not the default. */
export function setBaseCurrency(next: Currency): void {
  if (next === base) return
  base = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useBaseCurrency(): Currency {
  return useSyncExternalStore(subscribe, readBaseCurrency)
}
