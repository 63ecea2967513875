// Saved withdrawal accounts in Chromium on the built apps and the real server: the operator, at a
// desktop window, adds a bank to Vietnam's list in the console (the action in the audit log); a
// shopper on a phone saves a bank account with it at /withdrawalAccounts (a card number failing the
// check refused first), withdraws to it, and finds it chosen on the next withdrawal; a Vietnamese
// shopper types a card on the withdrawal form, saves it for next time while withdrawing, and finds
// it chosen the next time.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { checkoutCallVia, setPaymentCode } from '../views/support/checkout'
import { api, newAccount, uploadPicture, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { DESKTOP, logInToConsole, openDesktop } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
const CODE = '258147'
const BANK = { country: 'VN', name: 'Techcombank', code: 'TCB' }

let operator: string

async function operatorCall(method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await api(baseURL, method, path, body, operator)
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`)
  return answer.data
}

/** A shopper with a payment code and 300 in the wallet (a manual recharge the operator approves). */
async function fundedShopper(): Promise<BrowserAccount> {
  const shopper = await newAccount(baseURL)
  await setPaymentCode(checkoutCallVia((path, init) => fetch(`${baseURL}${path}`, init)), shopper.token, CODE)
  const evidence = await uploadPicture(baseURL, shopper.token, 'transfer.png')
  const asked = await api(baseURL, 'POST', '/api/user/recharge', { method: 'manual', amount: '300', evidence }, shopper.token, { 'Idempotency-Key': `fund-${shopper.account}` })
  if (asked.code !== 1) throw new Error(`recharge: ${asked.msg}`)
  await operatorCall('POST', '/api/admin/recharge/audit', { id: asked.data.id, approve: true })
  return shopper
}

/** The last withdrawal of `account` as the operator's queue shows it (whole card number, holder). */
async function lastWithdrawalOf(account: string) {
  const { list } = await operatorCall('GET', '/api/admin/extract/list?status=0&limit=50')
  return list.find((row: { user: { account: string } }) => row.user.account === account)
}

async function withdrawWithCode(page: Page, amount: string) {
  await page.locator('.withdraw-amount input').fill(amount)
  await page.locator('button.withdraw-submit').click()
  await page.locator('.withdraw-sheet .pay-code input').fill(CODE)
  await page.locator('.withdraw-sheet button.pay-submit').click()
  await page.locator('.withdraw-fact-to').waitFor()
}

/** The chip chosen in the "Withdraw to" choice. */
const chosenAccount = (page: Page) => page.locator('.withdraw-account-choice .adm-selector-item-active').textContent()

beforeAll(async () => {
  const login = await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })
  operator = login.data.userinfo.token
})

describe('the operator at a desktop window', () => {
  it("adds a bank to Vietnam's list, written to the audit log", async () => {
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/withdrawal-banks')
    const add = page.locator('.console-bank-add')
    await add.locator('.console-bank-country-input input').fill(BANK.country)
    await add.locator('.console-bank-name-input input').fill(BANK.name)
    await add.locator('.console-bank-code-input input').fill(BANK.code)
    await expect.poll(() => add.getByText('Vietnam').count()).toBe(1)
    await snap(page, 'withdrawal-banks-01-add-desktop')
    await add.locator('button.console-bank-add-submit').click()
    const row = page.locator(`.console-bank-country[data-country="VN"] .console-bank[data-bank="${BANK.name}"]`)
    await row.waitFor()
    expect(await row.textContent()).toContain(BANK.code)
    expect(await row.textContent()).toContain('Offered to shoppers')
    await snap(page, 'withdrawal-banks-02-added-desktop')
    const log = await operatorCall('GET', '/api/admin/audit-log?limit=20')
    expect(log.list.some((r: { action: string; detail: { name?: string } }) => r.action === '/api/admin/withdrawal_bank/create' && r.detail.name === BANK.name)).toBe(true)
    await context.close()
  })

  it('reads the banks screen in Vietnamese', async () => {
    // The operator's profile says Vietnamese too: the console's session applies the profile's
    // language at start, and the demo operator is shared with the other journeys.
    expect((await api(baseURL, 'GET', '/api/user/set_language?lang=vi', undefined, operator)).code).toBe(1)
    const context = await browser().newContext({ baseURL, viewport: DESKTOP, locale: 'vi-VN' })
    try {
      await context.addCookies([{ name: 'Console-Token', value: operator, url: baseURL }, { name: 'language', value: 'vi', url: baseURL }])
      const page = await context.newPage()
      await page.goto('/merchant/withdrawal-banks')
      await page.getByText('Thêm ngân hàng này').waitFor()
      await page.locator('.console-bank-country[data-country="VN"]').getByText('Việt Nam').waitFor()
      await snap(page, 'withdrawal-banks-03-vi-desktop')
    } finally {
      await context.close()
      await api(baseURL, 'GET', '/api/user/set_language?lang=en', undefined, operator)
    }
  })
})

describe('a shopper on a phone, in English', () => {
  let shopper: BrowserAccount
  let page: Page
  beforeAll(async () => {
    shopper = await fundedShopper()
    const phone = await openPhone(browser(), baseURL)
    await phone.context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    page = phone.page
  })

  it('saves a bank account from the list of its country; a card number failing the check is refused first', async () => {
    await page.goto('/profile')
    await page.locator('.profile-withdrawal-accounts').click()
    await page.waitForURL((url) => url.pathname === '/withdrawalAccounts')
    await page.getByText('No saved accounts yet').waitFor()
    const form = page.locator('.withdrawal-account-form')
    await form.getByText('Vietnam', { exact: true }).click()
    await form.getByText(`${BANK.name} · ${BANK.code}`, { exact: true }).click()
    await form.locator('.withdrawal-account-number input').fill('4111 1111 1111 1112')
    await form.locator('.withdrawal-account-holder input').fill('TRAN MAI')
    await form.locator('button.withdrawal-account-save').click()
    await form.getByText('This card number is not valid: please check the digits').waitFor()
    await snap(page, 'withdrawal-accounts-01-card-refused')
    expect(await page.locator('.withdrawal-account').count()).toBe(0)
    await form.locator('.withdrawal-account-number input').fill('4111 1111 1111 1111')
    await form.locator('button.withdrawal-account-save').click()
    const card = page.locator('.withdrawal-account.is-default')
    await card.waitFor()
    expect(await card.locator('.withdrawal-account-name').textContent()).toBe(BANK.name)
    expect(await card.locator('.withdrawal-account-number-shown').textContent()).toBe('•••• 1111')
    expect(await card.locator('.withdrawal-account-holder-shown').textContent()).toBe('TRAN MAI · Vietnam')
    await snap(page, 'withdrawal-accounts-02-saved')
  })

  it('withdraws to the saved account, chosen first; the withdrawal records its bank, number and holder', async () => {
    await page.goto('/withDraw')
    await expect.poll(() => chosenAccount(page)).toBe(`${BANK.name} •••• 1111`)
    expect(await page.locator('.withdraw-bank-card').count()).toBe(0)
    await snap(page, 'withdrawal-accounts-03-withdraw-form')
    await withdrawWithCode(page, '100')
    expect(await page.locator('.withdraw-fact-to').textContent()).toBe(`${BANK.name} •••• 1111`)
    await snap(page, 'withdrawal-accounts-04-submitted')
    expect(await lastWithdrawalOf(shopper.account)).toMatchObject({ bank_name: BANK.name, bank_card: '4111111111111111', holder: 'TRAN MAI', amount: '100.00' })
  })

  it('finds the account chosen again on the next withdrawal', async () => {
    await page.goto('/withDraw')
    await expect.poll(() => chosenAccount(page)).toBe(`${BANK.name} •••• 1111`)
    await page.getByText('Withdrawal accounts ›').waitFor()
  })
})

describe('a shopper on a phone, in Vietnamese', () => {
  let shopper: BrowserAccount
  let page: Page
  beforeAll(async () => {
    shopper = await fundedShopper()
    const phone = await openPhone(browser(), baseURL, 'vi-VN')
    await phone.context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }, { name: 'language', value: 'vi', url: baseURL }])
    page = phone.page
  })

  it('types a card on the withdrawal form and saves it for next time while withdrawing', async () => {
    await page.goto('/withDraw')
    await page.locator('.withdraw-bank-card input').fill('4111 1111 1111 1111')
    await page.getByText('Lưu tài khoản này cho lần sau').click()
    await page.getByText('Việt Nam', { exact: true }).click()
    await page.getByText(`${BANK.name} · ${BANK.code}`, { exact: true }).click()
    await page.locator('.withdraw-holder input').fill('NGUYEN VAN AN')
    await page.locator('.withdraw-amount input').fill('50')
    await snap(page, 'withdrawal-accounts-05-vi-save-while-withdrawing')
    await page.locator('button.withdraw-submit').click()
    await page.locator('.withdraw-sheet .pay-code input').fill(CODE)
    await page.locator('.withdraw-sheet button.pay-submit').click()
    await page.locator('.withdraw-fact-to').waitFor()
    expect(await page.locator('.withdraw-fact-to').textContent()).toBe(`${BANK.name} •••• 1111`)
    expect(await lastWithdrawalOf(shopper.account)).toMatchObject({ bank_name: BANK.name, holder: 'NGUYEN VAN AN' })
  })

  it('finds it chosen on the next withdrawal, and listed on the accounts page', async () => {
    await page.goto('/withDraw')
    await expect.poll(() => chosenAccount(page)).toBe(`${BANK.name} •••• 1111`)
    await snap(page, 'withdrawal-accounts-06-vi-chosen-next-time')
    await page.getByText('Tài khoản rút tiền ›').click()
    await page.waitForURL((url) => url.pathname === '/withdrawalAccounts')
    await page.locator('.withdrawal-account.is-default').getByText('NGUYEN VAN AN · Việt Nam').waitFor()
    await snap(page, 'withdrawal-accounts-07-vi-list')
  })
})
