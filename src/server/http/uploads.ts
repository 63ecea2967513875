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

async function readFileIn(root: string, relative: string, maxBytes: number): Promise<Buffer | null> {
  const file = resolve(root, relative)
  if (!file.startsWith(root + sep)) return null
  try {
    const found = await stat(file)
    if (!found.isFile() || found.size > maxBytes) return null
    return await readFile(file)
  } catch {
    return null
  }
}

export interface Upload {
  body: Buffer | string
  /** Its media type, from its checked extension. */
  type: string
  /** A picture of the demo catalogue: never changes under one name. */
  isCatalogue: boolean
}

/**
 * Reads a picture by its /uploads/ URL: null for a name that fails the checks, a missing file, or
 * one larger than `maxBytes` (which is then not read at all).
 */
export type UploadReader = (url: string, maxBytes?: number) => Promise<Upload | null>

export function uploadReader(dataDir: string): UploadReader {
  const root = resolve(join(dataDir, 'uploads'))
  return async (url, maxBytes = Infinity) => {
    if (!url.startsWith('/uploads/')) return null
    const relative = url.slice('/uploads/'.length)
    const match = SAFE_PATH.exec(relative)
    if (!match) return null
    const isCatalogue = relative.startsWith('catalogue/')
    let body: Buffer | string | null = await readFileIn(root, relative, maxBytes)
    if (body === null && isCatalogue) body = catalogueImageSvg(relative.slice('catalogue/'.length))
    if (body === null || Buffer.byteLength(body) > maxBytes) return null
    return { body, type: TYPES[match[1].toLowerCase()]!, isCatalogue }
  }
}

export function mountUploads(app: Hono<AppEnv>, options: { read: UploadReader; translate: Translator }): void {
  app.get('/uploads/*', async (c) => {
    const upload = await options.read(c.req.path)
    if (upload === null) return answerFailure(c, options.translate, 404, 'msg.notFound')
    c.header('Content-Type', upload.type)
    c.header('X-Content-Type-Options', 'nosniff')
    // Catalogue pictures never change under one name; uploads are stored under random names.
    c.header('Cache-Control', upload.isCatalogue ? IMMUTABLE : 'public, max-age=86400')
    if (upload.type === TYPES.svg) c.header('Content-Security-Policy', SVG_POLICY)
    return c.body(typeof upload.body === 'string' ? upload.body : new Uint8Array(upload.body))
  })
}
