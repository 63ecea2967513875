// Stores uploaded pictures under DATA_DIR/uploads/u/<yyyymm>/<random>.<ext>: the kind is read from
// the file's first bytes (never its name or the browser's word), so only real PNG, JPEG, GIF and
// WebP files are kept, and the name tells nothing about who sent it.
import { randomBytes } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { MAX_UPLOAD_BYTES } from '../../contract/uploads'
import type { Clock } from '../clock'
import { AppError } from '../errors'

type ImageKind = 'png' | 'jpg' | 'gif' | 'webp'

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

/**
 * Refuses (msg.uploadUrlInvalid) upload URLs whose file this server did not store: the contract
 * checks a URL's shape (`uploadedUrl`), this that it names a real upload.
 */
export async function requireStoredUploads(dataDir: string, urls: string[]): Promise<void> {
  const root = resolve(join(dataDir, 'uploads'))
  for (const url of urls) {
    const file = resolve(root, url.slice('/uploads/'.length))
    const stored = file.startsWith(root + sep) && (await stat(file).then((s) => s.isFile(), () => false))
    if (!stored) throw new AppError('msg.uploadUrlInvalid')
  }
}

export function createUploadService(deps: { dataDir: string; clock: Clock }) {
  const { dataDir, clock } = deps
  return {
    /** Keeps one picture; answers its URL. */
    async store(file: Blob): Promise<{ url: string }> {
      if (file.size > MAX_UPLOAD_BYTES) throw new AppError('msg.uploadTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })
      if (file.size === 0) throw new AppError('msg.uploadImageOnly')
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = imageKindOf(bytes)
      if (!kind) throw new AppError('msg.uploadImageOnly')
      const now = clock()
      const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
      const folder = join(dataDir, 'uploads', 'u', month)
      const name = `${randomBytes(16).toString('hex')}.${kind}`
      await mkdir(folder, { recursive: true })
      await writeFile(join(folder, name), bytes, { flag: 'wx' })
      return { url: `/uploads/u/${month}/${name}` }
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>
