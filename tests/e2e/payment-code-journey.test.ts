// A shopper sets a payment code for the first time and then changes it, in a phone-sized Chromium
// on the built app and the real server: the form refuses weak, short, non-numeric and unconfirmed
// codes with the contract's words before anything is sent; the server refuses a wrong old code.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let account: BrowserAccount

const WEAK = 'This payment code is too easy to guess: avoid one repeated digit and straight runs like 123456'
const FORMAT = 'Payment code must be at least 6 characters and numbers only'

async function logIn(ctx: BrowserContext, token: string, lang?: string) {
  const { hostname } = new URL(baseURL)
  await ctx.addCookies([
    { name: 'Admin-Token', value: token, domain: hostname, path: '/' },
    ...(lang ? [{ name: 'language', value: lang, domain: hostname, path: '/' }] : []),
  ])
}

const submit = () => page.locator('.pay-code-form button[type=submit]').click()
const fieldError = (text: string) => page.locator('.adm-form-item-feedback-error', { hasText: text })

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
  account = await newAccount(baseURL)
  await logIn(context, account.token)
})

describe('the payment code', () => {
  it('is not set for a new shopper, and the security page leads to setting it', async () => {
    await page.goto('/security')
    await page.getByText('Not set', { exact: true }).waitFor()
    await page.getByText('Payment code', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/changePayPwd')
    await page.getByLabel('New payment code').waitFor()
    expect(await page.getByLabel('Old payment code').count()).toBe(0)
    expect(await page.getByLabel('New payment code').getAttribute('inputmode')).toBe('numeric')
    expect(await page.getByLabel('New payment code').getAttribute('type')).toBe('password')
    await snap(page, 'pay-code-01-first-time')
  })

  it('refuses weak, short, lettered and unconfirmed codes in the form', async () => {
    for (const [code, message] of [['123456', WEAK], ['111111', WEAK], ['654321', WEAK], ['25814', FORMAT], ['25a147', FORMAT]] as const) {
      await page.getByLabel('New payment code').fill(code)
      await page.getByLabel('Confirm payment code').fill(code)
      await submit()
      await fieldError(message).waitFor()
    }
    await snap(page, 'pay-code-02-weak')
    await page.getByLabel('New payment code').fill('258147')
    await page.getByLabel('Confirm payment code').fill('258174')
    await submit()
    await fieldError('Passwords do not match').waitFor()
    expect((await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, account.token)).data.has_payment_code).toBe(false)
  })

  it('is set with a new code and its confirmation, and the security page says so', async () => {
    await page.getByLabel('Confirm payment code').fill('258147')
    await submit()
    await page.getByText('Setting saved').waitFor()
    await page.waitForURL((url) => url.pathname === '/security')
    await page.getByText('Set', { exact: true }).waitFor()
  })

  it('is changed only with the old code, which must be right and differ from the new one', async () => {
    await page.getByText('Payment code', { exact: true }).click()
    await page.getByLabel('Old payment code').waitFor()
    // The "Setting saved" toast of the previous step gone.
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' })
    await snap(page, 'pay-code-03-change')
    await submit()
    await fieldError('Old password is required when changing the payment code; leave it empty when setting it for the first time').waitFor()
    await page.getByLabel('Old payment code').fill('258147')
    await page.getByLabel('New payment code').fill('258147')
    await page.getByLabel('Confirm payment code').fill('258147')
    await submit()
    await fieldError('New password must be different from the old one').waitFor()
    await snap(page, 'pay-code-04-change-refused')

    await page.getByLabel('Old payment code').fill('000000')
    await page.getByLabel('New payment code').fill('369258')
    await page.getByLabel('Confirm payment code').fill('369258')
    await submit()
    await page.getByText('The old payment code is wrong, 4 attempts left').waitFor()

    await page.getByLabel('Old payment code').fill('258147')
    await submit()
    await page.getByText('Changed successfully').waitFor()
    await page.waitForURL((url) => url.pathname === '/security')
  })

  it('reads in Thai and Chinese', async () => {
    for (const lang of ['th', 'zh-CN']) {
      const phone = await openPhone(browser(), baseURL)
      await logIn(phone.context, account.token, lang)
      await phone.page.goto('/changePayPwd')
      await phone.page.locator('.pay-code-form').waitFor()
      await phone.page.locator('.pay-code-form button[type=submit]').click()
      await phone.page.locator('.adm-form-item-feedback-error').first().waitFor()
      await snap(phone.page, `pay-code-05-change-${lang}`)
      await phone.context.close()
    }
  })
})
