// Resetting a forgotten payment code: a code mailed to the account's email, then the mailed code,
// the login password and a new code twice. The new code replaces the old one and lifts the
// payment-code lock; each refusal is a localized message that changes nothing; the mails asked and
// the guesses checked hold their limits however many requests arrive at once.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPay } from '../../src/contract/orders'
import { forgotPaymentCode, resetPaymentCodeByMail, setPaymentCode } from '../../src/contract/payment-code'
import { rowsOf } from '../support/db-rows'
import { verifySecret } from '../../src/server/services/passwords'
import { registerAccount, type TestAccount } from '../support/new-account'
import { createTestServer, type TestServer } from './support/test-server'

const OLD_CODE = '258147'
const NEW_CODE = '369258'

let server: TestServer
let second: TestServer
beforeAll(async () => {
  server = await createTestServer()
  second = await createTestServer({ sameDatabaseAs: server })
})
afterAll(async () => {
  await second?.close()
  await server?.close()
})

/** A shopper whose payment code is OLD_CODE. */
async function shopper(): Promise<TestAccount> {
  const user = await registerAccount((method, path, body, token) => server.request(method, path, { body, token }).then((res) => res.body))
  const set = await server.call(setPaymentCode, { body: { new_code: OLD_CODE, confirm_code: OLD_CODE } }, { token: user.token })
  expect(set.body.code, set.text).toBe(1)
  return user
}

const askCode = (user: TestAccount, lang?: string, on = server) => on.call(forgotPaymentCode, {}, { token: user.token, lang })

type ResetBody = { code: string; password: string; new_code: string; confirm_code: string }
const reset = (user: TestAccount, body: Partial<ResetBody>, lang?: string, on = server) =>
  on.call(resetPaymentCodeByMail, { body: { password: user.password, new_code: NEW_CODE, confirm_code: NEW_CODE, ...body } as ResetBody }, { token: user.token, lang })

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function paymentCodeHash(user: TestAccount): Promise<string> {
  const [row] = await rowsOf<{ hash: string }>(server.db, sql`select payment_code_hash as hash from users where account = ${user.account}`)
  return row!.hash
}
const codeIs = async (user: TestAccount, code: string) => verifySecret(await paymentCodeHash(user), code)

async function attemptsOfNewestCode(user: TestAccount): Promise<number> {
  const [row] = await rowsOf<{ attempts: number }>(server.db, sql`
    select attempts from password_resets where purpose = 'paymentCode'
    and user_id = (select id from users where account = ${user.account}) order by id desc limit 1`)
  return row!.attempts
}

/** Five wrong payment codes (as the old code, counted with paying): paying is locked, the right code refused too. */
async function lockOut(user: TestAccount) {
  for (let i = 0; i < 5; i++) await server.call(setPaymentCode, { body: { old_code: '000001', new_code: '147258', confirm_code: '147258' } }, { token: user.token })
  const locked = await server.call(verifyPay, { body: { order_ids: [1], payment_code: OLD_CODE } }, { token: user.token, headers: { 'Idempotency-Key': `locked-${user.account}` } })
  expect(locked.body.data).toMatchObject({ reason: 'locked', minutes: 15 })
}

