// The browser layer of the driver protocol (tests/drivers/support/protocol.ts): Playwright over
// Debian's Chromium on the built app and the real server, the storefront at a phone's viewport and
// the console at a desktop's, in the run's language (its cookie set before the app opens).
import { networkInterfaces } from 'node:os'
import type { Browser, Locator, Page } from 'playwright-core'
import { tokenCookieOf, type Layer, type OpenOptions, type Screen, type Session, type Target } from '../../drivers/support/protocol'
import { localeText } from '../../drivers/support/texts'
import { api, newAccount, uploadPicture } from './api'
import { openPhone } from './browser'
import { BrowserTransport } from './browser-transport'
import { recordToasts, type PageToasts } from './checkout'
import { holdClipboard } from './held-clipboard'
import { holdStream } from './held-stream'
import { lastCodeMailedTo } from './mail-outbox'
import { pullDown, swipeLeft } from './touch'

const DESKTOP = { width: 1280, height: 800 }
/** How long a condition may take to hold before the step fails (a loaded host is slow, not stuck). */
const CONDITION_TIMEOUT_MS = 20_000

// Strings match whole texts, as Testing Library's do at the view layer.
function locate(page: Page, target: Target): Locator {
  if ('css' in target) return target.text === undefined ? page.locator(target.css) : page.locator(target.css, { hasText: target.text })
  if ('role' in target) return page.getByRole(target.role, target.name === undefined ? {} : { name: target.name, exact: typeof target.name === 'string' })
  if ('label' in target) return page.getByLabel(target.label, { exact: typeof target.label === 'string' })
  if ('text' in target) return page.getByText(target.text, { exact: typeof target.text === 'string' })
  return page.getByTestId(target.testId)
}

/** The machine's address on its network: plain HTTP there is not a secure context (loopback is). */
const networkAddress = () => Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address

/** Retries `check` until it passes; fails with its last error. */
async function eventually(check: () => void | Promise<void>): Promise<void> {
  const deadline = Date.now() + CONDITION_TIMEOUT_MS
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

function browserScreen(page: Page, toasts: PageToasts): Screen {
  let offline = false
  // The newest of the elements a CSS target with a text finds (a dialog's button), else the first.
  const at = (target: Target) => ('css' in target && target.text !== undefined ? locate(page, target).last() : locate(page, target).first())
  return {
    click: (target, point) => at(target).click({ timeout: CONDITION_TIMEOUT_MS, position: point }),
    value: (target) => at(target).inputValue({ timeout: CONDITION_TIMEOUT_MS }),
    fill: (target, value) => at(target).fill(value, { timeout: CONDITION_TIMEOUT_MS }),
    enter: async (target, value) => {
      await at(target).fill(value, { timeout: CONDITION_TIMEOUT_MS })
      await at(target).blur()
    },
    visible: (target) => at(target).waitFor({ timeout: CONDITION_TIMEOUT_MS }),
    gone: (target) => at(target).waitFor({ state: 'detached', timeout: CONDITION_TIMEOUT_MS }),
    count: (target) => locate(page, target).count(),
    texts: (target) => locate(page, target).allTextContents(),
    attribute: async (target, name) => ((await locate(page, target).count()) ? at(target).getAttribute(name) : null),
    hasText: (target, expected) =>
      eventually(async () => {
        const text = (await locate(page, target).count()) ? ((await at(target).textContent()) ?? '') : ''
        if (!(typeof expected === 'string' ? text.includes(expected) : expected.test(text))) throw new Error(`${JSON.stringify(target)} reads "${text}", not ${String(expected)}`)
      }),
    eventually,
    visit: async (path) => void (await page.goto(path)),
    async navigate(path) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
    },
    back: async () => void (await page.goBack()),
    pathname: async () => new URL(page.url()).pathname,
    href: async () => {
      const url = new URL(page.url())
      return `${url.pathname}${url.search}`
    },
    toasted: (text) =>
      eventually(async () => {
        const shown = await toasts.shown()
        if (!shown.some((toast) => (typeof text === 'string' ? toast === text : text.test(toast)))) throw new Error(`no toast "${text}" yet (shown: ${JSON.stringify(shown)})`)
      }),
    query: async (name) => new URL(page.url()).searchParams.get(name),
    stored: (key) => page.evaluate((k) => localStorage.getItem(k), key),
    store: (key, value) => page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const),
    reaches: (pathname) => page.waitForURL((url) => url.pathname === pathname, { timeout: CONDITION_TIMEOUT_MS }),
    hasCookie: async (name) => (await page.context().cookies()).some((c) => c.name === name),
    choose: (target, file) => at(target).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.buffer) }, { timeout: CONDITION_TIMEOUT_MS }),
    async network(state) {
      // Coming back fires the online event only after the network was down.
      if (state === 'online' && !offline) await page.context().setOffline(true)
      offline = state === 'offline'
      await page.context().setOffline(offline)
    },
    pullDown: (target) => pullDown(at(target)),
    scrollTo: async (where) => void (await page.evaluate((bottom) => window.scrollTo(0, bottom ? document.body.scrollHeight : 0), where === 'bottom')),
    swipeLeft: (target) => swipeLeft(at(target)),
  }
}

export function browserLayer(browser: () => Browser, baseURL: string, dataDir: string, lang = 'en'): Layer {
  return {
    name: 'browser',
    lang,
    backend: {
      fetch: (path, init) => fetch(`${baseURL}${path}`, init),
      call: (method, path, body, token, headers) => api(baseURL, method, path, body, token, headers),
      newAccount: () => newAccount(baseURL),
      upload: (token) => uploadPicture(baseURL, token, 'parcel.png'),
      lastResetCode: async (email) => lastCodeMailedTo(dataDir, email),
    },
    async open(path: string, options: OpenOptions = {}): Promise<Session> {
      const surface = options.surface ?? 'storefront'
      // An insecure page: the app at the machine's network address over plain HTTP.
      const address = options.insecure ? networkAddress() : undefined
      if (options.insecure && !address) throw new Error('no network address to serve an insecure page at')
      const origin = address ? baseURL.replace('127.0.0.1', address) : baseURL
      const { context, page } = surface === 'console'
        ? await browser().newContext({ baseURL: origin, viewport: DESKTOP, locale: 'en-US' }).then(async (context) => ({ context, page: await context.newPage() }))
        : await openPhone(browser(), origin)
      const { hostname } = new URL(origin)
      await context.addCookies([
        { name: 'language', value: lang, domain: hostname, path: '/' },
        ...(options.token ? [{ name: tokenCookieOf(surface), value: options.token, domain: hostname, path: '/' }] : []),
      ])
      if (options.viewport) await page.setViewportSize(options.viewport)
      // Once, before the app's first page: a later page of the same visit keeps what the app wrote.
      if (options.storage) await page.addInitScript((entries) => {
        if (sessionStorage.getItem('test-storage-set')) return
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
        sessionStorage.setItem('test-storage-set', '1')
      }, options.storage)
      const transport = new BrowserTransport(page)
      await transport.hold(...(options.hold ?? []))
      const clipboard = options.holdClipboard ? await holdClipboard(page, baseURL, eventually) : undefined
      const stream = options.holdStream ? await holdStream(page, options.holdStream, eventually) : undefined
      const toasts = await recordToasts(page)
      await page.goto(path)
      return { screen: browserScreen(page, toasts), transport, page, clipboard, stream, surface, close: () => context.close() }
    },
    text: (key, values) => localeText(lang, key, values),
  }
}
