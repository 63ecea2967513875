// The search box machine in Chromium, through /search, with one earlier search in the device's
// history (local storage, set before the page loads).
// - TYPE types into the box ("Search products and shops"): the sample's words, except where the
//   real server is to answer no titles: then words no product has.
// - done: fetchSuggestions releases the held GET /api/product/suggest (asked after a 200 ms pause
//   in typing); error: the request is dropped.
// - SUBMIT presses Enter in the box: the results open (/searchs?keyword=...), the words join the history.
import { expect } from '../support/expect'
import type { BrowserDriver } from '../support/browser-driver'
import { pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const SUGGEST = 'GET /api/product/suggest'
const EARLIER = 'aurora'
/** Words no title has: the server answers no suggestions. */
const UNMATCHED = 'qqzx wvyj'

interface Ctx extends PhoneSession {
  /** The words in the box, trimmed. */
  words: string
  /** Whether the server's answer had titles. */
  suggested: boolean
  submitted: boolean
  /** How many pages the tab had been through before searching. */
  historyLength?: number
}

const box = (s: Ctx) => s.page.getByRole('searchbox', { name: 'Search products and shops' })
const historySection = (s: Ctx) => s.page.locator('section.search-history')
const suggestions = (s: Ctx) => s.page.locator('.search-suggestions')
const searchButton = (s: Ctx) => s.page.getByRole('button', { name: 'Search', exact: true })

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL) {
    const s: Ctx = { ...(await startPhone(browser, baseURL, [SUGGEST])), words: '', suggested: false, submitted: false }
    await s.context.addInitScript((earlier) => localStorage.setItem('search-history', JSON.stringify([earlier])), EARLIER)
    await s.page.goto('/search')
    await box(s).waitFor()
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    TYPE: async (s, event, { next }) => {
      const output = next?.event.type === 'xstate.done.actor.fetchSuggestions' ? (next.event.output as unknown[]) : undefined
      const text = output?.length === 0 ? UNMATCHED : String(event.text)
      await box(s).fill(text)
      s.words = text.trim()
    },
    'xstate.done.actor.fetchSuggestions': async (s, event) => {
      const url = await s.transport.nextUrl(SUGGEST)
      expect(url.searchParams.get('keyword')).toBe(s.words)
      await s.transport.release(SUGGEST, 'pass')
      s.suggested = (event.output as unknown[]).length > 0
    },
    'xstate.error.actor.fetchSuggestions': async (s) => {
      await s.transport.release(SUGGEST, 'fail')
      s.suggested = false
    },
    SUBMIT: async (s) => {
      s.historyLength = await s.page.evaluate(() => window.history.length)
      await box(s).press('Enter')
      s.submitted = true
    },
  },
  states: {
    idle: async (s) => {
      await historySection(s).waitFor()
      expect(await suggestions(s).count()).toBe(0)
      await historySection(s).getByText(EARLIER).waitFor()
      expect(await searchButton(s).isDisabled()).toBe(true)
    },
    fetching: async (s) => {
      if (s.submitted) {
        // Searched once: the results of the words, which the device now remembers first.
        await s.page.waitForURL((url) => url.pathname === '/searchs')
        expect(new URL(s.page.url()).searchParams.get('keyword')).toBe(s.words)
        expect(JSON.parse((await s.page.evaluate(() => localStorage.getItem('search-history')))!)).toEqual([s.words, EARLIER])
        expect(await s.page.evaluate(() => window.history.length), 'one search, one page in the history').toBe(s.historyLength! + 1)
        expect(pathnameOf(s)).toBe('/searchs')
        return
      }
      await expect.poll(() => suggestions(s).getAttribute('aria-busy')).toBe('true')
      expect(await historySection(s).count()).toBe(0)
      expect(await suggestions(s).locator('a.suggestion').count()).toBe(0)
    },
    showing: async (s) => {
      await expect.poll(() => suggestions(s).getAttribute('aria-busy')).toBe('false')
      expect(await historySection(s).count()).toBe(0)
      const links = suggestions(s).locator('a.suggestion')
      if (!s.suggested) {
        expect(await links.count()).toBe(0)
        await s.page.getByText('No matching products: search anyway').waitFor()
        return
      }
      expect(await links.count()).toBeGreaterThan(0)
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/detail\/\d+$/)
      expect(await searchButton(s).isEnabled()).toBe(true)
    },
  },
}