describe('forgotten payment code', () => {
  it("mails a code to the account's own email, in the request's language, and says where it went", async () => {
    const user = await shopper()
    const answer = await askCode(user, 'vi')
    expect(answer.body).toEqual({ code: 1, msg: 'Đã gửi mã, hãy kiểm tra email', data: { email: `${user.email[0]}***@example.com` } })
    const mail = server.mailbox.last(user.email)
    expect(mail?.subject).toBe('Mã đặt lại mật khẩu thanh toán của bạn')
    expect(mail?.text).toContain(user.account)
    expect(server.lastResetCode(user.email)).toMatch(/^\d{6}$/)
  })

  it('replaces the code with the mailed code, the login password and the new code twice, and lifts the lock', async () => {
    const user = await shopper()
    await lockOut(user)
    await askCode(user)
    const answer = await reset(user, { code: server.lastResetCode(user.email) })
    expect(answer.body).toEqual({ code: 1, msg: 'Payment code reset: you can pay again', data: { has_payment_code: true } })
    expect(await codeIs(user, NEW_CODE)).toBe(true)
    // Paying is open again: the new code is taken (while locked, even the right one was refused).
    const change = await server.call(setPaymentCode, { body: { old_code: NEW_CODE, new_code: '147369', confirm_code: '147369' } }, { token: user.token })
    expect(change.body).toMatchObject({ code: 1, data: { changed: true } })
  })

  it('a code works once, and only the newest one works', async () => {
    const user = await shopper()
    await askCode(user)
    const first = server.lastResetCode(user.email)
    await askCode(user)
    const newest = server.lastResetCode(user.email)
    // The first code is only a wrong guess of the newest now.
    if (first !== newest) expect((await reset(user, { code: first })).body.data).toEqual({ reason: 'wrongCode', attempts_left: 4 })
    expect((await reset(user, { code: newest })).body.code).toBe(1)
    expect((await reset(user, { code: newest, new_code: '147369', confirm_code: '147369' })).body).toMatchObject({ code: 0, data: { reason: 'codeDead' } })
    expect(await codeIs(user, NEW_CODE)).toBe(true)
  })

  describe('refusals change nothing', () => {
    it('a wrong login password, with the guesses left', async () => {
      const user = await shopper()
      await askCode(user)
      const answer = await reset(user, { code: server.lastResetCode(user.email), password: 'not-my-password' })
      expect(answer.body).toEqual({ code: 0, msg: 'The login password is wrong, 4 attempts left with this code', data: { reason: 'wrongPassword', attempts_left: 4 } })
      expect(await codeIs(user, OLD_CODE)).toBe(true)
    })

    it('a wrong code, in the language asked, with the plural right', async () => {
      const user = await shopper()
      await askCode(user)
      const code = server.lastResetCode(user.email)
      const th = await reset(user, { code: wrongOf(code) }, 'th')
      expect(th.body).toEqual({ code: 0, msg: 'รหัสจากอีเมลไม่ถูกต้อง เหลือ 4 ครั้ง', data: { reason: 'wrongCode', attempts_left: 4 } })
      for (const left of [3, 2]) expect((await reset(user, { code: wrongOf(code) })).body.data).toEqual({ reason: 'wrongCode', attempts_left: left })
      expect((await reset(user, { code: wrongOf(code) })).body.msg).toBe('The code from the mail is wrong, 1 attempt left')
      expect(await codeIs(user, OLD_CODE)).toBe(true)
    })

    it('after 5 guesses the code is dead, the right one included', async () => {
      const user = await shopper()
      await askCode(user)
      const code = server.lastResetCode(user.email)
      for (let i = 0; i < 4; i++) await reset(user, { code: wrongOf(code) })
      const fifth = await reset(user, { code: wrongOf(code) })
      expect(fifth.body).toMatchObject({ code: 0, msg: 'This code no longer works (expired, used or tried too often): ask for a new one', data: { reason: 'codeDead' } })
      expect((await reset(user, { code })).body).toMatchObject({ code: 0, data: { reason: 'codeDead' } })
      expect(await attemptsOfNewestCode(user)).toBe(5)
      expect(await codeIs(user, OLD_CODE)).toBe(true)
    })

    it('an expired code', async () => {
      const user = await shopper()
      await askCode(user)
      server.clock.advance(15 * 60_000 + 1000)
      try {
        expect((await reset(user, { code: server.lastResetCode(user.email) })).body).toMatchObject({ code: 0, data: { reason: 'codeDead' } })
      } finally {
        server.clock.advance(-(15 * 60_000 + 1000))
      }
      expect(await codeIs(user, OLD_CODE)).toBe(true)
    })

    it('no code asked at all', async () => {
      const user = await shopper()
      expect((await reset(user, { code: '123456' })).body).toMatchObject({ code: 0, data: { reason: 'codeDead' } })
      expect(await codeIs(user, OLD_CODE)).toBe(true)
    })

    it('a fourth mail within 15 minutes, with the minutes to wait', async () => {
      const user = await shopper()
      for (let i = 0; i < 3; i++) expect((await askCode(user)).body.code).toBe(1)
      const mails = server.mailbox.mails.length
      const fourth = await askCode(user)
      expect(fourth.body).toEqual({ code: 0, msg: 'Too many codes asked: try again in 15 minutes', data: { reason: 'tooManyMails', minutes: 15 } })
      expect(server.mailbox.mails.length).toBe(mails)
    })

    it('a new code that is not 6 to 12 digits, weak, or not confirmed: HTTP 400 naming the field, the mailed code untouched', async () => {
      const user = await shopper()
      await askCode(user)
      const code = server.lastResetCode(user.email)
      const cases: Array<[Partial<ResetBody>, string, string]> = [
        [{ new_code: '25814', confirm_code: '25814' }, 'new_code', 'Payment code must be at least 6 characters and numbers only'],
        [{ new_code: '36a258', confirm_code: '36a258' }, 'new_code', 'Payment code must be at least 6 characters and numbers only'],
        [{ new_code: '123456', confirm_code: '123456' }, 'new_code', 'This payment code is too easy to guess: avoid one repeated digit and straight runs like 123456'],
        [{ confirm_code: '369285' }, 'confirm_code', 'Passwords do not match'],
        [{ code: '12ab56' }, 'code', 'The code from the mail is 6 digits'],
        [{ password: '' }, 'password', 'Enter your login password'],
      ]
      for (const [body, field, msg] of cases) {
        const answer = await reset(user, { code, ...body })
        expect(answer.status, answer.text).toBe(400)
        expect(answer.body).toMatchObject({ code: 0, msg, data: { field } })
      }
      expect(await attemptsOfNewestCode(user)).toBe(0)
      expect(await codeIs(user, OLD_CODE)).toBe(true)
      expect((await reset(user, { code })).body.code).toBe(1)
    })

    it('for a visitor: HTTP 401', async () => {
      const answer = await server.call(forgotPaymentCode, {})
      expect(answer.status).toBe(401)
    })
  })

  describe.each([
    ['one server instance', false],
    ['two server instances on one database', true],
  ])('requests at once, %s', (_name, spread) => {
    const on = (i: number) => (spread && i % 2 ? second : server)

    it('20 wrong codes at once: 5 are checked, the rest refused unchecked, then the right code is refused too', async () => {
      const user = await shopper()
      await askCode(user)
      const code = server.lastResetCode(user.email)
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(user, { code: wrongOf(code) }, undefined, on(i))))
      expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true)
      expect(answers.filter((a) => a.body.data.reason === 'wrongCode').map((a) => a.body.data.attempts_left).sort()).toEqual([1, 2, 3, 4])
      expect(answers.filter((a) => a.body.data.reason === 'codeDead')).toHaveLength(16)
      expect(await attemptsOfNewestCode(user)).toBe(5)
      expect((await reset(user, { code })).body.data).toEqual({ reason: 'codeDead' })
      expect(await codeIs(user, OLD_CODE)).toBe(true)
    })

    it('10 mails asked at once: 3 sent, 7 refused', async () => {
      const user = await shopper()
      const before = server.mailbox.mails.length + second.mailbox.mails.length
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => askCode(user, undefined, on(i))))
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(3)
      expect(answers.filter((a) => a.body.data?.reason === 'tooManyMails')).toHaveLength(7)
      expect(server.mailbox.mails.length + second.mailbox.mails.length - before).toBe(3)
    })
  })
})
