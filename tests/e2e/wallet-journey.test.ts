// The wallet end to end, in a phone-sized Chromium on the built app and the real server (the
// operator's decisions through the API, as the console does not exist yet): a new shopper recharges
// 500 by bank transfer with a picture of the transfer, the operator approves it, the shopper pays an
// order, withdraws 100 to a bank card and sees it auditing with the amount held; the operator
// refuses it, the hold returns, and every step shows in the recharge, withdrawal and fund records.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { centsOf, formatCents, withdrawalCharge } from '../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { formatMoney } from '../../src/ui/format/money'
import { orderApi, PAYMENT_CODE, type OrderApi, type PathOrder } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let api: OrderApi
let token: string
let account: string
let operator: string
let order: PathOrder
/** The wallet as the shopper should see it after each step, in cents. */
let expected = 0n

const money = (cents: bigint) => formatMoney(formatCents(cents), 'USD', 'en')
const at = (selector: string) => page.locator(selector).first()
const noToast = () => expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5000 }).toBe(0)

async function operatorCall(method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await api.call(method, path, body, operator)
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`)
  return answer.data
}

/** The shopper's row in the operator's queue of waiting requests. */
async function waiting(kind: 'recharge' | 'extract'): Promise<{ id: number; amount: string; user: { account: string } }> {
  const { list } = await operatorCall('GET', `/api/admin/${kind}/list?status=0&limit=50`)
  const row = list.find((r: { user: { account: string } }) => r.user.account === account)
  if (!row) throw new Error(`no waiting ${kind} of ${account}`)
  return row
}

async function balanceShown() {
  await page.goto('/balance')
  await expect.poll(() => at('.balance-amount').textContent()).toBe(money(expected))
}

beforeAll(async () => {
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  ;({ token, account } = await newAccount(baseURL))
  expected = centsOf(await api.balance(token))
  operator = (await api.call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })).data.userinfo.token
  // The order to pay, placed on the shopper's other device (which also gives them a payment code and an address).
  order = await api.placeOrder(token, await api.shopItem())
  ;({ context, page } = await openPhone(browser(), baseURL))
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})

describe('money in and out of the wallet', () => {
  it('recharges 500 by bank transfer with a picture of the transfer', async () => {
    await page.goto('/profile')
    await at('button.profile-balance').click()
    await page.waitForURL((url) => url.pathname === '/balance')
    await page.getByRole('button', { name: 'Recharge', exact: true }).first().click()
    await page.waitForURL((url) => url.pathname === '/topUp')
    await page.getByRole('link', { name: /Bank card transfer/ }).click()
    await page.waitForURL((url) => url.pathname === '/cardTopUp')
    await at('.recharge-bank-name').waitFor()
    await at('.recharge-amount input').fill('500')
    await at('.recharge-evidence input[type=file]').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PARCEL_PNG })
    await expect.poll(() => page.locator('.recharge-evidence .adm-image-uploader-cell img').count()).toBe(1)
    await expect.poll(() => at('button.recharge-submit').isDisabled()).toBe(false)
    await at('button.recharge-submit').click()
    await at('.recharge-submitted').waitFor()
    expect(await at('.recharge-fact-amount').textContent()).toBe(money(50000n))
    expect(await at('.recharge-status-badge').textContent()).toBe('Waiting for review')
    await noToast()
    await snap(page, 'wallet-journey-01-recharge-submitted')
    // Nothing is credited before the operator looks at the evidence.
    expect(centsOf(await api.balance(token))).toBe(expected)
  })

  it('is credited once the operator approves the recharge', async () => {
    const recharge = await waiting('recharge')
    expect(recharge.amount).toBe('500.00')
    await operatorCall('POST', '/api/admin/recharge/audit', { id: recharge.id, approve: true })
    expected += 50000n
    await balanceShown()
    await page.goto('/topUpRecord')
    const row = page.locator(`.recharge-row[data-record-id="${recharge.id}"]`)
    await expect.poll(() => row.getAttribute('data-status')).toBe('1')
    expect(await row.locator('.record-amount').textContent()).toBe(money(50000n))
    await snap(page, 'wallet-journey-02-recharge-record')
  })

  it('pays an order from the wallet', async () => {
    await page.goto(`/checkout?order_ids=${order.id}`)
    await at('.pay-code input').fill(PAYMENT_CODE)
    await at('.pay-submit').click()
    await at('.pay-paid').waitFor()
    expected -= centsOf(order.total)
    await balanceShown()
  })

  it('withdraws 100 to a bank card and sees it auditing with the amount held', async () => {
    await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click()
    await page.waitForURL((url) => url.pathname === '/withDraw')
    await at('.withdraw-bank-card input').fill('9704 0000 1234 5678')
    await at('.withdraw-bank-name input').fill('Vietcombank')
    // Before anything is typed, the page says the least and the most one withdrawal may be, and the least charge.
    expect(await at('.withdraw-limits').textContent()).toBe(`At least: ${money(1000n)} · At most per withdrawal: ${money(2000000n)}`)
    expect(await at('.withdraw-min-charge').textContent()).toBe(`at least ${money(10n)}`)
    await at('.withdraw-amount input').fill('100')
    const { charge, arrival } = withdrawalCharge('100', '0.01', '0.10')
    await expect.poll(() => at('.withdraw-charge').textContent()).toBe(money(centsOf(charge)))
    expect(await at('.withdraw-arrival').textContent()).toBe(money(centsOf(arrival)))
    await at('button.withdraw-submit').click()
    await at('.withdraw-sheet .pay-code input').fill(PAYMENT_CODE)
    await at('.withdraw-sheet button.pay-submit').click()
    await at('.withdraw-submitted').waitFor()
    expected -= 10000n
    expect(await at('.withdraw-status-badge').textContent()).toBe('Auditing')
    expect(await at('.withdraw-fact-amount').textContent()).toBe(money(10000n))
    expect(await at('.withdraw-fact-arrival').textContent()).toBe(money(centsOf(arrival)))
    expect(await at('.withdraw-fact-balance').textContent()).toBe(money(expected))
    await noToast()
    await snap(page, 'wallet-journey-03-withdrawal-auditing')
    await page.goto('/depositRecord?status=0')
    await expect.poll(() => page.locator('.withdrawal-row[data-status="0"]').count()).toBe(1)
    await balanceShown()
  })

  it('gets the hold back when the operator refuses the withdrawal, with the reason', async () => {
    const withdrawal = await waiting('extract')
    await operatorCall('POST', '/api/admin/extract/audit', { id: withdrawal.id, approve: false, note: 'The card holder name does not match the account' })
    expected += 10000n
    await page.goto('/depositRecord?status=2')
    const row = page.locator(`.withdrawal-row[data-record-id="${withdrawal.id}"]`)
    await row.waitFor()
    expect(await row.locator('.record-reason').textContent()).toContain('The card holder name does not match the account')
    await snap(page, 'wallet-journey-04-withdrawal-refused')
    await balanceShown()
  })

  it('shows every step in the fund record, each row ending at the balance', async () => {
    await page.goto('/capitalRecord')
    await expect.poll(() => page.locator('.bill-row').count()).toBeGreaterThanOrEqual(4)
    const titles = await page.locator('.bill-row .record-title').allTextContents()
    expect(titles.slice(0, 4)).toEqual(['Withdrawal returned', 'Withdrawal', 'Payment', 'Recharge'])
    const { list, balance } = (await api.call('GET', '/api/user/bill?limit=50', undefined, token)).data
    expect(centsOf(balance)).toBe(expected)
    // Each row's balance after is the one before it plus its amount: nothing moved outside the ledger.
    const rows = [...list].reverse() as Array<{ amount: string; balance_after: string }>
    rows.reduce((before, row) => {
      expect(centsOf(row.balance_after)).toBe(before + centsOf(row.amount))
      return centsOf(row.balance_after)
    }, 0n)
    expect(formatCents(expected)).toBe(list[0].balance_after)
    await snap(page, 'wallet-journey-05-fund-record')
  })
})
