// The forgot-password machine through /forgotPassword: the code arrives in the (in-memory) mailbox
// of the real server; a wrong code is refused by it; a dropped connection while sending is shown.
import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { fill, press, tap } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import type { ViewDriver } from '../support/view-driver'

const SEND = 'POST /api/user/forgot_password'
const DUPLICATE_WINDOW_MS = 1000
const RESET = 'POST /api/user/reset_password'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime: AppRuntime
}

const shared = sharedTestServer()
const loadingButton = () => document.querySelector('button.adm-button-loading')

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(SEND, RESET)
    const account = await registerAccount(shared.server)
    const runtime = await renderWithTransport('/forgotPassword', transport)
    return { transport, account, runtime }
  },
  async stop(ctx) {
    ctx.runtime.session.stop()
  },
  events: {
    REQUEST_CODE: async (ctx) => {
      await fill('Email', ctx.account.email)
      await press('Send reset code')
    },
    // Sent again within 1000 ms, the client refuses it as a duplicate
    // (docs/product/rules.md#duplicate-submission): a person asking for a new code waits longer
    // than that.
    RESEND: async () => {
      await new Promise((r) => setTimeout(r, DUPLICATE_WINDOW_MS + 50))
      await tap('Resend code')
    },
    CHANGE_EMAIL: () => tap('Use another email'),
    'xstate.done.actor.requestCode': (ctx) => ctx.transport.release(SEND, 'pass'),
    'xstate.error.actor.requestCode': (ctx) => ctx.transport.release(SEND, 'fail'),
    RESET: async (ctx, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.resetPassword'
      const code = refused ? '000000' : shared.server.lastResetCode(ctx.account.email)
      expect(code, 'a reset code was mailed').toMatch(/^\d{6}$/)
      await fill('Reset code', code!)
      await fill('New password', 'brand-new-pass')
      await fill('Confirm password', 'brand-new-pass')
      await press('Set new password')
    },
    'xstate.done.actor.resetPassword': (ctx) => ctx.transport.release(RESET, 'pass'),
    'xstate.error.actor.resetPassword': (ctx) => ctx.transport.release(RESET, 'pass'),
  },
  states: {
    enteringEmail: async () => {
      await screen.findByLabelText('Email', {}, { timeout: 5000 })
      expect(loadingButton()).toBeNull()
    },
    sendingCode: async (ctx) => {
      await waitFor(() => expect(loadingButton()).not.toBeNull())
      expect(ctx.transport.isPending(SEND)).toBe(true)
    },
    enteringCode: async () => {
      await screen.findByLabelText('Reset code', {}, { timeout: 5000 })
      await waitFor(() => expect(loadingButton()).toBeNull())
    },
    resetting: async (ctx) => {
      await waitFor(() => expect(loadingButton()).not.toBeNull())
      expect(ctx.transport.isPending(RESET)).toBe(true)
    },
    done: async (ctx) => {
      await screen.findByText('Password changed, please log in again', {}, { timeout: 5000 })
      const login = await apiCall(shared.server, 'POST', '/api/user/login', { account: ctx.account.account, password: 'brand-new-pass' })
      expect(login.code, 'the new password logs in').toBe(1)
    },
  },
}
