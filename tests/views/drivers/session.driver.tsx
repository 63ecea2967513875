// The session machine through the real views: booting with or without a stored token, logging in
// with a right or wrong password, registering, the access guard, changing the password or the
// language, a revoked token, and logging out with the server reachable or not.
import { expect } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { switchLanguage } from '../../../src/ui/i18n'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { confirmDialog, fill, hasCookie, press, setCookie, tap } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import type { ViewDriver } from '../support/view-driver'

const LOGIN = 'POST /api/user/login'
const PROFILE = 'GET /api/user/getUserInfo'
const LOGOUT = 'POST /api/user/logout'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime?: AppRuntime
}

const shared = sharedTestServer()

const at = (ctx: Ctx) => ctx.runtime!.router.state.location.pathname
/** Navigates once the router has finished what it was doing (a redirect after login, say). */
const go = async (ctx: Ctx, to: string) => {
  await waitFor(() => expect(ctx.runtime!.router.state.status).toBe('idle'))
  await act(async () => {
    await ctx.runtime!.router.navigate({ to })
  })
  await waitFor(() => expect(at(ctx)).toBe(to))
}
const balanceShown = () => screen.queryByTestId('balance') !== null

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  // A 401 reaches the session only from a call made with a token: while logged in or loading the profile.
  accepts: (path) =>
    path.steps.every((step, i) => {
      if (step.event.type !== 'TOKEN_INVALID') return true
      const before = i === 0 ? path.initial.state : path.steps[i - 1]!.state
      return before.includes('authenticated') || before.includes('loadingProfile')
    }),
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(LOGIN, PROFILE, LOGOUT)
    return { transport, account: await registerAccount(shared.server) }
  },
  async stop(ctx) {
    ctx.runtime?.session.stop()
  },
  actor: (ctx) => ctx.runtime?.session,
  events: {
    BOOT: async (ctx, event) => {
      if (event.token) setCookie('Admin-Token', ctx.account.token)
      ctx.runtime = await renderWithTransport(event.token ? '/profile' : '/login', ctx.transport)
    },
    LOGIN: async (ctx, _event, { next }) => {
      await go(ctx, '/login')
      const wrong = next?.event.type === 'xstate.error.actor.login'
      await fill('Account', ctx.account.account)
      await fill('Password', wrong ? `${ctx.account.password}-wrong` : ctx.account.password)
      await press('Log in')
    },
    'xstate.done.actor.login': (ctx) => ctx.transport.release(LOGIN, 'pass'),
    // The real server refuses the wrong password typed above.
    'xstate.error.actor.login': (ctx) => ctx.transport.release(LOGIN, 'pass'),
    'xstate.done.actor.fetchProfile': (ctx) => ctx.transport.release(PROFILE, 'pass'),
    'xstate.error.actor.fetchProfile': (ctx) => ctx.transport.release(PROFILE, 'fail'),
    'xstate.done.actor.logoutAfterFailure': (ctx) => ctx.transport.release(LOGOUT, 'pass'),
    'xstate.error.actor.logoutAfterFailure': (ctx) => ctx.transport.release(LOGOUT, 'fail'),
    'xstate.done.actor.logout': (ctx) => ctx.transport.release(LOGOUT, 'pass'),
    'xstate.error.actor.logout': (ctx) => ctx.transport.release(LOGOUT, 'fail'),
    REGISTERED: async (ctx) => {
      await go(ctx, '/register')
      const fresh = `new_${ctx.account.account}`
      await fill('Account', fresh)
      await fill('Password', 'secret-123')
      await fill('Email', `${fresh}@example.com`)
      await fill('Mobile phone', '+84 912 345 678')
      await fill('Family name', 'Le')
      await fill('Given name', 'Hoa')
      await press('Register')
    },
    LOGOUT: async (ctx) => {
      await go(ctx, '/profile')
      await tap('Log out')
      await confirmDialog()
    },
    TOKEN_INVALID: async (ctx) => {
      // The session ends on the server (as after a password change elsewhere); the next call says 401.
      await apiCall(shared.server, 'POST', '/api/user/logout', undefined, ctx.account.token)
      if (ctx.transport.isPending(PROFILE)) return ctx.transport.release(PROFILE, 'pass')
      // The devices list on /security asks the server with the token: 401, and the app goes to /login.
      await act(async () => {
        await ctx.runtime!.router.navigate({ to: '/security' })
      })
    },
    PASSWORD_CHANGED: async (ctx) => {
      await go(ctx, '/changePassword')
      await fill('Old password', ctx.account.password)
      await fill('New password', `${ctx.account.password}-2`)
      await fill('Confirm password', `${ctx.account.password}-2`)
      await press('Submit')
    },
    PROFILE_CHANGED: async (ctx) => {
      await go(ctx, '/language')
      await tap('Tiếng Việt')
      await waitFor(() => expect(ctx.runtime!.session.getSnapshot().context.userInfo?.lang).toBe('vi'))
      await act(() => switchLanguage('en'))
    },
    ENTER: (ctx, event) => go(ctx, String(event.path)),
  },
  states: {
    anonymous: async () => {
      await waitFor(() => {
        expect(hasCookie('Admin-Token')).toBe(false)
        expect(balanceShown()).toBe(false)
      })
    },
    loggingIn: async () => {
      await waitFor(() => expect(document.querySelector('button.adm-button-loading')).not.toBeNull())
    },
    loadingProfile: async (ctx) => {
      expect(hasCookie('Admin-Token')).toBe(true)
      // The profile call is held: the guard keeps the page back until it answers.
      await waitFor(() => expect(ctx.transport.isPending(PROFILE)).toBe(true))
      expect(balanceShown()).toBe(false)
    },
    loggingOutAfterFailure: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOGOUT)).toBe(true))
      expect(balanceShown()).toBe(false)
    },
    loggingOut: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOGOUT)).toBe(true))
    },
    authenticated: async (ctx) => {
      await waitFor(() => expect(hasCookie('Admin-Token')).toBe(true))
      await go(ctx, '/profile')
      await waitFor(() => expect(balanceShown()).toBe(true), { timeout: 5000 })
    },
  },
}
