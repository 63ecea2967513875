// The wallet's idempotency and records (docs/product/money.md#paying,
// docs/api-conventions.md#paths): a repeated Idempotency-Key answers the first recharge or
// withdrawal (same id, the balance it left) and moves nothing again, a key reused with other
// details is refused; the shopper's recharge and withdrawal records, the operator's lists and the
// bill show every step, filtered, newest first (the operator's waiting queue oldest first), with
// who decided and when, and the orders a payment row is about.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bill } from '../../src/contract/bill'
import { orderCreate, verifyPay } from '../../src/contract/orders'
import { merchantRefundDecide, refundApply } from '../../src/contract/refunds'
import { adminRechargeList, rechargeLog } from '../../src/contract/recharges'
import { adminWithdrawalList, withdrawalLog } from '../../src/contract/withdrawals'
import { rowsOf } from '../support/db-rows'
import { merchantSku, merchantToken, placeOrder, uploadPicture } from './support/order-steps'
import { addToBag, balanceOf, newShopper, PAYMENT_CODE, payHeaders, skusOfShops, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'
import {
  auditRecharge, auditWithdrawal, bankWithdrawal, chainRecharge, chainWithdrawal, manualRecharge, moneySnapshot, rechargedBy, TRC20_ADDRESS, expectMoneyHolds,
} from './support/wallet-steps'

const HOUR = 3_600_000

let server: TestServer
let operator: string
let operatorId: number
/** A second operator, so that the lists can tell who decided what. */
let auditor: string
let auditorId: number

beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  operatorId = (await server.request('GET', '/api/user/getUserInfo', { token: operator })).body.data.id
  const second = await newShopper(server)
  await server.db.execute(sql`update users set role = 'operator' where id = ${second.userId}`)
  auditorId = second.userId
  const [row] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${auditorId}`)
  auditor = await server.login(row!.account, `pass-${row!.account.slice('buyer_'.length)}`)
})
afterAll(() => server.close())
afterEach(() => expectMoneyHolds(server))

const REUSED = 'This request was already sent with other details'
const REUSED_VI = 'Yêu cầu này đã được gửi với thông tin khác'

describe('a repeated Idempotency-Key', () => {
  it('a withdrawal answers the first: same id, the balance it left, nothing held again, even after other moves and its decision', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const first = await bankWithdrawal(server, shopper, '100', { key: 'w-first' })
    expect(first.body, first.text).toMatchObject({ code: 1, msg: 'Withdrawal submitted', data: { balance: '200.00', withdrawal: { amount: '100.00', status: 0 } } })
    const again = await bankWithdrawal(server, shopper, '100.00', { key: 'w-first' })
    expect(again.body).toEqual(first.body)
    // Other money moves; the replay still answers what the first request did.
    await rechargedBy(server, operator, shopper, '50')
    expect((await bankWithdrawal(server, shopper, '20')).body.data.balance).toBe('230.00')
    const later = await bankWithdrawal(server, shopper, '100', { key: 'w-first' })
    expect(later.body.data).toEqual(first.body.data)
    expect(await balanceOf(server.db, shopper.userId)).toBe('230.00')
    // Refused by the operator: the hold came back once; a replay holds nothing again and names the same withdrawal.
    expect((await auditWithdrawal(server, operator, first.body.data.withdrawal.id, false, 'Card name mismatch')).body.code).toBe(1)
    expect(await balanceOf(server.db, shopper.userId)).toBe('330.00')
    const afterDecision = await bankWithdrawal(server, shopper, '100', { key: 'w-first' })
    expect(afterDecision.body.data).toMatchObject({ balance: '200.00', withdrawal: { id: first.body.data.withdrawal.id, status: 2, note: 'Card name mismatch' } })
    expect(await balanceOf(server.db, shopper.userId)).toBe('330.00')
    expect(await rowsOf(server.db, sql`select count(*)::int as n from withdrawals where user_id = ${shopper.userId}`)).toEqual([{ n: 2 }])
  })

  it('a recharge answers the first: same id, asked once, credited once however often it is sent after the approval', async () => {
    const shopper = await newShopper(server)
    const evidence = await uploadPicture(server, shopper.token)
    const first = await manualRecharge(server, shopper, '75.5', { key: 'r-first', evidence })
    expect(first.body, first.text).toMatchObject({ code: 1, msg: 'Recharge submitted: waiting for review', data: { amount: '75.50', status: 0, evidence } })
    const again = await manualRecharge(server, shopper, '75.50', { key: 'r-first', evidence })
    expect(again.body).toEqual(first.body)
    expect((await auditRecharge(server, operator, first.body.data.id, true)).body.code).toBe(1)
    const afterDecision = await manualRecharge(server, shopper, '75.50', { key: 'r-first', evidence })
    expect(afterDecision.body.data).toMatchObject({ id: first.body.data.id, status: 1 })
    expect(await balanceOf(server.db, shopper.userId)).toBe('75.50')
    expect(await rowsOf(server.db, sql`select count(*)::int as n from recharges where user_id = ${shopper.userId}`)).toEqual([{ n: 1 }])
  })

  it('a withdrawal key reused with other details is refused, in each language, and nothing moves', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    expect((await bankWithdrawal(server, shopper, '100', { key: 'w-reused' })).body.code).toBe(1)
    expect((await chainWithdrawal(server, shopper, '10', { key: 'c-reused' })).body.code).toBe(1)
    const before = await moneySnapshot(server)
    const others = [
      () => bankWithdrawal(server, shopper, '100.01', { key: 'w-reused' }),
      () => bankWithdrawal(server, shopper, '99', { key: 'w-reused' }),
      () => chainWithdrawal(server, shopper, '100', { key: 'w-reused' }),
      () => bankWithdrawal(server, shopper, '100', { key: 'w-reused', bank_card: '6222 0000 9999 0001' }),
      () => bankWithdrawal(server, shopper, '100', { key: 'w-reused', bank_name: 'Techcombank' }),
      () => chainWithdrawal(server, shopper, '10', { key: 'c-reused', network: 'ERC20', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' }),
      () => chainWithdrawal(server, shopper, '10', { key: 'c-reused', address: 'TAnotherAddress1234567890abcdefgh' }),
    ]
    for (const [i, send] of others.entries()) {
      const res = await send()
      expect(res.body, `other details #${i}: ${res.text}`).toEqual({ code: 0, msg: REUSED, data: null })
    }
    const vi = await bankWithdrawal(server, shopper, '1', { key: 'w-reused', lang: 'vi' })
    expect(vi.body.msg).toBe(REUSED_VI)
    expect(await moneySnapshot(server)).toEqual(before)
    // The same details (the network named in another case, the card spaced otherwise) are the same request.
    expect((await chainWithdrawal(server, shopper, '10', { key: 'c-reused', network: 'trc20' })).body).toMatchObject({ code: 1, data: { balance: '190.00' } })
    expect((await bankWithdrawal(server, shopper, '100', { key: 'w-reused', bank_card: '9704  0000 1234 5678' })).body).toMatchObject({ code: 1, data: { balance: '200.00' } })
  })

  it('a recharge key reused for another amount, way, network or address is refused, and nothing is asked', async () => {
    const shopper = await newShopper(server)
    const evidence = await uploadPicture(server, shopper.token)
    expect((await manualRecharge(server, shopper, '40', { key: 'r-reused', evidence })).body.code).toBe(1)
    expect((await chainRecharge(server, shopper, '40', { key: 'c-reused' })).body.code).toBe(1)
    const before = await moneySnapshot(server)
    const others = [
      () => manualRecharge(server, shopper, '41', { key: 'r-reused', evidence }),
      () => chainRecharge(server, shopper, '40', { key: 'r-reused' }),
      () => chainRecharge(server, shopper, '40', { key: 'c-reused', network: 'ERC20', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' }),
      () => chainRecharge(server, shopper, '40', { key: 'c-reused', address: 'TAnotherAddress1234567890abcdefgh' }),
    ]
    for (const [i, send] of others.entries()) {
      const res = await send()
      expect(res.body, `other details #${i}: ${res.text}`).toEqual({ code: 0, msg: REUSED, data: null })
    }
    expect(await moneySnapshot(server)).toEqual(before)
    // The same transfer with its evidence uploaded again (a retry after a lost answer): the first recharge, its evidence kept.
    const again = await manualRecharge(server, shopper, '40', { key: 'r-reused' })
    expect(again.body.data).toMatchObject({ amount: '40.00', evidence })
    expect(await chainRecharge(server, shopper, '40', { key: 'c-reused', network: 'trc20' })).toMatchObject({ body: { code: 1 } })
    expect(await rowsOf(server.db, sql`select count(*)::int as n from recharges where user_id = ${shopper.userId}`)).toEqual([{ n: 2 }])
  })

  it('a key is the shopper\'s own: another shopper, or the other call, with the same key makes its own request', async () => {
    const [a, b] = await Promise.all([newShopper(server, { balance: '100.00' }), newShopper(server, { balance: '100.00' })])
    const first = await bankWithdrawal(server, a, '10', { key: 'shared-key' })
    const second = await bankWithdrawal(server, b, '10', { key: 'shared-key' })
    expect(second.body.data.withdrawal.id).not.toBe(first.body.data.withdrawal.id)
    const recharge = await manualRecharge(server, a, '10', { key: 'shared-key' })
    expect(recharge.body.code).toBe(1)
    expect([await balanceOf(server.db, a.userId), await balanceOf(server.db, b.userId)]).toEqual(['90.00', '90.00'])
  })

  it('a refused request does not use its key up: sent again once the balance allows, it goes through', async () => {
    const shopper = await newShopper(server, { balance: '50.00' })
    const short = await bankWithdrawal(server, shopper, '80', { key: 'w-later' })
    expect(short.body.data).toMatchObject({ reason: 'insufficientBalance' })
    await rechargedBy(server, operator, shopper, '30')
    const enough = await bankWithdrawal(server, shopper, '80', { key: 'w-later' })
    expect(enough.body, enough.text).toMatchObject({ code: 1, data: { balance: '0.00' } })
  })
})

