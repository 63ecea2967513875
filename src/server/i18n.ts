// Server-side translation of msg keys with the same locales/*.json files as the SPA. A language
// that lacks a key falls back to English, and English to the key itself.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGE_FILES, type LanguageFile } from '../contract/fields'

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

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

function interpolate(text: string, params: MsgParams): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
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

export function createTranslator(locales = loadLocales()): Translator {
  const translate = ((lang, key, params = {}) => {
    const text = lookup(locales[lang], key) ?? lookup(locales[FALLBACK_LANG], key) ?? key
    return interpolate(text, params)
  }) as Translator
  translate.has = (key) => lookup(locales[FALLBACK_LANG], key) !== undefined
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
