// The html of /home and of a product page asks at once for the picture the page opens on (the
// largest paint), the one the app then shows; a product page's boot markup shows it where the
// gallery will; other pages, unknown products and the console get the html as built.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { products } from '../../src/server/db/schema'
import { INLINE_PICTURE_MAX_BYTES } from '../../src/server/http/first-picture'
import { BOOT_PAGE } from '../../src/server/http/spa'
import { uploadReader } from '../../src/server/http/uploads'
import { createDiskUploadStore } from '../../src/server/storage/disk-upload-store'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let temp: string

const BOOT_BLOCKS = '<div class="boot-block"></div>'
const APP_SCRIPTS = '<script type="module" crossorigin src="/assets/app.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">'
const SHOPPER_HTML = `<!doctype html>\n<html>\n  <head>\n    <title>shopper</title>\n    ${APP_SCRIPTS}\n  </head>\n  <body><div id="app"><div class="boot-bar"></div><!-- boot:page -->${BOOT_BLOCKS}<!-- /boot:page --></div></body>\n</html>\n`

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'first-picture-'))
  for (const [path, content] of Object.entries({ 'app/index.html': SHOPPER_HTML, 'console/index.html': '<!doctype html><head></head>' })) {
    mkdirSync(join(temp, path, '..'), { recursive: true })
    writeFileSync(join(temp, path), content)
  }
  server = await createTestServer({ settings: { staticDir: temp } })
})
afterAll(async () => {
  await server.close()
  rmSync(temp, { recursive: true, force: true })
})

const bootPictures = (html: string) => [...html.matchAll(/<img class="boot-picture" src="([^"]+)" width="480" height="480" alt="">/g)].map((m) => m[1])
/** The picture at `src` as the data: URL the boot markup carries. */
async function dataUrlOf(src: string) {
  const res = await server.app.request(src)
  return `data:${res.headers.get('content-type')};base64,${Buffer.from(await res.arrayBuffer()).toString('base64')}`
}
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1])

