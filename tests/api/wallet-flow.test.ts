// The wallet's money path through the API: a recharge waits for the operator and credits the wallet
// once approved; a withdrawal holds the amount at once, a refusal returns the hold, a pass pays out
// the arrival and keeps the service charge; the bill shows every row; the ledger holds throughout.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bill } from '../../src/contract/bill'
import { adminRechargeAudit, adminRechargeList, recharge, rechargeChannels, rechargeLog } from '../../src/contract/recharges'
import { adminWithdrawalAudit, withdraw, withdrawalInfo, withdrawalLog } from '../../src/contract/withdrawals'
import { expectMoneyHolds } from './support/wallet-steps'
import { uploadPicture } from './support/order-steps'
import { balanceOf, newShopper, PAYMENT_CODE, payHeaders, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
})
afterAll(() => server.close())
afterEach(() => expectMoneyHolds(server))

async function manualRecharge(shopper: Shopper, amount: string, key?: string) {
  const evidence = await uploadPicture(server, shopper.token)
  return server.call(recharge, { body: { method: 'manual', amount, evidence } }, { token: shopper.token, headers: payHeaders(key) })
}

const bankWithdrawal = (shopper: Shopper, amount: string, key?: string, code = PAYMENT_CODE) =>
  server.call(withdraw, { body: { type: 'bank', amount, bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: code } }, { token: shopper.token, headers: payHeaders(key) })

describe('recharge', () => {
  it('lists the networks with their deposit addresses and the bank account', async () => {
    const shopper = await newShopper(server)
    const res = await server.call(rechargeChannels, {}, { token: shopper.token })
    expect(res.body.data.networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20'])
    expect(res.body.data.bank).toMatchObject({ name: 'Vietcombank' })
  })

  it('a manual recharge waits, then the approval credits the wallet once', async () => {
    const shopper = await newShopper(server)
    const asked = await manualRecharge(shopper, '500')
    expect(asked.body, asked.text).toMatchObject({ code: 1, data: { amount: '500.00', status: 0, method: 'manual' } })
    expect(await balanceOf(server.db, shopper.userId)).toBe('0.00')
    const queue = await server.call(adminRechargeList, { query: { status: '0' } }, { token: operator })
    expect(queue.body.data.list.some((r: { id: number }) => r.id === asked.body.data.id)).toBe(true)
    const approved = await server.call(adminRechargeAudit, { body: { id: asked.body.data.id, approve: true } }, { token: operator })
    expect(approved.body, approved.text).toMatchObject({ code: 1, data: { status: 1, audited_by: { account: 'operator' } } })
    expect(await balanceOf(server.db, shopper.userId)).toBe('500.00')
    const again = await server.call(adminRechargeAudit, { body: { id: asked.body.data.id, approve: false, note: 'late' } }, { token: operator })
    expect(again.body.code).toBe(0)
    expect(again.body.msg).toBe(`Request ${asked.body.data.id} has already been audited`)
    expect(await balanceOf(server.db, shopper.userId)).toBe('500.00')
    const log = await server.call(rechargeLog, { query: {} }, { token: shopper.token })
    expect(log.body.data.list[0]).toMatchObject({ status: 1, amount: '500.00' })
  })

  it('a rejected recharge credits nothing and carries the reason', async () => {
    const shopper = await newShopper(server)
    const asked = await manualRecharge(shopper, '20.5')
    const rejected = await server.call(adminRechargeAudit, { body: { id: asked.body.data.id, approve: false, note: 'No transfer arrived' } }, { token: operator })
    expect(rejected.body.data).toMatchObject({ status: 2, note: 'No transfer arrived' })
    expect(await balanceOf(server.db, shopper.userId)).toBe('0.00')
  })

  it('the same key answers the first recharge', async () => {
    const shopper = await newShopper(server)
    const first = await manualRecharge(shopper, '30', 'r-1')
    const second = await manualRecharge(shopper, '30', 'r-1')
    expect(second.body.data.id).toBe(first.body.data.id)
  })
})

describe('withdrawal', () => {
  it('holds at once; refused returns the hold; passed pays out less the charge', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const info = await server.call(withdrawalInfo, {}, { token: shopper.token })
    expect(info.body.data).toMatchObject({ balance: '300.00', fee_rate: '0.01', has_payment_code: true })
    const first = await bankWithdrawal(shopper, '100')
    expect(first.body, first.text).toMatchObject({ code: 1, data: { balance: '200.00', withdrawal: { amount: '100.00', charge: '1.00', arrival: '99.00', status: 0, bank_card: '•••• 5678' } } })
    const refused = await server.call(adminWithdrawalAudit, { body: { id: first.body.data.withdrawal.id, approve: false, note: 'Card name mismatch' } }, { token: operator })
    expect(refused.body, refused.text).toMatchObject({ code: 1, data: { status: 2 } })
    expect(await balanceOf(server.db, shopper.userId)).toBe('300.00')
    const second = await bankWithdrawal(shopper, '50')
    const passed = await server.call(adminWithdrawalAudit, { body: { id: second.body.data.withdrawal.id, approve: true } }, { token: operator })
    expect(passed.body.data).toMatchObject({ status: 1, arrival: '49.50', bank_card: '9704 0000 1234 5678' })
    expect(await balanceOf(server.db, shopper.userId)).toBe('250.00')
    const log = await server.call(withdrawalLog, { query: { status: '2' } }, { token: shopper.token })
    expect(log.body.data.list).toHaveLength(1)
    const rows = await server.call(bill, { query: {} }, { token: shopper.token })
    expect(rows.body.data.list.map((r: { kind: string; amount: string }) => `${r.kind} ${r.amount}`)).toEqual([
      'withdrawal_hold -50.00', 'withdrawal_release 100.00', 'withdrawal_hold -100.00', 'recharge 300.00',
    ])
  })

  it('refuses more than the balance and moves nothing', async () => {
    const shopper = await newShopper(server, { balance: '10.00' })
    const res = await bankWithdrawal(shopper, '10.01')
    expect(res.body).toMatchObject({ code: 0, msg: 'Draw amount cannot be larger than balance', data: { reason: 'insufficientBalance' } })
    expect(await balanceOf(server.db, shopper.userId)).toBe('10.00')
  })
})
