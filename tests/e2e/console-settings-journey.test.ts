// The operator's settings in Chromium on the built apps and the real server: the demo
// operator, at a desktop window, changes the withdrawal service charge and adds a network with its
// deposit address in the console; a shopper on a phone then sees the new charge on /withDraw and
// the new network, with its address, on /walletTopUp. The other browser tests share this server and
// its database: the charge is put back and the network hidden again at the end, whatever happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { logInToConsole, openDesktop, openScreen } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

const NETWORK = { code: 'POLYGON', name: 'Polygon (PoS)', token: 'USDT', address: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3' }

let operator: string
let shopper: BrowserAccount
let feeRateBefore: string

async function operatorCall(method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await api(baseURL, method, path, body, operator)
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`)
  return answer.data
}

beforeAll(async () => {
  const login = await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })
  operator = login.data.userinfo.token
  feeRateBefore = (await operatorCall('GET', '/api/admin/settings')).withdrawal_fee_rate.value
  shopper = await newAccount(baseURL)
})

afterAll(async () => {
  // Put the shared server back as the other browser tests expect it.
  await operatorCall('POST', '/api/admin/settings', { withdrawal_fee_rate: feeRateBefore })
  const added = (await operatorCall('GET', '/api/admin/deposit_channel/list')).find((c: { code: string }) => c.code === NETWORK.code)
  if (added?.enabled) await operatorCall('POST', '/api/admin/deposit_channel/enable', { id: added.id, enabled: false })
})

describe('the operator at a desktop window', () => {
  it('changes the withdrawal service charge and adds a network with its deposit address', async () => {
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')

    await openScreen(page, 'Rates and timers', '/merchant/settings')
    const charge = page.locator('.console-setting-withdrawal_fee_rate input')
    await expect.poll(() => charge.inputValue()).toBe('1')
    await snap(page, 'console-settings-01-rates-and-timers-desktop')
    await charge.fill('2.5')
    await page.getByRole('button', { name: 'Save' }).click()
    // Saved and read again: the form shows who changed the charge.
    await expect.poll(() => page.locator('.console-setting-stamp').nth(1).textContent()).toContain(`changed by ${DEMO_ACCOUNTS.operator.account}`)
    expect(await charge.inputValue()).toBe('2.5')
    expect((await operatorCall('GET', '/api/admin/settings')).withdrawal_fee_rate.value).toBe('0.025')
    await snap(page, 'console-settings-02-charge-saved-desktop')

    await openScreen(page, 'Exchange rates', '/merchant/exchange-rates')
    await page.locator('.console-rate-VND input').waitFor()
    expect(await page.locator('.console-rate-VND input').inputValue()).toBe('25400')
    await snap(page, 'console-settings-03-exchange-rates-desktop')

    await openScreen(page, 'Deposit channels', '/merchant/deposit-channels')
    await page.locator('[data-channel-code="TRC20"]').waitFor()
    const add = page.locator('.console-channel-add')
    await add.locator('.console-channel-code input').fill(NETWORK.code)
    await add.locator('.console-channel-name input').fill(NETWORK.name)
    await add.locator('.console-channel-token input').fill(NETWORK.token)
    await add.locator('.console-channel-address input').fill(NETWORK.address)
    await add.scrollIntoViewIfNeeded()
    await snap(page, 'console-settings-04-add-network-desktop')
    await page.getByRole('button', { name: 'Add channel' }).click()
    const card = page.locator(`[data-channel-code="${NETWORK.code}"]`)
    await card.waitFor()
    expect(await card.locator('.console-channel-name').textContent()).toBe(NETWORK.name)
    expect(await card.locator('.console-channel-address code').textContent()).toBe(NETWORK.address)
    expect(await card.getByRole('switch').getAttribute('aria-checked')).toBe('true')
    await card.scrollIntoViewIfNeeded()
    await snap(page, 'console-settings-05-network-added-desktop')
    await context.close()
  })
})

describe('a shopper on a phone', () => {
  it('sees the new service charge on /withDraw and the new network with its address on /walletTopUp', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    await page.goto('/withDraw')
    await page.locator('.withdraw-amount input').fill('100')
    await expect.poll(() => page.locator('.withdraw-charge').textContent()).toBe('$2.50')
    expect(await page.locator('.withdraw-arrival').textContent()).toBe('$97.50')
    expect(await page.locator('.withdraw-figures dt').first().textContent()).toBe('Service charge (2.5%) at least $0.10')
    await snap(page, 'console-settings-06-withdraw-new-charge-phone')

    await page.goto('/walletTopUp')
    const chip = page.getByText(NETWORK.name, { exact: true })
    await chip.click()
    await expect.poll(() => page.locator('.recharge-address').textContent()).toBe(NETWORK.address)
    expect(await page.locator('.recharge-token-note').textContent()).toContain(NETWORK.token)
    await snap(page, 'console-settings-07-wallet-top-up-new-network-phone')
    await context.close()
  })
})

describe('the operator on a phone', () => {
  it('has the same three screens, readable at 390 pixels', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    for (const [name, path, shot] of [
      ['Rates and timers', '/merchant/settings', 'console-settings-08-rates-and-timers-phone'],
      ['Exchange rates', '/merchant/exchange-rates', 'console-settings-09-exchange-rates-phone'],
      ['Deposit channels', '/merchant/deposit-channels', 'console-settings-10-deposit-channels-phone'],
    ] as const) {
      await openScreen(page, name, path)
      await page.locator('.console-settings form').first().waitFor()
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await snap(page, shot)
    }
    await context.close()
  })
})
