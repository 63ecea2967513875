// The session machine through the storefront, each path with a shopper of its own: booting with or
// without a stored token (the app opened on /profile or /login; logging in, the profile and logging
// out held), logging in right or wrong, registering, the access guard, a changed password or
// language, a revoked token, logging out with the server reachable or not. Pages change by the
// app's own navigation: a page load would boot the session again.
import { expect } from '../e2e/support/expect'
import type { LanguageFile } from '../../src/contract/fields'
import type { GeneratedPath } from '../../src/tools/statecharts/paths'
import type { TestAccount } from '../support/new-account'
import { localeText } from './support/texts'
import type { Driver, DriverCtx } from './support/protocol'
import { held } from './support/reads'

const LOGIN = 'POST /api/user/login'
const PROFILE = 'GET /api/user/getUserInfo'
const LOGOUT = 'POST /api/user/logout'
const COOKIE = 'Admin-Token'
const balance = { testId: 'balance' }

type Ctx = DriverCtx & { account: TestAccount }

const ui = (ctx: Ctx, key: string) => ctx.layer.text(`ui.${key}`)
const field = (ctx: Ctx, key: string) => ({ label: ui(ctx, key) })
const button = (ctx: Ctx, key: string) => ({ role: 'button', name: ui(ctx, key) }) as const
const noBalance = async (ctx: Ctx) => expect(await ctx.session.screen.count(balance), 'no page behind the guard').toBe(0)
const hasToken = (ctx: Ctx, has: boolean) => ctx.session.screen.eventually(async () => expect(await ctx.session.screen.hasCookie(COOKIE)).toBe(has))
const release = (call: string, outcome: 'pass' | 'fail') => (ctx: Ctx) => ctx.session.transport.release(call, outcome)

/** Fills a page's fields (locale key of the label: value) once its button shows (the page before has gone). */
async function submitForm(ctx: Ctx, page: string, submit: string, values: Record<string, string>) {
  const { screen } = ctx.session
  await screen.navigate(page)
  await screen.visible(button(ctx, submit))
  for (const [key, value] of Object.entries(values)) await screen.fill(field(ctx, key), value)
  await screen.click(button(ctx, submit))
}

/** A 401 reaches the session only from a call made with a token: while logged in or loading the profile. */
const producible = (path: GeneratedPath) =>
  path.steps.every((step, i) => {
    const before = i === 0 ? path.initial.state : path.steps[i - 1]!.state
    return step.event.type !== 'TOKEN_INVALID' || before.includes('authenticated') || before.includes('loadingProfile')
  })

export const driver: Driver<Ctx> = {
  accepts: { view: producible, browser: producible },
  async start(layer, path) {
    const account = await layer.backend.newAccount()
    // The app boots as it opens: with the stored token on a page behind the guard, else on /login.
    const stored = Boolean(path.steps[0]!.event.token)
    const session = await layer.open(stored ? '/profile' : '/login', { hold: [LOGIN, PROFILE, LOGOUT], token: stored ? account.token : undefined })
    return { session, layer, account }
  },
  events: {
    BOOT: async () => {},
    LOGIN: (ctx, _event, { next }) => {
      const wrong = next?.event.type === 'xstate.error.actor.login'
      return submitForm(ctx, '/login', 'login', { account: ctx.account.account, password: wrong ? `${ctx.account.password}-wrong` : ctx.account.password })
    },
    'xstate.done.actor.login': release(LOGIN, 'pass'),
    // The real server refuses the wrong password typed above.
    'xstate.error.actor.login': release(LOGIN, 'pass'),
    'xstate.done.actor.fetchProfile': release(PROFILE, 'pass'),
    'xstate.error.actor.fetchProfile': release(PROFILE, 'fail'),
    'xstate.done.actor.logoutAfterFailure': release(LOGOUT, 'pass'),
    'xstate.error.actor.logoutAfterFailure': release(LOGOUT, 'fail'),
    'xstate.done.actor.logout': release(LOGOUT, 'pass'),
    'xstate.error.actor.logout': release(LOGOUT, 'fail'),
    REGISTERED: (ctx) => {
      const fresh = `n${ctx.account.account}`
      return submitForm(ctx, '/register', 'register', {
        account: fresh, password: 'secret-123', email: `${fresh}@example.com`, mobile: '+84 912 345 678', familyName: 'Le', givenName: 'Hoa',
      })
    },
    LOGOUT: async (ctx) => {
      const { screen } = ctx.session
      await screen.navigate('/profile')
      await screen.click({ text: ui(ctx, 'quit') })
      await screen.click({ css: '.adm-dialog-button', text: ui(ctx, 'confirm') })
    },
    TOKEN_INVALID: async (ctx) => {
      // The session ends on the server (as after a password change elsewhere); the next call says 401.
      await ctx.layer.backend.call('POST', '/api/user/logout', undefined, ctx.account.token)
      if (ctx.session.transport.isPending(PROFILE)) return ctx.session.transport.release(PROFILE, 'pass')
      // The devices list on /security asks the server with the token: 401, and the app goes to /login.
      await ctx.session.screen.navigate('/security')
    },
    PASSWORD_CHANGED: (ctx) => {
      const changed = `${ctx.account.password}-2`
      return submitForm(ctx, '/changePassword', 'submit', { oldPassword: ctx.account.password, newPassword: changed, confirmPassword: changed })
    },
    // The profile's language: another one, then the run's own again, each by the name /language lists it under.
    PROFILE_CHANGED: async (ctx) => {
      const { screen } = ctx.session
      const other: LanguageFile = ctx.layer.lang === 'vi' ? 'en' : 'vi'
      const listed = (await ctx.layer.backend.call('GET', '/api/user/language_list')).data as Array<{ file_name: string; language_name: string }>
      const nameOf = (lang: string) => listed.find((language) => language.file_name === lang)!.language_name
      await screen.navigate('/language')
      await screen.click({ text: nameOf(other) })
      await screen.visible({ text: localeText(other, 'ui.language') })
      await screen.click({ text: nameOf(ctx.layer.lang) })
      await screen.visible({ text: ui(ctx, 'language') })
    },
    ENTER: async (ctx, event) => {
      await ctx.session.screen.navigate(String(event.path))
      await ctx.session.screen.reaches(String(event.path))
    },
  },
  states: {
    anonymous: async (ctx) => {
      await hasToken(ctx, false)
      await noBalance(ctx)
    },
    loggingIn: (ctx) => ctx.session.screen.visible({ css: 'button.adm-button-loading' }),
    loadingProfile: async (ctx) => {
      expect(await ctx.session.screen.hasCookie(COOKIE)).toBe(true)
      // The profile call is held: the guard keeps the page back until it answers.
      await held(ctx.session, PROFILE)
      await noBalance(ctx)
    },
    loggingOutAfterFailure: async (ctx) => {
      await held(ctx.session, LOGOUT)
      await noBalance(ctx)
    },
    loggingOut: (ctx) => held(ctx.session, LOGOUT),
    authenticated: async (ctx) => {
      await hasToken(ctx, true)
      await ctx.session.screen.navigate('/profile')
      await ctx.session.screen.visible(balance)
    },
  },
}
