// What the API promises about itself: every contract call has a route, the OpenAPI document
// lists them all, health checks the database, unknown paths answer the envelope, and every
// answer carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCalls } from '../../src/contract/calls'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('service endpoints', () => {
  it('every call of the contract is mounted', async () => {
    const unmounted: string[] = []
    for (const call of allCalls) {
      // Any answer but the "unknown path" envelope proves a route exists (401, 400 and 200 all do).
      const res = await server.request(call.method, call.path, { body: call.method === 'POST' ? {} : undefined })
      if (res.status === 404 && res.body?.msg === 'Not found') unmounted.push(`${call.method} ${call.path}`)
      expect(res.status, `${call.method} ${call.path}`).toBeLessThan(500)
    }
    expect(unmounted).toEqual([])
  })

  it('/api/health answers ok after a database round trip', async () => {
    const res = await server.request('GET', '/api/health')
    expect(res.body).toEqual({ code: 1, msg: '', data: { status: 'ok', db: server.dbKind } })
  })

  it('/api/openapi.json lists every call with its method', async () => {
    const res = await server.request('GET', '/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ openapi: '3.1.0' })
    const paths = (res.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths
    for (const call of allCalls) expect(paths[call.path]?.[call.method.toLowerCase()], `${call.method} ${call.path}`).toBeDefined()
  })

  it('an unknown /api path answers 404 with the envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await server.request(method, '/api/no/such/call')
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ code: 0, msg: 'Not found', data: null })
    }
  })

  it('answers carry the security headers, and API answers are not cached', async () => {
    const res = await server.request('GET', '/api/health')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const notFound = await server.request('GET', '/api/nothing')
    expect(notFound.headers.get('x-frame-options')).toBe('DENY')
    // Refusals too: unknown call, no session, invalid query, a body over the limit.
    const refusals = [
      notFound,
      await server.request('GET', '/api/user/getUserInfo'),
      await server.request('GET', '/api/product/list?page=-1'),
      await server.request('POST', '/api/user/login', { body: { account: 'demo', password: 'x'.repeat(1024 * 1024 + 10) } }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([404, 401, 400, 413])
    for (const refusal of refusals) expect(refusal.headers.get('cache-control')).toBe('no-store')
  })
})
