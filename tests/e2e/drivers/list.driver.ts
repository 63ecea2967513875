// The list machine in Chromium, through the logged-in devices list on /security at a short phone
// screen: pulled down with a finger to refresh, scrolled to the bottom to load more; the driver
// makes the data as long as each page must be (see tests/support/device-sessions.ts).
import { expect } from '../support/expect'
import { makeSessions, totalFor } from '../../support/device-sessions'
import { api } from '../support/api'
import type { BrowserDriver, BrowserStepContext } from '../support/browser-driver'
import { loginWithCookie, startPhone, type PhoneSession } from '../support/phone-session'
import { pullDown } from '../support/touch'

const SESSIONS = 'GET /api/user/sessions'

async function answerPage(s: PhoneSession, _event: unknown, { path, index }: BrowserStepContext) {
  const url = await s.transport.nextUrl(SESSIONS)
  const last = path.steps[index]!.state.includes('noMore')
  const total = totalFor(Number(url.searchParams.get('page')), Number(url.searchParams.get('limit')), last)
  await makeSessions((method, p, body, token) => api(s.baseURL, method, p, body, token), s.account, total)
  await s.transport.release(SESSIONS, 'pass')
}

const rows = (s: PhoneSession) => s.page.locator('.device-row')

export const driver: BrowserDriver<PhoneSession> = {
  async start(browser, baseURL) {
    const s = await startPhone(browser, baseURL, [SESSIONS])
    // Short enough that a full page of devices does not bring the bottom into view by itself.
    await s.page.setViewportSize({ width: 390, height: 400 })
    await loginWithCookie(s)
    await s.page.goto('/security')
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    'xstate.done.actor.fetchFirstPage': answerPage,
    'xstate.done.actor.refetchFirstPage': answerPage,
    'xstate.done.actor.fetchNextPage': answerPage,
    'xstate.error.actor.fetchFirstPage': (s) => s.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.refetchFirstPage': (s) => s.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.fetchNextPage': (s) => s.transport.release(SESSIONS, 'fail'),
    REFRESH: async (s) => {
      await s.page.evaluate(() => window.scrollTo(0, 0))
      await pullDown(s.page, '.adm-pull-to-refresh')
      await s.transport.nextUrl(SESSIONS)
    },
    LOAD_MORE: async (s) => {
      await s.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await s.transport.nextUrl(SESSIONS)
    },
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
  },
  states: {
    loading: async (s) => {
      await s.page.locator('.skeleton').first().waitFor()
    },
    ready: async (s) => {
      await rows(s).first().waitFor()
      await expect.poll(() => s.page.getByText('No more').count()).toBe(0)
    },
    noMore: async (s) => {
      await s.page.getByText('No more').waitFor()
    },
    refreshing: async (s) => {
      expect(s.transport.isPending(SESSIONS)).toBe(true)
      expect(await rows(s).count()).toBeGreaterThan(0)
    },
    loadingMore: async (s) => {
      expect(s.transport.isPending(SESSIONS)).toBe(true)
      await s.page.getByText('Loading...').waitFor()
    },
    error: async (s) => {
      await s.page.getByText('Failed to load').waitFor()
    },
  },
}
