// Every route of docs/product/screens.md#routes opens in a phone-sized Chromium in each
// of the six languages, for a shopper with an order, a favourite and a wallet, with no missing-key
// marker (a locales key shown as such) and, in the five other languages, no English interface text
// (a text of locales/en.json that the language writes differently). Pages change in the app
// (history and popstate, as a tap on a link does); each is read once its calls have answered.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { LANGUAGE_FILES, type LanguageFile } from '../../src/contract/fields'
import { TEXT_GROUPS } from '../../locales/engine-options'
import type { OrderApi, PathOrder, ShopItem } from '../views/support/orders'
import { openPhone, useBrowser } from './support/browser'
import { countPendingCalls } from './support/pending-calls'
import { trackRequestsInFlight } from './support/requests-in-flight'
import { routeShopper, routeWith, STOREFRONT_ROUTES } from './support/storefront-routes'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let api: OrderApi
let token: string
let item: ShopItem
let order: PathOrder
let shopId: number
let requestsInFlight: () => string[]

type Texts = Record<string, string>
function flatten(tree: unknown, prefix = '', into: Texts = {}): Texts {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value
    else flatten(value, `${prefix}${key}.`, into)
  }
  return into
}
const locale = (lang: LanguageFile) => flatten(JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')))
const english = locale('en')

/** English interface texts a language writes differently: seeing one there means it was not translated. */
function englishOnly(lang: LanguageFile): Set<string> {
  const own = locale(lang)
  return new Set(Object.entries(english).filter(([key, text]) => own[key] !== text && !text.includes('{{')).map(([, text]) => text.trim()))
}

const MISSING_KEY = new RegExp(`\\b(?:${TEXT_GROUPS.join('|')})\\.[A-Za-z][\\w.]*\\b`)

/** Opens a path inside the app and waits until its calls have answered and no skeleton shows. */
async function open(path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, path)
  await page
    .waitForFunction(() => (window as unknown as { __pendingCalls: number }).__pendingCalls === 0 && !document.querySelector('.skeleton-paragraph, .adm-skeleton'), undefined, { timeout: 20_000 })
    .catch(async (error: Error) => {
      const left = await page.evaluate(() => ({
        calls: (window as unknown as { __pendingCalls: number }).__pendingCalls,
        skeletons: [...document.querySelectorAll('.skeleton-paragraph, .adm-skeleton')].map((node) => node.closest('section')?.className ?? node.className),
        at: location.pathname,
      }))
      throw new Error(`${path} did not settle: ${JSON.stringify({ ...left, requestsInFlight: requestsInFlight() })} (${error.message.split('\n')[0]})`)
    })
  await page.waitForTimeout(60)
}

/** The lines a person reads now (hidden kept-alive pages excluded). */
const visibleLines = () => page.evaluate(() => document.body.innerText.split('\n').map((line) => line.trim()).filter(Boolean))

beforeAll(async () => {
  ;({ api, item, token, order, shopId } = await routeShopper(baseURL))
  ;({ context, page } = await openPhone(browser(), baseURL))
  await countPendingCalls(page)
  requestsInFlight = trackRequestsInFlight(page)
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})

// One test per route and language: each waits on its page's calls and no more, so a loaded host
// slows the run down without failing a test that has forty-seven pages to open in one timeout.
describe.each(LANGUAGE_FILES)('every route in %s', (lang) => {
  let untranslated = new Set<string>()
  beforeAll(async () => {
    const set = await api.call('GET', `/api/user/set_language?lang=${lang}`, undefined, token)
    expect(set.code, set.msg).toBe(1)
    await page.goto('/home')
    await page.locator('.app-tab-bar').waitFor()
    untranslated = lang === 'en' ? new Set<string>() : englishOnly(lang)
  })

  it.each(STOREFRONT_ROUTES)('%s shows no missing key and no English interface text', async (route) => {
    const path = routeWith(route, { item, order, shopId })
    await open(path)
    const problems: string[] = []
    for (const line of await visibleLines()) {
      if (MISSING_KEY.test(line)) problems.push(`${path}: missing key "${line}"`)
      else if (untranslated.has(line)) problems.push(`${path}: English "${line}"`)
    }
    expect(problems).toEqual([])
  })
})
