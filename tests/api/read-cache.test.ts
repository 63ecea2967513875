// The read cache of public catalogue reads: one load for concurrent misses, tags that drop what a
// write changed (loads still running included), a TTL and a size bound.
import { describe, expect, it } from 'vitest'
import { createReadCache } from '../../src/server/services/read-cache'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('read cache', () => {
  it('shares one load among concurrent misses of a key', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 })
    let loads = 0
    const gate = deferred<void>()
    const load = async () => {
      loads++
      await gate.promise
      return { value: 'v', tags: ['t'] }
    }
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])
    gate.resolve()
    expect(await answers).toEqual(['v', 'v', 'v'])
    expect(await cache.get('k', load)).toBe('v')
    expect(loads).toBe(1)
  })

  it('drops entries by tag, and a load running during a write is not kept', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 })
    let version = 1
    const load = async () => ({ value: version, tags: ['product:1'] })
    expect(await cache.get('a', load)).toBe(1)
    version = 2
    expect(await cache.get('a', load)).toBe(1)
    cache.invalidate('product:2')
    expect(await cache.get('a', load)).toBe(1)
    cache.invalidate('product:1')
    expect(await cache.get('a', load)).toBe(2)

    const gate = deferred<void>()
    const slow = async () => {
      await gate.promise
      return { value: 'old', tags: ['shop:1'] }
    }
    const running = cache.get('b', slow)
    cache.invalidate('anything')
    gate.resolve()
    expect(await running).toBe('old')
    expect(await cache.get('b', async () => ({ value: 'new', tags: ['shop:1'] }))).toBe('new')
  })

  it('expires after the TTL, never keeps a failure, and keeps at most maxEntries', async () => {
    let now = 0
    const cache = createReadCache({ ttlMs: 100, maxEntries: 2, now: () => now })
    let n = 0
    const load = async () => ({ value: ++n, tags: [] })
    expect(await cache.get('x', load)).toBe(1)
    now = 99
    expect(await cache.get('x', load)).toBe(1)
    now = 100
    expect(await cache.get('x', load)).toBe(2)
    await expect(cache.get('y', async () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await cache.get('y', load)).toBe(3)
    await cache.get('z', load)
    expect(cache.size).toBe(2)
    // x was used least recently: it went first.
    expect(await cache.get('x', load)).toBe(5)
  })

  it('is off with a TTL of 0', async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 })
    let n = 0
    const load = async () => ({ value: ++n, tags: [] })
    await cache.get('k', load)
    expect(await cache.get('k', load)).toBe(2)
  })
})
