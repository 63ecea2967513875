// The wallet under concurrency, on PGlite and, in CI, on PostgreSQL: withdrawals
// racing for one balance never overdraw, one Idempotency-Key sent many times at once holds or asks
// once, two operators deciding one row at once give one winner whose money is the money that
// moved, and approvals landing together on one wallet add up. After every test each wallet equals
// the sum of its ledger, none is below zero, and each ledger row's balance_after follows from the
// one before it (no update was lost between two transactions).
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../support/db-rows'
import { verifyPay } from '../../src/contract/orders'
import { merchantSku, placeOrder } from './support/order-steps'
import { balanceOf, credit, newShopper, PAYMENT_CODE, payHeaders, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestResponse, type TestServer } from './support/test-server'
import {
  auditRecharge, auditWithdrawal, bankWithdrawal, cents, chainWithdrawal, manualRecharge, platformBalance, expectMoneyHolds,
} from './support/wallet-steps'

let server: TestServer
let operator: string
let secondOperator: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  // The same operator on a second device: two people at the console.
  secondOperator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
})
afterAll(() => server.close())
afterEach(async () => {
  await expectMoneyHolds(server)
  expect(await chainBreaks()).toEqual([])
})

/** Ledger rows whose balance_after is not the previous row's of the same wallet plus their amount. */
const chainBreaks = () =>
  rowsOf(server.db, sql`
    select id, wallet, amount, balance_after, previous from (
      select id, coalesce('user ' || user_id, 'platform ' || platform_account) as wallet, amount::text, balance_after::text,
        lag(balance_after) over (partition by user_id, platform_account order by id)::text as previous,
        balance_after - amount - coalesce(lag(balance_after) over (partition by user_id, platform_account order by id), 0) as gap
      from ledger_entries) rows
    where gap <> 0`)

