// Register, log in, read the profile, log out: the session a shopper holds
// (docs/product/screens.md#signing-in-and-out, docs/api-conventions.md#requests).
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getUserInfo, login, logout, register } from '../../src/contract/user'
import { rowsOf } from '../support/db-rows'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const newShopper = (id: string) => ({
  account: `shopper_${id}`,
  password: 'secret-pass',
  email: `shopper_${id}@example.com`,
  mobile: '+84 901 234 567',
  family_name: 'Pham',
  given_name: 'Lan',
})

describe('register', () => {
  it('creates a shopper, logs them in and answers the profile with a token', async () => {
    const res = await server.call(register, { body: newShopper('reg1') })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 1, msg: 'Registration successful' })
    const info = res.body.data.userinfo
    expect(info).toMatchObject({ account: 'shopper_reg1', role: 'shopper', balance: '0.00', shop_id: null, has_payment_code: false, lang: null })
    expect(info.token).toMatch(/^[0-9a-f]{32}$/)
    const profile = await server.call(getUserInfo, {}, { token: info.token })
    expect(profile.body.data.email).toBe('shopper_reg1@example.com')
  })

  it('refuses an account name taken in another case, and a taken email', async () => {
    await server.call(register, { body: newShopper('reg2') })
    const sameAccount = await server.call(register, { body: { ...newShopper('other'), account: 'SHOPPER_reg2' } })
    expect(sameAccount.body).toMatchObject({ code: 0, msg: 'This account is already registered' })
    const sameEmail = await server.call(register, { body: { ...newShopper('other2'), email: 'Shopper_Reg2@Example.com' } })
    expect(sameEmail.body).toMatchObject({ code: 0, msg: 'This email is already registered' })
  })
})

describe('login', () => {
  it('answers the demo shopper with balance 1000.00 and a payment code set', async () => {
    const res = await server.call(login, { body: { account: 'demo', password: 'demo1234' } })
    expect(res.body.code).toBe(1)
    expect(res.body.msg).toBe('Login successful')
    expect(res.body.data.userinfo).toMatchObject({ account: 'demo', balance: DEMO_ACCOUNTS.shopper.balance, has_payment_code: true, role: 'shopper' })
  })

  it('accepts the account name in any case', async () => {
    const res = await server.call(login, { body: { account: 'DEMO', password: 'demo1234' } })
    expect(res.body.code).toBe(1)
  })

  it('a wrong password and an unknown account get the same message', async () => {
    const wrongPassword = await server.call(login, { body: { account: 'merchant', password: 'not-it' } })
    const unknownAccount = await server.call(login, { body: { account: 'nobody_here', password: 'not-it' } })
    expect(wrongPassword.status).toBe(200)
    expect(wrongPassword.body).toEqual({ code: 0, msg: 'Wrong account or password', data: null })
    expect(unknownAccount.body).toEqual(wrongPassword.body)
  })

  it('never answers a hash, and the merchant sees their shop', async () => {
    const res = await server.call(login, { body: { account: 'merchant', password: 'merchant1234' } })
    expect(res.text).not.toMatch(/argon2|password_hash|payment_code_hash/)
    expect(res.body.data.userinfo.role).toBe('merchant')
    expect(res.body.data.userinfo.shop_id).toEqual(expect.any(Number))
  })
})

describe('session', () => {
  it('stores only a hash of the token', async () => {
    const token = await server.login()
    const rows = await rowsOf<{ token_hash: string }>(server.db, sql`select token_hash from sessions`)
    const stored = rows.map((row) => row.token_hash)
    expect(stored).not.toContain(token)
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'))
  })

  it('after logout the token answers 401', async () => {
    const token = await server.login()
    const out = await server.call(logout, { query: { lang: 'en' } }, { token })
    expect(out.body).toMatchObject({ code: 1, msg: 'Logged out' })
    const after = await server.call(getUserInfo, {}, { token })
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ code: 401, msg: 'Please login first' })
  })

  it('without a token, with a made-up token, or an expired one: 401', async () => {
    expect((await server.call(getUserInfo)).status).toBe(401)
    expect((await server.call(getUserInfo, {}, { token: 'f'.repeat(32) })).status).toBe(401)
    expect((await server.call(getUserInfo, {}, { token: 'not even hex' })).status).toBe(401)
  })

  it('a session ends 3 days after login', async () => {
    const token = await server.login()
    server.clock.advance(3 * 24 * 3600_000 - 60_000)
    expect((await server.call(getUserInfo, {}, { token })).body.code).toBe(1)
    server.clock.advance(120_000)
    const expired = await server.call(getUserInfo, {}, { token })
    expect(expired.status).toBe(401)
    expect(expired.body.code).toBe(401)
  })
})
