// The session machine in Chromium: boot with or without a stored token, log in (right or wrong
// password), register, the access guard, password and language changes, a revoked token, logout.
import { expect } from '../support/expect'
import { api } from '../support/api'
import type { BrowserDriver } from '../support/browser-driver'
import { hasTokenCookie, loginWithCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const LOGIN = 'POST /api/user/login'
const PROFILE = 'GET /api/user/getUserInfo'
const LOGOUT = 'POST /api/user/logout'

const goTo = async (s: PhoneSession, path: string) => {
  if (pathnameOf(s) === path) return
  await s.page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await s.page.waitForURL((url) => url.pathname === path)
}
const balance = (s: PhoneSession) => s.page.getByTestId('balance')

export const driver: BrowserDriver<PhoneSession> = {
  accepts: (path) =>
    path.steps.every((step, i) => {
      if (step.event.type !== 'TOKEN_INVALID') return true
      const before = i === 0 ? path.initial.state : path.steps[i - 1]!.state
      return before.includes('authenticated') || before.includes('loadingProfile')
    }),
  start: (browser, baseURL) => startPhone(browser, baseURL, [LOGIN, PROFILE, LOGOUT]),
  stop: (s) => s.context.close(),
  events: {
    BOOT: async (s, event) => {
      if (event.token) await loginWithCookie(s)
      await s.page.goto(event.token ? '/profile' : '/login')
    },
    LOGIN: async (s, _event, { next }) => {
      await goTo(s, '/login')
      // The register page (with its own Account field) may show until the login page has loaded.
      await s.page.getByRole('button', { name: 'Log in' }).waitFor()
      const wrong = next?.event.type === 'xstate.error.actor.login'
      await s.page.getByLabel('Account').fill(s.account.account)
      await s.page.getByLabel('Password').fill(wrong ? 'wrong-password' : s.account.password)
      await s.page.getByRole('button', { name: 'Log in' }).click()
    },
    'xstate.done.actor.login': (s) => s.transport.release(LOGIN, 'pass'),
    'xstate.error.actor.login': (s) => s.transport.release(LOGIN, 'pass'),
    'xstate.done.actor.fetchProfile': (s) => s.transport.release(PROFILE, 'pass'),
    'xstate.error.actor.fetchProfile': (s) => s.transport.release(PROFILE, 'fail'),
    'xstate.done.actor.logoutAfterFailure': (s) => s.transport.release(LOGOUT, 'pass'),
    'xstate.error.actor.logoutAfterFailure': (s) => s.transport.release(LOGOUT, 'fail'),
    'xstate.done.actor.logout': (s) => s.transport.release(LOGOUT, 'pass'),
    'xstate.error.actor.logout': (s) => s.transport.release(LOGOUT, 'fail'),
    REGISTERED: async (s) => {
      await goTo(s, '/register')
      // The login page (with its own Account field) shows until the register page has loaded.
      await s.page.getByRole('button', { name: 'Register' }).waitFor()
      const fresh = `n${s.account.account}`
      await s.page.getByLabel('Account').fill(fresh)
      await s.page.getByLabel('Password').fill('secret-123')
      await s.page.getByLabel('Email').fill(`${fresh}@example.com`)
      await s.page.getByLabel('Mobile phone').fill('+84 912 345 678')
      await s.page.getByLabel('Family name').fill('Le')
      await s.page.getByLabel('Given name').fill('Hoa')
      await s.page.getByRole('button', { name: 'Register' }).click()
    },
    LOGOUT: async (s) => {
      await goTo(s, '/profile')
      await s.page.getByText('Log out', { exact: true }).click()
      await s.page.locator('.adm-dialog-button', { hasText: 'Confirm' }).click()
    },
    TOKEN_INVALID: async (s) => {
      await api(s.baseURL, 'POST', '/api/user/logout', undefined, s.account.token)
      if (s.transport.isPending(PROFILE)) return s.transport.release(PROFILE, 'pass')
      // The devices list on /security asks the server with the token: 401.
      await goTo(s, '/security')
    },
    PASSWORD_CHANGED: async (s) => {
      await goTo(s, '/changePassword')
      await s.page.getByLabel('Old password').fill(s.account.password)
      await s.page.getByLabel('New password').fill(`${s.account.password}-2`)
      await s.page.getByLabel('Confirm password').fill(`${s.account.password}-2`)
      await s.page.getByRole('button', { name: 'Submit' }).click()
    },
    PROFILE_CHANGED: async (s) => {
      await goTo(s, '/language')
      await s.page.getByText('Tiếng Việt').click()
      await s.page.getByText('Ngôn ngữ').first().waitFor()
      await s.page.getByText('English').click()
      await s.page.getByText('Language', { exact: true }).first().waitFor()
    },
    ENTER: async (s, event) => {
      await goTo(s, String(event.path))
      await s.page.waitForURL((url) => url.pathname === event.path)
    },
  },
  states: {
    anonymous: async (s) => {
      await expect.poll(() => hasTokenCookie(s)).toBe(false)
      expect(await balance(s).count()).toBe(0)
    },
    loggingIn: async (s) => {
      await s.page.locator('button.adm-button-loading').waitFor()
    },
    loadingProfile: async (s) => {
      expect(await hasTokenCookie(s)).toBe(true)
      await expect.poll(() => s.transport.isPending(PROFILE)).toBe(true)
    },
    loggingOutAfterFailure: async (s) => {
      await expect.poll(() => s.transport.isPending(LOGOUT)).toBe(true)
    },
    loggingOut: async (s) => {
      await expect.poll(() => s.transport.isPending(LOGOUT)).toBe(true)
    },
    authenticated: async (s) => {
      await expect.poll(() => hasTokenCookie(s)).toBe(true)
      await goTo(s, '/profile')
      await balance(s).waitFor()
    },
  },
}
