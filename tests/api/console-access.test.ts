// Every console call, taken from the contract's list of calls (so a new one cannot be forgotten),
// refuses anyone but its role: a visitor gets 401, a shopper and the other console role a 403-style
// refusal (code not 1, no data), before anything is read or changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCalls } from '../../src/contract/calls'
import { newShopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
const tokens = { shopper: '', merchant: '', operator: '' }
beforeAll(async () => {
  server = await createTestServer()
  tokens.shopper = (await newShopper(server)).token
  tokens.merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
  tokens.operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
})
afterAll(() => server.close())

const consoleCalls = allCalls.filter((call) => call.access === 'merchant' || call.access === 'operator')

describe('console calls refuse other roles', () => {
  it('there are console calls to check, merchant and operator ones', () => {
    expect(consoleCalls.some((call) => call.access === 'merchant')).toBe(true)
    expect(consoleCalls.some((call) => call.access === 'operator')).toBe(true)
  })

  for (const call of consoleCalls) {
    it(`${call.method} ${call.path} (${call.access} only)`, async () => {
      const body = call.method === 'POST' ? {} : undefined
      const visitor = await server.request(call.method, call.path, { body })
      expect(visitor.status).toBe(401)
      expect(visitor.body).toMatchObject({ code: 401, data: null })
      const others = (['shopper', 'merchant', 'operator'] as const).filter((role) => role !== call.access)
      for (const role of others) {
        const res = await server.request(call.method, call.path, { body, token: tokens[role] })
        expect(res.status, `${role} on ${call.path}`).toBe(403)
        expect(res.body, `${role} on ${call.path}`).toMatchObject({ code: 0, data: null })
      }
    })
  }
})
