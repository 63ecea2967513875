// The search box machine through /search (src/app/views/catalogue/search-page.tsx), with one
// earlier search in the device's history.
// - TYPE types into the box: the sample's words, except where the real server is to answer no
//   titles: then words no product has. A shopper's words are looked for in the titles of their
//   language (and English): where the sample ("dien thoai") has none there, the first word of a
//   title in that language stands for it.
// - done: fetchSuggestions releases the held GET /api/product/suggest (the page asks after a 200 ms
//   pause in typing); error: the request is dropped.
// - SUBMIT taps the Search button: the results open (/searchs?keyword=...) and the words join the history.
import { expect } from '../e2e/support/expect'
import type { Driver, DriverCtx } from './support/protocol'

const SUGGEST = 'GET /api/product/suggest'
const HISTORY = 'search-history'
const EARLIER = 'aurora'
/** Words no title has: the server answers no suggestions. */
const UNMATCHED = 'qqzx wvyj'
const history = { css: 'section.search-history' }
const suggestions = { css: '.search-suggestions' }
const suggestionLinks = { css: '.search-suggestions a.suggestion' }

interface Ctx extends DriverCtx {
  /** The words in the box, trimmed. */
  words: string
  /** Whether the server's answer had titles. */
  suggested: boolean
  submitted: boolean
}

const box = (ctx: Ctx) => ({ role: 'searchbox', name: ctx.layer.text('ui.searchPlaceholder') }) as const
const searchButton = (ctx: Ctx) => ({ role: 'button', name: ctx.layer.text('ui.search') }) as const
/** Words that have titles in the run's language: the sample's, else the first word of a product's title there. */
async function matchedWords(ctx: Ctx, sample: string): Promise<string> {
  const { backend, lang } = ctx.layer
  if (sample.trim() === '') return sample
  const suggested = await backend.call('GET', `/api/product/suggest?keyword=${encodeURIComponent(sample)}`, undefined, undefined, { lang })
  if ((suggested.data as unknown[]).length > 0) return sample
  const [first] = (await backend.call('GET', '/api/product/list?page=1&limit=1', undefined, undefined, { lang })).data.list as Array<{ title: string }>
  return first!.title.split(/\s+/u)[0]!
}
const busy = async (ctx: Ctx, expected: string) => ctx.session.screen.eventually(async () => expect(await ctx.session.screen.attribute(suggestions, 'aria-busy')).toBe(expected))

export const driver: Driver<Ctx> = {
  async start(layer) {
    const session = await layer.open('/search', { hold: [SUGGEST], storage: { [HISTORY]: JSON.stringify([EARLIER]) } })
    const ctx: Ctx = { session, layer, words: '', suggested: false, submitted: false }
    await session.screen.visible(box(ctx))
    return ctx
  },
  events: {
    TYPE: async (ctx, event, { next }) => {
      const output = next?.event.type === 'xstate.done.actor.fetchSuggestions' ? (next.event.output as unknown[]) : undefined
      const text = output?.length === 0 ? UNMATCHED : await matchedWords(ctx, String(event.text))
      await ctx.session.screen.fill(box(ctx), text)
      ctx.words = text.trim()
    },
    'xstate.done.actor.fetchSuggestions': async (ctx, event) => {
      const url = await ctx.session.transport.nextUrl(SUGGEST)
      expect(url.searchParams.get('keyword')).toBe(ctx.words)
      await ctx.session.transport.release(SUGGEST, 'pass')
      ctx.suggested = (event.output as unknown[]).length > 0
    },
    'xstate.error.actor.fetchSuggestions': async (ctx) => {
      await ctx.session.transport.release(SUGGEST, 'fail')
      ctx.suggested = false
    },
    SUBMIT: async (ctx) => {
      await ctx.session.screen.click(searchButton(ctx))
      ctx.submitted = true
    },
  },
  states: {
    idle: async (ctx) => {
      const { screen } = ctx.session
      await screen.visible(history)
      expect(await screen.count(suggestions)).toBe(0)
      await screen.hasText(history, EARLIER)
      expect(await screen.attribute(searchButton(ctx), 'disabled')).not.toBeNull()
    },
    fetching: async (ctx) => {
      const { screen } = ctx.session
      if (ctx.submitted) {
        // Searched: the results of the words, which the device now remembers first.
        await screen.reaches('/searchs')
        expect(await screen.query('keyword')).toBe(ctx.words)
        expect(JSON.parse((await screen.stored(HISTORY))!)).toEqual([ctx.words, EARLIER])
        return
      }
      await busy(ctx, 'true')
      expect(await screen.count(history)).toBe(0)
      expect(await screen.count(suggestionLinks)).toBe(0)
    },
    showing: async (ctx) => {
      const { screen } = ctx.session
      await busy(ctx, 'false')
      expect(await screen.count(history)).toBe(0)
      if (!ctx.suggested) {
        expect(await screen.count(suggestionLinks)).toBe(0)
        await screen.visible({ text: ctx.layer.text('ui.noSuggestions') })
        return
      }
      expect(await screen.count(suggestionLinks)).toBeGreaterThan(0)
      expect(await screen.attribute(suggestionLinks, 'href')).toMatch(/^\/detail\/\d+$/)
      expect(await screen.attribute(searchButton(ctx), 'disabled')).toBeNull()
    },
  },
}
