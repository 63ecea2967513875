// Idempotency keys on any page: a page served over plain HTTP has no crypto.randomUUID.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomKey } from '../../src/client/random-key'

afterEach(() => vi.unstubAllGlobals())

describe('randomKey', () => {
  it('answers 128 random bits as 32 hex digits, a new one each time', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
  })

  it('works where crypto.randomUUID does not exist (not a secure context)', () => {
    const { getRandomValues } = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    expect(randomKey()).toMatch(/^[0-9a-f]{32}$/)
  })
})
