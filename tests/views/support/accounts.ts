// API calls straight to the in-process server, for what a view test prepares or checks.
import { registerAccount as register, type TestAccount } from '../../support/new-account'
import type { InProcessServer } from './render-app'

export type { TestAccount }

export async function apiCall(server: InProcessServer, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const res = await server.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { code: number; msg: string; data: any }
}

export function registerAccount(server: InProcessServer): Promise<TestAccount> {
  return register((method, path, body, token) => apiCall(server, method, path, body, token))
}
