// The list machine through the logged-in devices list on /security: the real server pages the
// user's sessions; before each page is answered the driver makes the data as long as the path
// needs (more sessions by logging in again, fewer by logging devices out), so "last page or not"
// is the server's true answer. Pull-to-refresh is a finger pulling down; load-more is the bottom
// coming into view (jsdom has no layout, so the driver says when it has).
import { expect } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { makeSessions, totalFor } from '../../support/device-sessions'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { press, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { pullDown } from '../support/touch-pull'
import { sharedTestServer } from '../support/shared-server'
import type { StepContext, ViewDriver } from '../support/view-driver'

const SESSIONS = 'GET /api/user/sessions'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime: AppRuntime
  restore: () => void
}

const shared = sharedTestServer()
let bottomInView = false

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
  async start() {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return bottomInView && this.classList.contains('adm-infinite-scroll') ? document.body : null
      },
    })
    const transport = new ControlledTransport(shared.server)
    transport.hold(SESSIONS)
    const account = await registerAccount(shared.server)
    setCookie('Admin-Token', account.token)
    const runtime = await renderWithTransport('/security', transport)
    return { transport, account, runtime, restore: () => Object.defineProperty(HTMLElement.prototype, 'offsetParent', original) }
  },
  async stop(ctx) {
    bottomInView = false
    ctx.restore()
    ctx.runtime.session.stop()
  },
  events: {
    'xstate.done.actor.fetchFirstPage': answerPage,
    'xstate.done.actor.refetchFirstPage': answerPage,
    'xstate.done.actor.fetchNextPage': answerPage,
    'xstate.error.actor.fetchFirstPage': (ctx) => ctx.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.refetchFirstPage': (ctx) => ctx.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.fetchNextPage': (ctx) => ctx.transport.release(SESSIONS, 'fail'),
    REFRESH: async (ctx) => {
      await pullDown(document.querySelector('.adm-pull-to-refresh')!)
      await ctx.transport.nextUrl(SESSIONS)
    },
    LOAD_MORE: async (ctx) => {
      bottomInView = true
      await act(async () => {
        window.dispatchEvent(new Event('scroll'))
      })
      await ctx.transport.nextUrl(SESSIONS)
      bottomInView = false
    },
    RETRY: () => press('Retry'),
  },
  states: {
    loading: async () => {
      await waitFor(() => expect(document.querySelector('.adm-skeleton')).not.toBeNull())
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
