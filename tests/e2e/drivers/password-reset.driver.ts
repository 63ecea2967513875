// The forgot-password machine in Chromium: the code is read from the server's mail outbox file.
import { inject } from 'vitest'
import { expect } from '../support/expect'
import { api } from '../support/api'
import type { BrowserDriver } from '../support/browser-driver'
import { lastCodeMailedTo } from '../support/mail-outbox'
import { startPhone, type PhoneSession } from '../support/phone-session'

const SEND = 'POST /api/user/forgot_password'
const DUPLICATE_WINDOW_MS = 1000
const RESET = 'POST /api/user/reset_password'
const loading = (s: PhoneSession) => s.page.locator('button.adm-button-loading')

export const driver: BrowserDriver<PhoneSession> = {
  async start(browser, baseURL) {
    const s = await startPhone(browser, baseURL, [SEND, RESET])
    await s.page.goto('/forgotPassword')
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    REQUEST_CODE: async (s) => {
      await s.page.getByLabel('Email').fill(s.account.email)
      await s.page.getByRole('button', { name: 'Send reset code' }).click()
    },
    // Within 1000 ms the client would refuse it as a duplicate (docs/product/rules.md#duplicate-submission).
    RESEND: async (s) => {
      await s.page.waitForTimeout(DUPLICATE_WINDOW_MS + 50)
      await s.page.getByText('Resend code').click()
    },
    CHANGE_EMAIL: (s) => s.page.getByText('Use another email').click(),
    'xstate.done.actor.requestCode': (s) => s.transport.release(SEND, 'pass'),
    'xstate.error.actor.requestCode': (s) => s.transport.release(SEND, 'fail'),
    RESET: async (s, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.resetPassword'
      const code = refused ? '000000' : await expect.poll(() => lastCodeMailedTo(inject('dataDir'), s.account.email)).toMatch(/^\d{6}$/).then(() => lastCodeMailedTo(inject('dataDir'), s.account.email)!)
      await s.page.getByLabel('Reset code').fill(code)
      await s.page.getByLabel('New password').fill('brand-new-pass')
      await s.page.getByLabel('Confirm password').fill('brand-new-pass')
      await s.page.getByRole('button', { name: 'Set new password' }).click()
    },
    'xstate.done.actor.resetPassword': (s) => s.transport.release(RESET, 'pass'),
    'xstate.error.actor.resetPassword': (s) => s.transport.release(RESET, 'pass'),
  },
  states: {
    enteringEmail: async (s) => {
      await s.page.getByLabel('Email').waitFor()
      await expect.poll(() => loading(s).count()).toBe(0)
    },
    sendingCode: async (s) => {
      await loading(s).waitFor()
    },
    enteringCode: async (s) => {
      await s.page.getByLabel('Reset code').waitFor()
      await expect.poll(() => loading(s).count()).toBe(0)
    },
    resetting: async (s) => {
      await loading(s).waitFor()
    },
    done: async (s) => {
      await s.page.getByText('Password changed, please log in again').waitFor()
      const login = await api(s.baseURL, 'POST', '/api/user/login', { account: s.account.account, password: 'brand-new-pass' })
      expect(login.code).toBe(1)
    },
  },
}
