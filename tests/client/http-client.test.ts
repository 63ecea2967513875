// The client against a tiny Hono app that answers envelopes for the contract's calls, so headers,
// query strings, bodies and statuses go through real Request/Response objects.
import { Hono } from 'hono'
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import * as z from 'zod'
import { defineCall, type CallData } from '../../src/contract/call'
import { health } from '../../src/contract/system'
import { getUserInfo, login, logout, register, setLanguage } from '../../src/contract/user'
import { ApiError } from '../../src/client/http-client'
import { createHarness, rejectionOf } from './support/harness'

const profile = {
  id: 7, account: 'demo', email: 'demo@example.com', mobile: '+84 912345678', family_name: 'Nguyen', given_name: 'An',
  avatar: null, role: 'shopper', shop_id: null, balance: '1000.00', lang: null, has_payment_code: true,
  created_at: '2024-01-02T03:04:05.000Z',
}

// Calls the contract does not hold yet, shaped like docs/api-conventions.md#paths.
const productList = defineCall({
  method: 'GET', path: '/api/product/list', access: 'public', summary: 'test',
  query: z.object({ keyword: z.string().optional(), filter: z.object({ status: z.number(), price: z.object({ min: z.number() }) }).optional(), ids: z.array(z.number()).optional() }),
  data: z.record(z.string(), z.unknown()),
})
const upload = defineCall({
  method: 'POST', path: '/api/common/upload', access: 'user', summary: 'test', multipart: true,
  body: z.object({ file: z.instanceof(Blob) }), data: z.object({ url: z.string() }),
})
const verifyPay = defineCall({
  method: 'POST', path: '/api/user/verify_pay', access: 'user', summary: 'test', idempotent: true,
  body: z.object({ order_ids: z.array(z.number()), payment_code: z.string() }), data: z.object({ key: z.string().nullable() }),
})
const law = defineCall({ method: 'GET', path: '/api/user/law', access: 'public', summary: 'test', data: z.string() })

interface Seen { method: string; path: string; search: string; headers: Record<string, string> }

function testServer() {
  const seen: Seen[] = []
  const ok = (data: unknown) => ({ code: 1, msg: 'ok', data })
  const app = new Hono()
    .use(async (c, next) => {
      const url = new URL(c.req.url)
      seen.push({ method: c.req.method, path: url.pathname, search: url.search, headers: Object.fromEntries(c.req.raw.headers) })
      await next()
    })
    .post('/api/user/login', async (c) => {
      const { account, password } = await c.req.json()
      if (account === 'demo' && password === 'demo1234') return c.json(ok({ userinfo: { ...profile, token: 'tok-1', password_hash: 'never' } }))
      return c.json({ code: 0, msg: c.req.header('lang') === 'vi' ? 'Sai tài khoản hoặc mật khẩu' : 'Wrong account or password', data: null })
    })
    .get('/api/user/getUserInfo', (c) =>
      c.req.header('token') === 'tok-1' ? c.json(ok(profile)) : c.json({ code: 401, msg: 'Please login first', data: null }, 401),
    )
    .post('/api/user/logout', (c) => c.json(ok(null)))
    .get('/api/user/set_language', (c) => c.json(ok({ lang: c.req.query('lang') })))
    .post('/api/user/register', (c) => c.json({ code: 0, msg: 'Please fill correct email', data: null }, 400))
    .get('/api/health', (c) => c.json(ok({ status: 'fine' })))
    .get('/api/product/list', (c) => c.json(ok({ status: c.req.query('filter[status]'), min: c.req.query('filter[price][min]'), ids: c.req.queries('ids') ?? null, keyword: c.req.query('keyword') ?? null })))
    .post('/api/common/upload', async (c) => {
      const { file } = await c.req.parseBody()
      return c.json(ok({ url: `/uploads/${(file as File).name}` }))
    })
    .post('/api/user/verify_pay', (c) => c.json(ok({ key: c.req.header('idempotency-key') ?? null })))
    .get('/api/user/law', (c) => c.html('<h1>502 Bad Gateway</h1>', 502))
  return { seen, fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(app.request(input, init)) }
}

