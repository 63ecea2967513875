// The submission machine through a real form: changing the login password, refused by the server
// for a wrong old password or lost to a dropped connection, corrected and sent again, or accepted.
import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { fill, hasCookie, press, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import type { ViewDriver } from '../support/view-driver'

const CHANGE = 'POST /api/user/resetpwd'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime: AppRuntime
}

const shared = sharedTestServer()
const submitButton = () => document.querySelector('form button[type=submit]')!

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(CHANGE)
    const account = await registerAccount(shared.server)
    setCookie('Admin-Token', account.token)
    const runtime = await renderWithTransport('/changePassword', transport)
    await screen.findByLabelText('Old password', {}, { timeout: 5000 })
    return { transport, account, runtime }
  },
  async stop(ctx) {
    ctx.runtime.session.stop()
  },
  events: {
    SUBMIT: async (ctx, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.submit'
      await fill('Old password', refused ? 'not-my-password' : ctx.account.password)
      await fill('New password', `${ctx.account.password}-new`)
      await fill('Confirm password', `${ctx.account.password}-new`)
      await press('Submit')
    },
    'xstate.done.actor.submit': (ctx) => ctx.transport.release(CHANGE, 'pass'),
    // Either the server's refusal (wrong old password, typed above) or a dropped connection.
    'xstate.error.actor.submit': (ctx, _event, { index }) => ctx.transport.release(CHANGE, index % 2 === 0 ? 'pass' : 'fail'),
    EDIT: async () => {
      await fill('Old password', 'typing again')
    },
  },
  states: {
    idle: async () => {
      await waitFor(() => expect(submitButton().className).not.toMatch(/adm-button-loading/))
    },
    submitting: async (ctx) => {
      await waitFor(() => expect(submitButton().className).toMatch(/adm-button-loading/))
      expect(ctx.transport.isPending(CHANGE)).toBe(true)
    },
    failed: async () => {
      await waitFor(() => expect(submitButton().className).not.toMatch(/adm-button-loading/))
      expect(hasCookie('Admin-Token')).toBe(true)
    },
    succeeded: async (ctx) => {
      await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/login'))
      expect(hasCookie('Admin-Token')).toBe(false)
    },
  },
}
