// The operator's settings through the API: a changed commission splits the next
// settlement and leaves earlier ones as they were; a changed service charge is the next quote's and
// the next withdrawal's; a changed unpaid timer expires orders on the test clock; who changed what
// and when is recorded; exchange rates reach shoppers at once, the base currency stays 1; a network
// added, edited, hidden or moved shows on the recharge page's call at once. Bad input is refused in
// the reader's language and changes nothing; shoppers and merchants get no data.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CallDef } from '../../src/contract/call'
import { currencyRates } from '../../src/contract/currency'
import {
  adminCreateDepositChannel, adminDepositChannels, adminEnableDepositChannel, adminReorderDepositChannels, adminUpdateDepositChannel,
} from '../../src/contract/deposit-channels'
import { adminChangeCurrencyRates, adminChangeSettings, adminCurrencyRates, adminSettings } from '../../src/contract/platform-settings'
import { rechargeChannels } from '../../src/contract/recharges'
import { withdrawalInfo } from '../../src/contract/withdrawals'
import { rowsOf } from '../support/db-rows'
import { merchantSku, merchantToken, orderAt, placeOrder, statusOf } from './support/order-steps'
import { newShopper, type TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'
import { bankWithdrawal, chainRecharge, chainWithdrawal, expectMoneyHolds } from './support/wallet-steps'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let server: TestServer
let operator: string
let merchant: string
let sku: TestSku
beforeAll(async () => {
  // Sessions outlive the days the clock jumps.
  server = await createTestServer({ settings: { sessionTtlMs: 365 * DAY } })
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  merchant = await merchantToken(server)
  sku = await merchantSku(server)
})
afterAll(() => server.close())
afterEach(() => expectMoneyHolds(server))

async function ok<T = any>(res: Promise<{ body: { code: number; data: T }; text: string }>): Promise<T> {
  const answer = await res
  if (answer.body?.code !== 1) throw new Error(`refused: ${answer.text}`)
  return answer.body.data
}
const asOperator = <C extends CallDef>(call: C, input: { body?: unknown; query?: unknown } = {}, lang?: string) =>
  server.call(call, input as never, { token: operator, lang })
const settings = () => ok(asOperator(adminSettings))
const change = (body: Record<string, unknown>) => ok(asOperator(adminChangeSettings, { body }))

const settlementOf = (orderId: number) =>
  rowsOf<{ kind: string; amount: string }>(server.db, sql`
    select kind, amount::text from ledger_entries where ref_type = 'order' and ref_id = ${orderId} order by id`)
/** Brings the order to completion the way the server does: the 7-day timer after receipt. */
async function complete(orderId: number) {
  server.clock.advance(7 * DAY)
  await server.services.orderTimers.sweep('COMPLETE')
  expect(await statusOf(server, orderId)).toBe(4)
}
const cents = (amount: string) => BigInt(amount.replace('-', '').replace('.', ''))

describe('the settings an operator reads', () => {
  it('are the server defaults at first, changed by no one', async () => {
    expect(await settings()).toEqual({
      commission_rate: { value: '0.05', default: '0.05', updated_by: null, updated_at: null },
      withdrawal_fee_rate: { value: '0.01', default: '0.01', updated_by: null, updated_at: null },
      unpaid_order_ttl_ms: { value: 30 * MINUTE, default: 30 * MINUTE, updated_by: null, updated_at: null },
      auto_receive_ms: { value: 10 * DAY, default: 10 * DAY, updated_by: null, updated_at: null },
      auto_complete_ms: { value: 7 * DAY, default: 7 * DAY, updated_by: null, updated_at: null },
      withdrawal_min_amount: { value: '10.00', default: '10.00', updated_by: null, updated_at: null },
      withdrawal_min_charge: { value: '0.10', default: '0.10', updated_by: null, updated_at: null },
    })
  })
})

describe('the commission', () => {
  it('splits the next settlement at the new rate and leaves an earlier one as it was; who and when are recorded', async () => {
    const earlier = await orderAt(server, sku, 3, merchant, { quantity: 2 })
    await complete(earlier.id)
    const total = cents(earlier.total)
    const atFive = (total * 5n + 50n) / 100n
    const earlierRows = await settlementOf(earlier.id)
    expect(earlierRows.map((r) => [r.kind, cents(r.amount)])).toEqual([['income', total - atFive], ['commission', atFive], ['escrow_out', total]])

    const next = await orderAt(server, sku, 3, merchant, { quantity: 2 })
    const asked = server.clock().getTime()
    const answered = await change({ commission_rate: '0.125' })
    expect(answered.commission_rate).toEqual({ value: '0.125', default: '0.05', updated_by: { id: expect.any(Number), account: DEMO_ACCOUNTS.operator.account }, updated_at: expect.any(String) })
    const changedAt = answered.commission_rate.updated_at
    // The server's clock, which follows real time from the test's jumps.
    expect(new Date(changedAt).getTime() - asked).toBeGreaterThanOrEqual(0)
    expect(new Date(changedAt).getTime() - asked).toBeLessThan(MINUTE)
    // Only what changed is recorded as changed.
    expect(answered.withdrawal_fee_rate.updated_by).toBeNull()

    await complete(next.id)
    const nextTotal = cents(next.total)
    const atTwelveAndHalf = (nextTotal * 1250n + 5000n) / 10000n
    expect((await settlementOf(next.id)).map((r) => [r.kind, cents(r.amount)])).toEqual([
      ['income', nextTotal - atTwelveAndHalf], ['commission', atTwelveAndHalf], ['escrow_out', nextTotal],
    ])
    expect(await settlementOf(earlier.id)).toEqual(earlierRows)

    // Saving the value in force again records nothing new; a shorter spelling of it neither.
    server.clock.advance(MINUTE)
    expect((await change({ commission_rate: '0.1250' })).commission_rate.updated_at).toBe(changedAt)
    await change({ commission_rate: '0.05' })
  })
})

describe('the withdrawal service charge', () => {
  it("is the next quote's and the next withdrawal's; an earlier withdrawal keeps the charge it was given", async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const before = await ok(bankWithdrawal(server, shopper, '200'))
    expect(before.withdrawal).toMatchObject({ charge: '2.00', arrival: '198.00' })

    await change({ withdrawal_fee_rate: '0.035' })
    expect((await ok(server.call(withdrawalInfo, {}, { token: shopper.token }))).fee_rate).toBe('0.035')
    const after = await ok(bankWithdrawal(server, shopper, '200'))
    expect(after.withdrawal).toMatchObject({ charge: '7.00', arrival: '193.00' })
    const [kept] = await rowsOf<{ charge: string }>(server.db, sql`select charge::text from withdrawals where id = ${before.withdrawal.id}`)
    expect(kept!.charge).toBe('2.00')

    // No rate: the least charge is all that is kept.
    await change({ withdrawal_fee_rate: '0' })
    expect((await ok(bankWithdrawal(server, shopper, '100'))).withdrawal).toMatchObject({ charge: '0.10', arrival: '99.90' })
    await change({ withdrawal_fee_rate: '0.01' })
    expect((await ok(server.call(withdrawalInfo, {}, { token: shopper.token }))).fee_rate).toBe('0.01')
  })
})