let server: ReturnType<typeof testServer>
let clock: number
beforeEach(() => {
  server = testServer()
  clock = 1_000_000
})
const harness = (options: Parameters<typeof createHarness>[0] = {}) => createHarness({ fetch: server.fetch, now: () => clock, ...options })

describe('every request', () => {
  it('carries the token and the language file name', async () => {
    const { client } = harness({ token: 'tok-1', lang: 'zh-CN' })
    await client.call(getUserInfo)
    expect(server.seen[0].headers).toMatchObject({ token: 'tok-1', lang: 'zh-CN' })
  })

  it('carries no token when logged out or when the request opts out', async () => {
    const { client } = harness({ token: 'tok-1' })
    await client.call(setLanguage, { query: { lang: 'ja' } }, { withoutToken: true })
    expect(server.seen[0].headers).not.toHaveProperty('token')
    expect(server.seen[0].headers.lang).toBe('en')
  })

  it('passes an Idempotency-Key through to the server', async () => {
    const { client } = harness({ token: 'tok-1' })
    const data = await client.call(verifyPay, { body: { order_ids: [3], payment_code: '147258' } }, { headers: { 'Idempotency-Key': 'pay-3-a' } })
    expect(data).toEqual({ key: 'pay-3-a' })
  })
})

describe('what is sent', () => {
  it('puts a GET query into the query string the way Hono reads it', async () => {
    const { client } = harness()
    const data = await client.call(productList, { query: { keyword: '', filter: { status: 2, price: { min: 5 } }, ids: [4, 9] } })
    expect(data).toEqual({ status: '2', min: '5', ids: ['4', '9'], keyword: null })
  })

  it("puts a POST's query into the URL and sends no body (logout?lang=en)", async () => {
    const { client } = harness({ token: 'tok-1' })
    await expect(client.call(logout, { query: { lang: 'en' } })).resolves.toBeNull()
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: '/api/user/logout', search: '?lang=en' })
    expect(server.seen[0].headers).not.toHaveProperty('content-type')
  })

  it('sends a POST body as JSON', async () => {
    const { client } = harness()
    await client.call(login, { body: { account: 'demo', password: 'demo1234' } })
    expect(server.seen[0].headers['content-type']).toBe('application/json')
  })

  it('sends a multipart call as form data with the file', async () => {
    const { client } = harness({ token: 'tok-1' })
    const data = await client.call(upload, { body: { file: new File(['png'], 'proof.png', { type: 'image/png' }) } })
    expect(data).toEqual({ url: '/uploads/proof.png' })
    expect(server.seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  })
})

describe('success', () => {
  it('resolves with the data parsed by the contract, typed from it', async () => {
    const { client, toasts } = harness()
    const data = await client.call(login, { body: { account: 'demo', password: 'demo1234' } })
    expectTypeOf(data).toEqualTypeOf<CallData<typeof login>>()
    expectTypeOf(data.userinfo.token).toBeString()
    expect(data.userinfo.token).toBe('tok-1')
    // The contract strips what it does not name, so a leaked field never reaches the app.
    expect(data.userinfo).not.toHaveProperty('password_hash')
    expect(toasts).toEqual([])
  })

  it('rejects a body that breaks the contract with the server error message', async () => {
    const { client, toasts } = harness()
    const error = await rejectionOf(client.call(health))
    expect(error).toMatchObject({ kind: 'contract', msg: 'Something went wrong, please try again' })
    expect(toasts).toEqual(['Something went wrong, please try again'])
  })
})