describe('the first picture in the html', () => {
  it('/home asks for the first hot product picture, the one its hot products show first', async () => {
    const hot = await server.request('GET', '/api/product/hot?page=1&limit=10')
    const first = hot.body.data.list[0].image as string
    expect(first).toMatch(/^\/uploads\//)
    for (const path of ['/home', '/']) {
      const res = await server.request('GET', path)
      expect(res.status).toBe(200)
      expect(preloads(res.text), path).toEqual([first])
      // In the head, before the app's scripts: asked for first.
      expect(res.text.indexOf(first)).toBeLessThan(res.text.indexOf(APP_SCRIPTS))
      expect(res.text.indexOf(APP_SCRIPTS)).toBeLessThan(res.text.indexOf('</head>'))
      // Its picture is one of a row further down: the boot markup stays as built.
      expect(bootPictures(res.text), path).toEqual([])
      expect(res.text, path).toContain(`<!-- boot:page -->${BOOT_BLOCKS}<!-- /boot:page -->`)
    }
  })

  it('a product page asks for its first picture, with or without the shop in the path', async () => {
    const hot = await server.request('GET', '/api/product/hot?page=1&limit=10')
    const id = hot.body.data.list[3].id as number
    const detail = await server.request('GET', `/api/product/detail?id=${id}`)
    const picture = detail.body.data.images[0] as string
    for (const path of [`/detail/${id}`, `/detail/${id}/${detail.body.data.shop_id}`]) {
      const html = (await server.request('GET', path)).text
      expect(preloads(html), path).toEqual([picture])
      expect(html.indexOf(picture), path).toBeLessThan(html.indexOf(APP_SCRIPTS))
      // The boot markup shows the picture under the bar, in place of the grey blocks: a small one
      // (the demo's drawings) inside the html itself.
      const inline = await dataUrlOf(picture)
      expect(inline).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(bootPictures(html), path).toEqual([inline])
      expect(html, path).toContain(`<div id="app"><div class="boot-bar"></div><img class="boot-picture" src="${inline}"`)
      expect(html, path).not.toContain(BOOT_BLOCKS)
    }
  })

  it('an unknown product, a malformed id, other pages and the console get the page as built', async () => {
    for (const path of ['/detail/999999', '/detail/abc', '/detail/99999999999999999999', '/bag', '/explore', '/homes']) {
      const res = await server.request('GET', path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toBe(SHOPPER_HTML)
    }
    expect(preloads((await server.request('GET', '/merchant/')).text)).toEqual([])
  })

  it("the app's own index.html marks the boot markup the server may replace", () => {
    const html = readFileSync(join(import.meta.dirname, '../../src/app/index.html'), 'utf8')
    const page = BOOT_PAGE.exec(html)?.[0]
    expect(page).toContain('boot-block')
    // Inside #app, after the bar: React replaces all of it at its first render.
    expect(html.indexOf('<div class="boot-bar">')).toBeLessThan(html.indexOf(page!))
    expect(html.indexOf('<div id="app">')).toBeLessThan(html.indexOf('<div class="boot-bar">'))
  })
})

describe('the boot picture inside the html', () => {
  /** A product of the demo catalogue shown with an uploaded picture of `bytes` bytes: its page's html. */
  async function pageWithPicture(name: string, bytes: number) {
    mkdirSync(join(server.settings.dataDir, 'uploads/boot-test'), { recursive: true })
    writeFileSync(join(server.settings.dataDir, 'uploads/boot-test', name), Buffer.alloc(bytes, 7))
    const hot = await server.request('GET', '/api/product/hot?page=1&limit=10')
    const id = hot.body.data.list[5].id as number
    const src = `/uploads/boot-test/${name}`
    await server.db.update(products).set({ images: [src] }).where(eq(products.id, id))
    server.services.readCache.invalidate('catalogue')
    return { src, html: (await server.request('GET', `/detail/${id}`)).text }
  }

  it('travels as a data: URL up to its limit, and is asked for by its URL above it', async () => {
    const small = await pageWithPicture('small.png', INLINE_PICTURE_MAX_BYTES)
    expect(bootPictures(small.html)).toEqual([`data:image/png;base64,${Buffer.alloc(INLINE_PICTURE_MAX_BYTES, 7).toString('base64')}`])
    expect(preloads(small.html)).toEqual([small.src])
    const large = await pageWithPicture('large.png', INLINE_PICTURE_MAX_BYTES + 1)
    expect(bootPictures(large.html)).toEqual([large.src])
    expect(preloads(large.html)).toEqual([large.src])
  })

  it("the uploads reader leaves a file over the limit unread, and draws the demo's pictures within it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'upload-reader-'))
    try {
      mkdirSync(join(dataDir, 'uploads/a'), { recursive: true })
      writeFileSync(join(dataDir, 'uploads/a/small.png'), Buffer.alloc(INLINE_PICTURE_MAX_BYTES, 1))
      writeFileSync(join(dataDir, 'uploads/a/large.png'), Buffer.alloc(INLINE_PICTURE_MAX_BYTES + 1, 1))
      const read = uploadReader(createDiskUploadStore(dataDir), dataDir)
      expect((await read('/uploads/a/small.png', INLINE_PICTURE_MAX_BYTES))?.body).toHaveLength(INLINE_PICTURE_MAX_BYTES)
      expect(await read('/uploads/a/large.png', INLINE_PICTURE_MAX_BYTES)).toBeNull()
      expect((await read('/uploads/a/large.png'))?.body).toHaveLength(INLINE_PICTURE_MAX_BYTES + 1)
      expect(await read('/uploads/a/gone.png')).toBeNull()
      const hot = await server.request('GET', '/api/product/hot?page=1&limit=1')
      const drawing = hot.body.data.list[0].image as string
      expect(await read(drawing, INLINE_PICTURE_MAX_BYTES)).toMatchObject({ type: 'image/svg+xml', isCatalogue: true })
      expect(await read(drawing, 10)).toBeNull()
      expect(await read('/uploads/../secret.png')).toBeNull()
      expect(await read('https://example.com/a.png')).toBeNull()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
