// jsdom lacks a few browser APIs antd-mobile uses; the interface starts in English.
import '../../src/ui/antd-react19'
import { afterAll, afterEach, beforeAll } from 'vitest'
import NProgress from 'nprogress'
import { cleanup, configure } from '@testing-library/react'
import { Dialog, Toast } from 'antd-mobile'
import EsToast from 'antd-mobile/es/components/toast'
import { addTexts, initI18n, type TextFile } from '../../src/ui/i18n'

// Two cores run four test projects at once: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 })

Object.assign(window, {
  scrollTo: () => {},
  matchMedia: (query: string) => ({
    matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }),
})
// Vitest's jsdom globals carry a Window constructor that is not window's own, and antd-mobile's
// pull-to-refresh climbs scroll parents until `instanceof Window`: without this it never stops.
if (!(window instanceof Window)) {
  Object.defineProperty(globalThis, 'Window', { value: Object.getPrototypeOf(window).constructor, configurable: true, writable: true })
}
// Animations (react-spring in antd-mobile's pull-to-refresh) need frames; jsdom draws none.
if (typeof window.requestAnimationFrame !== 'function') {
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 16)
  window.cancelAnimationFrame = (handle) => window.clearTimeout(handle)
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() { return [] }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver

// The console's texts too: its screens are tested here beside the storefront's.
addTexts(import.meta.glob<TextFile>('../../locales/console/*.json'))

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  cleanup()
  // Dialogs and toasts render into <body>, outside what Testing Library cleans up.
  Dialog.clear()
  // The app's toast is the lazily imported ES copy; under Node the package root is another copy.
  Toast.clear()
  EsToast.clear()
  document.body.innerHTML = ''
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
  localStorage.clear()
  sessionStorage.clear()
})

// The navigation bar (nprogress) fades out on timers of its own, 200 ms a step: one still pending
// when the file's jsdom is torn down throws "document is not defined" outside any test. A file
// that showed the bar waits for the last fade to end.
const NPROGRESS_FADE_MS = 600
let navigationBarShown = false
afterEach(() => {
  navigationBarShown ||= NProgress.isRendered()
})
afterAll(async () => {
  if (!navigationBarShown) return
  NProgress.done()
  await new Promise((resolve) => setTimeout(resolve, NPROGRESS_FADE_MS))
})