describe('refusals', () => {
  it("toasts the body's msg and rejects with an ApiError for a code other than 1", async () => {
    const { client, toasts } = harness({ lang: 'vi' })
    const error = await rejectionOf(client.call(login, { body: { account: 'demo', password: 'nope' } }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 0, status: 200, msg: 'Sai tài khoản hoặc mật khẩu', kind: 'business' })
    expect(toasts).toEqual(['Sai tài khoản hoặc mật khẩu'])
  })

  it("toasts the server's localized msg for an HTTP 400 with an envelope", async () => {
    const { client, toasts } = harness()
    const body = { account: 'a', password: 'secret1', email: 'x', mobile: '+84 912345678', family_name: 'N', given_name: 'A' }
    const error = await rejectionOf(client.call(register, { body }))
    expect(error).toMatchObject({ code: 0, status: 400, msg: 'Please fill correct email' })
    expect(toasts).toEqual(['Please fill correct email'])
  })

  it('on a 401 while holding a token, toasts the msg and ends the session once', async () => {
    const { client, toasts, onUnauthorized } = harness({ token: 'expired' })
    const errors = await Promise.all([rejectionOf(client.call(getUserInfo)), rejectionOf(client.call(getUserInfo))])
    expect(errors[0]).toMatchObject({ code: 401, status: 401, kind: 'unauthorized', msg: 'Please login first' })
    expect(toasts[0]).toBe('Please login first')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('on a 401 without a token, toasts the msg but has no session to end', async () => {
    const { client, toasts, onUnauthorized } = harness({ token: null })
    await rejectionOf(client.call(getUserInfo))
    expect(toasts).toEqual(['Please login first'])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('does not end the session for a 401 on a request that did not carry the token', async () => {
    const { client, onUnauthorized } = harness({ token: 'tok-1' })
    await rejectionOf(client.call(getUserInfo, {}, { withoutToken: true }))
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('shows a status failure for an error page without an envelope', async () => {
    const { client, toasts } = harness()
    const error = await rejectionOf(client.call(law))
    expect(error).toMatchObject({ kind: 'status', status: 502, msg: 'System interface 502 abnormal' })
    expect(toasts).toEqual(['System interface 502 abnormal'])
  })

  it('stays silent when asked, but still rejects', async () => {
    const { client, toasts, onUnauthorized } = harness({ token: 'expired' })
    const error = await rejectionOf(client.call(getUserInfo, {}, { silent: true }))
    expect(error).toMatchObject({ kind: 'unauthorized' })
    expect(toasts).toEqual([])
    // Silence is about the toast; the session still ends.
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('duplicate submit', () => {
  const pay = { body: { order_ids: [3], payment_code: '147258' } }

  it('refuses the same POST within 1000 ms without sending it', async () => {
    const { client, toasts } = harness({ token: 'tok-1' })
    await client.call(verifyPay, pay)
    clock += 999
    const error = await rejectionOf(client.call(verifyPay, pay))
    expect(error).toMatchObject({ kind: 'duplicate', msg: 'Data is being processed, please do not resubmit' })
    expect(toasts).toEqual(['Data is being processed, please do not resubmit'])
    expect(server.seen).toHaveLength(1)
  })

  it('sends it again from 1000 ms on, and a different body at once', async () => {
    const { client } = harness({ token: 'tok-1' })
    await client.call(verifyPay, pay)
    await client.call(verifyPay, { body: { order_ids: [4], payment_code: '147258' } })
    clock += 1000
    await client.call(verifyPay, pay)
    expect(server.seen).toHaveLength(3)
  })

  it('lets a request opt out with repeat-submit: false, which never reaches the server', async () => {
    const { client } = harness({ token: 'tok-1' })
    const optOut = { headers: { 'repeat-submit': 'false' } }
    await client.call(verifyPay, pay, optOut)
    await client.call(verifyPay, pay, optOut)
    expect(server.seen).toHaveLength(2)
    expect(server.seen[1].headers).not.toHaveProperty('repeat-submit')
  })

  it('never holds back a GET', async () => {
    const { client } = harness({ token: 'tok-1' })
    await client.call(getUserInfo)
    await client.call(getUserInfo)
    expect(server.seen).toHaveLength(2)
  })
})

describe('types', () => {
  it('checks the input against the contract at compile time', () => {
    const { client } = harness()
    const compileOnly = () => {
      // @ts-expect-error login's body has account and password, not user
      void client.call(login, { body: { user: 'demo' } })
      // @ts-expect-error set_language's lang is a language file name
      void client.call(setLanguage, { query: { lang: 'klingon' } })
      expectTypeOf(client.call(getUserInfo)).resolves.toHaveProperty('balance')
    }
    expect(compileOnly).toBeTypeOf('function')
  })
})
