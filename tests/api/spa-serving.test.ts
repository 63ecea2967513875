// One process serves the built apps beside the API: deep links open their app's index.html (the
// console's under /merchant/, the shopper's elsewhere), hashed assets are cached for a year.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let temp: string
let dist: string

const SHOPPER_HTML = '<!doctype html><title>shopper</title><script type="module" src="/assets/app-abc123.js"></script>'
const CONSOLE_HTML = '<!doctype html><title>console</title>'

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'spa-test-'))
  // Not built yet: the first tests run before dist/ exists.
  dist = join(temp, 'dist')
  server = await createTestServer({ demo: false, settings: { staticDir: dist } })
})
afterAll(async () => {
  await server.close()
  rmSync(temp, { recursive: true, force: true })
})

function build(files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true })
    writeFileSync(join(dist, path), content)
  }
}

describe('SPA serving', () => {
  it('without a build, / explains how to build and the API still works', async () => {
    const res = await server.request('GET', '/')
    expect(res.status).toBe(503)
    expect(res.text).toContain('npm run build')
    expect((await server.request('GET', '/api/health')).body.code).toBe(1)
  })

  it('after a build, / and deep links answer the shopper index.html, never cached', async () => {
    build({ 'app/index.html': SHOPPER_HTML, 'assets/app-abc123.js': 'console.log(1)', 'favicon.ico': 'icon' })
    for (const path of ['/', '/home', '/myPurchases/0', '/refund/1/SN1/2,3/10.00']) {
      const res = await server.request('GET', path)
      expect(res.status, path).toBe(200)
      expect(res.text).toBe(SHOPPER_HTML)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    }
  })

  it('hashed assets are served with a one-year immutable cache; a missing one is a 404', async () => {
    const asset = await server.request('GET', '/assets/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.text).toBe('console.log(1)')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await server.request('GET', '/assets/gone-123.js')).status).toBe(404)
  })

  it('other real files are served as they are', async () => {
    const res = await server.request('GET', '/favicon.ico')
    expect(res.text).toBe('icon')
  })

  it('files outside the build are never served', async () => {
    writeFileSync(join(temp, 'secret.txt'), 'secret')
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt']) {
      expect((await server.request('GET', path)).text).not.toBe('secret')
    }
  })

  it('/merchant/ and its deep links open the console once it is built, never the shopper app', async () => {
    const before = await server.request('GET', '/merchant/orders')
    expect(before.status).toBe(503)
    expect(before.text).toContain('The console is not built yet')
    build({ 'console/index.html': CONSOLE_HTML })
    for (const path of ['/merchant/', '/merchant/login', '/merchant/orders', '/merchant/orders?status=1']) {
      const res = await server.request('GET', path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toBe(CONSOLE_HTML)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      // The same strict headers as the storefront.
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('x-frame-options')).toBe('DENY')
    }
    expect((await server.request('GET', '/merchantile')).text).toBe(SHOPPER_HTML)
    expect((await server.request('GET', '/home')).text).toBe(SHOPPER_HTML)
  })

  it('/merchant gets the slash the console expects, its query kept', async () => {
    const res = await server.app.request('/merchant?from=profile', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/merchant/?from=profile')
  })

  it('unknown /api paths stay JSON 404s, not the SPA', async () => {
    const res = await server.request('GET', '/api/user/nothing')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 0, msg: 'Not found' })
  })
})
