// The query-string decoding of the route helper: the client's key[sub] and key[] forms
// (docs/api-conventions.md#requests), repeated keys, and keys that must never reach Object.prototype.
import { describe, expect, it } from 'vitest'
import { decodeQuery } from '../../src/server/http/query'

const decode = (query: string) => decodeQuery(new URLSearchParams(query))

describe('decodeQuery', () => {
  it('reads plain, nested and list parameters', () => {
    expect(decode('page=2&limit=10')).toEqual({ page: '2', limit: '10' })
    expect(decode('filter[status]=1&filter[shop]=3')).toEqual({ filter: { status: '1', shop: '3' } })
    expect(decode('ids[]=1&ids[]=2')).toEqual({ ids: ['1', '2'] })
    expect(decode('ids=1&ids=2&ids=3')).toEqual({ ids: ['1', '2', '3'] })
  })

  it('keeps deeper nesting as a literal key, which no schema asks for', () => {
    expect(decode('a[b][c]=1')).toEqual({ 'a[b][c]': '1' })
  })

  it('drops prototype keys', () => {
    const decoded = decode('__proto__[admin]=1&__proto__=2&constructor=3&a[__proto__]=1&ok=1')
    expect(decoded).toEqual({ ok: '1', a: {} })
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })
})
