// Refuses a POST or PUT that repeats the same URL and body within a short window
// (docs/product/rules.md#duplicate-submission): a double tap on "pay" or "withdraw" must not reach
// the server twice.

/** docs/product/rules.md#constants: the duplicate-submit window. */
export const DUPLICATE_SUBMIT_WINDOW_MS = 1000

const GUARDED_METHODS = new Set(['POST', 'PUT'])

export interface DuplicateSubmitGuardOptions {
  /** @default 1000 */
  windowMs?: number
  /** @default Date.now */
  now?: () => number
}

export interface DuplicateSubmitGuard {
  /**
   * Records a request about to be sent; false when it repeats one sent less than the window ago
   * (the refused attempt does not restart the window: it was never sent).
   */
  admit(method: string, url: string, body: unknown): boolean
}

function fileFingerprint(file: Blob): string {
  // A file's bytes are not read: name, size and type tell a double tap from a new upload.
  const name = 'name' in file ? String(file.name) : ''
  return `blob:${name}:${file.size}:${file.type}`
}

/** A stable text for a body, so equal bodies compare equal whatever object holds them. */
export function bodyFingerprint(body: unknown): string {
  if (body === undefined || body === null) return ''
  if (typeof body === 'string') return body
  if (body instanceof FormData) {
    const entries = [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : fileFingerprint(v)])
    return `form:${JSON.stringify(entries)}`
  }
  if (body instanceof Blob) return fileFingerprint(body)
  return JSON.stringify(body)
}

export function createDuplicateSubmitGuard(options: DuplicateSubmitGuardOptions = {}): DuplicateSubmitGuard {
  const windowMs = options.windowMs ?? DUPLICATE_SUBMIT_WINDOW_MS
  const now = options.now ?? Date.now
  // Every recent request, not only the last one: A, B, A within the window is still a repeat of A.
  const sentAt = new Map<string, number>()

  function forgetOld(time: number) {
    for (const [key, at] of sentAt) if (time - at >= windowMs) sentAt.delete(key)
  }

  return {
    admit(method, url, body) {
      const verb = method.toUpperCase()
      if (!GUARDED_METHODS.has(verb)) return true
      const time = now()
      forgetOld(time)
      const key = `${verb} ${url}\n${bodyFingerprint(body)}`
      if (sentAt.has(key)) return false
      sentAt.set(key, time)
      return true
    },
  }
}
