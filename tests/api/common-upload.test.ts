// POST /api/common/upload: a logged-in user's picture is kept under a random name and served back;
// anything that is not a PNG, JPEG, GIF or WebP by its content, or is over 5 MB, is refused.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TINY_PNG } from '../support/pictures'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let dataDir: string
let token: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'upload-call-'))
  server = await createTestServer({ settings: { dataDir } })
  token = await server.login()
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function send(file: Blob | string | null, name = 'photo.png', headers: Record<string, string> = { token }) {
  const form = new FormData()
  if (file !== null) form.append('file', file as Blob, name)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body: form, headers: { lang: 'en', ...headers } })
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } }
}

describe('uploading a picture', () => {
  it('keeps a PNG under a random name and serves it back', async () => {
    const { body } = await send(new Blob([TINY_PNG], { type: 'image/png' }), 'my-receipt.png')
    expect(body).toMatchObject({ code: 1, msg: 'Upload successful', data: { url: expect.stringMatching(/^\/uploads\/u\/\d{6}\/[0-9a-f]{32}\.png$/) } })
    expect(body.data.url).not.toContain('receipt')
    const served = await server.app.request(body.data.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true)
    const again = await send(new Blob([TINY_PNG]), 'my-receipt.png')
    expect(again.body.data.url).not.toBe(body.data.url)
  })

  it('judges by content: a script named .png, an SVG, an empty file are refused', async () => {
    for (const [file, name] of [
      [new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png'],
      [new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'a.svg'],
      [new Blob([]), 'empty.png'],
    ] as const) {
      expect((await send(file, name)).body, name).toMatchObject({ code: 0, msg: 'Please upload a picture (PNG, JPEG, GIF or WebP)' })
    }
  })

  it('refuses a picture over 5 MB, a request without a file, and a visitor', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(TINY_PNG)
    expect((await send(new Blob([big]))).body).toMatchObject({ code: 0, msg: 'A picture may be at most 5 MB' })
    const none = await send(null)
    expect(none.status).toBe(400)
    expect(none.body.msg).toBe('Please upload a picture (PNG, JPEG, GIF or WebP)')
    expect((await send(new Blob([TINY_PNG]), 'a.png', {})).status).toBe(401)
  })
})
