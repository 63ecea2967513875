// Reference data every page may need and that changes rarely (currency rates, categories): loaded
// once per page load, shared by every view that reads it; a failed load is tried again next time.
import { useSyncExternalStore } from 'react'

export interface Reference<T> {
  /** Starts the load unless it is loaded or loading; resolves when it is done. */
  load(): Promise<void>
  /** The value, or the fallback until it is loaded; loads it on first use. */
  use(): T
}

export function createReference<T>(fetch: () => Promise<T>, fallback: T): Reference<T> {
  let value = fallback
  let loading: Promise<void> | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const load = () => {
    loading ??= fetch().then(
      (next) => {
        value = next
        for (const listener of listeners) listener()
      },
      () => {
        loading = null
      },
    )
    return loading
  }
  return {
    load,
    use() {
      void load()
      return useSyncExternalStore(subscribe, () => value)
    },
  }
}
