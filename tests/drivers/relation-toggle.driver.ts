// The relation toggle machine through the favourite heart of the product page (button.favourite,
// POST /api/favourite/toggle, which flips the favourite and answers where it is now).
// - LOADED is the product page opening with its data: the first one opens /detail/<id> (a visitor
//   without the token cookie, a shopper with it); every later one is the page's data coming again
//   the way a person makes it come: they leave the page (for /search) and come back (Back), log out
//   on /profile and open the product again (loggedIn: false), or log in on /login and are sent back
//   to the product (loggedIn: true, from a visitor). Where the relation stands (`on`) is set first
//   through the API, as the shopper's other device would (its own session, which the app never
//   logs out). The product page is not kept alive, so each of these draws it afresh (a new actor,
//   which takes LOADED as the old one would): on the page itself nothing a person does loads its
//   data again.
// - TOGGLE is a tap on the heart; a visitor's tap sends them to /login?redirect=<the product>.
// - done: switchOn/switchOff release the held toggle; the server flips what it has, so for an
//   answer that keeps the relation where it was, the other device flips it first ("off" after
//   switchOn: favourited elsewhere meanwhile). error: the request is dropped.
import { expect } from '../e2e/support/expect'
import { anyProduct, isFavourite, setFavourite } from '../views/support/catalogue'
import type { TestAccount } from '../support/new-account'
import type { Driver, DriverCtx } from './support/protocol'
import { held, isDisabled } from './support/reads'

const TOGGLE = 'POST /api/favourite/toggle'
const COOKIE = 'Admin-Token'
const heart = { css: 'button.favourite' }

interface Ctx extends DriverCtx {
  /** The shopper; `token` is their other device's session. */
  account: TestAccount
  product: number
  /** A visitor's tap sent them to log in: what they see now is the login page. */
  sentToLogin: boolean
}

const productPath = (ctx: Ctx) => `/detail/${ctx.product}`
const api = (ctx: Ctx) => ctx.layer.backend.call
const ui = (ctx: Ctx, key: string) => ctx.layer.text(`ui.${key}`)

/** The heart as the machine's state draws it: pressed or not, busy (no second tap) or not. */
async function heartIs(ctx: Ctx, pressed: boolean, busy: boolean) {
  const { screen } = ctx.session
  await screen.eventually(async () => {
    expect(await screen.attribute(heart, 'aria-pressed')).toBe(String(pressed))
    expect(await screen.attribute(heart, 'aria-busy')).toBe(String(busy))
    expect(await isDisabled(screen, heart), 'a second tap is not taken while the server answers').toBe(busy)
  })
  if (busy) await held(ctx.session, TOGGLE)
}

/** Settled: the heart shows the server's answer, which the shopper's other device sees too. */
async function settled(ctx: Ctx, on: boolean) {
  await heartIs(ctx, on, false)
  expect(await isFavourite(api(ctx), ctx.account.token, ctx.product), 'the server agrees with the heart').toBe(on)
}

/** The app's own session, beside the other device's. */
async function appLogin(ctx: Pick<Ctx, 'layer' | 'account'>) {
  const login = await ctx.layer.backend.call('POST', '/api/user/login', { account: ctx.account.account, password: ctx.account.password })
  return login.data.userinfo.token as string
}

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const first = path.steps[0]!.event
    const base = { layer, account: await layer.backend.newAccount(), product: await anyProduct(layer.backend.call), sentToLogin: false }
    if (first.loggedIn) await setFavourite(layer.backend.call, base.account.token, base.product, Boolean(first.on))
    const token = first.loggedIn ? await appLogin(base) : undefined
    return { ...base, session: await layer.open(`/detail/${base.product}`, { hold: [TOGGLE], token }) }
  },
  events: {
    LOADED: async (ctx, event, { index }) => {
      const { screen } = ctx.session
      if (index > 0 && event.loggedIn) await setFavourite(api(ctx), ctx.account.token, ctx.product, Boolean(event.on))
      const loggedIn = await screen.hasCookie(COOKIE)
      if (index === 0) {
        // Opened as the path starts.
      } else if (loggedIn && !event.loggedIn) {
        await screen.navigate('/profile')
        await screen.click({ text: ui(ctx, 'quit') })
        await screen.click({ css: '.adm-dialog-button', text: ui(ctx, 'confirm') })
        await screen.eventually(async () => expect(await screen.hasCookie(COOKIE)).toBe(false))
        await screen.navigate(productPath(ctx))
      } else if (!loggedIn && event.loggedIn) {
        await screen.navigate(`/login?redirect=${encodeURIComponent(productPath(ctx))}`)
        await screen.fill({ label: ui(ctx, 'account') }, ctx.account.account)
        await screen.fill({ label: ui(ctx, 'password') }, ctx.account.password)
        await screen.click({ role: 'button', name: ui(ctx, 'login') })
      } else {
        await screen.navigate('/search')
        await screen.gone(heart)
        await screen.back()
      }
      await screen.reaches(productPath(ctx))
      await screen.visible(heart)
    },
    TOGGLE: async (ctx, _event, { path, index }) => {
      const before = index === 0 ? path.initial.state : path.steps[index - 1]!.state
      await ctx.session.screen.click(heart)
      if (before.includes('loginRequired')) ctx.sentToLogin = true
    },
    // The other device takes it back first when the answer is to be "off": the toggle then removes it.
    'xstate.done.actor.switchOn': async (ctx, event) => {
      if (!(event.output as { on: boolean }).on) await setFavourite(api(ctx), ctx.account.token, ctx.product, true)
      await ctx.session.transport.release(TOGGLE, 'pass')
    },
    'xstate.done.actor.switchOff': async (ctx, event) => {
      if ((event.output as { on: boolean }).on) await setFavourite(api(ctx), ctx.account.token, ctx.product, false)
      await ctx.session.transport.release(TOGGLE, 'pass')
    },
    'xstate.error.actor.switchOn': (ctx) => ctx.session.transport.release(TOGGLE, 'fail'),
    'xstate.error.actor.switchOff': (ctx) => ctx.session.transport.release(TOGGLE, 'fail'),
  },
  states: {
    off: (ctx) => settled(ctx, false),
    on: (ctx) => settled(ctx, true),
    switchingOn: (ctx) => heartIs(ctx, false, true),
    switchingOff: (ctx) => heartIs(ctx, true, true),
    loginRequired: async (ctx) => {
      const { screen } = ctx.session
      expect(await screen.hasCookie(COOKIE)).toBe(false)
      if (!ctx.sentToLogin) return heartIs(ctx, false, false)
      // Sent to log in, and back to this product afterwards.
      await screen.reaches('/login')
      expect(await screen.query('redirect')).toBe(productPath(ctx))
      await screen.toasted(ctx.layer.text('msg.loginFirst'))
    },
  },
}
