// Where uploaded pictures are kept, behind one interface: the local disk (DATA_DIR/uploads, the
// default) or an S3-compatible object store (S3_BUCKET set), which every process of a fleet
// shares. Keys are the part of an upload's URL after /uploads/ (`u/202611/<random>.png`); callers
// check a key's shape (upload-keys.ts) before they ask.
import type { Settings } from '../settings'
import { createDiskUploadStore } from './disk-upload-store'
import { createS3UploadStore } from './s3-upload-store'

export interface UploadStore {
  /** Where the pictures go, for the start-up line. */
  readonly description: string
  /** Makes the place ready before the first request (the bucket is created if missing). */
  prepare(): Promise<void>
  /** Keeps a picture under a new key (never replaces one). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The picture, or null when there is none or it is larger than `maxBytes` (then not read at all). */
  get(key: string, maxBytes?: number): Promise<Buffer | null>
  /** Whether a picture was stored under the key ("was it uploaded here"). */
  has(key: string): Promise<boolean>
}

/** The store the settings name: S3 with S3_BUCKET, else the local disk. */
export function createUploadStore(settings: Pick<Settings, 'dataDir' | 's3'>): UploadStore {
  return settings.s3 ? createS3UploadStore(settings.s3) : createDiskUploadStore(settings.dataDir)
}
