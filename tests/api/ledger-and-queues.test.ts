// The merchant's ledger and settlements by days of the shop's calendar, paged on the server and
// exported as CSV; the operator's recharge and withdrawal queues searched by account, amount and
// UTC days with each status counted and summed, and the user's wallet beside a request. Bad input
// is refused in the reader's language with nothing changed; each side's calls refuse the other role.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../support/csv'
import { merchantLedger, merchantLedgerExport, merchantSettlementExport } from '../../src/contract/merchant-ledger'
import { merchantSettlements } from '../../src/contract/merchant-shop'
import { adminUserWallet } from '../../src/contract/operator-queues'
import { adminRechargeList } from '../../src/contract/recharges'
import { orderReview } from '../../src/contract/reviews'
import { adminWithdrawalList } from '../../src/contract/withdrawals'
import { rowsOf } from '../support/db-rows'
import { confirm, merchantSku, merchantToken, pay, placeOrder, ship, type PlacedOrder } from './support/order-steps'
import { credit, newShopper, type Shopper, type TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'
import { auditWithdrawal, bankWithdrawal, manualRecharge, moneySnapshot } from './support/wallet-steps'

let server: TestServer
let sku: TestSku
let merchant: string
let operator: string
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  // A loaded host may take minutes to start a server: wait for it, not a clock.
}, 600_000)
afterAll(() => server?.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const ok = async <T = any>(res: Promise<{ body: { code: number; data: T }; text: string }>) => {
  const answer = await res
  expect(answer.body.code, answer.text).toBe(1)
  return answer.body.data
}

/** An order taken to completion by its shopper's review, which settles it to the merchant. */
async function completed(): Promise<PlacedOrder> {
  const order = await placeOrder(server, sku)
  await ok(pay(server, order))
  await ok(ship(server, merchant, order.id))
  await ok(confirm(server, order))
  await ok(server.call(orderReview, { body: { order_id: order.id, product_id: sku.productId, product_score: 5, service_score: 5, postage_score: 5, content: 'Good.' } }, { token: order.shopper.token }))
  return order
}

/** Moves a row's time, so a test can place it on a known day. */
const movedTo = (table: 'ledger_entries' | 'withdrawals' | 'recharges', id: number, at: string) =>
  server.db.execute(sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}`)

const refusal = async (res: Promise<{ status: number; body: { code: number; msg: string; data?: unknown } }>) => {
  const answer = await res
  return [answer.status, answer.body.code, answer.body.msg]
}

describe('the merchant’s ledger and settlements by the shop’s days', () => {
  let order: PlacedOrder
  let incomeId: number
  beforeAll(async () => {
    order = await completed()
    await server.db.execute(sql`update shops set time_zone = 'Asia/Ho_Chi_Minh' where id = ${sku.shopId}`)
    const [row] = await rowsOf<{ id: number }>(server.db, sql`select id from ledger_entries where kind = 'income' and ref_type = 'order' and ref_id = ${order.id}`)
    incomeId = row!.id
    // 20:00 UTC on the 10th is 03:00 on the 11th in Ho Chi Minh City: the shop's day, not UTC's.
    await movedTo('ledger_entries', incomeId, '2025-03-10T20:00:00Z')
    // A second row today, so the ledger has more than one page of one.
    await credit(server.db, (await rowsOf<{ id: number }>(server.db, sql`select owner_user_id as id from shops where id = ${sku.shopId}`))[0]!.id, '1.00')
  }, 600_000)

  it('finds a row on the shop’s calendar day, both ends included, and not on the UTC day; paged on the server', async () => {
    const onDay = await ok(server.call(merchantLedger, { query: { from: '2025-03-11', to: '2025-03-11' } }, { token: merchant }))
    expect(onDay).toMatchObject({ total: 1, page: 1 })
    expect(onDay.list[0]).toMatchObject({ id: incomeId, kind: 'income', order_sns: [order.sn] })
    expect((await ok(server.call(merchantLedger, { query: { from: '2025-03-10', to: '2025-03-10' } }, { token: merchant }))).total).toBe(0)

    const settled = await ok(server.call(merchantSettlements, { query: { from: '2025-03-11', to: '2025-03-11' } }, { token: merchant }))
    expect(settled.total).toBe(1)
    expect(settled.list[0]).toMatchObject({ id: incomeId, order_sn: order.sn, settled: order.total })
    expect((await ok(server.call(merchantSettlements, { query: { to: '2025-03-10' } }, { token: merchant }))).total).toBe(0)

    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ledger_entries where user_id = (select owner_user_id from shops where id = ${sku.shopId})`)
    const second = await ok(server.call(merchantLedger, { query: { page: 2, limit: 1 } }, { token: merchant }))
    expect(second).toMatchObject({ total: n, page: 2, limit: 1 })
    expect(second.list).toHaveLength(1)
    expect(n).toBeGreaterThan(1)
  })

  it('exports the days asked as CSV in the reader’s language: the ledger and the settlements', async () => {
    const ledgerFile = await server.app.request('/api/merchant/ledger/export?from=2025-03-11&to=2025-03-11', { headers: { token: merchant, lang: 'vi' } })
    expect(ledgerFile.status).toBe(200)
    expect(ledgerFile.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(ledgerFile.headers.get('content-disposition')).toBe('attachment; filename="ledger-2025-03-11_2025-03-11.csv"')
    const rows = parseCsv((await ledgerFile.text()).replace(/^\uFEFF/, ''))
    expect(rows[0]).toEqual(['Bản ghi', 'Thời gian (UTC)', 'Mã loại', 'Loại', 'Số tiền', 'Số dư sau', 'Liên quan'])
    expect(rows.slice(1)).toEqual([[String(incomeId), '2025-03-10T20:00:00.000Z', 'income', 'Thu nhập', expect.any(String), expect.any(String), order.sn]])

    const settlementFile = await server.app.request('/api/merchant/settlements/export?from=2025-03-01', { headers: { token: merchant } })
    const settlements = parseCsv((await settlementFile.text()).replace(/^\uFEFF/, ''))
    expect(settlements[0]).toEqual(['Settled at (UTC)', 'Order number', 'Released from escrow', 'Commission', 'Income', 'Balance after'])
    expect(settlements.map((row) => row[1])).toContain(order.sn)
    expect(settlements.slice(1).every((row) => row[0]! >= '2025-02-28')).toBe(true)
  })

  it('refuses a reversed or impossible day in the reader’s language, and refuses shoppers and operators', async () => {
    const shopper = await newShopper(server)
    const before = await moneySnapshot(server)
    expect(await refusal(server.call(merchantLedger, { query: { from: '2025-03-12', to: '2025-03-11' } }, { token: merchant }))).toEqual([400, 0, 'The first day must not come after the last day'])
    expect(await refusal(server.call(merchantSettlements, { query: { from: '2025-03-12', to: '2025-03-11' } }, { token: merchant, lang: 'vi' }))).toEqual([400, 0, 'Ngày đầu không được sau ngày cuối'])
    expect(await refusal(server.call(merchantLedger, { query: { from: '2025-02-30' } }, { token: merchant }))).toEqual([400, 0, 'Please choose a correct day (YYYY-MM-DD)'])
    const badExport = await server.app.request('/api/merchant/ledger/export?from=2025-03-12&to=2025-03-01', { headers: { token: merchant, lang: 'ja' } })
    expect([badExport.status, (await badExport.json()).msg]).toEqual([400, '開始日は終了日より後にできません'])
    for (const token of [shopper.token, operator]) {
      expect((await server.call(merchantLedger, { query: {} }, { token })).status).toBe(403)
      expect((await server.app.request('/api/merchant/settlements/export', { headers: { token } })).status).toBe(403)
    }
    expect((await server.call(merchantLedgerExport, { query: {} })).status).toBe(401)
    expect(merchantSettlementExport.csv).toBe(true)
    expect(await moneySnapshot(server)).toEqual(before)
  })
})

