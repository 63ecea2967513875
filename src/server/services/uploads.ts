// Keeps uploaded pictures in the upload store (storage/upload-store.ts) under random names
// (u/<yyyymm>/<random>.<ext>): the kind is read from the file's first bytes (never its name or the
// browser's word), so only real PNG, JPEG, GIF and WebP files are kept, and the name tells nothing
// about who sent it. Checking a picture and keeping it are two steps: the check decodes the whole
// picture (picture-decoding.ts) and keeps what it drew again, with the thumbnail the lists show.
import { randomBytes } from 'node:crypto'
import { MAX_UPLOAD_BYTES, thumbnailUrl } from '../../contract/uploads'
import type { Clock } from '../clock'
import { AppError } from '../errors'
import { uploadKeyOf } from '../storage/upload-keys'
import type { UploadStore } from '../storage/upload-store'
import { decodePicture, type PictureKind } from './picture-decoding'

type ImageKind = PictureKind

const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' }

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The image kind of a file's content, or null when it is not one we keep. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return null
}

/** A picture that passed the checks: its bytes drawn again (no metadata, bounded), its thumbnail and its kind. */
export interface CheckedPicture {
  bytes: Uint8Array
  thumbnail: Uint8Array
  kind: ImageKind
}

/** The content checks of an upload (size, kind by content, decoded whole); refuses with a msg key. */
export async function checkPicture(file: Blob): Promise<CheckedPicture> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('msg.uploadTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })
  if (file.size === 0) throw new AppError('msg.uploadImageOnly')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = imageKindOf(bytes)
  if (!kind) throw new AppError('msg.uploadImageOnly')
  return { ...(await decodePicture(bytes, kind)), kind }
}

/**
 * Refuses (msg.uploadUrlInvalid) upload URLs that the store does not hold: the contract checks a
 * URL's shape (`uploadedUrl`), this that it names a real upload, whichever process stored it.
 */
export async function requireStoredUploads(store: UploadStore, urls: string[]): Promise<void> {
  for (const url of urls) {
    const upload = uploadKeyOf(url)
    if (!upload || !(await store.has(upload.key))) throw new AppError('msg.uploadUrlInvalid')
  }
}

export function createUploadService(deps: { store: UploadStore; clock: Clock }) {
  const { store, clock } = deps
  return {
    /** Keeps one picture; answers its URL. */
    async store(file: Blob): Promise<{ url: string }> {
      const picture = await checkPicture(file)
      const now = clock()
      const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
      const key = `u/${month}/${randomBytes(16).toString('hex')}.${picture.kind}`
      const url = `/uploads/${key}`
      // The thumbnail first: a URL answered always has its thumbnail.
      await store.put(thumbnailUrl(url).slice('/uploads/'.length), picture.thumbnail, 'image/webp')
      await store.put(key, picture.bytes, CONTENT_TYPES[picture.kind])
      return { url }
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>
