// The route helper every call goes through: role checks, refusals as envelopes, and the answer
// parsed with the call's data schema so that nothing outside the contract (a hash) can leak.
import { Hono } from 'hono'
import * as z from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineCall } from '../../src/contract/call'
import { AppError } from '../../src/server/errors'
import { errorHandler, notFoundHandler } from '../../src/server/http/answers'
import type { AppEnv } from '../../src/server/http/app-env'
import { mountCall, type CallRouter } from '../../src/server/http/mount-call'
import { requestLanguage } from '../../src/server/http/request-language'
import { createTranslator } from '../../src/server/i18n'
import { createSessionStore } from '../../src/server/services/sessions'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let app: Hono<AppEnv>
const logs: string[] = []
const tokens: Record<'shopper' | 'merchant' | 'operator', string> = { shopper: '', merchant: '', operator: '' }

const merchantCall = defineCall({ method: 'GET', path: '/api/test/merchant', access: 'merchant', summary: 't', data: z.object({ shop: z.string() }) })
const operatorCall = defineCall({ method: 'GET', path: '/api/test/operator', access: 'operator', summary: 't', data: z.null() })
const refusingCall = defineCall({ method: 'POST', path: '/api/test/refuse', access: 'public', summary: 't', data: z.null() })
const crashingCall = defineCall({ method: 'GET', path: '/api/test/crash', access: 'public', summary: 't', data: z.null() })
const offContractCall = defineCall({ method: 'GET', path: '/api/test/off-contract', access: 'public', summary: 't', data: z.object({ n: z.number() }) })
const toggleCall = defineCall({ method: 'POST', path: '/api/test/toggle', access: 'public', summary: 't', body: z.object({ on: z.boolean() }), data: z.object({ on: z.boolean() }) })
const idempotentCall = defineCall({ method: 'POST', path: '/api/test/pay', access: 'user', summary: 't', idempotent: true, body: z.object({}), data: z.object({ key: z.string() }) })

beforeAll(async () => {
  server = await createTestServer()
  const translate = createTranslator()
  app = new Hono<AppEnv>()
  app.use('/api/*', requestLanguage())
  const router: CallRouter = {
    app,
    translate,
    settings: server.settings,
    sessions: createSessionStore({ db: server.db, clock: server.clock, ttlMs: server.settings.sessionTtlMs }),
    mounted: new Set(),
  }
  // The handler answers a hash beside the contract's field: the helper must drop it.
  mountCall(router, merchantCall, () => ({ shop: 'mine', password_hash: '$argon2id$secret' }) as { shop: string })
  mountCall(router, operatorCall, () => null)
  mountCall(router, refusingCall, () => {
    throw new AppError('msg.loginRateLimited', { minutes: 7 })
  })
  mountCall(router, crashingCall, () => {
    throw new Error('boom')
  })
  mountCall(router, offContractCall, () => ({ n: 'not a number' }) as unknown as { n: number })
  mountCall(router, idempotentCall, (_input, ctx) => ({ key: ctx.idempotencyKey ?? '' }))
  mountCall(router, toggleCall, ({ body }) => ({ on: body.on }), { successMsg: (data) => (data.on ? 'msg.favouriteAdded' : 'msg.favouriteRemoved') })
  app.onError(errorHandler(translate, (line) => logs.push(line)))
  app.notFound(notFoundHandler(translate))

  for (const role of ['shopper', 'merchant', 'operator'] as const) {
    tokens[role] = await server.login(DEMO_ACCOUNTS[role].account, DEMO_ACCOUNTS[role].password)
  }
})
afterAll(() => server.close())

const get = async (path: string, token?: string, init: RequestInit = {}) => {
  const json: Record<string, string> = init.body === undefined ? {} : { 'content-type': 'application/json' }
  const res = await app.request(path, { ...init, headers: { ...json, ...(token ? { token } : {}), ...(init.headers as Record<string, string>) } })
  return { status: res.status, body: await res.json() }
}

describe('mountCall', () => {
  it('answers a merchant call to a merchant, without keys outside the contract', async () => {
    const res = await get('/api/test/merchant', tokens.merchant)
    expect(res).toEqual({ status: 200, body: { code: 1, msg: '', data: { shop: 'mine' } } })
  })

  it('refuses a merchant call to a shopper and an operator with 403, and without a token with 401', async () => {
    for (const role of ['shopper', 'operator'] as const) {
      expect(await get('/api/test/merchant', tokens[role])).toEqual({
        status: 403,
        body: { code: 0, msg: 'You do not have permission for this', data: null },
      })
    }
    expect((await get('/api/test/merchant')).status).toBe(401)
    expect((await get('/api/test/operator', tokens.merchant)).status).toBe(403)
    expect((await get('/api/test/operator', tokens.operator)).body.code).toBe(1)
  })

  it('accepts the token as a Bearer authorization too', async () => {
    const res = await get('/api/test/merchant', undefined, { headers: { authorization: `Bearer ${tokens.merchant}` } })
    expect(res.body.code).toBe(1)
  })

  it('a refusal of a service answers HTTP 200 with code 0 and the interpolated message', async () => {
    const res = await get('/api/test/refuse', undefined, { method: 'POST' })
    expect(res).toEqual({ status: 200, body: { code: 0, msg: 'Too many login attempts, please try again in 7 minutes', data: null } })
  })

  it('a crash answers 500 with a plain message and is logged, without the stack in the answer', async () => {
    const res = await get('/api/test/crash')
    expect(res).toEqual({ status: 500, body: { code: 0, msg: 'Something went wrong, please try again', data: null } })
    expect(logs.some((line) => line.includes('boom'))).toBe(true)
  })

  it('an answer outside the contract is a server error, never sent', async () => {
    const res = await get('/api/test/off-contract')
    expect(res.status).toBe(500)
    expect(JSON.stringify(res.body)).not.toContain('not a number')
    expect(logs.some((line) => line.includes('/api/test/off-contract answered data outside its contract'))).toBe(true)
  })

  it('an idempotent call needs an Idempotency-Key header', async () => {
    const post = (headers: Record<string, string>) => get('/api/test/pay', tokens.shopper, { method: 'POST', body: '{}', headers })
    expect(await post({})).toEqual({
      status: 400,
      body: { code: 0, msg: 'This request needs an Idempotency-Key header', data: { field: 'Idempotency-Key' } },
    })
    expect((await post({ 'idempotency-key': 'k-1' })).body.data).toEqual({ key: 'k-1' })
  })

  it('a success message may be chosen from the answer (a toggle says what it did)', async () => {
    const post = (on: boolean) => get('/api/test/toggle', undefined, { method: 'POST', body: JSON.stringify({ on }) })
    expect((await post(true)).body).toEqual({ code: 1, msg: 'Added to favourites', data: { on: true } })
    expect((await post(false)).body).toEqual({ code: 1, msg: 'Removed from favourites', data: { on: false } })
  })
})