describe('the least withdrawal and the least charge', () => {
  it('are shown before submitting, hold for the next withdrawal, and cannot leave nothing to arrive', async () => {
    const shopper = await newShopper(server, { balance: '1000.00' })
    const answered = await change({ withdrawal_min_amount: '25', withdrawal_min_charge: '1.5' })
    expect(answered.withdrawal_min_amount).toMatchObject({ value: '25.00', default: '10.00', updated_by: { account: DEMO_ACCOUNTS.operator.account } })
    expect(answered.withdrawal_min_charge).toMatchObject({ value: '1.50', default: '0.10' })
    expect(await ok(server.call(withdrawalInfo, {}, { token: shopper.token }))).toMatchObject({ min_amount: '25.00', min_charge: '1.50', fee_rate: '0.01' })

    // Under the least: refused, nothing held. At it: 1% would be 0.25, so the least charge applies.
    const under = await bankWithdrawal(server, shopper, '24.99')
    expect(under.body).toMatchObject({ code: 0, msg: 'The least you can withdraw is 25.00', data: null })
    const least = await ok(bankWithdrawal(server, shopper, '25'))
    expect(least).toMatchObject({ balance: '975.00', withdrawal: { amount: '25.00', charge: '1.50', arrival: '23.50' } })
    // Above the point where 1% passes the least charge, the rate applies.
    expect((await ok(bankWithdrawal(server, shopper, '300'))).withdrawal).toMatchObject({ charge: '3.00', arrival: '297.00' })

    // The least withdrawal must stay above the least charge; refused, nothing changes.
    const refused = await asOperator(adminChangeSettings, { body: { withdrawal_min_charge: '25.00' } }, 'vi')
    expect(refused.body).toMatchObject({ code: 0, msg: 'Số tiền rút tối thiểu phải lớn hơn phí dịch vụ tối thiểu (25.00)' })
    expect((await settings()).withdrawal_min_charge.value).toBe('1.50')
    for (const amount of [' 5', '5.001', '-1', '1e3', 5]) {
      const bad = await asOperator(adminChangeSettings, { body: { withdrawal_min_amount: amount } })
      expect(bad.status, String(amount)).toBe(400)
      expect(bad.body).toMatchObject({ msg: 'Please fill an amount from 0, with at most two decimals', data: { field: 'withdrawal_min_amount' } })
    }
    await change({ withdrawal_min_amount: '10.00', withdrawal_min_charge: '0.10' })
  })
})

