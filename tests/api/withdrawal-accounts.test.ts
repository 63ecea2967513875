// Saved withdrawal accounts through the API: the operator's banks per country (role-checked,
// written to the audit log), a shopper's accounts (checked again on the server: the bank of the
// country's list, digits, bounds and the card checksum, an address in its network's form; another
// user's id refused), and withdrawing with a saved account or saving a typed one for next time.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog } from '../../src/contract/operator-management'
import { withdraw, withdrawalInfo, adminWithdrawalList } from '../../src/contract/withdrawals'
import { addWithdrawalAccount, removeWithdrawalAccount, setDefaultWithdrawalAccount, withdrawalAccounts } from '../../src/contract/withdrawal-accounts'
import { adminCreateWithdrawalBank, adminEnableWithdrawalBank, adminWithdrawalBanks } from '../../src/contract/withdrawal-banks'
import { rowsOf } from '../support/db-rows'
import { defaultSettings } from '../../src/server/settings'
import { expectMoneyHolds } from './support/wallet-steps'
import { balanceOf, newShopper, PAYMENT_CODE, payHeaders, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
let merchant: string
let vcb: number
let kbank: number
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
  // The demo's banks (seed.ts): Vietcombank in Vietnam, Kasikornbank in Thailand.
  const banks = (await server.call(adminWithdrawalBanks, {}, { token: operator })).body.data as { id: number; country: string; name: string }[]
  vcb = banks.find((b) => b.country === 'VN' && b.name === 'Vietcombank')!.id
  kbank = banks.find((b) => b.country === 'TH' && b.name === 'Kasikornbank')!.id
})
afterAll(() => server.close())
afterEach(() => expectMoneyHolds(server))

const CARD = '4111 1111 1111 1111'
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'
const EVM = '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE'

const addAccount = (shopper: Shopper, body: Record<string, unknown>, lang?: string) =>
  server.call(addWithdrawalAccount, { body: body as never }, { token: shopper.token, lang })
