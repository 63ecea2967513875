// The shape of an upload's URL (/uploads/<folders>/<name>.<image extension>), checked before any
// store is asked: no `..`, no hidden files, images only.
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|jpe?g|webp|gif)$/

export const UPLOADS_PREFIX = '/uploads/'

/** The store key of an /uploads/ URL and its extension, or null when the URL is not one. */
export function uploadKeyOf(url: string): { key: string; extension: string } | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null
  const key = url.slice(UPLOADS_PREFIX.length)
  const match = SAFE_KEY.exec(key)
  return match ? { key, extension: match[1]!.toLowerCase() } : null
}
