// A shopper's wallet records in a phone-sized Chromium on the built app and the real server: my
// balance with its label and ways on, the recharge record paging its rows (load-more at the bottom)
// and a pull showing a recharge the operator approved meanwhile, the withdrawal record's tabs with a
// refused withdrawal's reason, the fund record with every ledger row and its kind filter, and the
// balance in Vietnamese. Everything is made through the HTTP API, as the shopper's other device
// and the operator would. Screenshots of each.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { PARCEL_PNG } from '../support/pictures'
import { orderApi, PAYMENT_CODE, type OrderApi, type PathOrder } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'
import { pullDown } from './support/touch'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
const CHAIN_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'
let context: BrowserContext
let page: Page
let api: OrderApi
let token: string
let operator: string
let order: PathOrder
const waiting: number[] = []
let rejected: number
let refused: number

const key = () => ({ 'Idempotency-Key': randomBytes(8).toString('hex') })

async function ok<T = any>(answer: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const body = await answer
  if (body.code !== 1) throw new Error(`${what} refused: ${JSON.stringify(body)}`)
  return body.data
}

async function evidence(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'receipt.png')
  const res = await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })
  return (await ok(res.json(), 'upload')).url
}

const askRecharge = async (body: Record<string, string>) => (await ok(api.call('POST', '/api/user/recharge', { ...body, evidence: await evidence() }, token, key()), 'recharge')).id as number
const askWithdrawal = async (body: Record<string, string>) => (await ok(api.call('POST', '/api/user/extract', { ...body, payment_code: PAYMENT_CODE }, token, key()), 'withdraw')).withdrawal.id as number
const audit = (what: 'recharge' | 'extract', id: number, approve: boolean, note?: string) => ok(api.call('POST', `/api/admin/${what}/audit`, { id, approve, note }, operator), `${what} audit`)

/** An amount as English groups it: 1,234.50. */
function grouped(amount: string) {
  const [whole, cents] = amount.split('.')
  return `${Number(whole).toLocaleString('en')}.${cents}`
}

const rows = () => page.locator('.record-card')
const tab = (title: string) => page.locator('.record-tabs .adm-tabs-tab', { hasText: new RegExp(`^${title}$`) })

/** The page settled for a screenshot: no toast, no pull area moving. */
async function settled() {
  await expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5000 }).toBe(0)
  await page.waitForTimeout(300)
}

