// Every decision the auditStatus machine forbids, tried through the API on a recharge and on a
// withdrawal brought to the state it starts from: the server refuses it with the localized
// message, and nothing changes (the row, the wallet, the ledger). The pairs come from the machine.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditStatusMachine, type AuditStatusEvent } from '../../machines/audit-status.machine'
import { adminRechargeAudit, recharge } from '../../src/contract/recharges'
import { adminWithdrawalAudit, withdraw } from '../../src/contract/withdrawals'
import { rowsOf } from '../support/db-rows'
import ko from '../../locales/ko.json'
import { uploadPicture } from './support/order-steps'
import { balanceOf, newShopper, PAYMENT_CODE, payHeaders } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

type Event = AuditStatusEvent['type']
type Table = 'recharges' | 'withdrawals'

let server: TestServer
let operator: string

beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
})
afterAll(() => server.close())

/** A new shopper's waiting row of `table`: a manual recharge, or a bank withdrawal from a funded wallet. */
async function waitingRow(table: Table) {
  const shopper = await newShopper(server, { balance: '100.00' })
  const res = table === 'recharges'
    ? await server.call(recharge, { body: { method: 'manual', amount: '50', evidence: await uploadPicture(server, shopper.token) } }, { token: shopper.token, headers: payHeaders() })
    : await server.call(withdraw, { body: { type: 'bank', amount: '50', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
  const row = table === 'recharges' ? res.body.data : res.body.data?.withdrawal
  expect(res.body.code, res.text).toBe(1)
  expect(row.status).toBe(0)
  return { shopper, id: row.id as number }
}

const decide = (table: Table, id: number, event: Event) =>
  server.call(table === 'recharges' ? adminRechargeAudit : adminWithdrawalAudit, { body: { id, approve: event === 'APPROVE', note: event === 'REFUSE' ? 'Not received' : undefined } }, { token: operator, lang: 'ko' })

/** The event that brings a waiting row to `state`, from the machine's own transitions. */
const eventTo = (state: string): Event | null =>
  state === auditStatusMachine.config.initial ? null : (['APPROVE', 'REFUSE'] as const).find((event) => auditStatusMachine.config.states!.waiting!.on![event] === state)!

async function world(table: Table, id: number, userId: number) {
  const [row] = await rowsOf(server.db, sql`select status, note, audited_at, audited_by from ${sql.identifier(table)} where id = ${id}`)
  const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ledger_entries`)
  return { row, ledgerLines: n, balance: await balanceOf(server.db, userId) }
}

const forbidden = (['recharges', 'withdrawals'] as const).flatMap((table) =>
  Object.keys(auditStatusMachine.states).flatMap((state) =>
    (['APPROVE', 'REFUSE'] as const)
      .filter((event) => !auditStatusMachine.resolveState({ value: state }).can({ type: event }))
      .map((event) => [table, state, event] as const),
  ),
)

describe('a recharge or withdrawal is decided only as the auditStatus machine allows', () => {
  it('has forbidden decisions to try', () => expect(forbidden.length).toBe(8))

  it.each(forbidden)('%s: from %s, %s is refused with its message and changes nothing', async (table, state, event) => {
    const { shopper, id } = await waitingRow(table)
    const to = eventTo(state)
    if (to) expect((await decide(table, id, to)).body.code).toBe(1)
    const before = await world(table, id, shopper.userId)
    const answer = (await decide(table, id, event)).body
    expect(answer.code).toBe(0)
    expect(answer.msg).toBe(ko.msg.alreadyAudited.replace('{{id}}', String(id)))
    expect(await world(table, id, shopper.userId)).toEqual(before)
  })
})
