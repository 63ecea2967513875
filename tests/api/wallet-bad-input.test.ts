// The wallet's bad input (docs/product/rules.md#validation-messages,
// docs/api-conventions.md#errors, docs/api-conventions.md#the-envelope): every wrong recharge,
// withdrawal, audit and record request is refused with the words of
// docs/product/rules.md#validation-messages in English and in the language of the `lang` header,
// never a 500, and refused means nothing changed: every balance, the ledger, the recharges and
// withdrawals with their decisions are as they were.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bill } from '../../src/contract/bill'
import type { CallDef } from '../../src/contract/call'
import { verifyPay } from '../../src/contract/orders'
import { adminRechargeAudit, adminRechargeList, recharge, rechargeChannels, rechargeLog } from '../../src/contract/recharges'
import { upload } from '../../src/contract/uploads'
import { adminWithdrawalAudit, adminWithdrawalList, withdraw, withdrawalInfo, withdrawalLog } from '../../src/contract/withdrawals'
import { rowsOf } from '../support/db-rows'
import { createTranslator } from '../../src/server/i18n'
import { merchantSku, merchantToken, placeOrder, uploadPicture } from './support/order-steps'
import { balanceOf, newShopper, PAYMENT_CODE, payHeaders, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestResponse, type TestServer } from './support/test-server'
import { bankWithdrawal, BANK_CARD, chainWithdrawal, moneySnapshot, TRC20_ADDRESS, expectMoneyHolds } from './support/wallet-steps'

const MAX_RECHARGE = '1000.00'
const MAX_WITHDRAWAL = '500.00'
const WRONG_CODE = '369258'
const translate = createTranslator()

let server: TestServer
let operator: string
let merchant: string
/** 800.00, more than one withdrawal may take. */
let rich: Shopper
/** 100.00. */
let poor: Shopper
let evidence: string
/** A recharge and a withdrawal waiting for the operator, for the audits' refusals. */
let waitingRecharge: number
let waitingWithdrawal: number

beforeAll(async () => {
  server = await createTestServer({ settings: { maxRechargeAmount: MAX_RECHARGE, maxWithdrawalAmount: MAX_WITHDRAWAL } })
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  merchant = await merchantToken(server)
  ;[rich, poor] = await Promise.all([newShopper(server, { balance: '800.00' }), newShopper(server, { balance: '100.00' })])
  evidence = await uploadPicture(server, rich.token)
  const asked = await server.call(recharge, { body: { method: 'manual', amount: '25', evidence } }, { token: poor.token, headers: payHeaders() })
  waitingRecharge = asked.body.data.id
  const held = await bankWithdrawal(server, poor, '10')
  waitingWithdrawal = held.body.data.withdrawal.id
})
afterAll(() => server.close())
afterEach(() => expectMoneyHolds(server))

interface Refusal {
  status: 200 | 400 | 401 | 403
  /** The English msg, as docs/product/rules.md#validation-messages writes it where it does. */
  en: string
  /** Its locales key and parameters: the `lang: vi` answer is that key's Vietnamese. */
  key: string
  params?: Record<string, string | number>
  data?: unknown
}

type Send = (lang?: string) => Promise<TestResponse>

/** Sends in English and in Vietnamese: refused the same way, in each language's words, nothing moved. */
async function expectRefused(send: Send, refusal: Refusal): Promise<void> {
  const before = await moneySnapshot(server)
  for (const lang of [undefined, 'vi']) {
    const res = await send(lang)
    expect(res.status, res.text).toBe(refusal.status)
    expect(res.body.code, res.text).toBe(refusal.status === 401 ? 401 : 0)
    const words = lang ? translate('vi', refusal.key, refusal.params) : refusal.en
    if (lang) expect(words, `${refusal.key} has its own Vietnamese`).not.toBe(refusal.en)
    expect(res.body.msg, res.text).toBe(words)
    if (refusal.data !== undefined) expect(res.body.data).toEqual(refusal.data)
  }
  expect(translate('en', refusal.key, refusal.params)).toBe(refusal.en)
  expect(await moneySnapshot(server)).toEqual(before)
}

const invalid = (en: string, key: string, field: string): Refusal => ({ status: 400, en, key, data: { field } })
const business = (en: string, key: string, params: Record<string, string | number> = {}, data: unknown = null): Refusal => ({ status: 200, en, key, params, data })

const FILL_AMOUNT = ['Please fill correct amount', 'msg.fillCorrectAmount'] as const
const DRAW_POSITIVE = ['Draw amount cannot be less than or equal to 0 or empty', 'msg.drawAmountPositive'] as const
const NOT_UPLOADED = ['That picture was not uploaded here: please upload it again', 'msg.uploadUrlInvalid'] as const

