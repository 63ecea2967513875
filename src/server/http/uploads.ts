// Serves /uploads/*: files under DATA_DIR/uploads (what shoppers and merchants upload), and the
// pictures of the demo catalogue (/uploads/catalogue/...), drawn on request when no file replaces
// them. Names are checked before any path is built: no `..`, no hidden files, images only. An SVG
// gets a CSP that forbids scripts, so an uploaded SVG can never run code on our origin.
import { stat, readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { Hono } from 'hono'
import { catalogueImageSvg } from '../db/catalogue/catalogue-images'
import type { Translator } from '../i18n'
import { answerFailure } from './answers'
import type { AppEnv } from './app-env'

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

/** Folders and a file name of letters, digits, `-`, `_` and inner dots, with an image extension. */
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|jpe?g|webp|gif)$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

async function readFileIn(root: string, relative: string): Promise<Buffer | null> {
  const file = resolve(root, relative)
  if (!file.startsWith(root + sep)) return null
  try {
    if (!(await stat(file)).isFile()) return null
    return await readFile(file)
  } catch {
    return null
  }
}

export function mountUploads(app: Hono<AppEnv>, options: { dataDir: string; translate: Translator }): void {
  const root = resolve(join(options.dataDir, 'uploads'))

  app.get('/uploads/*', async (c) => {
    const relative = c.req.path.slice('/uploads/'.length)
    const match = SAFE_PATH.exec(relative)
    if (!match) return answerFailure(c, options.translate, 404, 'msg.notFound')
    const isCatalogue = relative.startsWith('catalogue/')
    let body: Buffer | string | null = await readFileIn(root, relative)
    if (body === null && isCatalogue) body = catalogueImageSvg(relative.slice('catalogue/'.length))
    if (body === null) return answerFailure(c, options.translate, 404, 'msg.notFound')

    const extension = match[1].toLowerCase()
    c.header('Content-Type', TYPES[extension])
    c.header('X-Content-Type-Options', 'nosniff')
    // Catalogue pictures never change under one name; uploads are stored under random names.
    c.header('Cache-Control', isCatalogue ? IMMUTABLE : 'public, max-age=86400')
    if (extension === 'svg') c.header('Content-Security-Policy', SVG_POLICY)
    return c.body(typeof body === 'string' ? body : new Uint8Array(body))
  })
}
