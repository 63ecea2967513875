// The list machine through the logged-in devices list on /security: the real server pages the
// user's sessions; before each page is answered the driver makes the data as long as the path
// needs (more sessions by logging in again, fewer by logging devices out), so "last page or not"
// is the server's true answer. jsdom has no layout, so it can neither pull a list down nor bring
// its bottom into view: paths with REFRESH or LOAD_MORE run in the browser layer
// (tests/e2e/drivers/list.driver.ts), where Chromium does both for real.
import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { makeSessions, totalFor } from '../../support/device-sessions'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { press, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import type { StepContext, ViewDriver } from '../support/view-driver'

const SESSIONS = 'GET /api/user/sessions'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime: AppRuntime
}

const shared = sharedTestServer()

/** Answers the held page request so that it is, or is not, the last page. */
async function answerPage(ctx: Ctx, _event: unknown, { path, index }: StepContext) {
  const url = await ctx.transport.nextUrl(SESSIONS)
  const page = Number(url.searchParams.get('page'))
  const limit = Number(url.searchParams.get('limit'))
  const last = path.steps[index]!.state.includes('noMore')
  await makeSessions((method, p, body, token) => apiCall(shared.server, method, p, body, token), ctx.account, totalFor(page, limit, last))
  await ctx.transport.release(SESSIONS, 'pass')
}

const rows = () => document.querySelectorAll('.device-row').length

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  cannotProduce: ['REFRESH', 'LOAD_MORE'],
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(SESSIONS)
    const account = await registerAccount(shared.server)
    setCookie('Admin-Token', account.token)
    const runtime = await renderWithTransport('/security', transport)
    return { transport, account, runtime }
  },
  async stop(ctx) {
    ctx.runtime.session.stop()
  },
  events: {
    'xstate.done.actor.fetchFirstPage': answerPage,
    'xstate.done.actor.refetchFirstPage': answerPage,
    'xstate.done.actor.fetchNextPage': answerPage,
    'xstate.error.actor.fetchFirstPage': (ctx) => ctx.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.refetchFirstPage': (ctx) => ctx.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.fetchNextPage': (ctx) => ctx.transport.release(SESSIONS, 'fail'),
    RETRY: () => press('Retry'),
  },
  states: {
    loading: async () => {
      await waitFor(() => expect(document.querySelector('.skeleton')).not.toBeNull())
    },
    ready: async () => {
      await waitFor(() => expect(rows()).toBeGreaterThan(0))
      expect(screen.queryByText('No more')).toBeNull()
    },
    noMore: async () => {
      await screen.findByText('No more', {}, { timeout: 5000 })
      expect(rows()).toBeGreaterThan(0)
    },
    refreshing: async (ctx) => {
      expect(ctx.transport.isPending(SESSIONS)).toBe(true)
      expect(rows()).toBeGreaterThan(0)
    },
    loadingMore: async (ctx) => {
      expect(ctx.transport.isPending(SESSIONS)).toBe(true)
      await screen.findByText('Loading...')
    },
    error: async () => {
      await screen.findByText('Failed to load', {}, { timeout: 5000 })
    },
  },
}
