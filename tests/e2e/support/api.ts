// Direct calls to the running server, for what a browser test prepares or checks.
import { PARCEL_PNG } from '../../support/pictures'
import { registerAccount, type TestAccount } from '../../support/new-account'

export async function api(baseURL: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { code: number; msg: string; data: any }
}

export type BrowserAccount = TestAccount

export function newAccount(baseURL: string): Promise<BrowserAccount> {
  return registerAccount((method, path, body, token) => api(baseURL, method, path, body, token), 'e2e')
}

/** A picture (the parcel photo) uploaded as `token`'s browser would: its URL. */
export async function uploadPicture(baseURL: string, token: string, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), name)
  const res = await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })
  const answer = (await res.json()) as { code: number; msg: string; data: { url: string } }
  if (answer.code !== 1) throw new Error(`upload failed: ${JSON.stringify(answer)}`)
  return answer.data.url
}
