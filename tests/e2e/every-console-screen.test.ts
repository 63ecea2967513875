// Every screen of the console (those its navigation offers each role: src/console/screens.ts, so a
// new screen is picked up here without editing this file) opens in Chromium in each of the six languages, for the role it is made for,
// with no missing-key marker and, in the five other languages, no English interface text (a text
// of locales/console/en.json or locales/en.json that the language writes differently). A screen
// whose path takes a parameter (an order's number) is opened by the journeys instead.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { CURRENCIES, LANGUAGE_FILES, type LanguageFile } from '../../src/contract/fields'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

type Role = 'merchant' | 'operator'
const ROLES: Role[] = ['merchant', 'operator']

/** The role's screens, as its navigation links them (paths under /merchant). */
async function screensOf(page: Page): Promise<string[]> {
  await page.goto('/merchant/')
  await page.locator('.console-nav a').first().waitFor()
  const hrefs = await page.locator('.console-nav a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  return hrefs.map((href) => href.replace(/^\/merchant/, ''))
}

type Texts = Record<string, string>
function flatten(tree: unknown, prefix = '', into: Texts = {}): Texts {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value
    else flatten(value, `${prefix}${key}.`, into)
  }
  return into
}
const read = (file: string) => JSON.parse(readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8')) as unknown
const locale = (lang: LanguageFile) => ({ ...flatten(read(`${lang}.json`)), ...flatten(read(`console/${lang}.json`)) })
const english = locale('en')

/**
 * English interface texts a language writes differently: seeing one there means it was not
 * translated. A currency code is data on a console screen (the exchange rates name VND), even where
 * a language writes the storefront's currency label in words.
 */
function englishOnly(lang: LanguageFile): Set<string> {
  const own = locale(lang)
  const texts = Object.entries(english).filter(([key, text]) => own[key] !== text && !text.includes('{{')).map(([, text]) => text.trim())
  return new Set(texts.filter((text) => !(CURRENCIES as readonly string[]).includes(text)))
}

const MISSING_KEY = /\b(?:console|ui|msg|route|notice|category)\.[A-Za-z][\w.]*\b/

interface Desk {
  context: BrowserContext
  page: Page
  token: string
  /** The account's language before this file, put back afterwards. */
  lang: LanguageFile
}
const desks = new Map<Role, Desk>()

async function login(role: Role): Promise<Desk> {
  const { account, password } = DEMO_ACCOUNTS[role]
  const answer = await api(baseURL, 'POST', '/api/user/login', { account, password })
  expect(answer.code, answer.msg).toBe(1)
  const token = answer.data.userinfo.token as string
  const info = await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, token)
  const context = await browser().newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' })
  await context.addCookies([{ name: 'Console-Token', value: token, url: baseURL }])
  const page = await context.newPage()
  // Counts the console's calls in flight, to read a screen once they have answered.
  await page.addInitScript(() => {
    const w = window as unknown as { __pendingCalls: number }
    w.__pendingCalls = 0
    const fetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      w.__pendingCalls++
      try {
        return await fetch(input, init)
      } finally {
        w.__pendingCalls--
      }
    }
  })
  return { context, page, token, lang: (info.data?.lang as LanguageFile | null) ?? 'en' }
}

/** Opens a console path from its start and waits until its calls have answered and nothing is loading. */
async function open(page: Page, path: string) {
  await page.goto(`/merchant${path}`)
  await page.locator('.console-shell').waitFor()
  await page.waitForFunction(
    () => (window as unknown as { __pendingCalls: number }).__pendingCalls === 0 && !document.querySelector('.adm-skeleton, .adm-dot-loading, .adm-spin-loading'),
    undefined,
    { timeout: 20_000 },
  )
  await page.waitForTimeout(60)
}

const visibleLines = (page: Page) => page.evaluate(() => document.body.innerText.split('\n').map((line) => line.trim()).filter(Boolean))

beforeAll(async () => {
  for (const role of ROLES) desks.set(role, await login(role))
})

afterAll(async () => {
  for (const desk of desks.values()) {
    await api(baseURL, 'GET', `/api/user/set_language?lang=${desk.lang}`, undefined, desk.token)
    await desk.context.close()
  }
})

describe.each(LANGUAGE_FILES)('every console screen in %s', (lang) => {
  it.each(ROLES)('for the %s shows no missing key and no English interface text', async (role) => {
    const desk = desks.get(role)!
    // The profile's language is the console's (the session applies it at start).
    const set = await api(baseURL, 'GET', `/api/user/set_language?lang=${lang}`, undefined, desk.token)
    expect(set.code, set.msg).toBe(1)
    await desk.context.addCookies([{ name: 'language', value: lang, url: baseURL }])
    const untranslated = lang === 'en' ? new Set<string>() : englishOnly(lang)
    const screens = await screensOf(desk.page)
    expect(screens.length, `no console screen for the ${role}`).toBeGreaterThan(0)
    const problems: string[] = []
    for (const path of screens) {
      await open(desk.page, path)
      for (const line of await visibleLines(desk.page)) {
        if (MISSING_KEY.test(line)) problems.push(`${path}: missing key "${line}"`)
        else if (untranslated.has(line)) problems.push(`${path}: English "${line}"`)
      }
    }
    expect(problems).toEqual([])
  }, 180_000)
})