/** A recharge body sent as it is (a field given as undefined is left out); read when sent, after beforeAll. */
const sendRecharge = (body: () => Record<string, unknown>, shopper = () => rich): Send => (lang) =>
  server.request('POST', recharge.path, { body: body(), token: shopper().token, lang, headers: payHeaders() })
const manual = (fields: Record<string, unknown>): Send => sendRecharge(() => ({ method: 'manual', amount: '50', evidence, ...fields }))
const chain = (fields: Record<string, unknown>): Send =>
  sendRecharge(() => ({ method: 'chain', amount: '50', evidence, network: 'TRC20', address: TRC20_ADDRESS, ...fields }))

const sendWithdrawal = (body: Record<string, unknown>, shopper = () => rich): Send => (lang) =>
  server.request('POST', withdraw.path, { body, token: shopper().token, lang, headers: payHeaders() })
const bank = (fields: Record<string, unknown>, shopper?: () => Shopper): Send =>
  sendWithdrawal({ type: 'bank', amount: '50', bank_card: BANK_CARD, bank_name: 'Vietcombank', payment_code: PAYMENT_CODE, ...fields }, shopper)
const onChain = (fields: Record<string, unknown>): Send =>
  sendWithdrawal({ type: 'chain', amount: '50', network: 'TRC20', address: TRC20_ADDRESS, payment_code: PAYMENT_CODE, ...fields })

