// POST /api/common/upload: a logged-in user's picture is decoded whole and kept, drawn again without
// its metadata and bounded, under a random name beside a thumbnail, and served back; anything that
// is not a PNG, JPEG, GIF or WebP by its content, does not decode to its end, or is over 5 MB, is
// refused in the sender's language, and nothing is kept.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thumbnailUrl } from '../../src/contract/uploads'
import { PARCEL_PNG, TINY_PNG } from '../support/pictures'
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

async function send(file: Blob | string | null, name = 'photo.png', headers: Record<string, string> = { token }, lang = 'en') {
  const form = new FormData()
  if (file !== null) form.append('file', file as Blob, name)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body: form, headers: { lang, ...headers } })
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
    // Drawn again, the same one pixel.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
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

  /** Every file the upload store holds (thumbnails included). */
  const keptFiles = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'u'), { recursive: true }).filter((name) => String(name).includes('.'))
    } catch {
      return []
    }
  }

  it('refuses a truncated PNG, JPEG or GIF in the sender\'s language and keeps nothing', async () => {
    const jpeg = await sharp(PARCEL_PNG).jpeg().toBuffer()
    const gif = await sharp(PARCEL_PNG).gif().toBuffer()
    const before = keptFiles().length
    for (const [whole, name] of [[PARCEL_PNG, 'parcel.png'], [jpeg, 'parcel.jpg'], [gif, 'parcel.gif']] as const) {
      const cut = new Blob([whole.subarray(0, Math.floor(whole.length * 0.6))])
      expect((await send(cut, name)).body, name).toMatchObject({ code: 0, msg: 'This picture cannot be read (it is damaged or incomplete): choose another one', data: null })
    }
    const cut = new Blob([PARCEL_PNG.subarray(0, PARCEL_PNG.length - 40)])
    expect((await send(cut, 'parcel.png', { token }, 'vi')).body.msg).toBe('Không đọc được ảnh này (ảnh bị hỏng hoặc không đầy đủ): hãy chọn ảnh khác')
    expect(keptFiles().length).toBe(before)
  })

  it('refuses a picture claiming more pixels than it may have, before decoding it', async () => {
    // A valid PNG header of 20000 x 20000 (400 megapixels) on a few bytes.
    const header = Buffer.from(TINY_PNG)
    header.writeUInt32BE(20000, 16)
    header.writeUInt32BE(20000, 20)
    expect((await send(new Blob([header]), 'huge.png')).body).toMatchObject({ code: 0, msg: 'This picture is too large: 50 megapixels at most' })
  })

  it('keeps a photo upright without its metadata (GPS), at most 2048 px a side, with a WebP thumbnail', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 160, g: 112, b: 64 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 42/1 0/1' } })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const { body } = await send(new Blob([photo]), 'holiday.jpg')
    expect(body).toMatchObject({ code: 1, data: { url: expect.stringMatching(/\.jpg$/) } })
    const kept = Buffer.from(await (await server.app.request(body.data.url)).arrayBuffer())
    const meta = await sharp(kept).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1024 })
    expect(meta.exif).toBeUndefined()
    expect(kept.includes(Buffer.from('GPS'))).toBe(false)
    expect(kept.includes(Buffer.from('Camera'))).toBe(false)
    const thumb = await server.app.request(thumbnailUrl(body.data.url))
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 })
  })
})