describe('the operator’s queues: searched, totalled, with the user’s wallet beside a request', () => {
  let shopper: Shopper
  let account: string
  let small: number
  let large: number
  let passed: number
  beforeAll(async () => {
    shopper = await newShopper(server, { balance: '500.00' })
    ;[{ account }] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${shopper.userId}`)
    const ids: number[] = []
    for (const amount of ['30.00', '70.00', '45.50']) ids.push((await ok(bankWithdrawal(server, shopper, amount, { bank_name: 'Techcombank' }))).withdrawal.id)
    ;[small, large, passed] = ids as [number, number, number]
    await ok(auditWithdrawal(server, operator, passed, true))
    await movedTo('withdrawals', small, '2025-04-02T23:30:00Z')
    await ok(manualRecharge(server, shopper, '120.00'))
  }, 600_000)

  const withdrawals = (query: Record<string, unknown>, lang?: string) => server.call(adminWithdrawalList, { query: query as never }, { token: operator, lang })

  it('by account, with each status counted and summed under the search', async () => {
    const found = await ok(withdrawals({ status: '0', account: account.toUpperCase().slice(2) }))
    expect(found.list.map((row: { id: number }) => row.id)).toEqual([small, large])
    expect(found.totals).toEqual([
      { status: 0, count: 2, amount: '100.00' },
      { status: 1, count: 1, amount: '45.50' },
      { status: 2, count: 0, amount: '0.00' },
    ])
    expect(found.list[0]).toMatchObject({ user: { id: shopper.userId, account }, bank_name: 'Techcombank' })

    const recharges = await ok(server.call(adminRechargeList, { query: { status: 'all', account } }, { token: operator }))
    expect(recharges.total).toBe(1)
    expect(recharges.totals[0]).toEqual({ status: 0, count: 1, amount: '120.00' })
  })

  it('by amount range and UTC days, both ends included', async () => {
    const ranged = await ok(withdrawals({ status: 'all', account, min: '45.50', max: '70' }))
    expect(ranged.list.map((row: { id: number }) => row.id).sort()).toEqual([large, passed].sort())
    expect(ranged.totals.map((t: { count: number }) => t.count)).toEqual([1, 1, 0])

    const onDay = await ok(withdrawals({ status: 'all', account, from: '2025-04-02', to: '2025-04-02' }))
    expect(onDay.list.map((row: { id: number }) => row.id)).toEqual([small])
    expect(onDay.totals[0]).toEqual({ status: 0, count: 1, amount: '30.00' })
    expect((await ok(withdrawals({ status: 'all', account, from: '2025-04-03', to: '2025-04-03' }))).total).toBe(0)
  })

  it('beside a request: the user’s name, balance and ten latest movements, newest first', async () => {
    const wallet = await ok(server.call(adminUserWallet, { query: { user_id: shopper.userId } }, { token: operator }))
    const [{ balance }] = await rowsOf<{ balance: string }>(server.db, sql`select balance::text as balance from users where id = ${shopper.userId}`)
    expect(wallet.user).toEqual({ id: shopper.userId, account, name: 'Lan Pham' })
    expect(wallet.balance).toBe(balance)
    expect(wallet.movements.map((m: { kind: string }) => m.kind)).toEqual(['withdrawal_hold', 'withdrawal_hold', 'withdrawal_hold', 'recharge'])
    expect(wallet.movements[0]).toMatchObject({ withdrawal_id: passed, amount: '-45.50' })
    expect(wallet.movements[0].balance_after).toBe(balance)

    const missing = await server.call(adminUserWallet, { query: { user_id: 2_000_000_000 } }, { token: operator, lang: 'vi' })
    expect([missing.body.code, missing.body.data ?? null]).toEqual([0, null])
  })

  it('refuses bad searches in the reader’s language and refuses merchants, with nothing changed', async () => {
    const before = await moneySnapshot(server)
    for (const [query, en, th] of [
      [{ min: '80', max: '20' }, 'The least amount must not be more than the most', 'จำนวนเงินต่ำสุดต้องไม่มากกว่าจำนวนเงินสูงสุด'],
      [{ min: '1.234' }, 'Please fill a correct amount (up to two decimals)', 'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกินสองตำแหน่ง)'],
      [{ from: '2025-04-05', to: '2025-04-01' }, 'The first day must not come after the last day', 'วันแรกต้องไม่อยู่หลังวันสุดท้าย'],
      [{ to: '2025-13-01' }, 'Please choose a correct day (YYYY-MM-DD)', 'โปรดเลือกวันที่ให้ถูกต้อง (YYYY-MM-DD)'],
      [{ account: 'x'.repeat(51) }, 'Search for an account with at most 50 characters', 'ค้นหาบัญชีได้ไม่เกิน 50 ตัวอักษร'],
    ] as const) {
      expect(await refusal(withdrawals(query)), JSON.stringify(query)).toEqual([400, 0, en])
      expect((await refusal(server.call(adminRechargeList, { query: query as never }, { token: operator, lang: 'th' })))[2]).toBe(th)
    }
    for (const token of [merchant, shopper.token]) {
      expect((await server.call(adminWithdrawalList, { query: {} as never }, { token })).status).toBe(403)
      expect((await server.call(adminRechargeList, { query: {} as never }, { token })).status).toBe(403)
      expect((await server.call(adminUserWallet, { query: { user_id: shopper.userId } }, { token })).status).toBe(403)
    }
    expect(await moneySnapshot(server)).toEqual(before)
  })
})
