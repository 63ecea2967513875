// The list machine through the logged-in devices list on /security: the real server pages the
// user's sessions; before each page is asked for, the driver makes the data as long as the path
// needs (more sessions by logging in again, fewer by logging devices out; see
// tests/support/device-sessions.ts), so "last page or not" is the server's true answer. It does so
// before the request, not while holding it: logging in a dozen times takes longer on a loaded host
// than the app waits for an answer. In the
// browser the screen is short, the list is pulled down with a finger to refresh and scrolled to its
// bottom to load more; jsdom has no layout for either (layer-limits.ts).
import { expect } from '../e2e/support/expect'
import { makeSessions, totalFor } from '../support/device-sessions'
import type { TestAccount } from '../support/new-account'
import type { GeneratedPath } from '../../src/tools/statecharts/paths'
import type { Driver, Layer, Session, StepContext } from './support/protocol'

const SESSIONS = 'GET /api/user/sessions'
const rows = { css: '.device-row' }
const gestures = ['REFRESH', 'LOAD_MORE']

/** The app's page size for the list (src/app/views/common/paged-list.tsx). */
const LIMIT = 10

interface Ctx {
  session: Session
  layer: Layer
  account: TestAccount
  /** Pages the list shows now. */
  pages: number
}

const ui = (ctx: Ctx, key: string) => ({ text: ctx.layer.text(`ui.${key}`) })
const pending = (ctx: Ctx) => ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(SESSIONS)).toBe(true))
const hasRows = (ctx: Ctx) => ctx.session.screen.eventually(async () => expect(await ctx.session.screen.count(rows)).toBeGreaterThan(0))

/** The page the next answer of the path is for, and whether it is the last: null when it fails. */
function nextAnswer(ctx: Ctx, path: GeneratedPath, from: number): { page: number; last: boolean } | null {
  const step = path.steps.slice(from).find((s) => s.event.type.includes('.actor.'))
  if (!step || step.event.type.startsWith('xstate.error.')) return null
  return { page: step.event.type.endsWith('fetchNextPage') ? ctx.pages + 1 : 1, last: step.state.includes('noMore') }
}

/** Makes the user's devices as many as the next answer of the path needs, before it is asked for. */
async function arrangeNext(ctx: Ctx, path: GeneratedPath, from: number) {
  const next = nextAnswer(ctx, path, from)
  if (!next) return
  await makeSessions((method, p, body, token) => ctx.layer.backend.call(method, p, body, token), ctx.account, totalFor(next.page, LIMIT, next.last))
}

/** Lets the held page request through: the devices are already as many as it needs. */
async function answerPage(ctx: Ctx, event: { type: string }, { path, index }: StepContext) {
  const expected = nextAnswer(ctx, path, index)!
  const url = await ctx.session.transport.nextUrl(SESSIONS)
  expect([Number(url.searchParams.get('page')), Number(url.searchParams.get('limit'))]).toEqual([expected.page, LIMIT])
  await ctx.session.transport.release(SESSIONS, 'pass')
  ctx.pages = event.type.endsWith('fetchNextPage') ? ctx.pages + 1 : 1
}

/** Produces a gesture that asks for a page, the data arranged for its answer first. */
const asking = (gesture: (ctx: Ctx) => Promise<void>) => async (ctx: Ctx, _event: unknown, { path, index }: StepContext) => {
  await arrangeNext(ctx, path, index + 1)
  await gesture(ctx)
  await ctx.session.transport.nextUrl(SESSIONS)
}

export const driver: Driver<Ctx> = {
  cannotProduce: { view: gestures },
  async start(layer, path) {
    const account = await layer.backend.newAccount()
    const ctx: Ctx = { session: undefined as never, layer, account, pages: 0 }
    await arrangeNext(ctx, path, 0)
    // Short enough that a full page of devices does not bring the bottom into view by itself.
    ctx.session = await layer.open('/security', { hold: [SESSIONS], token: account.token, viewport: { width: 390, height: 400 } })
    return ctx
  },
  events: {
    'xstate.done.actor.fetchFirstPage': answerPage,
    'xstate.done.actor.refetchFirstPage': answerPage,
    'xstate.done.actor.fetchNextPage': answerPage,
    'xstate.error.actor.fetchFirstPage': (ctx) => ctx.session.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.refetchFirstPage': (ctx) => ctx.session.transport.release(SESSIONS, 'fail'),
    'xstate.error.actor.fetchNextPage': (ctx) => ctx.session.transport.release(SESSIONS, 'fail'),
    REFRESH: asking(async ({ session }) => {
      await session.screen.scrollTo('top')
      await session.screen.pullDown({ css: '.adm-pull-to-refresh' })
    }),
    LOAD_MORE: asking(({ session }) => session.screen.scrollTo('bottom')),
    RETRY: asking((ctx) => ctx.session.screen.click({ role: 'button', name: ctx.layer.text('ui.retry') })),
  },
  states: {
    loading: (ctx) => ctx.session.screen.visible({ css: '.skeleton' }),
    ready: async (ctx) => {
      await hasRows(ctx)
      await ctx.session.screen.gone(ui(ctx, 'noMore'))
    },
    noMore: async (ctx) => {
      await ctx.session.screen.visible(ui(ctx, 'noMore'))
      await hasRows(ctx)
    },
    refreshing: async (ctx) => {
      await pending(ctx)
      await hasRows(ctx)
    },
    loadingMore: async (ctx) => {
      await pending(ctx)
      await ctx.session.screen.visible(ui(ctx, 'loading'))
    },
    error: (ctx) => ctx.session.screen.visible(ui(ctx, 'loadFailed')),
  },
}
