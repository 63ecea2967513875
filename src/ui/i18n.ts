// The interface language: one JSON file per language from locales/, loaded on demand so a shopper
// downloads only the language they read (plus English, the fallback). The console adds its own
// texts (locales/console/*.json) with addTexts, so a shopper never downloads them. A key missing in the
// language falls back to English, then to the key itself; `{{name}}` placeholders are filled in.
// Our own because i18next (17 KB gzipped on the first page) brings plurals, namespaces and
// backends this app does not use; what it uses is this file.
//
// The build serves each storefront file in two parts (src/tools/split-texts.ts): `?first`, the keys
// the first page uses, and `?rest`. The storefront starts on the first parts and loads the rest right
// after (loadRestOfTexts), which the other pages wait for; without the build both are the whole file.
import { useSyncExternalStore } from 'react'
import type { LanguageFile } from '../contract/fields'

type Texts = Record<string, unknown>
/** A locale file as a module. */
export type TextFile = { default: Texts }
/** One file per language, by path: `import.meta.glob<TextFile>('<folder>/*.json')`. */
export type TextFiles = Record<string, () => Promise<TextFile>>

const sources: TextFiles[] = [import.meta.glob<TextFile>('../../locales/*.json', { query: '?first' })]
const rests: TextFiles = import.meta.glob<TextFile>('../../locales/*.json', { query: '?rest' })
const bundles = new Map<string, Texts>()
/** Loads started, by language and part; a failed one is dropped, so the next caller tries again. */
const loads = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let language: LanguageFile = 'en'

/**
 * More texts, one file per language (their groups beside locales/*.json's: msg, ui, ...), loaded
 * with each language from now on. Call before initI18n.
 */
export function addTexts(files: TextFiles) {
  sources.push(files)
  bundles.clear()
  loads.clear()
}

function fileOf(files: TextFiles, lang: LanguageFile) {
  const load = Object.entries(files).find(([path]) => path.endsWith(`/${lang}.json`))?.[1]
  if (!load) throw new Error(`no locale file for ${lang}`)
  return load
}

/** `a` with `b`'s keys added, groups merged (a group may be split between the two parts). */
function merge(a: Texts, b: Texts): Texts {
  const merged: Texts = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const mine = merged[key]
    merged[key] = mine && typeof mine === 'object' && value && typeof value === 'object' ? merge(mine as Texts, value as Texts) : value
  }
  return merged
}

function once(key: string, load: () => Promise<void>): Promise<void> {
  let started = loads.get(key)
  if (!started) {
    started = load()
    loads.set(key, started)
    const mine = started
    started.catch(() => loads.get(key) === mine && loads.delete(key))
  }
  return started
}

/** The language's first part of the storefront's texts, and every file addTexts added. */
const loadFirst = (lang: LanguageFile) =>
  once(`${lang} first`, async () => {
    const parts = await Promise.all(sources.map(async (files) => (await fileOf(files, lang)()).default))
    bundles.set(lang, parts.reduce(merge, {}))
  })

/** The rest of the language's storefront texts, added to its first part. */
const loadRest = (lang: LanguageFile) =>
  once(`${lang} rest`, async () => {
    const [rest] = await Promise.all([fileOf(rests, lang)(), loadFirst(lang)])
    bundles.set(lang, merge(bundles.get(lang)!, rest.default))
  })

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: unknown = texts
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Texts)[part]
  }
  return typeof node === 'string' && node !== '' ? node : undefined
}

/** The text of a key in the current language (English when it has none), placeholders filled. */
export function t(key: string, params?: Record<string, unknown>): string {
  const text = lookup(bundles.get(language), key) ?? lookup(bundles.get('en'), key) ?? key
  return params ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text
}

function setLanguage(lang: LanguageFile) {
  language = lang
  document.documentElement.lang = lang
  for (const listener of listeners) listener()
}

/**
 * Loads the language's texts and English's, and sets the language. `first`: only what the first
 * page uses (the storefront's start); the rest then comes with loadRestOfTexts.
 */
export async function initI18n(lang: LanguageFile, part: 'all' | 'first' = 'all') {
  const languages: LanguageFile[] = ['en', lang]
  await Promise.all(languages.map((one) => (part === 'all' ? loadRest(one) : loadFirst(one))))
  setLanguage(lang)
}

/** All the texts of the language (the interface's by default) and of English; pages other than the first wait for it. */
export async function loadRestOfTexts(lang: LanguageFile = language) {
  await Promise.all([loadRest('en'), loadRest(lang)])
}

/** Switches the interface language; resolves once all its texts are loaded. */
export async function switchLanguage(lang: LanguageFile) {
  await Promise.all([loadRest('en'), loadRest(lang)])
  setLanguage(lang)
}

export const currentLanguage = () => language

/** Called after each change of the interface language. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** For views: `t`, and the language, re-rendering when it changes. */
export function useTranslation() {
  const lang = useSyncExternalStore(onLanguageChange, currentLanguage)
  return { t, i18n: { language: lang } }
}
