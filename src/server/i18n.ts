// Server-side translation of msg keys with the same locales/*.json files and the same engine as the
// browser: i18next with the options of locales/engine-options.ts (plurals by `count`). A language
// that lacks a key falls back to English, and English to the key itself.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInstance, type Resource } from 'i18next'
import { LANGUAGE_FILES, type LanguageFile } from '../contract/fields'
import { engineOptions } from '../../locales/engine-options'

export const FALLBACK_LANG: LanguageFile = 'en'
// From the file path, not `new URL(.., import.meta.url)`: under jsdom (view tests) URL is jsdom's own.
export const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../locales')

type Tree = { [key: string]: string | Tree }
type MsgParams = Record<string, string | number>

export interface Translator {
  (lang: LanguageFile, key: string, params?: MsgParams): string
  /** Whether English has the key: a zod message that is a known key is translated, others are not. */
  has(key: string): boolean
}

/**
 * Reads every language file that exists now. Other files may be missing or half written while
 * translators work: those are skipped with a warning and English answers instead.
 */
export function loadLocales(dir = localesDir): Partial<Record<LanguageFile, Tree>> {
  const locales: Partial<Record<LanguageFile, Tree>> = {}
  for (const lang of LANGUAGE_FILES) {
    const file = join(dir, `${lang}.json`)
    if (!existsSync(file)) continue
    try {
      locales[lang] = JSON.parse(readFileSync(file, 'utf8')) as Tree
    } catch (error) {
      console.warn(`locales/${lang}.json is not valid JSON, using English instead: ${(error as Error).message}`)
    }
  }
  return locales
}

/** One i18next over the trees, each top-level group a namespace, as the browser's (locales/engine-options.ts). */
export function createTranslator(locales = loadLocales()): Translator {
  const i18n = createInstance()
  const resources: Resource = {}
  const groups = new Set<string>(engineOptions.fallbackNS)
  for (const [lang, tree] of Object.entries(locales)) {
    resources[lang] = Object.fromEntries(Object.entries(tree).map(([group, texts]) => [group, { [group]: texts }]))
    for (const group of Object.keys(tree)) groups.add(group)
  }
  void i18n.init({
    ...engineOptions,
    supportedLngs: [...LANGUAGE_FILES],
    fallbackNS: [...groups],
    ns: [...groups],
    defaultNS: 'msg',
    lng: FALLBACK_LANG,
    resources,
    initAsync: false,
  })
  const translate = ((lang, key, params = {}) => i18n.t(key, { ...params, lng: lang }) as string) as Translator
  // A plural text has only its forms (`paymentCodeWrong_one`, `_other`): known with a count.
  translate.has = (key) => i18n.exists(key, { lng: FALLBACK_LANG }) || i18n.exists(key, { lng: FALLBACK_LANG, count: 2 })
  return translate
}

/**
 * The language of a request's messages: the `lang` header, else `?lang=`, else English. Accepts
 * the file names (en, vi, zh-CN, ...) in any case and browser tags such as `vi-VN` or `zh`.
 */
export function resolveLang(...candidates: Array<string | undefined | null>): LanguageFile {
  for (const candidate of candidates) {
    if (!candidate) continue
    const wanted = candidate.trim().toLowerCase()
    const exact = LANGUAGE_FILES.find((lang) => lang.toLowerCase() === wanted)
    if (exact) return exact
    const primary = wanted.split(/[-_]/)[0]
    const byPrimary = LANGUAGE_FILES.find((lang) => lang.toLowerCase().split('-')[0] === primary)
    if (byPrimary) return byPrimary
  }
  return FALLBACK_LANG
}
