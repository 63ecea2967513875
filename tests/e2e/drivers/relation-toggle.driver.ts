// The relation toggle machine in Chromium, through the favourite heart of the product page
// (button.favourite, POST /api/favourite/toggle: flips the favourite, answers where it is now).
// - LOADED is the product page opening with its data: the first opens /detail/<id> (a visitor
//   without the token cookie, a shopper with one); each later one is the data coming again as a
//   person makes it come: leaving for /search and pressing back, logging out on /profile and opening
//   the product again (a visitor now), or logging in on /login and being sent back to the product.
//   Where the relation stands is set first through the API, as the shopper's other device would.
//   The page is not kept alive: each of these draws it afresh (see the view driver).
// - TOGGLE taps the heart; a visitor's tap sends them to /login?redirect=<the product>.
// - done: switchOn/switchOff release the held toggle; for an answer that leaves the relation where
//   it was, the other device flips it first. error: the request is dropped.
import { expect } from '../support/expect'
import { api } from '../support/api'
import type { BrowserDriver } from '../support/browser-driver'
import { findAnyProduct, isFavourite, setFavourite } from '../support/catalogue'
import { hasTokenCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const TOGGLE = 'POST /api/favourite/toggle'

interface Ctx extends PhoneSession {
  product: number
  /** A visitor's tap sent them to log in: what they see now is the login page. */
  sentToLogin: boolean
}

const productPath = (s: Ctx) => `/detail/${s.product}`
const heart = (s: Ctx) => s.page.locator('button.favourite')

/** A navigation inside the app, as its links make them (no page load). */
async function goTo(s: Ctx, href: string) {
  await s.page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, href)
  await s.page.waitForURL((url) => `${url.pathname}${url.search}` === href)
}

async function heartIs(s: Ctx, pressed: boolean) {
  await expect.poll(() => heart(s).getAttribute('aria-pressed')).toBe(String(pressed))
  await expect.poll(() => heart(s).getAttribute('aria-busy')).toBe('false')
  expect(await heart(s).isEnabled()).toBe(true)
}

async function busyHeart(s: Ctx, pressed: boolean) {
  await expect.poll(() => heart(s).getAttribute('aria-busy')).toBe('true')
  expect(await heart(s).getAttribute('aria-pressed')).toBe(String(pressed))
  // A second tap is not taken while the server answers.
  expect(await heart(s).isDisabled()).toBe(true)
  // The held request reaches the route a moment after the page has drawn the tap.
  await expect.poll(() => s.transport.isPending(TOGGLE)).toBe(true)
}

/** The heart shows the server's answer: the shopper's other device sees the same. */
async function serverSays(s: Ctx, on: boolean) {
  expect(await isFavourite(s.baseURL, s.account.token, s.product), 'the server agrees with the heart').toBe(on)
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL) {
    const product = await findAnyProduct(baseURL)
    // account.token is the other device's session; the app logs in with its own.
    return { ...(await startPhone(browser, baseURL, [TOGGLE])), product, sentToLogin: false }
  },
  stop: (s) => s.context.close(),
  events: {
    LOADED: async (s, event, { index }) => {
      if (event.loggedIn) await setFavourite(s.baseURL, s.account.token, s.product, Boolean(event.on))
      const loggedIn = await hasTokenCookie(s)
      if (index === 0) {
        if (event.loggedIn) {
          const login = await api(s.baseURL, 'POST', '/api/user/login', { account: s.account.account, password: s.account.password })
          await s.context.addCookies([{ name: 'Admin-Token', value: login.data.userinfo.token, domain: new URL(s.baseURL).hostname, path: '/' }])
        }
        await s.page.goto(productPath(s))
      } else if (loggedIn && !event.loggedIn) {
        await goTo(s, '/profile')
        await s.page.getByText('Log out', { exact: true }).click()
        await s.page.locator('.adm-dialog-button', { hasText: 'Confirm' }).click()
        await expect.poll(() => hasTokenCookie(s)).toBe(false)
        await goTo(s, productPath(s))
      } else if (!loggedIn && event.loggedIn) {
        await goTo(s, `/login?redirect=${encodeURIComponent(productPath(s))}`)
        await s.page.getByLabel('Account').fill(s.account.account)
        await s.page.getByLabel('Password').fill(s.account.password)
        await s.page.getByRole('button', { name: 'Log in' }).click()
        await s.page.waitForURL((url) => url.pathname === productPath(s))
      } else {
        await goTo(s, '/search')
        await heart(s).waitFor({ state: 'detached' })
        await s.page.goBack()
        await s.page.waitForURL((url) => url.pathname === productPath(s))
      }
      await heart(s).waitFor()
    },
    TOGGLE: async (s, _event, { path, index }) => {
      const before = index === 0 ? path.initial.state : path.steps[index - 1]!.state
      await heart(s).click()
      if (before.includes('loginRequired')) s.sentToLogin = true
    },
    'xstate.done.actor.switchOn': async (s, event) => {
      if (!(event.output as { on: boolean }).on) await setFavourite(s.baseURL, s.account.token, s.product, true)
      await s.transport.release(TOGGLE, 'pass')
    },
    'xstate.done.actor.switchOff': async (s, event) => {
      if ((event.output as { on: boolean }).on) await setFavourite(s.baseURL, s.account.token, s.product, false)
      await s.transport.release(TOGGLE, 'pass')
    },
    'xstate.error.actor.switchOn': (s) => s.transport.release(TOGGLE, 'fail'),
    'xstate.error.actor.switchOff': (s) => s.transport.release(TOGGLE, 'fail'),
  },
  states: {
    off: async (s) => {
      await heartIs(s, false)
      await serverSays(s, false)
    },
    on: async (s) => {
      await heartIs(s, true)
      await serverSays(s, true)
    },
    switchingOn: (s) => busyHeart(s, false),
    switchingOff: (s) => busyHeart(s, true),
    loginRequired: async (s) => {
      expect(await hasTokenCookie(s)).toBe(false)
      if (!s.sentToLogin) return heartIs(s, false)
      // Sent to log in, and back to this product afterwards.
      await s.page.waitForURL((url) => url.pathname === '/login')
      expect(new URL(s.page.url()).searchParams.get('redirect')).toBe(productPath(s))
      await s.page.getByText('Please login first').waitFor()
      expect(pathnameOf(s)).toBe('/login')
    },
  },
}
