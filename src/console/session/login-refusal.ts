// Why the last login was refused entry to the console (a shopper, a merchant without a shop), for
// the login page to show until the next try. The session machine keeps no error in its context:
// the console's login actor tells this store, then fails like a wrong password does.
export interface LoginRefusal {
  /** The locale key of the reason, or null. */
  current(): string | null
  set(key: string): void
  clear(): void
  subscribe(listener: () => void): () => void
}

export function createLoginRefusal(): LoginRefusal {
  let key: string | null = null
  const listeners = new Set<() => void>()
  const change = (next: string | null) => {
    key = next
    for (const listener of listeners) listener()
  }
  return {
    current: () => key,
    set: (next) => change(next),
    clear: () => change(null),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
