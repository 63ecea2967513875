// Fresh accounts for view tests, made through the real API (each path gets its own user, so paths
// never share a session, a rate limit or a password).
import { randomBytes } from 'node:crypto'
import type { InProcessServer } from './render-app'

export interface TestAccount {
  account: string
  password: string
  email: string
  token: string
}

export async function apiCall(server: InProcessServer, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const res = await server.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { code: number; msg: string; data: any }
}

export async function registerAccount(server: InProcessServer): Promise<TestAccount> {
  const id = randomBytes(4).toString('hex')
  const account = `shopper_${id}`
  const password = `pass-${id}`
  const email = `${account}@example.com`
  const answer = await apiCall(server, 'POST', '/api/user/register', {
    account, password, email, mobile: '+84901234567', family_name: 'Tran', given_name: 'Mai',
  })
  if (answer.code !== 1) throw new Error(`register failed: ${answer.msg}`)
  return { account, password, email, token: answer.data.userinfo.token }
}
