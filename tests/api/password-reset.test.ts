// Forgotten password: a code by mail, then a new password with it. The request never tells
// whether an email has an account; codes are single-use, short-lived and guess-limited.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgotPassword, getUserInfo, login, register, resetPasswordByCode } from '../../src/contract/user'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

let counter = 0
async function freshUser() {
  counter += 1
  const account = `forgetful_${counter}`
  const email = `${account}@example.com`
  const res = await server.call(register, {
    body: { account, password: 'old-password', email, mobile: '0901234567', family_name: 'Do', given_name: 'Minh' },
  })
  return { account, email, token: res.body.data.userinfo.token as string }
}

const requestCode = (email: string, lang?: string) => server.call(forgotPassword, { body: { email } }, { lang })
const reset = (email: string, code: string, password = 'new-password') =>
  server.call(resetPasswordByCode, { body: { email, code, new_password: password, confirm_password: password } })
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('forgot password', () => {
  it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
    const user = await freshUser()
    const known = await requestCode(user.email)
    const unknown = await requestCode('nobody-at-all@example.com')
    expect(known.body).toEqual({ code: 1, msg: 'If this email belongs to an account, a reset code has been sent to it', data: null })
    expect(unknown.body).toEqual(known.body)
    expect(server.mailbox.last('nobody-at-all@example.com')).toBeUndefined()
    expect(server.mailbox.last(user.email)?.text).toContain(user.account)
  })

  it('writes the mail in the language of the request', async () => {
    const user = await freshUser()
    await requestCode(user.email, 'vi')
    const vi = JSON.parse(readFileSync('locales/vi.json', 'utf8')) as { msg?: Record<string, string> }
    const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as { msg: Record<string, string> }
    // Whatever the translators have done by now: Vietnamese when it exists, else English.
    expect(server.mailbox.last(user.email)?.subject).toBe(vi.msg?.resetCodeMailSubject ?? en.msg.resetCodeMailSubject)
  })

  it('a mailed code sets a new password and ends every session', async () => {
    const user = await freshUser()
    await requestCode(user.email)
    const res = await reset(user.email, server.lastResetCode(user.email))
    expect(res.body).toEqual({ code: 1, msg: 'Password changed, please log in again', data: null })
    expect((await server.call(getUserInfo, {}, { token: user.token })).status).toBe(401)
    expect((await server.call(login, { body: { account: user.account, password: 'new-password' } })).body.code).toBe(1)
    expect((await server.call(login, { body: { account: user.account, password: 'old-password' } })).body.code).toBe(0)
  })

  it('a code works once', async () => {
    const user = await freshUser()
    await requestCode(user.email)
    const code = server.lastResetCode(user.email)
    expect((await reset(user.email, code)).body.code).toBe(1)
    expect((await reset(user.email, code, 'third-password')).body).toMatchObject({ code: 0, msg: 'The reset code is wrong or has expired' })
  })

  it('a code expires after 15 minutes', async () => {
    const user = await freshUser()
    await requestCode(user.email)
    server.clock.advance(15 * 60_000 + 1000)
    const res = await reset(user.email, server.lastResetCode(user.email))
    expect(res.body).toMatchObject({ code: 0, msg: 'The reset code is wrong or has expired' })
    server.clock.advance(-(15 * 60_000 + 1000))
  })

  it('after 5 wrong guesses even the right code is refused', async () => {
    const user = await freshUser()
    await requestCode(user.email)
    const code = server.lastResetCode(user.email)
    for (let i = 0; i < 5; i++) expect((await reset(user.email, wrongCode(code))).body.code).toBe(0)
    expect((await reset(user.email, code)).body).toMatchObject({ code: 0, msg: 'The reset code is wrong or has expired' })
  })

  it('asking again makes the earlier code void', async () => {
    const user = await freshUser()
    await requestCode(user.email)
    const first = server.lastResetCode(user.email)
    await requestCode(user.email)
    const second = server.lastResetCode(user.email)
    if (first !== second) expect((await reset(user.email, first)).body.code).toBe(0)
    expect((await reset(user.email, second)).body.code).toBe(1)
  })

  it('a code for one account does not reset another', async () => {
    const a = await freshUser()
    const b = await freshUser()
    await requestCode(a.email)
    expect((await reset(b.email, server.lastResetCode(a.email))).body.code).toBe(0)
  })

  it('refuses a fourth request for one email within 15 minutes, for known and unknown emails alike', async () => {
    const user = await freshUser()
    for (const email of [user.email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await requestCode(email)).body.code).toBe(1)
      expect((await requestCode(email)).body).toMatchObject({ code: 0, msg: 'Too many requests, please try again later' })
    }
  })

  it('refuses a malformed code with HTTP 400', async () => {
    const res = await reset('someone@example.com', '12ab56')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 0, msg: 'The reset code is wrong or has expired', data: { field: 'code' } })
  })
})
