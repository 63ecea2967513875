// A client wired for tests: the English texts through a real i18next, the toasts and the
// "session ended" signals recorded, fetch routed wherever the test says.
import i18next from 'i18next'
import { vi } from 'vitest'
import en from '../../../locales/en.json'
import { createHttpClient, type HttpClientOptions } from '../../../src/client/http-client'

const i18n = i18next.createInstance()
void i18n.init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
})

/** i18next's t over locales/en.json, the way the app calls it. */
export const translate = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {}) as string

export interface HarnessOptions extends Partial<HttpClientOptions> {
  /** The session token the client holds; null when logged out. */
  token?: string | null
  lang?: string
}

export function createHarness(options: HarnessOptions = {}) {
  const toasts: string[] = []
  const onUnauthorized = vi.fn()
  let token = options.token === undefined ? null : options.token
  const client = createHttpClient({
    translate,
    toast: (message) => toasts.push(message),
    onUnauthorized,
    ...options,
    getToken: () => token,
    getLang: () => options.lang ?? 'en',
  })
  return {
    client,
    toasts,
    onUnauthorized,
    setToken(next: string | null) {
      token = next
    },
  }
}

/** Calls the client and returns what it rejected with; fails the test if it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to reject, it resolved')
}
