// Direct calls to the running server, for what a test prepares or checks outside the browser.
import { randomBytes } from 'node:crypto'

export async function api(baseURL: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as { code: number; msg: string; data: any }
}

export interface BrowserAccount {
  account: string
  password: string
  email: string
  token: string
}

export async function newAccount(baseURL: string): Promise<BrowserAccount> {
  const id = randomBytes(4).toString('hex')
  const account = `e2e_${id}`
  const password = `pass-${id}`
  const email = `${account}@example.com`
  const answer = await api(baseURL, 'POST', '/api/user/register', {
    account, password, email, mobile: '+84901234567', family_name: 'Pham', given_name: 'Linh',
  })
  if (answer.code !== 1) throw new Error(`register failed: ${answer.msg}`)
  return { account, password, email, token: answer.data.userinfo.token }
}