const bankAccount = (extra: Record<string, unknown> = {}) => ({ type: 'bank', country: 'VN', bank_id: vcb, number: CARD, holder: 'PHAM LAN', ...extra })
const accountsOf = async (shopper: Shopper) => (await server.call(withdrawalAccounts, {}, { token: shopper.token })).body.data
const countRows = async (table: 'withdrawal_accounts' | 'withdrawals', userId: number) =>
  (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`))[0]!.n

describe("the operator's banks per country", () => {
  it('adds a bank to a country, lists it, hides it, and each change is in the audit log', async () => {
    const added = await server.call(adminCreateWithdrawalBank, { body: { country: 'vn', name: 'Techcombank', code: 'tcb' } }, { token: operator })
    expect(added.body, added.text).toMatchObject({ code: 1, data: { country: 'VN', name: 'Techcombank', code: 'TCB', enabled: true } })
    const id = added.body.data.id
    const hidden = await server.call(adminEnableWithdrawalBank, { body: { id, enabled: false } }, { token: operator })
    expect(hidden.body.data.enabled).toBe(false)
    const list = await server.call(adminWithdrawalBanks, {}, { token: operator })
    expect(list.body.data.find((b: { id: number }) => b.id === id)).toMatchObject({ enabled: false })
    const log = await server.call(adminAuditLog, { query: { subject: `bank:${id}` } as never }, { token: operator })
    expect(log.body.data.list.map((r: { action: string }) => r.action)).toEqual(['/api/admin/withdrawal_bank/enable'])
    // Added, it has no id yet: the row names the bank by the body it accepted.
    const all = await server.call(adminAuditLog, { query: { limit: 50 } as never }, { token: operator })
    expect(all.body.data.list.find((r: { action: string; detail: { name?: string } }) => r.action === '/api/admin/withdrawal_bank/create' && r.detail.name === 'Techcombank')).toBeTruthy()
    // Hidden: a shopper is no longer offered it.
    const shopper = await newShopper(server)
    expect((await accountsOf(shopper)).banks.map((b: { id: number }) => b.id)).not.toContain(id)
    const refused = await addAccount(shopper, bankAccount({ bank_id: id }))
    expect(refused.body.code).toBe(0)
    expect(await countRows('withdrawal_accounts', shopper.userId)).toBe(0)
  })

  it('refuses the same name twice in a country (in any case), a bad country code, and an unknown id', async () => {
    const twice = await server.call(adminCreateWithdrawalBank, { body: { country: 'VN', name: 'VIETCOMBANK' } }, { token: operator, lang: 'vi' })
    expect(twice.body).toMatchObject({ code: 0, msg: 'VIETCOMBANK đã có trong danh sách của VN' })
    const sameNameElsewhere = await server.call(adminCreateWithdrawalBank, { body: { country: 'KH', name: 'Vietcombank' } }, { token: operator })
    expect(sameNameElsewhere.body.code).toBe(1)
    const badCountry = await server.call(adminCreateWithdrawalBank, { body: { country: 'VNM', name: 'X Bank' } as never }, { token: operator })
    expect(badCountry.body).toMatchObject({ code: 0, msg: 'Please choose a country' })
    const unknown = await server.call(adminEnableWithdrawalBank, { body: { id: 999999, enabled: true } }, { token: operator })
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This bank is not in the list' })
  })

  it('answers only an operator: a shopper and a merchant are refused, nothing is added', async () => {
    const shopper = await newShopper(server)
    const before = (await server.call(adminWithdrawalBanks, {}, { token: operator })).body.data.length
    for (const token of [shopper.token, merchant]) {
      expect((await server.call(adminCreateWithdrawalBank, { body: { country: 'VN', name: 'Sneaky Bank' } }, { token })).status).toBe(403)
      expect((await server.call(adminWithdrawalBanks, {}, { token })).status).toBe(403)
      expect((await server.call(adminEnableWithdrawalBank, { body: { id: vcb, enabled: false } }, { token })).status).toBe(403)
    }
    expect((await server.call(adminWithdrawalBanks, {}, { token: operator })).body.data.length).toBe(before)
  })
})

describe("a shopper's accounts", () => {
  it('saves a bank account and an address; the first is the default; the number shows its last four only', async () => {
    const shopper = await newShopper(server)
    const bank = await addAccount(shopper, bankAccount())
    expect(bank.body, bank.text).toMatchObject({ code: 1, data: { type: 'bank', country: 'VN', bank_name: 'Vietcombank', number: '•••• 1111', holder: 'PHAM LAN', is_default: true } })
    const chain = await addAccount(shopper, { type: 'chain', network: 'trc20', address: TRON })
    expect(chain.body, chain.text).toMatchObject({ code: 1, data: { type: 'chain', network: 'TRC20', address: TRON, is_default: false } })
    const { accounts, banks, networks } = await accountsOf(shopper)
    expect(accounts.map((a: { id: number }) => a.id)).toEqual([bank.body.data.id, chain.body.data.id])
    expect(banks.filter((b: { country: string }) => b.country === 'TH').map((b: { name: string }) => b.name)).toEqual(['Bangkok Bank', 'Kasikornbank'])
    expect(networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20'])
    const [stored] = await rowsOf<{ number: string }>(server.db, sql`select number from withdrawal_accounts where id = ${bank.body.data.id}`)
    expect(stored!.number).toBe('4111111111111111')
  })

  it.each([
    ['letters in the number', { number: '4111 abcd 1111 1111' }, 'The card or account number may only have digits'],
    ['too few digits', { number: '12345' }, 'The card or account number has 6 to 19 digits'],
    ['too many digits', { number: '41111111111111111111' }, 'The card or account number has 6 to 19 digits'],
    ['a card number failing the checksum', { number: '4111 1111 1111 1112' }, 'This card number is not valid: please check the digits'],
    ['no holder', { holder: '  ' }, "Please fill the account holder's name"],
    ['no bank', { bank_id: undefined } as Record<string, unknown>, 'Please choose a bank'],
    ["another country's bank", { country: 'VN', bank_id: -1 }, 'This bank is not offered for VN: please choose one from the list'],
  ])('refuses a bank account with %s, saving nothing', async (_name, extra, msg) => {
    const shopper = await newShopper(server)
    const body = bankAccount(extra.bank_id === -1 ? { ...extra, bank_id: kbank } : extra)
    const res = await addAccount(shopper, body)
    expect(res.status).toBeLessThan(500)
    expect(res.body).toMatchObject({ code: 0, msg })
    expect(await countRows('withdrawal_accounts', shopper.userId)).toBe(0)
  })

  it('takes an account number (under 16 digits) without the card checksum', async () => {
    const shopper = await newShopper(server)
    const res = await addAccount(shopper, bankAccount({ number: '0071-0012-34567' }))
    expect(res.body, res.text).toMatchObject({ code: 1, data: { number: '•••• 4567' } })
  })

  it.each([
    ['TRC20', EVM],
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0'],
    ['ERC20', TRON],
    ['ERC20', '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bZ'],
  ])('refuses on %s the address %s, in the shopper language', async (network, address) => {
    const shopper = await newShopper(server)
    const res = await addAccount(shopper, { type: 'chain', network, address }, 'vi')
    expect(res.body).toMatchObject({ code: 0, msg: 'Địa chỉ này không thuộc mạng lưới đã chọn' })
    expect(await countRows('withdrawal_accounts', shopper.userId)).toBe(0)
  })

  it('refuses a network the platform does not list, and the same account twice', async () => {
    const shopper = await newShopper(server)
    expect((await addAccount(shopper, { type: 'chain', network: 'POLYGON', address: EVM })).body.code).toBe(0)
    expect((await addAccount(shopper, bankAccount())).body.code).toBe(1)
    const twice = await addAccount(shopper, bankAccount({ number: '4111111111111111' }))
    expect(twice.body).toMatchObject({ code: 0, msg: 'This account is already saved' })
    expect(await countRows('withdrawal_accounts', shopper.userId)).toBe(1)
  })

  it('marks another default, and removing the default passes it on', async () => {
    const shopper = await newShopper(server)
    const first = (await addAccount(shopper, bankAccount())).body.data
    const second = (await addAccount(shopper, { type: 'chain', network: 'ERC20', address: EVM, make_default: true })).body.data
    let accounts = (await accountsOf(shopper)).accounts
    expect(accounts.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([[second.id, true], [first.id, false]])
    const set = await server.call(setDefaultWithdrawalAccount, { body: { id: first.id } }, { token: shopper.token })
    expect(set.body.data.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([[first.id, true], [second.id, false]])
    const removed = await server.call(removeWithdrawalAccount, { body: { id: first.id } }, { token: shopper.token })
    expect(removed.body.data.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([[second.id, true]])
    accounts = (await accountsOf(shopper)).accounts
    expect(accounts).toHaveLength(1)
  })

  it("refuses another user's account id everywhere, changing nothing", async () => {
    const owner = await newShopper(server, { balance: '300.00' })
    const other = await newShopper(server, { balance: '300.00' })
    const account = (await addAccount(owner, bankAccount())).body.data
    const removing = await server.call(removeWithdrawalAccount, { body: { id: account.id } }, { token: other.token })
    expect(removing.body).toMatchObject({ code: 0, msg: 'This withdrawal account does not exist' })
    const defaulting = await server.call(setDefaultWithdrawalAccount, { body: { id: account.id } }, { token: other.token, lang: 'ja' })
    expect(defaulting.body).toMatchObject({ code: 0, msg: 'この出金口座は存在しません' })
    const withdrawing = await server.call(withdraw, { body: { type: 'bank', amount: '50', account_id: account.id, payment_code: PAYMENT_CODE } }, { token: other.token, headers: payHeaders() })
    expect(withdrawing.body).toMatchObject({ code: 0, msg: 'This withdrawal account does not exist' })
    expect(await balanceOf(server.db, other.userId)).toBe('300.00')
    expect(await countRows('withdrawals', other.userId)).toBe(0)
    expect((await accountsOf(owner)).accounts).toHaveLength(1)
  })
})

describe('withdrawing with saved accounts', () => {
  it('offers the saved accounts on the withdrawal info, the default first, with the banks', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const account = (await addAccount(shopper, bankAccount())).body.data
    const info = await server.call(withdrawalInfo, {}, { token: shopper.token })
    expect(info.body.data.accounts).toEqual([account])
    expect(info.body.data.banks.some((b: { name: string }) => b.name === 'Vietcombank')).toBe(true)
  })

  it('withdraws to a saved account: the row records its bank, whole number and holder, whatever was typed', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const account = (await addAccount(shopper, bankAccount())).body.data
    const res = await server.call(withdraw, {
      body: { type: 'bank', amount: '100', account_id: account.id, bank_card: '9999 9999', bank_name: 'Typed Bank', payment_code: PAYMENT_CODE },
    }, { token: shopper.token, headers: payHeaders() })
    expect(res.body, res.text).toMatchObject({ code: 1, data: { balance: '200.00', withdrawal: { bank_name: 'Vietcombank', bank_card: '•••• 1111', holder: 'PHAM LAN' } } })
    const admin = await server.call(adminWithdrawalList, { query: { status: 'all', id: res.body.data.withdrawal.id } as never }, { token: operator })
    expect(admin.body.data.list[0]).toMatchObject({ bank_card: '4111111111111111', bank_name: 'Vietcombank', holder: 'PHAM LAN' })
  })

  it('withdraws to a saved address on chain', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const account = (await addAccount(shopper, { type: 'chain', network: 'TRC20', address: TRON })).body.data
    const res = await server.call(withdraw, { body: { type: 'chain', amount: '50', account_id: account.id, payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    expect(res.body, res.text).toMatchObject({ code: 1, data: { withdrawal: { type: 'chain', network: 'TRC20', address: TRON } } })
  })

  it('saves a typed card for next time while withdrawing, once, and the next info offers it as the default', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const body = { type: 'bank', amount: '40', bank_card: CARD, save_account: true, country: 'VN', bank_id: vcb, holder: 'PHAM LAN', payment_code: PAYMENT_CODE } as const
    const key = payHeaders()
    const first = await server.call(withdraw, { body }, { token: shopper.token, headers: key })
    expect(first.body, first.text).toMatchObject({ code: 1, data: { withdrawal: { bank_name: 'Vietcombank', holder: 'PHAM LAN' } } })
    const again = await server.call(withdraw, { body }, { token: shopper.token, headers: key })
    expect(again.body.data.withdrawal.id).toBe(first.body.data.withdrawal.id)
    const second = await server.call(withdraw, { body }, { token: shopper.token, headers: payHeaders() })
    expect(second.body.code).toBe(1)
    const info = await server.call(withdrawalInfo, {}, { token: shopper.token })
    expect(info.body.data.accounts).toMatchObject([{ bank_name: 'Vietcombank', number: '•••• 1111', is_default: true }])
  })

  it('refuses saving a typed card that fails the checks before the payment code is tried: nothing held, nothing saved, no attempt spent', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const res = await server.call(withdraw, {
      body: { type: 'bank', amount: '40', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', save_account: true, country: 'VN', bank_id: vcb, holder: 'PHAM LAN', payment_code: '000000' },
    }, { token: shopper.token, headers: payHeaders(), lang: 'vi' })
    expect(res.body).toMatchObject({ code: 0, msg: 'Số thẻ này không hợp lệ: vui lòng kiểm tra lại các chữ số' })
    expect(await balanceOf(server.db, shopper.userId)).toBe('300.00')
    expect(await countRows('withdrawal_accounts', shopper.userId)).toBe(0)
    // The wrong code was never tried: the next wrong one is the first counted.
    const wrong = await server.call(withdraw, { body: { type: 'bank', amount: '40', bank_card: CARD, bank_name: 'Vietcombank', payment_code: '000000' } }, { token: shopper.token, headers: payHeaders() })
    expect(wrong.body.data).toMatchObject({ reason: 'wrongCode', attempts_left: defaultSettings.paymentCodeMaxFailures - 1 })
  })

  it('a one-off typed card is still taken as before, and nothing is saved', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const res = await server.call(withdraw, { body: { type: 'bank', amount: '40', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() })
    expect(res.body, res.text).toMatchObject({ code: 1, data: { withdrawal: { bank_name: 'Vietcombank', holder: null } } })
    expect(await countRows('withdrawal_accounts', shopper.userId)).toBe(0)
  })
})
