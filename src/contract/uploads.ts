// Uploading a picture (docs/api-conventions.md#uploads, docs/api-conventions.md#paths): refund
// proof, review pictures, payment evidence. Images only, checked by their content; stored under a
// random name; the answer is the URL the other calls then carry (`proof`, `pictures`, `evidence`).
import * as z from 'zod/mini'
import { defineCall } from './call'

/** Largest picture accepted, in bytes (docs/api-conventions.md#uploads: 5 MB each). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** A URL answered by the upload call: a file of our own uploads folder. */
export const uploadedUrl = z.string({ error: 'msg.uploadUrlInvalid' }).check(
  z.regex(/^\/uploads\/u\/\d{6}\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/, 'msg.uploadUrlInvalid'),
)

/**
 * The thumbnail a list shows for a picture: an upload's is kept beside it (`<name>-thumb.webp`,
 * at most 480 px a side); any other picture (the demo catalogue's small SVGs) is its own.
 */
export function thumbnailUrl(url: string): string {
  return /^\/uploads\/u\/\d{6}\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(url) ? url.replace(/\.[a-z]+$/, '-thumb.webp') : url
}

/** A file part of a multipart body: anything Blob-like (the server's File, or a test realm's own Blob, fails `instanceof`). */
export const isFile = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number'

export const upload = defineCall({
  method: 'POST',
  path: '/api/common/upload',
  access: 'user',
  summary: 'Upload one picture (PNG, JPEG, GIF or WebP, up to 5 MB) -> its URL',
  multipart: true,
  body: z.object({ file: z.custom<Blob>(isFile, { error: 'msg.uploadImageOnly' }) }),
  data: z.object({ url: z.string() }),
})