describe('recharge: refused input', () => {
  const cases: Array<[string, Send, Refusal]> = [
    ['an amount with letters', manual({ amount: '12a' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount in exponent notation', manual({ amount: '1e3' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with a thousands separator', manual({ amount: '1,000' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with three decimals', manual({ amount: '12.345' }), invalid(...FILL_AMOUNT, 'amount')],
    ['a negative amount', manual({ amount: '-5' }), invalid(...FILL_AMOUNT, 'amount')],
    ['a zero amount', manual({ amount: '0' }), invalid(...FILL_AMOUNT, 'amount')],
    ['a zero amount with decimals', manual({ amount: '0.00' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an empty amount', manual({ amount: '' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount of spaces', manual({ amount: '   ' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with a space before it', manual({ amount: ' 1.00' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with an exponent', manual({ amount: '1e2' }), invalid(...FILL_AMOUNT, 'amount')],
    ['no amount', manual({ amount: undefined }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount sent as a number', manual({ amount: 50 }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with a plus sign', manual({ amount: '+5' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount of thirteen digits', manual({ amount: '1000000000000' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount of twelve digits, far above the maximum', manual({ amount: '999999999999.99' }),
      business('The amount can be at most 1000.00 per request', 'msg.amountAboveMax', { max: MAX_RECHARGE })],
    ['an amount above the per-request maximum', manual({ amount: '1000.01' }),
      business('The amount can be at most 1000.00 per request', 'msg.amountAboveMax', { max: MAX_RECHARGE })],
    ['a method the platform does not offer', manual({ method: 'paypal' }), invalid('Please choose how to recharge', 'msg.rechargeMethodRequired', 'method')],
    ['no method', manual({ method: undefined }), invalid('Please choose how to recharge', 'msg.rechargeMethodRequired', 'method')],
    ['a network the platform does not list', chain({ network: 'BEP20' }),
      business('This network is not supported', 'msg.networkUnknown', { network: 'BEP20' })],
    ['on chain without a network', chain({ network: undefined }), invalid('Please choose charge network', 'msg.chooseChargeNetwork', 'network')],
    ['on chain with an empty network', chain({ network: '' }), invalid('Please choose charge network', 'msg.chooseChargeNetwork', 'network')],
    ['on chain without an address', chain({ address: undefined }), invalid('Please fill recharge address', 'msg.fillRechargeAddress', 'address')],
    ['on chain with an empty address', chain({ address: '  ' }), invalid('Please fill recharge address', 'msg.fillRechargeAddress', 'address')],
    ['on chain with an address that is not one', chain({ address: 'my wallet, please' }),
      invalid('Please fill a correct address (letters and digits)', 'msg.chainAddressInvalid', 'address')],
    ['no evidence', manual({ evidence: undefined }), invalid('Please upload payment evidence', 'msg.uploadPaymentEvidence', 'evidence')],
    ['empty evidence', manual({ evidence: '' }), invalid('Please upload payment evidence', 'msg.uploadPaymentEvidence', 'evidence')],
    ['evidence somewhere else on the web', manual({ evidence: 'https://example.com/receipt.png' }), invalid(...NOT_UPLOADED, 'evidence')],
    ['evidence climbing out of the uploads', manual({ evidence: '/uploads/u/202601/../../../../etc/passwd' }), invalid(...NOT_UPLOADED, 'evidence')],
    ['evidence of a catalogue picture', manual({ evidence: '/uploads/catalogue/p1-1.svg' }), invalid(...NOT_UPLOADED, 'evidence')],
    ['evidence of the right shape that was never uploaded', manual({ evidence: '/uploads/u/202601/0123456789abcdef0123456789abcdef.png' }),
      business(...NOT_UPLOADED)],
    ['no Idempotency-Key', (lang) => server.request('POST', recharge.path, { body: { method: 'manual', amount: '50', evidence }, token: rich.token, lang }),
      invalid('This request needs an Idempotency-Key header', 'msg.idempotencyKeyRequired', 'Idempotency-Key')],
    ['an Idempotency-Key of spaces', (lang) => server.request('POST', recharge.path, { body: { method: 'manual', amount: '50', evidence }, token: rich.token, lang, headers: { 'Idempotency-Key': '   ' } }),
      invalid('This request needs an Idempotency-Key header', 'msg.idempotencyKeyRequired', 'Idempotency-Key')],
    ['an Idempotency-Key of 101 characters', (lang) => server.request('POST', recharge.path, { body: { method: 'manual', amount: '50', evidence }, token: rich.token, lang, headers: payHeaders('k'.repeat(101)) }),
      invalid('This request needs an Idempotency-Key header', 'msg.idempotencyKeyRequired', 'Idempotency-Key')],
    ['broken JSON', (lang) => server.request('POST', recharge.path, { body: '{"method":"manual",', token: rich.token, lang, headers: payHeaders() }),
      { status: 400, en: 'The request body is not valid JSON', key: 'msg.invalidJson', data: { field: 'body' } }],
  ]
  it.each(cases)('refuses %s', async (_name, send, refusal) => {
    await expectRefused(send, refusal)
  })

  it('the upload refuses evidence that is not a picture, by its content whatever its name', async () => {
    const files: Array<[string, BlobPart]> = [
      ['receipt.png', '<html><script>alert(1)</script></html>'],
      ['receipt.pdf', '%PDF-1.4 a transfer receipt'],
      ['empty.jpg', ''],
    ]
    for (const [name, content] of files) {
      for (const lang of ['en', 'zh-CN']) {
        const form = new FormData()
        form.append('file', new Blob([content]), name)
        const res = await server.app.request(upload.path, { method: 'POST', body: form, headers: { token: rich.token, lang } })
        expect(res.status).toBe(200)
        const body = (await res.json()) as { code: number; msg: string; data: unknown }
        expect(body.code, name).toBe(0)
        expect(body.msg).toBe(lang === 'en' ? 'Please upload a picture (PNG, JPEG, GIF or WebP)' : '请上传图片（PNG、JPEG、GIF 或 WebP）')
        expect(body.data).toBeNull()
      }
    }
  })

  it('the limit and the networks a recharge is refused by are the ones the platform tells', async () => {
    const res = await server.call(rechargeChannels, {}, { token: rich.token })
    expect(res.body.data.max_amount).toBe(MAX_RECHARGE)
    expect(res.body.data.networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20'])
  })

  it('refuses a network the platform has switched off', async () => {
    await server.db.execute(sql`update deposit_channels set enabled = false where code = 'ERC20'`)
    try {
      await expectRefused(chain({ network: 'ERC20', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' }),
        business('This network is not supported', 'msg.networkUnknown', { network: 'ERC20' }))
      await expectRefused(onChain({ network: 'ERC20', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' }),
        business('This network is not supported', 'msg.networkUnknown', { network: 'ERC20' }))
    } finally {
      await server.db.execute(sql`update deposit_channels set enabled = true where code = 'ERC20'`)
    }
  })
})

describe('withdrawal: refused input', () => {
  const cases: Array<[string, Send, Refusal]> = [
    ['an amount with letters', bank({ amount: 'ten' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with letters after digits', bank({ amount: '10USD' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with three decimals', bank({ amount: '1.234' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with two points', bank({ amount: '1.2.3' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount with a plus sign', bank({ amount: '+5' }), invalid(...FILL_AMOUNT, 'amount')],
    ['an amount of twenty digits', bank({ amount: '1'.repeat(20) }), invalid(...FILL_AMOUNT, 'amount')],
    ['a negative amount', bank({ amount: '-5' }), invalid(...DRAW_POSITIVE, 'amount')],
    ['a negative amount with decimals', bank({ amount: '-0.01' }), invalid(...DRAW_POSITIVE, 'amount')],
    ['a zero amount', bank({ amount: '0' }), invalid(...DRAW_POSITIVE, 'amount')],
    ['a zero amount with decimals', bank({ amount: '0.00' }), invalid(...DRAW_POSITIVE, 'amount')],
    ['an empty amount', bank({ amount: '' }), invalid(...DRAW_POSITIVE, 'amount')],
    ['an amount of spaces', bank({ amount: '  ' }), invalid(...DRAW_POSITIVE, 'amount')],
    ['an amount with a space before it', bank({ amount: ' 10.00' }), invalid('Please fill correct amount', 'msg.fillCorrectAmount', 'amount')],
    ['an amount under the least withdrawal', bank({ amount: '9.99' }),
      business('The least you can withdraw is 10.00', 'msg.drawAmountBelowMinimum', { min: '10.00' })],
    ['no amount', bank({ amount: undefined }), invalid(...DRAW_POSITIVE, 'amount')],
    ['an amount above the balance', bank({ amount: '100.01' }, () => poor),
      business('Draw amount cannot be larger than balance', 'msg.drawAmountAboveBalance', { balance: '90.00' }, { reason: 'insufficientBalance', balance: '90.00', amount: '100.01' })],
    ['an amount far above the balance', bank({ amount: '499.99' }, () => poor),
      business('Draw amount cannot be larger than balance', 'msg.drawAmountAboveBalance', { balance: '90.00' }, { reason: 'insufficientBalance', balance: '90.00', amount: '499.99' })],
    ['an amount above the per-request maximum the balance would allow', bank({ amount: '500.01' }),
      business('The amount can be at most 500.00 per request', 'msg.amountAboveMax', { max: MAX_WITHDRAWAL })],
    ['a type the platform does not pay to', bank({ type: 'paypal' }), invalid('Please choose where to withdraw to', 'msg.drawTypeRequired', 'type')],
    ['a bank withdrawal without a card', bank({ bank_card: undefined }), invalid('Please fill the bank card number', 'msg.bankCardRequired', 'bank_card')],
    ['a bank withdrawal with an empty card', bank({ bank_card: ' ' }), invalid('Please fill the bank card number', 'msg.bankCardRequired', 'bank_card')],
    ['a bank withdrawal with a card of letters', bank({ bank_card: 'abcd efgh ijkl' }),
      invalid('Please fill a correct bank card number (8 to 32 digits)', 'msg.bankCardInvalid', 'bank_card')],
    ['a bank withdrawal without a bank name', bank({ bank_name: undefined }), invalid('Please fill the bank name', 'msg.bankNameRequired', 'bank_name')],
    ['a bank withdrawal with an empty bank name', bank({ bank_name: '' }), invalid('Please fill the bank name', 'msg.bankNameRequired', 'bank_name')],
    ['a network the platform does not list', onChain({ network: 'BEP20' }), business('This network is not supported', 'msg.networkUnknown', { network: 'BEP20' })],
    ['on chain without a network', onChain({ network: undefined }), invalid('Please choose charge network', 'msg.chooseChargeNetwork', 'network')],
    ['on chain without an address', onChain({ address: undefined }), invalid('Please fill the receiving address', 'msg.fillWithdrawalAddress', 'address')],
    ['on chain with an address that is not one', onChain({ address: 'T-x' }),
      invalid('Please fill a correct address (letters and digits)', 'msg.chainAddressInvalid', 'address')],
    ['no payment code', bank({ payment_code: undefined }), invalid('Please enter payment password', 'msg.enterPaymentPassword', 'payment_code')],
    ['an empty payment code', bank({ payment_code: '' }), invalid('Please enter payment password', 'msg.enterPaymentPassword', 'payment_code')],
    ['a payment code of letters', bank({ payment_code: 'abcdef' }),
      invalid('Payment code must be at least 6 characters and numbers only', 'msg.paymentCodeFormat', 'payment_code')],
    ['no Idempotency-Key', (lang) => server.request('POST', withdraw.path, {
      body: { type: 'bank', amount: '50', bank_card: BANK_CARD, bank_name: 'Vietcombank', payment_code: PAYMENT_CODE }, token: rich.token, lang,
    }), invalid('This request needs an Idempotency-Key header', 'msg.idempotencyKeyRequired', 'Idempotency-Key')],
  ]
  it.each(cases)('refuses %s', async (_name, send, refusal) => {
    await expectRefused(send, refusal)
  })

  it('the limit, the rate and the networks a withdrawal is refused by are the ones the page reads', async () => {
    const res = await server.call(withdrawalInfo, {}, { token: rich.token })
    expect(res.body.data).toMatchObject({ balance: '800.00', fee_rate: '0.01', max_amount: MAX_WITHDRAWAL, has_payment_code: true })
    expect(res.body.data.networks.map((n: { code: string }) => n.code)).toEqual(['TRC20', 'ERC20'])
  })
})

describe('withdrawal: the payment code, shared with paying', () => {
  it('no code set: refused with the set-it branch, nothing held', async () => {
    const shopper = await newShopper(server, { balance: '100.00', paymentCode: null })
    expect((await server.call(withdrawalInfo, {}, { token: shopper.token })).body.data.has_payment_code).toBe(false)
    await expectRefused(bank({ payment_code: '147258' }, () => shopper),
      business('You have not set payment password?', 'msg.notSetPaymentPassword', {}, { reason: 'noPaymentCode' }))
  })

  it('a wrong code: refused with the attempts left, nothing held; the right one clears the count', async () => {
    const shopper = await newShopper(server, { balance: '100.00' })
    const before = await moneySnapshot(server)
    const first = await bankWithdrawal(server, shopper, '20', { code: WRONG_CODE })
    expect(first.body).toEqual({ code: 0, msg: 'Wrong payment code, 4 attempts left', data: { reason: 'wrongCode', attempts_left: 4 } })
    const second = await bankWithdrawal(server, shopper, '20', { code: WRONG_CODE, lang: 'vi' })
    expect(second.body).toEqual({ code: 0, msg: 'Sai mã thanh toán, còn 3 lần thử', data: { reason: 'wrongCode', attempts_left: 3 } })
    expect(await moneySnapshot(server)).toEqual(before)
    const right = await bankWithdrawal(server, shopper, '20')
    expect(right.body, right.text).toMatchObject({ code: 1, data: { balance: '80.00' } })
    const again = await bankWithdrawal(server, shopper, '20', { code: WRONG_CODE })
    expect(again.body.data).toEqual({ reason: 'wrongCode', attempts_left: 4 })
    expect(await balanceOf(server.db, shopper.userId)).toBe('80.00')
  })

  it('five wrong entries, some paying and some withdrawing, lock both for 15 minutes; the right code then waits too', async () => {
    const sku = await merchantSku(server)
    const shopper = await newShopper(server, { balance: '500.00' })
    const order = await placeOrder(server, sku, { shopper })
    const payWith = (code: string, lang?: string) =>
      server.call(verifyPay, { body: { order_ids: [order.id], payment_code: code } }, { token: shopper.token, lang, headers: payHeaders() })
    const before = await moneySnapshot(server)
    expect((await payWith(WRONG_CODE)).body.data).toEqual({ reason: 'wrongCode', attempts_left: 4 })
    expect((await bankWithdrawal(server, shopper, '20', { code: WRONG_CODE })).body.data).toEqual({ reason: 'wrongCode', attempts_left: 3 })
    expect((await payWith(WRONG_CODE)).body.data).toEqual({ reason: 'wrongCode', attempts_left: 2 })
    expect((await chainWithdrawal(server, shopper, '20', { code: WRONG_CODE })).body.data).toEqual({ reason: 'wrongCode', attempts_left: 1 })
    const fifth = await bankWithdrawal(server, shopper, '20', { code: WRONG_CODE })
    expect(fifth.body).toEqual({ code: 0, msg: 'Too many wrong payment codes: paying is locked, try again in 15 minutes', data: { reason: 'locked', minutes: 15 } })
    // Locked: the right code is refused as well, withdrawing and paying, in every language.
    await expectRefused(bank({ amount: '20' }, () => shopper),
      business('Too many wrong payment codes: paying is locked, try again in 15 minutes', 'msg.paymentLocked', { minutes: 15 }, { reason: 'locked', minutes: 15 }))
    const pay = await payWith(PAYMENT_CODE, 'zh-CN')
    expect(pay.body).toEqual({ code: 0, msg: '支付密码错误次数过多，支付已锁定，请15分钟后再试', data: { reason: 'locked', minutes: 15 } })
    expect(await moneySnapshot(server)).toEqual(before)
    server.clock.advance(15 * 60_000 + 1000)
    const after = await bankWithdrawal(server, shopper, '20')
    expect(after.body, after.text).toMatchObject({ code: 1, data: { balance: '480.00' } })
  })
})

describe('the operator calls: who may make them', () => {
  const operatorCalls: Array<[string, CallDef, () => Record<string, unknown>]> = [
    ['recharge list', adminRechargeList, () => ({ query: { status: '0' } })],
    ['recharge audit (approve)', adminRechargeAudit, () => ({ body: { id: waitingRecharge, approve: true } })],
    ['recharge audit (refuse)', adminRechargeAudit, () => ({ body: { id: waitingRecharge, approve: false, note: 'no' } })],
    ['withdrawal list', adminWithdrawalList, () => ({ query: { status: 'all' } })],
    ['withdrawal audit (pass)', adminWithdrawalAudit, () => ({ body: { id: waitingWithdrawal, approve: true } })],
    ['withdrawal audit (refuse)', adminWithdrawalAudit, () => ({ body: { id: waitingWithdrawal, approve: false, note: 'no' } })],
  ]
  const callAs = (call: CallDef, input: Record<string, unknown>, token?: string) => (lang?: string) =>
    server.call(call, input, { token, lang })

  it.each(operatorCalls)('a shopper calling the %s is refused', async (_name, call, input) => {
    await expectRefused(callAs(call, input(), rich.token), { status: 403, en: 'You do not have permission for this', key: 'msg.forbidden', data: null })
  })

  it.each(operatorCalls)('a merchant calling the %s is refused', async (_name, call, input) => {
    await expectRefused(callAs(call, input(), merchant), { status: 403, en: 'You do not have permission for this', key: 'msg.forbidden', data: null })
  })

  it.each(operatorCalls)('a visitor calling the %s is asked to log in', async (_name, call, input) => {
    await expectRefused(callAs(call, input()), { status: 401, en: 'Please login first', key: 'msg.unauthorized', data: null })
  })

  it.each(operatorCalls)('an expired or made-up token calling the %s is asked to log in', async (_name, call, input) => {
    await expectRefused(callAs(call, input(), 'not-a-session-token'), { status: 401, en: 'Please login first', key: 'msg.unauthorized', data: null })
  })

  const shopperCalls: Array<[string, CallDef, Record<string, unknown>]> = [
    ['recharge', recharge, { body: { method: 'manual', amount: '50', evidence: '/uploads/u/202601/0123456789abcdef0123456789abcdef.png' } }],
    ['withdrawal', withdraw, { body: { type: 'bank', amount: '50', bank_card: BANK_CARD, bank_name: 'Vietcombank', payment_code: PAYMENT_CODE } }],
    ['withdrawal page', withdrawalInfo, {}],
    ['deposit channels', rechargeChannels, {}],
    ['recharge record', rechargeLog, { query: {} }],
    ['withdrawal record', withdrawalLog, { query: {} }],
    ['bill', bill, { query: {} }],
  ]
  it.each(shopperCalls)('a visitor calling the %s is asked to log in', async (_name, call, input) => {
    await expectRefused((lang) => server.call(call, input, { lang, headers: payHeaders() }), { status: 401, en: 'Please login first', key: 'msg.unauthorized', data: null })
  })

  it('after all of them the waiting recharge and withdrawal still wait, undecided', async () => {
    const [r] = await rowsOf<{ status: number; audited_by: number | null }>(server.db, sql`select status, audited_by from recharges where id = ${waitingRecharge}`)
    const [w] = await rowsOf<{ status: number; audited_by: number | null }>(server.db, sql`select status, audited_by from withdrawals where id = ${waitingWithdrawal}`)
    expect([r, w]).toEqual([{ status: 0, audited_by: null }, { status: 0, audited_by: null }])
  })
})

describe('the operator calls: refused decisions', () => {
  const REASON = ['Please give the reason for refusing', 'msg.auditNoteRequired'] as const
  const audits: Array<[string, CallDef, () => number, string, string]> = [
    ['recharge', adminRechargeAudit, () => waitingRecharge, 'Recharge not found', 'msg.rechargeNotFound'],
    ['withdrawal', adminWithdrawalAudit, () => waitingWithdrawal, 'Withdrawal not found', 'msg.withdrawalNotFound'],
  ]
  const decide = (call: CallDef, body: unknown) => (lang?: string) => server.request('POST', call.path, { body, token: operator, lang })

  describe.each(audits)('of a %s', (_name, call, waiting, notFoundEn, notFoundKey) => {
    it('an id that does not exist', async () => {
      await expectRefused(decide(call, { id: 99_999_999, approve: true }), business(notFoundEn, notFoundKey))
    })

    it.each([['a word', 'abc'], ['zero', 0], ['a negative number', -3], ['a fraction', 1.5], ['one beyond the id range', 3_000_000_000], ['nothing', undefined]])(
      'an id that is %s',
      async (_what, id) => {
        await expectRefused(decide(call, { id, approve: true }), invalid(notFoundEn, notFoundKey, 'id'))
      },
    )

    it.each([['no note', undefined], ['an empty note', ''], ['a note of spaces', '   ']])('refusing with %s', async (_what, note) => {
      await expectRefused(decide(call, { id: waiting(), approve: false, note }), invalid(...REASON, 'note'))
    })

    it('refusing with a null note', async () => {
      await expectRefused(decide(call, { id: waiting(), approve: false, note: null }), invalid(...REASON, 'note'))
    })

    it('a note longer than 200 characters', async () => {
      await expectRefused(decide(call, { id: waiting(), approve: false, note: 'x'.repeat(201) }),
        invalid('The reason can be at most 200 characters', 'msg.auditNoteTooLong', 'note'))
    })

    it.each([['no decision', undefined], ['a word for a decision', 'yes'], ['a number for a decision', 1]])('%s', async (_what, approve) => {
      await expectRefused(decide(call, { id: waiting(), approve }), invalid('Please approve or refuse', 'msg.auditDecisionRequired', 'approve'))
    })
  })

  it('a second decision of a recharge: already audited, whichever it is; the first stands', async () => {
    const shopper = await newShopper(server)
    const asked = await server.call(recharge, { body: { method: 'manual', amount: '40', evidence } }, { token: shopper.token, headers: payHeaders() })
    const id = asked.body.data.id
    expect((await decide(adminRechargeAudit, { id, approve: true })()).body.code).toBe(1)
    expect(await balanceOf(server.db, shopper.userId)).toBe('40.00')
    const already = business(`Request ${id} has already been audited`, 'msg.alreadyAudited', { id }, { status: 1 })
    await expectRefused(decide(adminRechargeAudit, { id, approve: true }), already)
    await expectRefused(decide(adminRechargeAudit, { id, approve: false, note: 'changed my mind' }), already)
    expect(await balanceOf(server.db, shopper.userId)).toBe('40.00')

    const rejected = await server.call(recharge, { body: { method: 'manual', amount: '60', evidence } }, { token: shopper.token, headers: payHeaders() })
    expect((await decide(adminRechargeAudit, { id: rejected.body.data.id, approve: false, note: 'No transfer arrived' })()).body.code).toBe(1)
    await expectRefused(decide(adminRechargeAudit, { id: rejected.body.data.id, approve: true }),
      business(`Request ${rejected.body.data.id} has already been audited`, 'msg.alreadyAudited', { id: rejected.body.data.id }, { status: 2 }))
    expect(await balanceOf(server.db, shopper.userId)).toBe('40.00')
  })

  it('a second decision of a withdrawal: already audited, whichever it is; the first stands', async () => {
    const shopper = await newShopper(server, { balance: '100.00' })
    const passed = (await bankWithdrawal(server, shopper, '30')).body.data.withdrawal.id
    expect((await decide(adminWithdrawalAudit, { id: passed, approve: true })()).body.code).toBe(1)
    const paidOut = business(`Request ${passed} has already been audited`, 'msg.alreadyAudited', { id: passed }, { status: 1 })
    await expectRefused(decide(adminWithdrawalAudit, { id: passed, approve: false, note: 'returned by the bank' }), paidOut)
    await expectRefused(decide(adminWithdrawalAudit, { id: passed, approve: true }), paidOut)
    expect(await balanceOf(server.db, shopper.userId)).toBe('70.00')

    const refused = (await bankWithdrawal(server, shopper, '50')).body.data.withdrawal.id
    expect((await decide(adminWithdrawalAudit, { id: refused, approve: false, note: 'Card name mismatch' })()).body.code).toBe(1)
    expect(await balanceOf(server.db, shopper.userId)).toBe('70.00')
    const returned = business(`Request ${refused} has already been audited`, 'msg.alreadyAudited', { id: refused }, { status: 2 })
    await expectRefused(decide(adminWithdrawalAudit, { id: refused, approve: false, note: 'again' }), returned)
    await expectRefused(decide(adminWithdrawalAudit, { id: refused, approve: true }), returned)
    expect(await balanceOf(server.db, shopper.userId)).toBe('70.00')
  })

  it('an id past the last row of its table is unknown', async () => {
    const [{ next }] = await rowsOf<{ next: number }>(server.db, sql`select greatest((select max(id) from withdrawals), (select max(id) from recharges)) + 1 as next`)
    await expectRefused(decide(adminWithdrawalAudit, { id: Number(next), approve: true }), business('Withdrawal not found', 'msg.withdrawalNotFound'))
    await expectRefused(decide(adminRechargeAudit, { id: Number(next), approve: true }), business('Recharge not found', 'msg.rechargeNotFound'))
  })
})

describe('records: filters and pages', () => {
  const AUDIT_STATUS = ['Unknown audit status', 'msg.auditStatusUnknown'] as const
  const lists: Array<[string, CallDef, () => string]> = [
    ['recharge record', rechargeLog, () => rich.token],
    ['withdrawal record', withdrawalLog, () => rich.token],
    ['operator recharge list', adminRechargeList, () => operator],
    ['operator withdrawal list', adminWithdrawalList, () => operator],
  ]
  const list = (call: CallDef, query: Record<string, unknown>, token: () => string) => (lang?: string) =>
    server.request('GET', call.path, { query: query as Record<string, string>, token: token(), lang })

  describe.each(lists)('the %s', (_name, call, token) => {
    it.each([['3'], ['-1'], ['passed'], ['ALL'], [''], [['0', '1']]])('refuses the status %j', async (status) => {
      await expectRefused(list(call, { status }, token), invalid(...AUDIT_STATUS, 'status'))
    })
  })

  const paged: Array<[string, CallDef, () => string]> = [...lists, ['bill', bill, () => rich.token]]
  describe.each(paged)('the %s', (_name, call, token) => {
    it.each([['0'], ['-1'], ['abc'], ['1.5'], ['100001'], ['1e9']])('refuses the page %j', async (page) => {
      await expectRefused(list(call, { page }, token), invalid('Page must be a whole number from 1', 'msg.pageInvalid', 'page'))
    })

    it.each([['0'], ['51'], ['-5'], ['ten'], ['99999999999999999999']])('refuses the limit %j', async (limit) => {
      await expectRefused(list(call, { limit }, token), invalid('Limit must be a whole number from 1 to 50', 'msg.limitInvalid', 'limit'))
    })

    it('answers a page far beyond the last one empty, with the true total', async () => {
      const first = await list(call, {}, token)()
      expect(first.body.code, first.text).toBe(1)
      const far = await list(call, { page: '100000', limit: '50' }, token)()
      expect(far.body, far.text).toEqual({ code: 1, msg: '', data: expect.objectContaining({ list: [], total: first.body.data.total, page: 100000, limit: 50 }) })
    })
  })

  it.each([['fee'], ['payout'], ['escrow_in'], ['commission'], ['bogus'], [''], [['payment', 'refund']]])('the bill refuses the kind %j', async (kind) => {
    await expectRefused(list(bill, { kind }, () => rich.token), invalid('Unknown kind of record', 'msg.billKindUnknown', 'kind'))
  })
})

describe('the limits themselves are accepted', () => {
  it('a recharge of exactly the maximum and of one cent; a withdrawal of exactly the maximum and of exactly the least', async () => {
    const shopper = await newShopper(server, { balance: '600.00' })
    for (const amount of [MAX_RECHARGE, '0.01']) {
      const res = await server.call(recharge, { body: { method: 'manual', amount, evidence } }, { token: shopper.token, headers: payHeaders() })
      expect(res.body, res.text).toMatchObject({ code: 1, data: { amount, status: 0 } })
    }
    const max = await bankWithdrawal(server, shopper, MAX_WITHDRAWAL)
    expect(max.body, max.text).toMatchObject({ code: 1, data: { balance: '100.00', withdrawal: { amount: '500.00', charge: '5.00', arrival: '495.00' } } })
    // The least withdrawal pays the least charge (1% of 10.00 would be 0.10 too); a cent less is refused.
    const least = await bankWithdrawal(server, shopper, '10.00')
    expect(least.body, least.text).toMatchObject({ code: 1, data: { balance: '90.00', withdrawal: { amount: '10.00', charge: '0.10', arrival: '9.90' } } })
    expect((await bankWithdrawal(server, shopper, '9.99')).body).toMatchObject({ code: 0, msg: 'The least you can withdraw is 10.00' })
    // The whole balance, to the cent.
    const rest = await bankWithdrawal(server, shopper, '90.00')
    expect(rest.body, rest.text).toMatchObject({ code: 1, data: { balance: '0.00' } })
  })
})
