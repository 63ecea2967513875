// An in-process cache of public catalogue reads (docs/architecture.md#data: PGlite is one connection, so
// fifty shoppers opening the same list must not queue fifty identical queries). Entries are keyed
// by call, query and language, tagged with what they show (`product:12`, `shop:3`, `catalogue`),
// and dropped by tag after every committed write that changes what they show: here at once, and in
// every other process of the fleet through the event bus. A TTL bounds what a lost notification
// could leave stale. Concurrent misses of one key share one load.
import type { EventBus } from '../fleet/event-bus'

export interface Loaded<T> {
  value: T
  /** What the value shows: a write that changes one of these drops it. */
  tags: string[]
}

interface Entry {
  promise: Promise<unknown>
  expiresAt: number
  tags: string[]
}

export interface ReadCacheOptions {
  /** How long an entry is served. 0 turns the cache off. */
  ttlMs: number
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number
  /** @default Date.now */
  now?: () => number
  /** Tells the other processes what this one dropped, and hears what they dropped. @default none (one process) */
  bus?: EventBus
  /** Where a failed publication is told. @default console.log */
  log?: (line: string) => void
}

export interface ReadCache {
  /** The cached value of `key`, or what `load` answers (shared by every caller until it settles). */
  get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T>
  /**
   * Drops every entry showing one of the tags, including loads still running: in this process
   * before it returns, in the others once the promise resolves. Call it after the write's commit.
   * Never rejects (a failure to tell the others is logged: their TTL then bounds it).
   */
  invalidate(...tags: string[]): Promise<void>
  readonly size: number
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const now = options.now ?? Date.now
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Entry>()
  const keysByTag = new Map<string, Set<string>>()

  function forget(key: string): void {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) keysByTag.delete(tag)
    }
  }

  function tagEntry(key: string, tags: string[]): void {
    for (const tag of tags) {
      let keys = keysByTag.get(tag)
      if (!keys) keysByTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
  }

  function drop(tags: string[]): void {
    for (const tag of [...tags, '*']) {
      for (const key of [...(keysByTag.get(tag) ?? [])]) forget(key)
    }
  }

  const { bus } = options
  const log = options.log ?? console.log
  // Our own publications were dropped already (drop runs before publish delivers them here too).
  bus?.subscribe('cache', ({ tags }) => drop(tags))
  // Writes of other processes may have gone unheard: nothing kept is trusted any more.
  bus?.onGap(() => {
    for (const key of [...entries.keys()]) forget(key)
  })

  return {
    get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
      if (options.ttlMs <= 0) return load().then((loaded) => loaded.value)
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) {
        entries.delete(key)
        entries.set(key, hit)
        return hit.promise as Promise<T>
      }
      if (hit) forget(key)

      // Until the load answers, its entry carries the wildcard tag: any invalidation meanwhile drops
      // it, since the load may have read rows from before that write; only the callers so far get it.
      const entry: Entry = { promise: Promise.resolve(), expiresAt: now() + options.ttlMs, tags: ['*'] }
      entry.promise = load().then(
        (loaded) => {
          if (entries.get(key) === entry) {
            forget(key)
            entry.tags = loaded.tags
            entries.set(key, entry)
            tagEntry(key, loaded.tags)
          }
          return loaded.value
        },
        (error: unknown) => {
          // A refusal (unknown id) or a failure is never kept.
          if (entries.get(key) === entry) forget(key)
          throw error
        },
      )
      entries.set(key, entry)
      tagEntry(key, entry.tags)
      while (entries.size > options.maxEntries) forget(entries.keys().next().value!)
      return entry.promise as Promise<T>
    },

    invalidate(...tags: string[]): Promise<void> {
      drop(tags)
      if (!bus || tags.length === 0) return Promise.resolve()
      return Promise.all(chunks(tags).map((part) => bus.publish('cache', { tags: part })))
        .then(() => undefined)
        .catch((error: Error) => log(`error: telling the other processes to drop ${tags.join(', ')} failed: ${error.message}`))
    },

    get size() {
      return entries.size
    },
  }
}

/** Tags per notification: a NOTIFY payload stays well under PostgreSQL's 8000 bytes. */
const TAGS_PER_EVENT = 200

function chunks(tags: string[]): string[][] {
  const parts: string[][] = []
  for (let i = 0; i < tags.length; i += TAGS_PER_EVENT) parts.push(tags.slice(i, i + TAGS_PER_EVENT))
  return parts
}