interface Stamped {
  id: number
  status: number
  note: string | null
  created_at: string
  audited_at: string | null
  audited_by?: { id: number; account: string } | null
  user?: { id: number; account: string }
}

const ids = (list: Stamped[]) => list.map((row) => row.id)
const elapsed = (row: Stamped) => new Date(row.audited_at!).getTime() - new Date(row.created_at).getTime()

describe('the recharge record and the operator\'s recharge list', () => {
  let shopper: Shopper
  let account: string
  let approved: number
  let rejected: number
  let waiting: number
  let onChain: number

  beforeAll(async () => {
    shopper = await newShopper(server)
    account = (await server.request('GET', '/api/user/getUserInfo', { token: shopper.token })).body.data.account
    approved = (await manualRecharge(server, shopper, '100')).body.data.id
    rejected = (await manualRecharge(server, shopper, '200')).body.data.id
    onChain = (await chainRecharge(server, shopper, '300', { network: 'erc20', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' })).body.data.id
    waiting = (await manualRecharge(server, shopper, '400')).body.data.id
    // Someone else's recharge, which this shopper's record never shows.
    await manualRecharge(server, await newShopper(server), '500')
    server.clock.advance(HOUR)
    expect((await auditRecharge(server, operator, approved, true)).body.code).toBe(1)
    server.clock.advance(HOUR)
    expect((await auditRecharge(server, auditor, rejected, false, '  No transfer arrived  ')).body.code).toBe(1)
    // Approving with a null note (the console's empty field): a decision without a note.
    expect((await server.request('POST', '/api/admin/recharge/audit', { body: { id: onChain, approve: true, note: null }, token: auditor })).body.code).toBe(1)
  })

  const record = (status?: string, page?: number, limit?: number) =>
    server.call(rechargeLog, { query: { status: status as never, page, limit } }, { token: shopper.token })

  it('filters all, 0, 1 and 2 show the shopper\'s own rows, newest first, with their totals', async () => {
    const all = (await record()).body.data
    expect(ids(all.list)).toEqual([waiting, onChain, rejected, approved])
    expect(all).toMatchObject({ total: 4, page: 1, limit: 10 })
    expect((await record('all')).body.data.list).toEqual(all.list)
    expect(ids((await record('0')).body.data.list)).toEqual([waiting])
    expect(ids((await record('1')).body.data.list)).toEqual([onChain, approved])
    const refused = (await record('2')).body.data
    expect(refused).toMatchObject({ total: 1, list: [{ id: rejected, status: 2, amount: '200.00', note: 'No transfer arrived' }] })
  })

  it('pages the record', async () => {
    const first = (await record('all', 1, 3)).body.data
    const second = (await record('all', 2, 3)).body.data
    expect([ids(first.list), ids(second.list), first.total, second.total]).toEqual([[waiting, onChain, rejected], [approved], 4, 4])
  })

  it('each row says when it was asked and when it was decided; a waiting one has no decision', async () => {
    const rows: Stamped[] = (await record()).body.data.list
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(waiting)).toMatchObject({ status: 0, note: null, audited_at: null })
    expect(byId.get(approved)).toMatchObject({ status: 1, note: null })
    expect(elapsed(byId.get(approved)!)).toBeGreaterThanOrEqual(HOUR)
    expect(elapsed(byId.get(rejected)!)).toBeGreaterThanOrEqual(2 * HOUR)
    expect(byId.get(onChain)).toMatchObject({ method: 'chain', network: 'ERC20', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE', note: null, status: 1 })
    // The shopper's view names no operator.
    expect(Object.keys(byId.get(approved)!)).not.toContain('audited_by')
  })

  it('the operator\'s list names the shopper and who decided each row, the waiting queue oldest first', async () => {
    const list = async (status: string) =>
      ((await server.call(adminRechargeList, { query: { status: status as never, limit: 50 } }, { token: operator })).body.data.list as Stamped[])
        .filter((row) => row.user!.id === shopper.userId)
    expect(await list('0')).toMatchObject([{ id: waiting, user: { id: shopper.userId, account }, audited_by: null, audited_at: null }])
    const decided = await list('all')
    expect(ids(decided)).toEqual([waiting, onChain, rejected, approved])
    const byId = new Map(decided.map((row) => [row.id, row]))
    expect(byId.get(approved)).toMatchObject({ status: 1, audited_by: { id: operatorId, account: 'operator' } })
    expect(byId.get(rejected)).toMatchObject({ status: 2, note: 'No transfer arrived', audited_by: { id: auditorId } })
    expect(byId.get(onChain)).toMatchObject({ status: 1, audited_by: { id: auditorId } })
    expect(ids(await list('1'))).toEqual([onChain, approved])
    expect(ids(await list('2'))).toEqual([rejected])
    // The waiting queue: first come, first served, across shoppers.
    const queue: Stamped[] = (await server.call(adminRechargeList, { query: { status: '0', limit: 50 } }, { token: operator })).body.data.list
    expect(ids(queue)).toEqual([...ids(queue)].sort((a, b) => a - b))
  })
})

describe('the withdrawal record and the operator\'s withdrawal list', () => {
  let shopper: Shopper
  let passed: number
  let refused: number
  let waiting: number
  let onChain: number

  beforeAll(async () => {
    shopper = await newShopper(server, { balance: '1000.00' })
    passed = (await bankWithdrawal(server, shopper, '100')).body.data.withdrawal.id
    refused = (await bankWithdrawal(server, shopper, '200', { bank_card: '6222000099990001', bank_name: 'Techcombank' })).body.data.withdrawal.id
    onChain = (await chainWithdrawal(server, shopper, '33.33')).body.data.withdrawal.id
    waiting = (await bankWithdrawal(server, shopper, '50')).body.data.withdrawal.id
    await bankWithdrawal(server, await newShopper(server, { balance: '10.00' }), '10')
    server.clock.advance(HOUR)
    expect((await auditWithdrawal(server, auditor, passed, true, 'Paid by transfer 8812')).body.code).toBe(1)
    expect((await auditWithdrawal(server, operator, refused, false, 'Card name mismatch')).body.code).toBe(1)
    expect((await auditWithdrawal(server, operator, onChain, true)).body.code).toBe(1)
  })

  const record = (status?: string) => server.call(withdrawalLog, { query: { status: status as never } }, { token: shopper.token })

  it('filters all, 0, 1 and 2 show the shopper\'s own rows newest first, the card by its last four digits', async () => {
    const all = (await record('all')).body.data
    expect(ids(all.list)).toEqual([waiting, onChain, refused, passed])
    expect(all.total).toBe(4)
    expect(ids((await record('0')).body.data.list)).toEqual([waiting])
    expect(ids((await record('1')).body.data.list)).toEqual([onChain, passed])
    expect(ids((await record('2')).body.data.list)).toEqual([refused])
    const byId = new Map<number, Record<string, unknown>>(all.list.map((row: { id: number }) => [row.id, row]))
    expect(byId.get(passed)).toMatchObject({ type: 'bank', amount: '100.00', charge: '1.00', arrival: '99.00', bank_card: '•••• 5678', bank_name: 'Vietcombank', status: 1, note: 'Paid by transfer 8812' })
    expect(byId.get(refused)).toMatchObject({ amount: '200.00', bank_card: '•••• 0001', bank_name: 'Techcombank', status: 2, note: 'Card name mismatch' })
    expect(byId.get(onChain)).toMatchObject({ type: 'chain', amount: '33.33', charge: '0.33', arrival: '33.00', network: 'TRC20', address: TRC20_ADDRESS, bank_card: null })
    expect(byId.get(waiting)).toMatchObject({ status: 0, audited_at: null })
    expect(elapsed(byId.get(passed) as unknown as Stamped)).toBeGreaterThanOrEqual(HOUR)
    expect(JSON.stringify(all)).not.toContain('0000 1234')
  })

  it('the operator\'s list shows the full card to pay out to, the shopper and who decided each', async () => {
    const list = async (status: string) =>
      ((await server.call(adminWithdrawalList, { query: { status: status as never, limit: 50 } }, { token: operator })).body.data.list as Array<Stamped & { bank_card: string | null }>)
        .filter((row) => row.user!.id === shopper.userId)
    const all = await list('all')
    expect(ids(all)).toEqual([waiting, onChain, refused, passed])
    const byId = new Map(all.map((row) => [row.id, row]))
    expect(byId.get(passed)).toMatchObject({ bank_card: '9704 0000 1234 5678', audited_by: { id: auditorId }, user: { id: shopper.userId } })
    expect(byId.get(refused)).toMatchObject({ bank_card: '6222000099990001', audited_by: { id: operatorId, account: 'operator' } })
    expect(byId.get(waiting)).toMatchObject({ audited_by: null, audited_at: null })
    expect(ids(await list('0'))).toEqual([waiting])
    expect(ids(await list('1'))).toEqual([onChain, passed])
    expect(ids(await list('2'))).toEqual([refused])
  })

  it('the balance is what the record says: 1000 less what was held, plus what was refused', async () => {
    expect(await balanceOf(server.db, shopper.userId)).toBe('816.67')
  })
})

describe('the bill', () => {
  it('shows each step, newest first, with its balance after, what it is about and the order numbers of a payment', async () => {
    const shopper = await newShopper(server)
    const recharged = await rechargedBy(server, operator, shopper, '500')
    const held = (await bankWithdrawal(server, shopper, '120')).body.data.withdrawal.id
    expect((await auditWithdrawal(server, operator, held, false, 'Bank closed the card')).body.code).toBe(1)
    // Two shops in one payment: the payment row names both orders.
    const pair = await skusOfShops(server.db, 2, 1)
    for (const sku of pair) await server.db.execute(sql`update product_skus set stock = stock + 10 where id = ${sku.skuId}`)
    const lines = [await addToBag(server, shopper.token, pair[0]!), await addToBag(server, shopper.token, pair[1]!)]
    const created = await server.call(orderCreate, { body: { cart_ids: lines, address_id: shopper.addressId } }, { token: shopper.token })
    const orders: Array<{ id: number; sn: string }> = created.body.data.orders
    const paid = await server.call(verifyPay, { body: { order_ids: orders.map((o) => o.id), payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    expect(paid.body.code, paid.text).toBe(1)
    const total = created.body.data.total as string
    // And one more order alone, paid through the helpers.
    const single = await placeOrder(server, await merchantSku(server), { shopper })
    expect((await server.call(verifyPay, { body: { order_ids: [single.id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })).body.code).toBe(1)
    const passed = (await bankWithdrawal(server, shopper, '10')).body.data.withdrawal.id

    const res = await server.call(bill, { query: {} }, { token: shopper.token })
    const data = res.body.data
    expect(data.balance).toBe(await balanceOf(server.db, shopper.userId))
    expect(data.list.map((r: { kind: string }) => r.kind)).toEqual(['withdrawal_hold', 'payment', 'payment', 'withdrawal_release', 'withdrawal_hold', 'recharge'])
    const [lastHold, singlePay, pairPay, release, hold, credit] = data.list
    expect(credit).toMatchObject({ amount: '500.00', balance_after: '500.00', recharge_id: recharged, withdrawal_id: null, order_sns: [] })
    expect(hold).toMatchObject({ amount: '-120.00', balance_after: '380.00', withdrawal_id: held, recharge_id: null })
    expect(release).toMatchObject({ amount: '120.00', balance_after: '500.00', withdrawal_id: held })
    expect(pairPay).toMatchObject({ amount: `-${total}`, order_sns: [...orders].sort((a, b) => a.id - b.id).map((o) => o.sn), recharge_id: null, withdrawal_id: null })
    expect(singlePay).toMatchObject({ amount: `-${single.total}`, order_sns: [single.sn] })
    expect(lastHold).toMatchObject({ amount: '-10.00', withdrawal_id: passed, balance_after: data.balance })
    for (const row of data.list) expect(Number.isNaN(Date.parse(row.created_at))).toBe(false)

    const only = async (kind: string) => (await server.call(bill, { query: { kind: kind as never } }, { token: shopper.token })).body.data
    expect((await only('payment')).list.map((r: { order_sns: string[] }) => r.order_sns)).toEqual([[single.sn], pairPay.order_sns])
    expect(await only('recharge')).toMatchObject({ total: 1, list: [{ recharge_id: recharged }] })
    expect((await only('withdrawal_hold')).list.map((r: { withdrawal_id: number }) => r.withdrawal_id)).toEqual([passed, held])
    expect((await only('withdrawal_release')).total).toBe(1)
    expect(await only('refund')).toMatchObject({ total: 0, list: [] })
    expect((await only('all')).total).toBe(6)
    // Paged: the same rows, two at a time.
    const pages = []
    for (const page of [1, 2, 3]) pages.push(...(await server.call(bill, { query: { page, limit: 2 } }, { token: shopper.token })).body.data.list)
    expect(pages).toEqual(data.list)
  })

  it('a refund row names its order, and the refund filter finds it', async () => {
    const sku = await merchantSku(server)
    const shopper = await newShopper(server)
    await rechargedBy(server, operator, shopper, '300')
    const order = await placeOrder(server, sku, { shopper })
    expect((await server.call(verifyPay, { body: { order_ids: [order.id], payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })).body.code).toBe(1)
    const proof = await uploadPicture(server, shopper.token)
    const applied = await server.call(refundApply, {
      body: { order_id: order.id, product_ids: [sku.productId], type: 'refund', amount: order.total, product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Ordered twice', proof: [proof] } as never,
    }, { token: shopper.token })
    expect(applied.body.code, applied.text).toBe(1)
    const decided = await server.call(merchantRefundDecide, { body: { refund_id: applied.body.data.id, approve: true } }, { token: await merchantToken(server) })
    expect(decided.body.code, decided.text).toBe(1)
    const refunds = (await server.call(bill, { query: { kind: 'refund' } }, { token: shopper.token })).body.data
    expect(refunds).toMatchObject({ total: 1, balance: '300.00', list: [{ kind: 'refund', amount: order.total, balance_after: '300.00', order_sns: [order.sn], recharge_id: null, withdrawal_id: null }] })
    const all = (await server.call(bill, { query: {} }, { token: shopper.token })).body.data.list
    expect(all.map((r: { kind: string; order_sns: string[] }) => `${r.kind} ${r.order_sns.join(',')}`)).toEqual([`refund ${order.sn}`, `payment ${order.sn}`, 'recharge '])
  })

  it('shows only the shopper\'s own rows: the platform\'s side of a withdrawal and other wallets stay out', async () => {
    const shopper = await newShopper(server, { balance: '40.00' })
    const id = (await bankWithdrawal(server, shopper, '40')).body.data.withdrawal.id
    expect((await auditWithdrawal(server, operator, id, true)).body.code).toBe(1)
    const data = (await server.call(bill, { query: {} }, { token: shopper.token })).body.data
    // Paid out: the hold is the shopper's last row; the payout and the fee are the platform's.
    expect(data.list.map((r: { kind: string; amount: string }) => `${r.kind} ${r.amount}`)).toEqual(['withdrawal_hold -40.00', 'recharge 40.00'])
    expect(data.balance).toBe('0.00')
  })
})
