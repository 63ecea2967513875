// The shopper app's entry: antd-mobile on React 19's root API, the interface language, the runtime.
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import 'nprogress/nprogress.css'
import './styles.css'
import { I18nextProvider } from 'react-i18next'
import { i18n, initI18n, loadRestOfTexts } from '../ui/i18n'
import { readLanguage } from '../ui/preferences'
import { createAppRuntime } from './runtime'
import { catalogueReference } from '../ui/reference/catalogue-reference'
import { installKeyboardAccess } from '../ui/keyboard-access'
import { afterFirstInteraction } from './shell/first-interaction'

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
/**
 * The next step in a task of its own: evaluating the app's modules, building its runtime and
 * starting its first page are each tens of milliseconds on a phone, and one task holding them all
 * would keep the browser from painting or answering a touch in the meantime.
 */
const nextTask = () => wait(0)

const language = readLanguage()
// The texts the first page uses start loading before anything else is built.
const firstTexts = initI18n(language, 'first')
await nextTask()
const { router, http } = createAppRuntime({ history: createBrowserHistory() })
// The display currency's rates start loading now, beside the texts and the page's data: a price
// drawn before they come shows USD, then changes (and on /home they were asked for only by the
// first price drawn, one more round trip after the page's data).
void catalogueReference(http).rates.load()
await nextTask()
const matches = router.matchRoutes(location.pathname, {})
// The page's own code starts loading while the texts do, not after them.
for (const match of matches) {
  Promise.resolve(router.loadRouteChunk(router.routesById[match.routeId]!)).catch(() => {})
}
// A failure here is tried again by the page that waits for them (the root route's beforeLoad).
const loadRest = () => void loadRestOfTexts(language).catch(() => {})
// The rest of the texts: a page that waits for them has them loading now, beside the first ones;
// on /home the rest comes at the first touch, key or wheel (./shell/first-interaction.ts), so a
// phone nobody touches does not download it (a link touched asks for it too, to open its page).
const firstTextsOnly = matches.at(-1)?.staticData?.firstTexts === true
if (!firstTextsOnly) loadRest()
/**
 * The built page links its stylesheets after the boot markup, which paints without them. One that
 * failed before this ran fires nothing more: after STYLESHEET_WAIT_MS the app shows all the same.
 */
const STYLESHEET_WAIT_MS = 3000
function stylesheetsLoaded() {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet)
  const settled = Promise.all(pending.map((link) => new Promise((done) => {
    link.addEventListener('load', done, { once: true })
    link.addEventListener('error', done, { once: true })
  })))
  return Promise.race([settled, wait(STYLESHEET_WAIT_MS)])
}
await Promise.all([firstTexts, stylesheetsLoaded()])
/**
 * The page's data (its route's loader) is asked for now, in the interface language, and the first
 * render waits for it: the boot markup stays until the page can show itself, instead of giving way
 * to an empty frame while the data comes. A slow answer waits at most PAGE_WAIT_MS; the router then
 * shows the page's skeleton as it would.
 */
const PAGE_WAIT_MS = 3000
/**
 * The router hears the history only once the app has rendered (its Transitioner subscribes on
 * mount, and does not load again while the first load's transaction is open): a back or forward,
 * or a link's pushState, before that changed the URL under a page that stayed. Until the first
 * render, a change of location is loaded here; the router's own listener then takes over.
 */
const unheard = router.history.subscribe(() => void router.load().catch(() => {}))
const heard = router.subscribe('onRendered', () => {
  heard()
  unheard()
})
await Promise.race([router.load().catch(() => {}), wait(PAGE_WAIT_MS)])

// In a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (the boot markup stays until it is done).
const root = createRoot(document.getElementById('app')!)
startTransition(() => {
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  )
})
// antd-mobile's tappable list rows and chips answer the keyboard too.
installKeyboardAccess()
if (firstTextsOnly) afterFirstInteraction(loadRest)