beforeAll(async () => {
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  ;({ token } = await newAccount(baseURL))
  operator = await ok(api.call('POST', '/api/user/login', { account: 'operator', password: 'operator1234' }), 'operator login').then((d: any) => d.userinfo.token)
  // Oldest first: the demo's opening 100.00, an order paid, a large recharge approved, one on chain
  // rejected, then withdrawals refused, passed and waiting, then eleven recharges waiting.
  order = await api.placeOrder(token, await api.shopItem())
  await api.pay(token, order)
  await audit('recharge', await askRecharge({ method: 'manual', amount: '1500' }), true)
  rejected = await askRecharge({ method: 'chain', network: 'TRC20', address: CHAIN_ADDRESS, amount: '75.5' })
  await audit('recharge', rejected, false, 'No transfer of 75.50 USDT arrived from this address')
  refused = await askWithdrawal({ type: 'bank', amount: '200', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank' })
  await audit('extract', refused, false, 'The card holder name does not match the account')
  await audit('extract', await askWithdrawal({ type: 'bank', amount: '120', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank' }), true)
  await askWithdrawal({ type: 'chain', amount: '45', network: 'TRC20', address: CHAIN_ADDRESS })
  for (let n = 0; n < 11; n++) waiting.push(await askRecharge({ method: 'manual', amount: String(10 + n * 5) }))
  ;({ context, page } = await openPhone(browser(), baseURL))
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})

describe('wallet records', () => {
  it('the personal center opens my balance: the balance labelled, Recharge, Withdraw and the records', async () => {
    const balance = await api.balance(token)
    await page.goto('/profile')
    await page.locator('.profile-wallet').scrollIntoViewIfNeeded()
    await settled()
    await snap(page, 'wallet-01-profile')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('.profile-balance').click()
    await page.waitForURL((url) => url.pathname === '/balance')
    await expect.poll(() => page.locator('[data-testid="wallet-balance"]').textContent()).toBe(`$${grouped(balance)}`)
    await settled()
    await snap(page, 'wallet-02-balance')
  })

  it('the recharge record pages ten at a time, more at the bottom', async () => {
    await page.locator('.balance-records .adm-list-item', { hasText: 'Recharge record' }).click()
    await page.waitForURL((url) => url.pathname === '/topUpRecord')
    await expect.poll(() => rows().count()).toBe(10)
    expect(await page.locator('.record-status').first().textContent()).toBe('Waiting for review')
    await settled()
    await snap(page, 'wallet-03-recharge-record')
    await page.locator('.list-end').scrollIntoViewIfNeeded()
    await expect.poll(() => rows().count()).toBe(13)
    await expect.poll(() => page.locator('.list-end').textContent()).toBe('No more')
    const last = rows().nth(11)
    expect(await last.locator('.record-reason').textContent()).toBe('Reason: No transfer of 75.50 USDT arrived from this address')
    expect(await last.locator('.record-title').textContent()).toBe('On chain · TRC20')
    await last.scrollIntoViewIfNeeded()
    await settled()
    await snap(page, 'wallet-04-recharge-rejected')
  })

  it('a pull shows the recharge the operator approved meanwhile', async () => {
    await tab('Waiting').click()
    await page.waitForURL((url) => url.search === '?status=0')
    await expect.poll(() => rows().count()).toBe(10)
    const newest = waiting.at(-1)!
    await audit('recharge', newest, true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await pullDown(page, '.adm-pull-to-refresh')
    await expect.poll(() => rows().first().getAttribute('data-record-id')).not.toBe(String(newest))
    await tab('Approved').click()
    await expect.poll(() => rows().count()).toBe(2)
    expect(await rows().first().getAttribute('data-record-id')).toBe(String(newest))
  })

  it('the withdrawal record: SPEC tabs, the refused one with its reason, each tab its result', async () => {
    await page.goto('/depositRecord')
    await expect.poll(() => rows().count()).toBe(3)
    expect(await page.locator('.record-tabs .adm-tabs-tab').allTextContents()).toEqual(['All', 'Refused', 'Auditing', 'Passed'])
    expect(await page.locator('.record-status').allTextContents()).toEqual(['Auditing', 'Passed', 'Refused'])
    await settled()
    await snap(page, 'wallet-05-withdrawal-record')
    await tab('Refused').click()
    await expect.poll(() => rows().count()).toBe(1)
    expect(await rows().first().getAttribute('data-record-id')).toBe(String(refused))
    expect(await page.locator('.record-reason').textContent()).toBe('Reason: The card holder name does not match the account')
    await settled()
    await snap(page, 'wallet-06-withdrawal-refused')
  })

  it('the fund record: the balance on top, every ledger row, filtered by kind', async () => {
    await page.goto('/capitalRecord')
    await expect.poll(() => rows().count()).toBe(8)
    expect(await page.locator('.record-title').allTextContents()).toEqual([
      'Recharge', 'Withdrawal', 'Withdrawal', 'Withdrawal returned', 'Withdrawal', 'Recharge', 'Payment', 'Opening balance',
    ])
    expect(await page.locator('[data-testid="bill-balance"]').textContent()).toBe(`$${grouped(await api.balance(token))}`)
    expect(await page.locator('.bill-ref', { hasText: order.sn }).count()).toBe(1)
    await settled()
    await snap(page, 'wallet-07-fund-record')
    await tab('Withdrawal returned').click()
    await expect.poll(() => rows().count()).toBe(1)
    expect(await page.locator('.bill-amount').textContent()).toBe('+$200.00')
    await tab('Recharge').click()
    await expect.poll(() => rows().count()).toBe(2)
    await settled()
    await snap(page, 'wallet-08-fund-record-recharge')
    await tab('Refund').click()
    await page.locator('.notice', { hasText: 'Nothing here' }).waitFor()
    expect(await rows().count()).toBe(0)
    await settled()
    await snap(page, 'wallet-09-fund-record-empty-kind')
  })

  it('reads in Vietnamese', async () => {
    await context.addCookies([{ name: 'language', value: 'vi', url: baseURL }])
    await page.goto('/balance')
    await expect.poll(() => page.locator('.app-nav-title').textContent()).toBe('Số dư của tôi')
    expect(await page.locator('[data-testid="wallet-balance"]').textContent()).toMatch(/^[\d.]+,\d\d\u00a0US\$$/)
    await settled()
    await snap(page, 'wallet-10-balance-vi')
    await page.goto('/depositRecord')
    await expect.poll(() => rows().count()).toBe(3)
    await settled()
    await snap(page, 'wallet-11-withdrawal-record-vi')
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL }])
  })
})