const count = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: number }>(server.db, query))[0]!.n)
const ledgerRows = (userId: number, kind: string) => count(sql`select count(*)::int as n from ledger_entries where user_id = ${userId} and kind = ${kind}`)
const withdrawalRows = (userId: number) => count(sql`select count(*)::int as n from withdrawals where user_id = ${userId}`)
const ok = (answers: TestResponse[]) => answers.filter((a) => a.body?.code === 1)
const refused = (answers: TestResponse[]) => answers.filter((a) => a.body?.code !== 1)
const formatCents = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`

async function asked(shopper: Shopper, amount: string): Promise<number> {
  const res = await manualRecharge(server, shopper, amount)
  if (res.body?.code !== 1) throw new Error(`recharge refused: ${res.text}`)
  return res.body.data.id
}

async function held(shopper: Shopper, amount: string): Promise<number> {
  const res = await bankWithdrawal(server, shopper, amount)
  if (res.body?.code !== 1) throw new Error(`withdrawal refused: ${res.text}`)
  return res.body.data.withdrawal.id
}

describe('withdrawals racing for one balance', () => {
  it('15 withdrawals of 10.00 from 100.00 at once: exactly 10 held, 5 refused above the balance, 0.00 left', async () => {
    const shopper = await newShopper(server, { balance: '100.00' })
    const platformBefore = cents(await platformBalance(server, 'withdrawals'))
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) =>
      i % 2 ? bankWithdrawal(server, shopper, '10') : chainWithdrawal(server, shopper, '10.00')))
    expect(answers.every((a) => a.status === 200), 'no request failed').toBe(true)
    expect(ok(answers)).toHaveLength(10)
    for (const refusal of refused(answers)) {
      expect(refusal.body, refusal.text).toMatchObject({ code: 0, msg: 'Draw amount cannot be larger than balance', data: { reason: 'insufficientBalance', amount: '10.00' } })
    }
    // Each success saw the balance the one before it left: 90.00, 80.00 ... 0.00, each once.
    expect(ok(answers).map((a) => a.body.data.balance).sort((a, b) => cents(b) - cents(a))).toEqual(
      Array.from({ length: 10 }, (_, i) => formatCents(9000 - i * 1000)))
    expect(await balanceOf(server.db, shopper.userId)).toBe('0.00')
    expect(await withdrawalRows(shopper.userId)).toBe(10)
    expect(await ledgerRows(shopper.userId, 'withdrawal_hold')).toBe(10)
    expect(cents(await platformBalance(server, 'withdrawals')) - platformBefore).toBe(10000)
  })

  it('8 withdrawals of 30.00 from 100.00 at once: 3 held, 10.00 left; amounts that do not divide the balance never overdraw', async () => {
    const shopper = await newShopper(server, { balance: '100.00' })
    const answers = await Promise.all(Array.from({ length: 8 }, () => bankWithdrawal(server, shopper, '30')))
    expect(ok(answers)).toHaveLength(3)
    expect(refused(answers).map((a) => a.body.data.reason)).toEqual(Array(5).fill('insufficientBalance'))
    expect(await balanceOf(server.db, shopper.userId)).toBe('10.00')
    expect(await withdrawalRows(shopper.userId)).toBe(3)
  })

  it('withdrawals of different sizes at once: what is held never exceeds the balance and the rest is exactly what is left', async () => {
    const shopper = await newShopper(server, { balance: '250.00' })
    const amounts = ['120.00', '99.99', '10.01', '75.50', '60.00', '33.33', '250.00', '10.00', '45.25', '15.00']
    const answers = await Promise.all(amounts.map((amount) => bankWithdrawal(server, shopper, amount)))
    const heldCents = ok(answers).reduce((sum, a) => sum + cents(a.body.data.withdrawal.amount), 0)
    expect(heldCents).toBeLessThanOrEqual(25000)
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(25000 - heldCents)
    // Every refusal was right when it was made: its amount was more than the balance it read.
    for (const refusal of refused(answers)) {
      expect(refusal.body.data.reason, refusal.text).toBe('insufficientBalance')
      expect(cents(refusal.body.data.amount)).toBeGreaterThan(cents(refusal.body.data.balance))
    }
  })

  it('paying orders and withdrawing at once from one balance: together they take exactly what it holds', async () => {
    const sku = await merchantSku(server)
    const shopper = await newShopper(server)
    const orders = []
    for (let i = 0; i < 5; i++) orders.push(await placeOrder(server, sku, { shopper }))
    const price = orders[0]!.total
    await credit(server.db, shopper.userId, formatCents(cents(price) * 5))
    const answers = await Promise.all(orders.flatMap((order) => [
      server.call(verifyPay, { body: { order_ids: [order.id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() }),
      bankWithdrawal(server, shopper, price),
    ]))
    expect(answers.every((a) => a.status === 200), 'no request failed').toBe(true)
    expect(ok(answers)).toHaveLength(5)
    for (const refusal of refused(answers)) expect(refusal.body.data, refusal.text).toMatchObject({ reason: 'insufficientBalance' })
    expect(await balanceOf(server.db, shopper.userId)).toBe('0.00')
    const paidOrders = ok(answers).filter((a) => 'orders' in a.body.data).length
    expect(await withdrawalRows(shopper.userId)).toBe(5 - paidOrders)
    expect(await ledgerRows(shopper.userId, 'payment')).toBe(paidOrders)
  })
})

describe('one Idempotency-Key sent 20 times at once', () => {
  it('a withdrawal: every answer is the same withdrawal and balance, held once', async () => {
    const shopper = await newShopper(server, { balance: '200.00' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => bankWithdrawal(server, shopper, '50', { key: 'withdraw-once' })))
    for (const answer of answers) expect(answer.body, answer.text).toMatchObject({ code: 1, data: { balance: '150.00', withdrawal: { amount: '50.00', status: 0 } } })
    expect(new Set(answers.map((a) => a.body.data.withdrawal.id)).size).toBe(1)
    expect(await balanceOf(server.db, shopper.userId)).toBe('150.00')
    expect(await withdrawalRows(shopper.userId)).toBe(1)
    expect(await ledgerRows(shopper.userId, 'withdrawal_hold')).toBe(1)
  })

  it('a withdrawal of the whole balance: held once, no copy refused for the balance it took itself', async () => {
    const shopper = await newShopper(server, { balance: '80.00' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => bankWithdrawal(server, shopper, '80', { key: 'all-of-it' })))
    for (const answer of answers) expect(answer.body, answer.text).toMatchObject({ code: 1, data: { balance: '0.00' } })
    expect(await withdrawalRows(shopper.userId)).toBe(1)
  })

  it('a recharge: every answer is the same recharge, asked once, nothing credited before the operator', async () => {
    const shopper = await newShopper(server)
    const answers = await Promise.all(Array.from({ length: 20 }, () => manualRecharge(server, shopper, '70', { key: 'recharge-once' })))
    for (const answer of answers) expect(answer.body, answer.text).toMatchObject({ code: 1, data: { amount: '70.00', status: 0 } })
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    expect(await count(sql`select count(*)::int as n from recharges where user_id = ${shopper.userId}`)).toBe(1)
    expect(await balanceOf(server.db, shopper.userId)).toBe('0.00')
  })
})

describe('two operators deciding one row at once', () => {
  it('approve and reject racing on each of 8 recharges: one winner each, the wallet credited with exactly the approved ones', async () => {
    const shopper = await newShopper(server)
    const amounts = ['10.00', '20.00', '30.00', '40.00', '50.00', '60.00', '70.00', '80.00']
    const ids = []
    for (const amount of amounts) ids.push(await asked(shopper, amount))
    // All the races at once, the approval sent first on even rows and second on odd ones.
    const races = await Promise.all(ids.map((id, i) => {
      const approve = () => auditRecharge(server, operator, id, true)
      const reject = () => auditRecharge(server, secondOperator, id, false, 'No transfer arrived')
      return Promise.all(i % 2 ? [reject(), approve()] : [approve(), reject()])
    }))
    let credited = 0
    for (const [i, answers] of races.entries()) {
      expect(ok(answers), `recharge ${ids[i]}`).toHaveLength(1)
      const loser = refused(answers)[0]!
      expect(loser.body).toEqual({ code: 0, msg: `Request ${ids[i]} has already been audited`, data: { status: ok(answers)[0]!.body.data.status } })
      const winner = ok(answers)[0]!.body.data
      const [row] = await rowsOf<{ status: number; note: string | null }>(server.db, sql`select status, note from recharges where id = ${ids[i]}`)
      expect(row).toEqual({ status: winner.status, note: winner.status === 2 ? 'No transfer arrived' : null })
      if (winner.status === 1) credited += cents(amounts[i]!)
    }
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(credited)
    expect(await ledgerRows(shopper.userId, 'recharge')).toBe(races.filter((answers) => ok(answers)[0]!.body.data.status === 1).length)
  })

  it('two approvals of one recharge at once (a double click, two consoles): credited once', async () => {
    const shopper = await newShopper(server)
    const id = await asked(shopper, '45.00')
    const answers = await Promise.all([auditRecharge(server, operator, id, true), auditRecharge(server, secondOperator, id, true), auditRecharge(server, operator, id, true)])
    expect(ok(answers)).toHaveLength(1)
    expect(await balanceOf(server.db, shopper.userId)).toBe('45.00')
    expect(await ledgerRows(shopper.userId, 'recharge')).toBe(1)
  })

  it('pass and refuse racing on each of 8 withdrawals: one winner each; passed ones paid out less the charge, refused ones back in the wallet', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const amounts = ['100.00', '50.00', '25.00', '200.00', '10.00', '99.99', '10.50', '300.00']
    const ids = []
    for (const amount of amounts) ids.push(await held(shopper, amount))
    const fees = cents(await platformBalance(server, 'fees'))
    const holding = cents(await platformBalance(server, 'withdrawals'))
    const races = await Promise.all(ids.map((id, i) => {
      const pass = () => auditWithdrawal(server, operator, id, true)
      const refuse = () => auditWithdrawal(server, secondOperator, id, false, 'Card name mismatch')
      return Promise.all(i % 2 ? [refuse(), pass()] : [pass(), refuse()])
    }))
    let returned = 0
    let charged = 0
    let heldTotal = 0
    let passed = 0
    for (const [i, answers] of races.entries()) {
      expect(ok(answers), `withdrawal ${ids[i]}`).toHaveLength(1)
      const winner = ok(answers)[0]!.body.data
      expect(refused(answers)[0]!.body.msg).toBe(`Request ${ids[i]} has already been audited`)
      heldTotal += cents(amounts[i]!)
      if (winner.status === 2) returned += cents(amounts[i]!)
      else {
        passed += 1
        charged += cents(winner.charge)
        expect(cents(winner.arrival) + cents(winner.charge)).toBe(cents(amounts[i]!))
      }
    }
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(100000 - heldTotal + returned)
    expect(cents(await platformBalance(server, 'fees')) - fees).toBe(charged)
    // Every hold is settled: paid out (arrival and charge) or returned.
    expect(cents(await platformBalance(server, 'withdrawals'))).toBe(holding - heldTotal)
    expect(await ledgerRows(shopper.userId, 'withdrawal_release')).toBe(8 - passed)
    expect(await count(sql`select count(*)::int as n from ledger_entries where platform_account = 'withdrawals' and kind = 'payout'
      and ref_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).toBe(passed)
  })
})

