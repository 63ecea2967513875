// The search box machine through /search (src/app/views/catalogue/search-page.tsx), with one
// earlier search in the device's history.
// - TYPE types into the box ("Search products and shops"). The words are the sample's, except
//   where the real server is to answer no titles: then words no product has.
// - done: fetchSuggestions releases the held GET /api/product/suggest (the page asks after a 200 ms
//   pause in typing); error: the request is dropped.
// - SUBMIT taps the Search button: the results open (/searchs?keyword=...) and the words join the history.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { ControlledTransport } from '../support/controlled-transport'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import type { ViewDriver } from '../support/view-driver'

const SUGGEST = 'GET /api/product/suggest'
const EARLIER = 'aurora'
/** Words no title has: the server answers no suggestions. */
const UNMATCHED = 'qqzx wvyj'

interface Ctx {
  transport: ControlledTransport
  runtime: AppRuntime
  /** The words in the box, trimmed. */
  words: string
  /** Whether the server's answer had titles. */
  suggested: boolean
  submitted: boolean
}

const shared = sharedTestServer()

const box = () => screen.getByRole('searchbox', { name: 'Search products and shops' })
const history = () => document.querySelector('section.search-history')
const suggestions = () => document.querySelector('.search-suggestions')

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(SUGGEST)
    localStorage.setItem('search-history', JSON.stringify([EARLIER]))
    const runtime = await renderWithTransport('/search', transport)
    await screen.findByRole('searchbox', { name: 'Search products and shops' }, { timeout: 8000 })
    return { transport, runtime, words: '', suggested: false, submitted: false }
  },
  async stop(ctx) {
    ctx.runtime.session.stop()
  },
  events: {
    TYPE: async (ctx, event, { next }) => {
      const output = next?.event.type === 'xstate.done.actor.fetchSuggestions' ? (next.event.output as unknown[]) : undefined
      const text = output?.length === 0 ? UNMATCHED : String(event.text)
      await act(async () => void fireEvent.change(box(), { target: { value: text } }))
      ctx.words = text.trim()
    },
    'xstate.done.actor.fetchSuggestions': async (ctx, event) => {
      const url = await ctx.transport.nextUrl(SUGGEST)
      expect(url.searchParams.get('keyword')).toBe(ctx.words)
      await ctx.transport.release(SUGGEST, 'pass')
      ctx.suggested = (event.output as unknown[]).length > 0
    },
    'xstate.error.actor.fetchSuggestions': async (ctx) => {
      await ctx.transport.release(SUGGEST, 'fail')
      ctx.suggested = false
    },
    SUBMIT: async (ctx) => {
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })))
      ctx.submitted = true
    },
  },
  states: {
    idle: async () => {
      await waitFor(() => expect(history()).not.toBeNull())
      expect(suggestions()).toBeNull()
      expect(screen.getByText(EARLIER)).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(true)
    },
    fetching: async (ctx) => {
      if (ctx.submitted) {
        // Searched: the results of the words, which the device now remembers first.
        await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/searchs'))
        expect(ctx.runtime.router.state.location.search).toEqual({ keyword: ctx.words })
        expect(JSON.parse(localStorage.getItem('search-history')!)).toEqual([ctx.words, EARLIER])
        return
      }
      await waitFor(() => expect(suggestions()?.getAttribute('aria-busy')).toBe('true'))
      expect(history()).toBeNull()
      expect(suggestions()!.querySelectorAll('a.suggestion')).toHaveLength(0)
    },
    showing: async (ctx) => {
      await waitFor(() => expect(suggestions()?.getAttribute('aria-busy')).toBe('false'))
      expect(history()).toBeNull()
      const links = [...suggestions()!.querySelectorAll<HTMLAnchorElement>('a.suggestion')]
      if (!ctx.suggested) {
        expect(links).toHaveLength(0)
        await screen.findByText('No matching products: search anyway')
        return
      }
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/detail\/\d+$/)
      expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(false)
    },
  },
}
