// An in-process cache of public catalogue reads (docs/architecture.md#data: PGlite is one connection, so
// fifty shoppers opening the same list must not queue fifty identical queries). Entries are keyed
// by call, query and language, tagged with what they show (`product:12`, `shop:3`, `catalogue`),
// dropped by tag on every write that changes what they show, and expire after a TTL that bounds
// staleness across several server processes. Concurrent misses of one key share one load.

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
}

export interface ReadCache {
  /** The cached value of `key`, or what `load` answers (shared by every caller until it settles). */
  get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T>
  /** Drops every entry showing one of the tags, including loads still running. */
  invalidate(...tags: string[]): void
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

    invalidate(...tags: string[]): void {
      for (const tag of [...tags, '*']) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) forget(key)
      }
    },

    get size() {
      return entries.size
    },
  }
}
