// The relation toggle machine through the favourite heart of the product page (button.favourite,
// POST /api/favourite/toggle, which flips the favourite and answers where it is now).
// - LOADED is the product page opening with its data: the first one opens /detail/<id> (a visitor
//   without the token cookie, a shopper with it); every later one is the page's data coming again
//   the way a person makes it come: they leave the page (for /search) and come back (history back),
//   log out on /profile and open the product again (loggedIn: false), or log in on /login and are
//   sent back to the product (loggedIn: true, from a visitor). Where the relation stands (`on`) is
//   set first through the API, as the shopper's other device would. The product page is not kept
//   alive, so each of these draws it afresh (a new actor, which takes LOADED as the old one would):
//   on the page itself nothing a person does loads its data again.
// - TOGGLE is a tap on the heart; a visitor's tap sends them to /login?redirect=<the product>.
// - done: switchOn/switchOff release the held toggle; the server flips what it has, so for an
//   answer that keeps the relation where it was, the other device flips it first ("off" after
//   switchOn: favourited elsewhere meanwhile). error: the request is dropped.
import { expect } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { anyProduct, isFavourite, setFavourite } from '../support/catalogue'
import { ControlledTransport } from '../support/controlled-transport'
import { confirmDialog, fill, hasCookie, press, setCookie, tap } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { StepContext, ViewDriver } from '../support/view-driver'

const TOGGLE = 'POST /api/favourite/toggle'

interface Ctx {
  transport: ControlledTransport
  /** The shopper; `token` is their other device's session, which the app never logs out. */
  account?: TestAccount
  runtime?: AppRuntime
  /** A visitor's tap sent them to log in: what they see now is the login page. */
  sentToLogin: boolean
  toasts: ToastWatch
}

const shared = sharedTestServer()
let product = 0
const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => apiCall(shared.server, method, path, body, token)
const productPath = () => `/detail/${product}`

const heart = () => document.querySelector<HTMLButtonElement>('button.favourite')
const at = (ctx: Ctx) => ctx.runtime!.router.state.location.pathname
const loggedIn = (ctx: Ctx) => ctx.runtime?.session.getSnapshot().matches('authenticated') ?? false

async function go(ctx: Ctx, to: string, search?: Record<string, string>) {
  await waitFor(() => expect(ctx.runtime!.router.state.status).toBe('idle'))
  await act(async () => {
    await ctx.runtime!.router.navigate({ to, search })
  })
  await waitFor(() => expect(at(ctx)).toBe(to))
}

async function account(ctx: Ctx) {
  ctx.account ??= await registerAccount(shared.server)
  return ctx.account
}

/** Waits for the product page to show its heart (a fresh page: the old one has gone). */
const heartShown = () => waitFor(() => expect(heart()).not.toBeNull(), { timeout: 8000 })

/** The heart as the machine's settled state draws it. */
async function heartIs(pressed: boolean) {
  await waitFor(() => {
    const button = heart()!
    expect(button, 'the heart is on the page').not.toBeNull()
    expect(button.getAttribute('aria-pressed')).toBe(String(pressed))
    expect(button.getAttribute('aria-busy')).toBe('false')
    expect(button.disabled).toBe(false)
  })
}

async function busyHeart(ctx: Ctx, pressed: boolean) {
  await waitFor(() => {
    const button = heart()!
    expect(button.getAttribute('aria-pressed')).toBe(String(pressed))
    expect(button.getAttribute('aria-busy')).toBe('true')
    // A second tap is not taken while the server answers.
    expect(button.disabled).toBe(true)
  })
  await waitFor(() => expect(ctx.transport.isPending(TOGGLE)).toBe(true))
}

/** The heart shows the server's answer: the shopper's other device sees the same. */
async function serverSays(ctx: Ctx, on: boolean) {
  expect(await isFavourite(call, ctx.account!.token, product), 'the server agrees with the heart').toBe(on)
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    product = await anyProduct(call)
  },
  teardown: shared.teardown,
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(TOGGLE)
    return { transport, sentToLogin: false, toasts: await watchAppToasts() }
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    LOADED: async (ctx, event, { index }: StepContext) => {
      if (event.loggedIn) await setFavourite(call, (await account(ctx)).token, product, Boolean(event.on))
      if (index === 0) {
        if (event.loggedIn) {
          // The app's own session, beside the other device's.
          const login = await call('POST', '/api/user/login', { account: ctx.account!.account, password: ctx.account!.password })
          setCookie('Admin-Token', login.data.userinfo.token)
        }
        ctx.runtime = await renderWithTransport(productPath(), ctx.transport)
      } else if (loggedIn(ctx) && !event.loggedIn) {
        await go(ctx, '/profile')
        await tap('Log out')
        await confirmDialog()
        await waitFor(() => expect(hasCookie('Admin-Token')).toBe(false))
        await go(ctx, productPath())
      } else if (!loggedIn(ctx) && event.loggedIn) {
        await go(ctx, '/login', { redirect: productPath() })
        await fill('Account', ctx.account!.account)
        await fill('Password', ctx.account!.password)
        await press('Log in')
        await waitFor(() => expect(at(ctx)).toBe(productPath()), { timeout: 8000 })
      } else {
        await go(ctx, '/search')
        await waitFor(() => expect(heart()).toBeNull())
        await act(async () => ctx.runtime!.router.history.back())
        await waitFor(() => expect(at(ctx)).toBe(productPath()))
      }
      await heartShown()
    },
    TOGGLE: async (ctx, _event, { path, index }) => {
      const before = index === 0 ? path.initial.state : path.steps[index - 1]!.state
      await act(async () => heart()!.click())
      if (before.includes('loginRequired')) ctx.sentToLogin = true
    },
    // The other device takes it back first when the answer is to be "off": the toggle then removes it.
    'xstate.done.actor.switchOn': async (ctx, event) => {
      if (!(event.output as { on: boolean }).on) await setFavourite(call, ctx.account!.token, product, true)
      await ctx.transport.release(TOGGLE, 'pass')
    },
    'xstate.done.actor.switchOff': async (ctx, event) => {
      if ((event.output as { on: boolean }).on) await setFavourite(call, ctx.account!.token, product, false)
      await ctx.transport.release(TOGGLE, 'pass')
    },
    'xstate.error.actor.switchOn': (ctx) => ctx.transport.release(TOGGLE, 'fail'),
    'xstate.error.actor.switchOff': (ctx) => ctx.transport.release(TOGGLE, 'fail'),
  },
  states: {
    off: async (ctx) => {
      await heartIs(false)
      await serverSays(ctx, false)
    },
    on: async (ctx) => {
      await heartIs(true)
      await serverSays(ctx, true)
    },
    switchingOn: (ctx) => busyHeart(ctx, false),
    switchingOff: (ctx) => busyHeart(ctx, true),
    loginRequired: async (ctx) => {
      expect(hasCookie('Admin-Token')).toBe(false)
      if (!ctx.sentToLogin) return heartIs(false)
      // Sent to log in, and back to this product afterwards.
      await waitFor(() => expect(at(ctx)).toBe('/login'))
      expect(ctx.runtime!.router.state.location.search).toEqual({ redirect: productPath() })
      await waitFor(() => expect(ctx.toasts.shown).toContain('Please login first'))
    },
  },
}
