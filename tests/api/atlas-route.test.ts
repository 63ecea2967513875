// The server serves the analysts' atlas (docs/atlas/, as `npm run docs` and `npm run atlas` last
// built it) at /atlas without a login; a page it does not have is a 404, never the shopper app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ demo: false })
})
afterAll(async () => {
  await server.close()
})

describe('the atlas at /atlas', () => {
  it('sends /atlas to /atlas/, whose index lists the machines', async () => {
    const bare = await server.request('GET', '/atlas')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/atlas/')
    const index = await server.request('GET', '/atlas/')
    expect(index.status).toBe(200)
    expect(index.text).toContain('Atlas of the marketplace')
    expect(index.text).toContain('href="checkout-pay.html"')
  })

  it('serves a machine page and the script beside it, without a login', async () => {
    const page = await server.request('GET', '/atlas/checkout-pay.html')
    expect(page.status).toBe(200)
    expect(page.text).toContain('id="atlas-data"')
    const script = await server.request('GET', '/atlas/atlas.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
  })

  it('answers 404 for a page it does not have', async () => {
    const missing = await server.request('GET', '/atlas/no-such-machine.html')
    expect(missing.status).toBe(404)
    expect(missing.text).not.toContain('<div id="app"')
  })
})
