// The submission machine in Chromium, through the change-password form.
import { expect } from '../support/expect'
import type { BrowserDriver } from '../support/browser-driver'
import { hasTokenCookie, loginWithCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const CHANGE = 'POST /api/user/resetpwd'
const submit = (s: PhoneSession) => s.page.locator('form button[type=submit]')

export const driver: BrowserDriver<PhoneSession> = {
  async start(browser, baseURL) {
    const s = await startPhone(browser, baseURL, [CHANGE])
    await loginWithCookie(s)
    await s.page.goto('/changePassword')
    await s.page.getByLabel('Old password').waitFor()
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    SUBMIT: async (s, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.submit'
      await s.page.getByLabel('Old password').fill(refused ? 'not-my-password' : s.account.password)
      await s.page.getByLabel('New password').fill(`${s.account.password}-new`)
      await s.page.getByLabel('Confirm password').fill(`${s.account.password}-new`)
      await submit(s).click()
    },
    'xstate.done.actor.submit': (s) => s.transport.release(CHANGE, 'pass'),
    'xstate.error.actor.submit': (s, _event, { index }) => s.transport.release(CHANGE, index % 2 === 0 ? 'pass' : 'fail'),
    EDIT: (s) => s.page.getByLabel('Old password').fill('typing again'),
  },
  states: {
    idle: async (s) => {
      await expect.poll(async () => (await submit(s).getAttribute('class')) ?? '').not.toMatch(/adm-button-loading/)
    },
    submitting: async (s) => {
      await expect.poll(async () => (await submit(s).getAttribute('class')) ?? '').toMatch(/adm-button-loading/)
    },
    failed: async (s) => {
      await expect.poll(async () => (await submit(s).getAttribute('class')) ?? '').not.toMatch(/adm-button-loading/)
      expect(await hasTokenCookie(s)).toBe(true)
    },
    succeeded: async (s) => {
      await s.page.waitForURL((url) => url.pathname === '/login')
      expect(pathnameOf(s)).toBe('/login')
      await expect.poll(() => hasTokenCookie(s)).toBe(false)
    },
  },
}
