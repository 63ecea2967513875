// Guesses sent all at once get no more checks than guesses sent one by one: at most 5 wrong
// passwords per account, 5 wrong payment codes per lock window, 5 guesses of a mailed reset code,
// 3 reset mails per email, however
// many requests arrive together, on one server instance or spread over two sharing the database
// (on PostgreSQL two pools, as two processes would have).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPay } from '../../src/contract/orders'
import { forgotPassword, login, register, resetPasswordByCode } from '../../src/contract/user'
import { rowsOf } from '../support/db-rows'
import { merchantSku, placeOrder } from './support/order-steps'
import { balanceOf, newShopper, PAYMENT_CODE, payHeaders } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let first: TestServer
let second: TestServer
beforeAll(async () => {
  first = await createTestServer()
  second = await createTestServer({ sameDatabaseAs: first })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const WRONG_LOGIN = 'Wrong account or password'
const LOCKED_LOGIN = /^Too many login attempts/

let counter = 0
async function freshAccount(): Promise<string> {
  counter += 1
  const account = `guessed_${counter}`
  const res = await first.call(register, {
    body: { account, password: 'right-pass', email: `${account}@example.com`, mobile: '0901234567', family_name: 'Ly', given_name: 'Tam' },
  })
  expect(res.body.code, res.text).toBe(1)
  return account
}

const events = async (scope: string, subject: string) =>
  (await rowsOf<{ n: number }>(first.db, sql`select count(*)::int as n from rate_limit_events where scope = ${scope} and subject = ${subject}`))[0]!.n

/** Sends `count` requests at once, alternating between the two server instances when `spread`. */
function allAtOnce<T>(count: number, spread: boolean, send: (server: TestServer, i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(spread && i % 2 ? second : first, i)))
}

describe.each([
  ['one server instance', false],
  ['two server instances on one database', true],
])('parallel guesses, %s', (_name, spread) => {
  it('40 wrong passwords at once: 5 are checked, 35 refused unchecked; then the right one is refused too', async () => {
    const account = await freshAccount()
    const answers = await allAtOnce(40, spread, (server) => server.call(login, { body: { account, password: 'wrong-pass' } }))
    const msgs = answers.map((a) => a.body.msg)
    expect(msgs.filter((m) => m === WRONG_LOGIN)).toHaveLength(5)
    expect(msgs.filter((m) => LOCKED_LOGIN.test(m))).toHaveLength(35)
    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true)
    expect(await events('login:account', account)).toBe(5)

    const right = await (spread ? second : first).call(login, { body: { account, password: 'right-pass' } })
    expect(right.body).toMatchObject({ code: 0, msg: expect.stringMatching(LOCKED_LOGIN) })
    expect(await events('login:account', account)).toBe(5)
  })

  it('30 wrong payment codes at once: 5 are checked, the order stays unpaid, the right code is then refused as locked', async () => {
    const shopper = await newShopper(first, { balance: '5000.00' })
    const order = await placeOrder(first, await merchantSku(first), { shopper })
    const answers = await allAtOnce(30, spread, (server) =>
      server.call(verifyPay, { body: { order_ids: [order.id], payment_code: '000001' } }, { token: shopper.token, headers: payHeaders() }),
    )
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200)
      expect(['wrongCode', 'locked']).toContain(answer.body.data?.reason)
    }
    // One check at a time per shopper: 4 wrong with attempts left, the fifth locks, 25 never reach the code.
    expect(await events('payment-code', String(shopper.userId))).toBe(5)
    expect(answers.filter((a) => a.body.data.reason === 'wrongCode').map((a) => a.body.data.attempts_left).sort()).toEqual([1, 2, 3, 4])
    expect(answers.filter((a) => a.body.data.reason === 'locked')).toHaveLength(26)

    const right = await first.call(verifyPay, { body: { order_ids: [order.id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    expect(right.body).toMatchObject({ code: 0, data: { reason: 'locked', minutes: 15 } })
    const [row] = await rowsOf<{ status: number }>(first.db, sql`select status from orders where id = ${order.id}`)
    expect(row!.status).toBe(0)
    expect(await balanceOf(first.db, shopper.userId)).toBe('5000.00')
    expect(await events('payment-code', String(shopper.userId))).toBe(5)
  })

  it('10 reset-code requests for one email at once: 3 mails, 7 refused', async () => {
    const account = await freshAccount()
    const email = `${account}@example.com`
    const before = first.mailbox.mails.length + second.mailbox.mails.length
    const answers = await allAtOnce(10, spread, (server) => server.call(forgotPassword, { body: { email } }))
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(3)
    expect(answers.filter((a) => a.body.code === 0 && a.status === 200)).toHaveLength(7)
    // The mail is sent without waiting for it: give it the moment it takes.
    await expect.poll(() => first.mailbox.mails.length + second.mailbox.mails.length - before).toBe(3)
  })

  it('20 wrong reset codes at once: 5 are checked, then the right code is refused too', async () => {
    const account = await freshAccount()
    const email = `${account}@example.com`
    expect((await first.call(forgotPassword, { body: { email } })).body.code).toBe(1)
    await expect.poll(() => first.mailbox.mails.length && first.lastResetCode(email)).toMatch(/^\d{6}$/)
    const code = first.lastResetCode(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const reset = (server: TestServer, guess: string) =>
      server.call(resetPasswordByCode, { body: { email, code: guess, new_password: 'taken-over', confirm_password: 'taken-over' } })
    const answers = await allAtOnce(20, spread, (server) => reset(server, wrong))
    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true)
    const [claimed] = await rowsOf<{ attempts: number }>(first.db, sql`select attempts from password_resets where user_id = (select id from users where account = ${account}) order by id desc limit 1`)
    expect(claimed!.attempts).toBe(5)

    expect((await (spread ? second : first).call(resetPasswordByCode, { body: { email, code, new_password: 'taken-over', confirm_password: 'taken-over' } })).body.code).toBe(0)
    expect((await first.call(login, { body: { account, password: 'right-pass' } })).body.code).toBe(1)
  })
})
