// What one server process tells the others (and itself) at once: a dropped cache entry, a customer
// service message for a stream. Channels carry JSON payloads. Publishing delivers to this process's
// listeners straight away, then to every other process of the fleet (PostgreSQL NOTIFY, see
// postgres-event-bus.ts); on the embedded database there is one process, and the local bus is all.
import { randomBytes } from 'node:crypto'

/** The channels of the fleet and what each payload carries. */
export interface BusChannels {
  /** Cache tags a committed write changed (read-cache.ts). */
  cache: { tags: string[] }
  /** A stored customer service message, for its owner's open streams. */
  support: { ownerId: number; message: unknown }
}

export type BusChannel = keyof BusChannels

export interface EventBus {
  /** This process among the fleet's, in logs and in each payload it sends. */
  readonly instanceId: string
  /**
   * Tells this process's listeners, then every other process's. Call it after the write's commit:
   * another process acts on it at once. Resolves once the other processes' copy is on its way.
   */
  publish<C extends BusChannel>(channel: C, payload: BusChannels[C]): Promise<void>
  /** Listens to one channel (this process's publications and the others'); answers the way to stop. */
  subscribe<C extends BusChannel>(channel: C, listener: (payload: BusChannels[C]) => void): () => void
  /**
   * Listens for gaps: moments when another process's publications may have been missed (the
   * connection that hears them was lost and is back). Whatever was kept on the strength of the
   * bus (caches) is dropped then.
   */
  onGap(listener: () => void): () => void
}

type Listener = (payload: unknown) => void

/** The listeners of one process, by channel: what both buses deliver to. */
export function createListeners() {
  const byChannel = new Map<string, Set<Listener>>()
  const gapListeners = new Set<() => void>()
  return {
    add(channel: string, listener: Listener): () => void {
      let set = byChannel.get(channel)
      if (!set) byChannel.set(channel, (set = new Set()))
      set.add(listener)
      return () => set.delete(listener)
    },
    deliver(channel: string, payload: unknown, log: (line: string) => void): void {
      for (const listener of [...(byChannel.get(channel) ?? [])]) {
        // One listener's failure must not keep the event from the others.
        try {
          listener(payload)
        } catch (error) {
          log(`error: a ${channel} event listener failed: ${(error as Error).message}`)
        }
      }
    },
    addGap(listener: () => void): () => void {
      gapListeners.add(listener)
      return () => gapListeners.delete(listener)
    },
    gap(): void {
      for (const listener of [...gapListeners]) listener()
    },
  }
}

export const newInstanceId = () => randomBytes(6).toString('hex')

/** One process, no one else to tell: the embedded database's bus, and the tests' default. */
export function createLocalEventBus(log: (line: string) => void = console.log): EventBus {
  const listeners = createListeners()
  return {
    instanceId: newInstanceId(),
    async publish(channel, payload) {
      listeners.deliver(channel, payload, log)
    },
    subscribe(channel, listener) {
      return listeners.add(channel, listener as Listener)
    },
    onGap: (listener) => listeners.addGap(listener),
  }
}
