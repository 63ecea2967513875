// Serves /uploads/*: what shoppers and merchants upload, from the upload store (the disk or S3,
// whichever process stored it), and the pictures of the demo catalogue (/uploads/catalogue/...),
// which ship with the server: read from DATA_DIR/uploads/catalogue, drawn on request when no file
// replaces them. Names are checked before any store is asked: no `..`, no hidden files, images
// only. An SVG gets a CSP that forbids scripts, so an uploaded SVG can never run code on our origin.
import type { Hono } from 'hono'
import { catalogueImageSvg } from '../db/catalogue/catalogue-images'
import { thumbnailOf } from '../services/picture-decoding'
import type { Translator } from '../i18n'
import { createDiskUploadStore } from '../storage/disk-upload-store'
import { uploadKeyOf } from '../storage/upload-keys'
import type { UploadStore } from '../storage/upload-store'
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

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

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

const THUMBNAIL = /^(u\/\d{6}\/[0-9a-f]{32})-thumb\.webp$/

/**
 * The thumbnail of an upload kept before thumbnails were made: drawn from the picture once, then
 * kept beside it like the others. Null when there is no such picture.
 */
async function thumbnailMadeLate(store: UploadStore, key: string): Promise<Buffer | null> {
  const name = THUMBNAIL.exec(key)?.[1]
  if (!name) return null
  for (const extension of ['png', 'jpg', 'gif', 'webp']) {
    const picture = await store.get(`${name}.${extension}`)
    if (!picture) continue
    try {
      const thumbnail = await thumbnailOf(picture)
      // Two requests at once may both draw it: the second finds it kept.
      await store.put(key, thumbnail, 'image/webp').catch(() => undefined)
      return Buffer.from(thumbnail)
    } catch {
      return null
    }
  }
  return null
}

export function uploadReader(store: UploadStore, dataDir: string): UploadReader {
  const shipped = createDiskUploadStore(dataDir)
  return async (url, maxBytes = Infinity) => {
    const upload = uploadKeyOf(url)
    if (!upload) return null
    const isCatalogue = upload.key.startsWith('catalogue/')
    let body: Buffer | string | null = await (isCatalogue ? shipped : store).get(upload.key, maxBytes)
    if (body === null && isCatalogue) body = catalogueImageSvg(upload.key.slice('catalogue/'.length))
    if (body === null && !isCatalogue) body = await thumbnailMadeLate(store, upload.key)
    if (body === null || Buffer.byteLength(body) > maxBytes) return null
    return { body, type: TYPES[upload.extension]!, isCatalogue }
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
