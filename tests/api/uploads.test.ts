// /uploads/*: files under DATA_DIR/uploads and the demo catalogue's pictures drawn on request, as
// harmless images: SVGs may not run scripts, names cannot leave the folder, missing is a 404.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDetail } from '../../src/contract/catalogue'
import { rowsOf } from '../support/db-rows'
import { createTestServer, type TestServer } from './support/test-server'
import { PARCEL_PNG } from '../support/pictures'

let server: TestServer
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-'))
  mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true })
  writeFileSync(join(dataDir, 'uploads', 'avatars', 'a1b2.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  writeFileSync(join(dataDir, 'secret.svg'), '<svg/>')
  mkdirSync(join(dataDir, 'uploads', 'u', '202601'), { recursive: true })
  writeFileSync(join(dataDir, 'uploads', 'u', '202601', `${'ab'.repeat(16)}.png`), PARCEL_PNG)
  server = await createTestServer({ settings: { dataDir } })
})
afterAll(async () => {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('uploads', () => {
  it('serves every picture a product, its shop and its reviews name', async () => {
    const detail = (await server.call(productDetail, { query: { id: 1 } })).body.data
    const pictures = await rowsOf<{ pictures: string[] }>(server.db, sql`select pictures from reviews where jsonb_array_length(pictures) > 0 limit 3`)
    const urls = [...detail.images, detail.shop.logo, ...pictures.flatMap((r) => r.pictures)]
    expect(urls.length).toBeGreaterThan(3)
    for (const url of urls) {
      const res = await server.request('GET', url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>$/)
      expect(res.text).not.toMatch(/<script|onload|javascript:/i)
    }
    // The views of one gallery differ.
    const [a, b] = await Promise.all(detail.images.slice(0, 2).map((url: string) => server.request('GET', url)))
    expect(a.text).not.toBe(b.text)
  })

  it('draws the thumbnail of an upload kept before thumbnails were made, once', async () => {
    const url = `/uploads/u/202601/${'ab'.repeat(16)}-thumb.webp`
    const res = await server.request('GET', url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(existsSync(join(dataDir, 'uploads', 'u', '202601', `${'ab'.repeat(16)}-thumb.webp`))).toBe(true)
    expect((await server.request('GET', `/uploads/u/202601/${'cd'.repeat(16)}-thumb.webp`)).status).toBe(404)
  })

  it('serves files of DATA_DIR/uploads', async () => {
    const res = await server.request('GET', '/uploads/avatars/a1b2.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
  })

  it('answers 404 for missing pictures and names that try to leave the folder', async () => {
    for (const path of [
      '/uploads/catalogue/products/no-such-product-1.svg',
      '/uploads/catalogue/products/mobile-phone-smartphone-aurora-pro-9.svg',
      '/uploads/avatars/missing.png',
      '/uploads/..%2fsecret.svg',
      '/uploads/avatars/..%2f..%2fsecret.svg',
      '/uploads/.hidden.svg',
      '/uploads/avatars/a1b2.png.exe',
      '/uploads/avatars',
    ]) {
      const res = await server.request('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toMatchObject({ code: 0, msg: 'Not found' })
    }
    // A dot-dot the URL parser resolves never reaches /uploads at all.
    const resolved = await server.request('GET', '/uploads/%2e%2e/secret.svg')
    expect(resolved.status).not.toBe(200)
    expect(resolved.text).not.toContain('<svg/>')
  })
})