describe('approvals and withdrawals landing together on one wallet', () => {
  it('10 recharges approved at once: the balance is their sum, each credit recorded once', async () => {
    const shopper = await newShopper(server)
    const amounts = ['1.00', '2.50', '3.75', '10.00', '12.34', '20.00', '33.33', '50.00', '99.99', '100.01']
    const ids = []
    for (const amount of amounts) ids.push(await asked(shopper, amount))
    const answers = await Promise.all(ids.map((id, i) => auditRecharge(server, i % 2 ? operator : secondOperator, id, true)))
    for (const answer of answers) expect(answer.body, answer.text).toMatchObject({ code: 1, data: { status: 1 } })
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(amounts.reduce((sum, a) => sum + cents(a), 0))
    expect(await ledgerRows(shopper.userId, 'recharge')).toBe(10)
  })

  it('approvals, withdrawals and their decisions all at once: the balance is what the winners say', async () => {
    const shopper = await newShopper(server, { balance: '200.00' })
    const recharges = []
    for (let i = 0; i < 5; i++) recharges.push(await asked(shopper, '20.00'))
    const earlier = [await held(shopper, '40.00'), await held(shopper, '40.00')]
    // 120.00 left, 100.00 on its way in, 80.00 held of which the decisions return some.
    const answers = await Promise.all([
      ...recharges.map((id) => auditRecharge(server, operator, id, true)),
      auditWithdrawal(server, operator, earlier[0]!, false, 'Bank closed the card'),
      auditWithdrawal(server, secondOperator, earlier[1]!, true),
      ...Array.from({ length: 10 }, () => bankWithdrawal(server, shopper, '30')),
    ])
    expect(answers.every((a) => a.status === 200), 'no request failed').toBe(true)
    const decisions = answers.slice(0, 7)
    for (const decision of decisions) expect(decision.body.code, decision.text).toBe(1)
    const withdrawals = answers.slice(7)
    const heldNow = ok(withdrawals).length
    for (const refusal of refused(withdrawals)) expect(refusal.body.data.reason).toBe('insufficientBalance')
    // 120 + 100 in + 40 back = 260 at most: 8 withdrawals of 30 at the most, 4 whatever the order (120 / 30).
    expect(heldNow).toBeGreaterThanOrEqual(4)
    expect(heldNow).toBeLessThanOrEqual(8)
    expect(cents(await balanceOf(server.db, shopper.userId))).toBe(26000 - heldNow * 3000)
  })
})
