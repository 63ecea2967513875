// A newcomer's first visit, in a phone-sized Chromium on the built app and the real server:
// register, log out, log in, switch to Tiếng Việt and back, change the password, log out.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { api } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page

const id = randomBytes(3).toString('hex')
const account = `mai_${id}`
const password = 'first-pass-1'
const newPassword = 'second-pass-2'

const tokenCookie = async () => (await context.cookies()).find((c) => c.name === 'Admin-Token')

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
})

describe('a new shopper', () => {
  it('lands on /home with the tabs when opening /', async () => {
    await page.goto('/')
    await page.waitForURL('**/home')
    await expect.poll(() => page.title()).toContain('Home')
    await page.getByRole('navigation', { name: 'tabs' }).waitFor()
    await snap(page, '01-home')
  })

  it('is asked to log in when opening the bag', async () => {
    await page.getByText('Bag', { exact: true }).last().click()
    await page.getByText('Please login first').waitFor()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/bag')
    await snap(page, '02-login-first')
  })

  it('registers and is logged in at once', async () => {
    await page.getByText('No account yet? Register').click()
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByText('Please fill correct email').waitFor()
    await page.getByLabel('Account').fill(account)
    await page.getByLabel('Password').fill(password)
    await page.getByLabel('Email').fill(`${account}@example.com`)
    await page.getByLabel('Mobile phone').fill('+84 912 345 678')
    await page.getByLabel('Family name').fill('Tran')
    await page.getByLabel('Given name').fill('Mai')
    await snap(page, '03-register')
    await page.getByRole('button', { name: 'Register' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await page.getByText('Mai Tran').waitFor()
    expect((await tokenCookie())?.expires).toBeGreaterThan(Date.now() / 1000 + 2.9 * 86400)
    await snap(page, '04-profile')
  })

  it('logs out after confirming, and logs in again back to the page it wanted', async () => {
    await page.getByText('Log out', { exact: true }).click()
    await page.locator('.adm-dialog-button', { hasText: 'Confirm' }).click()
    await expect.poll(tokenCookie).toBeUndefined()
    await page.goto('/setting')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel('Account').fill(account)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByText('Wrong account or password').waitFor()
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/setting')
    await snap(page, '05-setting')
  })

  it('switches the interface to Tiếng Việt and back, remembered on the profile', async () => {
    await page.getByText('Language', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/language')
    await page.getByText('Tiếng Việt').click()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi')
    await snap(page, '06-language-vi')
    const token = (await tokenCookie())!.value
    const profile = await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, token)
    expect(profile.data.lang).toBe('vi')
    const refusal = await (await fetch(`${baseURL}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', lang: 'vi' }, body: JSON.stringify({ account, password: 'x' }),
    })).json()
    expect(refusal.msg).not.toBe('Wrong account or password')
    await page.getByText('English').click()
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en')
  })

  it('changes the password, is logged out everywhere, and logs in with the new one', async () => {
    await page.goto('/changePassword')
    await page.getByLabel('Old password').fill(password)
    await page.getByLabel('New password').fill(password)
    await page.getByLabel('Confirm password').fill('something-else')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('New password must be different from the old one').waitFor()
    await page.getByText('Passwords do not match').waitFor()
    await snap(page, '07-change-password-refused')
    await page.getByLabel('New password').fill(newPassword)
    await page.getByLabel('Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await expect.poll(tokenCookie).toBeUndefined()
    await page.getByLabel('Account').fill(account)
    await page.getByLabel('Password').fill(newPassword)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    await page.getByText('Me', { exact: true }).click()
    await page.getByTestId('balance').waitFor()
    await snap(page, '08-logged-in-again')
  })
})