describe('the unpaid order timer', () => {
  it('expires orders after the new time, not a minute before', async () => {
    await change({ unpaid_order_ttl_ms: 10 * MINUTE })
    const order = await placeOrder(server, sku)
    server.clock.advance(9 * MINUTE)
    await server.services.orderTimers.runDue()
    expect(await statusOf(server, order.id)).toBe(0)
    server.clock.advance(MINUTE)
    await server.services.orderTimers.runDue()
    expect(await statusOf(server, order.id)).toBe(-1)

    // Longer again: an order waits the full 2 hours.
    await change({ unpaid_order_ttl_ms: 2 * 60 * MINUTE })
    const patient = await placeOrder(server, sku)
    server.clock.advance(119 * MINUTE)
    await server.services.orderTimers.runDue()
    expect(await statusOf(server, patient.id)).toBe(0)
    server.clock.advance(MINUTE)
    await server.services.orderTimers.runDue()
    expect(await statusOf(server, patient.id)).toBe(-1)
    await change({ unpaid_order_ttl_ms: 30 * MINUTE })
  })
})

describe('exchange rates', () => {
  it('reach the shoppers at once; the base currency stays 1', async () => {
    const listed = await ok(asOperator(adminCurrencyRates))
    expect(listed[0]).toEqual({ code: 'USD', rate: '1', base: true })
    expect(listed.map((r: { code: string }) => r.code)).toEqual(['USD', 'VND', 'CNY', 'JPY', 'KRW', 'THB'])
    // A shopper's page reads (and caches) the rates first.
    const before = await ok(server.call(currencyRates))
    expect(before.find((r: { code: string }) => r.code === 'VND').rate).toBe('25400')

    const changed = await ok(asOperator(adminChangeCurrencyRates, { body: { rates: [{ code: 'VND', rate: '26010.5' }, { code: 'THB', rate: '36.25' }] } }))
    expect(changed.find((r: { code: string }) => r.code === 'VND').rate).toBe('26010.5')
    const after = await ok(server.call(currencyRates))
    expect(after.filter((r: { code: string }) => ['VND', 'THB'].includes(r.code))).toEqual([{ code: 'VND', rate: '26010.5', base: false }, { code: 'THB', rate: '36.25', base: false }])
    await ok(asOperator(adminChangeCurrencyRates, { body: { rates: [{ code: 'VND', rate: '25400' }, { code: 'THB', rate: '35' }] } }))
  })
})

