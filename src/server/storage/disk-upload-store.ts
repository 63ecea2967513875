// Uploaded pictures as files under DATA_DIR/uploads: the default, for one process (or a fleet
// sharing one network folder).
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { UploadStore } from './upload-store'

export function createDiskUploadStore(dataDir: string): UploadStore {
  const root = resolve(join(dataDir, 'uploads'))
  /** The file of a key, never outside the root. */
  const fileOf = (key: string) => {
    const file = resolve(root, key)
    return file.startsWith(root + sep) ? file : null
  }
  const sizeOf = (file: string) => stat(file).then((s) => (s.isFile() ? s.size : null), () => null)

  return {
    description: root,
    async prepare() {
      await mkdir(root, { recursive: true })
    },
    async put(key, bytes) {
      const file = fileOf(key)
      if (!file) throw new Error(`upload key outside the uploads folder: ${key}`)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, bytes, { flag: 'wx' })
    },
    async get(key, maxBytes = Infinity) {
      const file = fileOf(key)
      if (!file) return null
      const size = await sizeOf(file)
      if (size === null || size > maxBytes) return null
      return readFile(file).catch(() => null)
    },
    async has(key) {
      const file = fileOf(key)
      return file !== null && (await sizeOf(file)) !== null
    },
  }
}
