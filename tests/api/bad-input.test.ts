// A request that does not match the contract answers HTTP 400 with code 0 and a message naming
// the field; never a 500, and nothing is changed (docs/api-conventions.md#the-envelope).
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../support/db-rows'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await createTestServer()
  token = await server.login()
})
afterAll(() => server.close())
afterEach(() => {
  // No request of this file may reach the error handler as a server bug.
  expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([])
})

const countUsers = async () => (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from users`))[0].n
const validRegistration = { account: 'valid_one', password: 'secret-pass', email: 'valid@example.com', mobile: '0901234567', family_name: 'A', given_name: 'B' }

describe('bad input', () => {
  it('broken JSON: 400 "not valid JSON"', async () => {
    const res = await server.request('POST', '/api/user/register', { body: '{"account": "x", ' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 0, msg: 'The request body is not valid JSON', data: { field: 'body' } })
  })

  it('a 100 KB account name: 400 and no user is created', async () => {
    const before = await countUsers()
    const huge = 'a'.repeat(100 * 1024)
    const registered = await server.request('POST', '/api/user/register', { body: { ...validRegistration, account: huge } })
    expect(registered.status).toBe(400)
    expect(registered.body).toMatchObject({ code: 0, msg: 'Account must be 1 to 32 letters, digits or . _ - @', data: { field: 'account' } })
    const loggedIn = await server.request('POST', '/api/user/login', { body: { account: huge, password: 'x' } })
    expect(loggedIn.status).toBe(400)
    expect(loggedIn.body.data).toEqual({ field: 'account' })
    expect(await countUsers()).toBe(before)
  })

  it('wrong types: 400 naming the field', async () => {
    const res = await server.request('POST', '/api/user/register', { body: { ...validRegistration, email: 12345 } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 0, msg: 'Please fill correct email', data: { field: 'email' } })
    const avatar = await server.request('POST', '/api/user/profile', { body: { avatar: { url: 'x' } }, token })
    expect(avatar.status).toBe(400)
    expect(avatar.body).toEqual({ code: 0, msg: 'That picture was not uploaded here: please upload it again', data: { field: 'avatar' } })
  })

  it('missing fields: 400 with the first missing field', async () => {
    const res = await server.request('POST', '/api/user/register', { body: { account: 'someone_new' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 0, data: { field: 'password' } })
    const empty = await server.request('POST', '/api/user/login')
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ code: 0, msg: 'Please input account and password', data: { field: 'account' } })
  })

  it('a body that is not an object: 400', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const res = await server.request('POST', '/api/user/login', { body })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 0, msg: 'Invalid value: body', data: { field: 'body' } })
    }
  })

  it('a bad query value: 400 with the contract message', async () => {
    const res = await server.request('GET', '/api/user/set_language', { query: { lang: 'xx' }, token })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 0, msg: 'This language is not supported', data: { field: 'lang' } })
    const twice = await server.request('GET', '/api/user/set_language', { query: { lang: ['vi', 'ja'] }, token })
    expect(twice.status).toBe(400)
  })

  it('query keys aiming at the prototype are ignored', async () => {
    const res = await server.request('GET', '/api/user/language_list?__proto__[polluted]=1&constructor[prototype][x]=1')
    expect(res.status).toBe(200)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a body over 1 MiB: 413 with code 0', async () => {
    const res = await server.request('POST', '/api/user/login', { body: { account: 'demo', password: 'x'.repeat(1024 * 1024 + 10) } })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ code: 0, msg: 'The request is too large', data: null })
  })

  it('passwords are not trimmed or coerced: a number is refused', async () => {
    const res = await server.request('POST', '/api/user/login', { body: { account: 'demo', password: 12345678 } })
    expect(res.status).toBe(400)
    expect(res.body.data).toEqual({ field: 'password' })
  })
})
