// A fresh shopper account for a test, registered through the real API (each path gets its own
// user, so paths never share a session, a rate limit or a password).
import { randomBytes } from 'node:crypto'
import type { ApiCall } from './device-sessions'

export interface TestAccount {
  account: string
  password: string
  email: string
  token: string
}

export async function registerAccount(call: ApiCall, prefix = 'shopper'): Promise<TestAccount> {
  const id = randomBytes(4).toString('hex')
  const account = `${prefix}_${id}`
  const password = `pass-${id}`
  const email = `${account}@example.com`
  const answer = await call('POST', '/api/user/register', {
    account, password, email, mobile: '+84901234567', family_name: 'Tran', given_name: 'Mai',
  })
  if (answer.code !== 1) throw new Error(`register failed: ${JSON.stringify(answer)}`)
  return { account, password, email, token: answer.data.userinfo.token }
}
