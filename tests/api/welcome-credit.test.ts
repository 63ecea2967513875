// A new shopper's wallet in demo mode opens with the demo's play money: one ledger row, the cached
// balance equal to it; without the setting the wallet opens empty.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../support/db-rows'
import { ledgerMismatches } from '../../src/server/services/ledger'
import { createTestServer, type TestServer } from './support/test-server'

const register = (server: TestServer, account: string) =>
  server.request('POST', '/api/user/register', {
    body: { account, password: 'secret-1', email: `${account}@example.com`, mobile: '+84901234567', family_name: 'Vo', given_name: 'Ha' },
  })

describe('welcome credit', () => {
  let credited: TestServer
  let plain: TestServer
  beforeAll(async () => {
    credited = await createTestServer({ settings: { welcomeCredit: '100.00' } })
    plain = await createTestServer()
  })
  afterAll(async () => {
    await credited.close()
    await plain.close()
  })

  it('opens the wallet with the credit, as a ledger row', async () => {
    const answer = await register(credited, 'welcome_a')
    expect(answer.body.data.userinfo.balance).toBe('100.00')
    const rows = await rowsOf<{ kind: string; amount: string; balance_after: string }>(credited.db, sql`
      select kind, amount::text, balance_after::text from ledger_entries where user_id = ${answer.body.data.userinfo.id}`)
    expect(rows).toEqual([{ kind: 'opening', amount: '100.00', balance_after: '100.00' }])
    expect(await ledgerMismatches(credited.db)).toEqual([])
  })

  it('without it, an empty wallet and no row', async () => {
    const answer = await register(plain, 'welcome_b')
    expect(answer.body.data.userinfo.balance).toBe('0.00')
  })
})
