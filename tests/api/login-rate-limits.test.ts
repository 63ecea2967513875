// Failed logins are limited per account and per client address, in the database, so guessing
// passwords stays slow even across several server processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, register } from '../../src/contract/user'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const attempt = (account: string, password: string, ip?: string) => server.call(login, { body: { account, password } }, { ip })

let counter = 0
async function freshAccount() {
  counter += 1
  const account = `target_${counter}`
  await server.call(register, {
    body: { account, password: 'right-pass', email: `${account}@example.com`, mobile: '0901234567', family_name: 'Ly', given_name: 'Tam' },
  })
  return account
}

describe('login rate limits', () => {
  it('after 5 failures an account is refused, even with the right password, until 15 minutes pass', async () => {
    const account = await freshAccount()
    for (let i = 0; i < 5; i++) expect((await attempt(account, 'wrong')).body.msg).toBe('Wrong account or password')
    const refused = await attempt(account, 'right-pass')
    expect(refused.body).toEqual({ code: 0, msg: 'Too many login attempts, please try again in 15 minutes', data: null })

    server.clock.advance(10 * 60_000)
    expect((await attempt(account, 'right-pass')).body.msg).toBe('Too many login attempts, please try again in 5 minutes')
    server.clock.advance(5 * 60_000 + 1000)
    expect((await attempt(account, 'right-pass')).body.code).toBe(1)
  })

  it('an unknown account is limited the same way, so the limit tells nothing about existence', async () => {
    for (let i = 0; i < 5; i++) await attempt('no_such_account', 'wrong')
    expect((await attempt('no_such_account', 'wrong')).body.msg).toMatch(/^Too many login attempts/)
  })

  it('a good login forgets the earlier failures of the account', async () => {
    const account = await freshAccount()
    for (let i = 0; i < 4; i++) await attempt(account, 'wrong')
    expect((await attempt(account, 'right-pass')).body.code).toBe(1)
    for (let i = 0; i < 4; i++) await attempt(account, 'wrong')
    expect((await attempt(account, 'right-pass')).body.code).toBe(1)
  })

  it('after 20 failures from one address, that address is refused for every account; others are not', async () => {
    const victim = await freshAccount()
    for (let i = 0; i < 20; i++) await attempt(`sprayed_${i}`, 'wrong', '198.51.100.7')
    const fromAttacker = await attempt(victim, 'right-pass', '198.51.100.7')
    expect(fromAttacker.body.msg).toMatch(/^Too many login attempts/)
    expect((await attempt(victim, 'right-pass', '198.51.100.8')).body.code).toBe(1)
    // X-Forwarded-For is only believed with TRUST_PROXY: an attacker cannot pick a fresh address.
    const spoofed = await server.call(login, { body: { account: victim, password: 'right-pass' } }, {
      ip: '198.51.100.7',
      headers: { 'x-forwarded-for': '192.0.2.99' },
    })
    expect(spoofed.body.msg).toMatch(/^Too many login attempts/)
  })

  it('a wrong password and an unknown account take about the same time', async () => {
    // The unknown account is checked against a dummy hash: without it, it would answer ~20x faster.
    const timed = async (account: string) => {
      const started = performance.now()
      await attempt(account, 'wrong')
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await timed('operator'))
      unknown.push(await timed(`ghost_${i}`))
    }
    // The fastest of each: the attempt least slowed by whatever else the machine is running.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.4)
  })
})