describe('deposit channels', () => {
  const channelsOf = async (token: string) => ok(server.call(rechargeChannels, {}, { token }))
  const POLYGON = { kind: 'chain', code: 'polygon', name: 'Polygon (PoS)', token: 'USDT', address: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3' }

  it('a new network shows on the recharge page and the withdrawal page at once, and takes requests', async () => {
    const shopper = await newShopper(server, { balance: '500.00' })
    const created = await ok(asOperator(adminCreateDepositChannel, { body: POLYGON }))
    expect(created).toMatchObject({ kind: 'chain', code: 'POLYGON', token: 'USDT', holder: null, enabled: true })
    const all = await ok(asOperator(adminDepositChannels))
    expect(all.at(-1).id).toBe(created.id)

    expect((await channelsOf(shopper.token)).networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20', 'POLYGON'])
    expect((await channelsOf(shopper.token)).networks.at(-1)).toEqual({ code: 'POLYGON', name: POLYGON.name, token: 'USDT', address: POLYGON.address })
    expect((await ok(server.call(withdrawalInfo, {}, { token: shopper.token }))).networks.map((n: { code: string }) => n.code)).toContain('POLYGON')
    await ok(chainRecharge(server, shopper, '50', { network: 'POLYGON', address: '0x1234567890abcdef1234567890abcdef12345678' }))
    await ok(chainWithdrawal(server, shopper, '20', { network: 'polygon', address: '0x1234567890abcdef1234567890abcdef12345678' }))

    // Edited: the new address at once.
    const moved = '0x0000000000000000000000000000000000BEEF20'
    await ok(asOperator(adminUpdateDepositChannel, { body: { id: created.id, name: 'Polygon PoS chain', token: 'USDC', address: moved } }))
    expect((await channelsOf(shopper.token)).networks.at(-1)).toEqual({ code: 'POLYGON', name: 'Polygon PoS chain', token: 'USDC', address: moved })

    // First in the order: first on the page.
    const ids = all.map((c: { id: number }) => c.id)
    const reordered = await ok(asOperator(adminReorderDepositChannels, { body: { ids: [created.id, ...ids.filter((id: number) => id !== created.id)] } }))
    expect(reordered.map((c: { id: number; position: number }) => [c.id, c.position])[0]).toEqual([created.id, 0])
    expect((await channelsOf(shopper.token)).networks.map((n: { code: string }) => n.code)).toEqual(['POLYGON', 'TRC20', 'ERC20'])

    // Hidden: gone from both pages, and refused in requests.
    await ok(asOperator(adminEnableDepositChannel, { body: { id: created.id, enabled: false } }))
    expect((await channelsOf(shopper.token)).networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20'])
    expect((await ok(server.call(withdrawalInfo, {}, { token: shopper.token }))).networks.map((n: { code: string }) => n.code)).not.toContain('POLYGON')
    expect((await chainRecharge(server, shopper, '50', { network: 'POLYGON', address: moved })).body).toMatchObject({ code: 0, msg: 'This network is not supported' })
    await ok(asOperator(adminEnableDepositChannel, { body: { id: created.id, enabled: true } }))
    expect((await channelsOf(shopper.token)).networks.map((n: { code: string }) => n.code)).toEqual(['POLYGON', 'TRC20', 'ERC20'])
    await ok(asOperator(adminEnableDepositChannel, { body: { id: created.id, enabled: false } }))
  })

  it('a bank account is edited with its holder; the page shows it', async () => {
    const shopper = await newShopper(server)
    const bank = (await ok(asOperator(adminDepositChannels))).find((c: { kind: string }) => c.kind === 'bank')
    await ok(asOperator(adminUpdateDepositChannel, { body: { id: bank.id, name: 'Techcombank', address: '1903 5555 0001', holder: 'Marketplace Vietnam' } }))
    expect((await channelsOf(shopper.token)).bank).toEqual({ name: 'Techcombank', holder: 'Marketplace Vietnam', account_no: '1903 5555 0001' })
    await ok(asOperator(adminUpdateDepositChannel, { body: { id: bank.id, name: bank.name, address: bank.address, holder: bank.holder } }))
  })
})

describe('bad input', () => {
  async function snapshot() {
    const [settingRows, rates, channels] = await Promise.all([
      rowsOf(server.db, sql`select key, value, updated_by, updated_at from platform_settings order by key`),
      rowsOf(server.db, sql`select code, rate::text from currency_rates order by code`),
      rowsOf(server.db, sql`select * from deposit_channels order by id`),
    ])
    return { settingRows, rates, channels }
  }

  const cases: Array<[string, CallDef, Record<string, unknown>, string, string]> = [
    ['a commission above half', adminChangeSettings, { commission_rate: '0.6' }, 'Please fill a rate from 0% to 50%, with at most two decimals', 'Vui lòng nhập tỷ lệ từ 0% đến 50%, tối đa hai chữ số thập phân'],
    ['a charge with five decimals', adminChangeSettings, { withdrawal_fee_rate: '0.01005' }, 'Please fill a rate from 0% to 50%, with at most two decimals', 'Vui lòng nhập tỷ lệ từ 0% đến 50%, tối đa hai chữ số thập phân'],
    ['a negative charge', adminChangeSettings, { withdrawal_fee_rate: '-0.01' }, 'Please fill a rate from 0% to 50%, with at most two decimals', 'Vui lòng nhập tỷ lệ từ 0% đến 50%, tối đa hai chữ số thập phân'],
    ['a timer of one minute', adminChangeSettings, { unpaid_order_ttl_ms: MINUTE }, 'Please fill a time from 5 minutes to 60 days, in whole minutes', 'Vui lòng nhập thời gian từ 5 phút đến 60 ngày, tính bằng số phút nguyên'],
    ['a timer of 61 days', adminChangeSettings, { auto_receive_ms: 61 * DAY }, 'Please fill a time from 5 minutes to 60 days, in whole minutes', 'Vui lòng nhập thời gian từ 5 phút đến 60 ngày, tính bằng số phút nguyên'],
    ['a timer in part of a minute', adminChangeSettings, { auto_complete_ms: 7 * DAY + 1 }, 'Please fill a time from 5 minutes to 60 days, in whole minutes', 'Vui lòng nhập thời gian từ 5 phút đến 60 ngày, tính bằng số phút nguyên'],
    ['a good value beside a bad one', adminChangeSettings, { commission_rate: '0.07', auto_complete_ms: '7 days' }, 'Please fill a time from 5 minutes to 60 days, in whole minutes', 'Vui lòng nhập thời gian từ 5 phút đến 60 ngày, tính bằng số phút nguyên'],
    ['an exchange rate of zero', adminChangeCurrencyRates, { rates: [{ code: 'VND', rate: '0' }] }, 'Please fill a rate above 0, with at most six decimals', 'Vui lòng nhập tỷ giá lớn hơn 0, tối đa sáu chữ số thập phân'],
    ['the base currency', adminChangeCurrencyRates, { rates: [{ code: 'VND', rate: '25000' }, { code: 'USD', rate: '2' }] }, "The base currency's rate is always 1", 'Tỷ giá của tiền tệ cơ sở luôn là 1'],
    ['an unknown currency', adminChangeCurrencyRates, { rates: [{ code: 'EUR', rate: '0.9' }] }, 'This currency is not supported', 'Loại tiền tệ này không được hỗ trợ'],
    ['a network without a token', adminCreateDepositChannel, { kind: 'chain', code: 'SOL', name: 'Solana', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }, 'Please fill the token the network takes (2 to 10 letters or digits, e.g. USDT)', 'Vui lòng nhập token mà mạng lưới nhận (2 đến 10 chữ cái hoặc chữ số, ví dụ USDT)'],
    ['a network with a bad address', adminCreateDepositChannel, { kind: 'chain', code: 'SOL', name: 'Solana', token: 'USDT', address: 'not an address!' }, 'Please fill a correct address (letters and digits)', 'Vui lòng nhập địa chỉ hợp lệ (chữ và số)'],
    ['a code already used', adminCreateDepositChannel, { kind: 'chain', code: 'trc20', name: 'TRON again', token: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }, 'The code TRC20 is already used', 'Mã TRC20 đã được sử dụng'],
    ['a bank without a holder', adminCreateDepositChannel, { kind: 'bank', code: 'ACB', name: 'ACB', address: '1234 5678' }, 'Please fill the account holder (at most 60 characters)', 'Vui lòng nhập tên chủ tài khoản (tối đa 60 ký tự)'],
    ['an order missing a channel', adminReorderDepositChannels, { ids: [1] }, 'The list of channels changed meanwhile; please try again', 'Danh sách kênh vừa thay đổi; vui lòng thử lại'],
    ['an unknown channel', adminEnableDepositChannel, { id: 999999, enabled: false }, 'Deposit channel not found', 'Không tìm thấy kênh nạp tiền'],
  ]

  for (const [what, call, body, english, vietnamese] of cases) {
    it(`${what} is refused in English and Vietnamese and changes nothing`, async () => {
      const before = await snapshot()
      for (const [lang, text] of [['en', english], ['vi', vietnamese]] as const) {
        const res = await asOperator(call, { body }, lang)
        expect(res.status).toBeLessThan(500)
        expect(res.body).toMatchObject({ code: 0, msg: text })
      }
      expect(await snapshot()).toEqual(before)
    })
  }

  it("a network edited into a bank's shape is refused by its kind, naming the field", async () => {
    const trc20 = (await ok(asOperator(adminDepositChannels))).find((c: { code: string }) => c.code === 'TRC20')
    const before = await snapshot()
    const res = await asOperator(adminUpdateDepositChannel, { body: { id: trc20.id, name: 'TRON', token: '', address: trc20.address } }, 'vi')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 0, msg: 'Vui lòng nhập token mà mạng lưới nhận (2 đến 10 chữ cái hoặc chữ số, ví dụ USDT)', data: { field: 'token' } })
    expect(await snapshot()).toEqual(before)
  })
})

describe('other roles', () => {
  const calls: Array<[CallDef, unknown]> = [
    [adminSettings, undefined],
    [adminChangeSettings, { commission_rate: '0.5' }],
    [adminCurrencyRates, undefined],
    [adminChangeCurrencyRates, { rates: [{ code: 'VND', rate: '1' }] }],
    [adminDepositChannels, undefined],
    [adminCreateDepositChannel, { kind: 'chain', code: 'XXX', name: 'X', token: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSX' }],
    [adminUpdateDepositChannel, { id: 1, name: 'X', address: '1234 5678', holder: 'X' }],
    [adminEnableDepositChannel, { id: 1, enabled: false }],
    [adminReorderDepositChannels, { ids: [1, 2, 3] }],
  ]

  it('a shopper and a merchant are refused every call, with no data, and nothing changes', async () => {
    const shopper = (await newShopper(server)).token
    const before = await settings()
    const channelsBefore = await ok(asOperator(adminDepositChannels))
    for (const [call, body] of calls) {
      for (const token of [shopper, merchant]) {
        const res = await server.call(call, { body } as never, { token })
        expect(res.status, call.path).toBe(403)
        expect(res.body, call.path).toMatchObject({ code: 0, data: null })
      }
    }
    expect(await settings()).toEqual(before)
    expect(await ok(asOperator(adminDepositChannels))).toEqual(channelsBefore)
  })
})
