// Direct calls to the running server, for what a browser test prepares or checks.
import { registerAccount, type TestAccount } from '../../support/new-account'

export async function api(baseURL: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { code: number; msg: string; data: any }
}

export type BrowserAccount = TestAccount

export function newAccount(baseURL: string): Promise<BrowserAccount> {
  return registerAccount((method, path, body, token) => api(baseURL, method, path, body, token), 'e2e')
}
