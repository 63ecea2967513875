import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { encodeQuery, withQueryString } from '../../src/client/query-encoding'

const decoded = (query: Record<string, unknown>) => decodeURIComponent(encodeQuery(query))

describe('encodeQuery', () => {
  it('writes flat values as key=value pairs in order', () => {
    expect(encodeQuery({ page: 2, limit: 10, keyword: 'shoe' })).toBe('page=2&limit=10&keyword=shoe')
  })

  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(encodeQuery({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('d=0&e=false')
  })

  it('writes a nested object as key[sub] pairs', () => {
    expect(decoded({ filter: { status: 2, shop_id: 7 } })).toBe('filter[status]=2&filter[shop_id]=7')
  })

  it('writes deeper nesting as key[sub][subsub] and skips empty values inside it', () => {
    expect(decoded({ filter: { price: { min: 10, max: '' }, tag: null } })).toBe('filter[price][min]=10')
  })

  it('repeats the key for an array of values', () => {
    expect(encodeQuery({ ids: [1, 2, 3] })).toBe('ids=1&ids=2&ids=3')
  })

  it('numbers the objects of an array so their fields stay together', () => {
    expect(decoded({ lines: [{ id: 1, qty: 2 }, { id: 5 }] })).toBe('lines[0][id]=1&lines[0][qty]=2&lines[1][id]=5')
  })

  it('sends dates as ISO strings in UTC', () => {
    expect(decoded({ from: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('from=2024-01-02T03:04:05.000Z')
  })

  it('percent-encodes keys and values so & = ? and spaces cannot break the string', () => {
    expect(encodeQuery({ keyword: 'a&b=c?d e' })).toBe('keyword=a%26b%3Dc%3Fd%20e')
  })

  it('answers an empty string when nothing is left to send', () => {
    expect(encodeQuery({ a: undefined, b: { c: null }, d: [] })).toBe('')
    expect(encodeQuery(undefined)).toBe('')
  })
})

describe('withQueryString', () => {
  it('appends the query with ? to a bare path', () => {
    expect(withQueryString('/api/user/logout', { lang: 'en' })).toBe('/api/user/logout?lang=en')
  })

  it('appends with & to a path that already has a query', () => {
    expect(withQueryString('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2')
  })

  it('leaves the path alone when the query is empty', () => {
    expect(withQueryString('/api/user/law', { lang: '' })).toBe('/api/user/law')
  })
})

describe('a Hono server reads the encoded query', () => {
  const app = new Hono().get('/echo', (c) =>
    c.json({ status: c.req.query('filter[status]'), min: c.req.query('filter[price][min]'), ids: c.req.queries('ids'), keyword: c.req.query('keyword') }),
  )

  it('gets nested keys, repeated keys and special characters back as sent', async () => {
    const url = withQueryString('/echo', { filter: { status: 3, price: { min: 5 } }, ids: [4, 9], keyword: 'red & blue' })
    const body = await (await app.request(url)).json()
    expect(body).toEqual({ status: '3', min: '5', ids: ['4', '9'], keyword: 'red & blue' })
  })
})
