// The interface language: one JSON file per language from locales/, loaded on demand so a shopper
// downloads only the language they read (plus English, the fallback). The console adds its own
// texts (locales/console/*.json) with addTexts, so a shopper never downloads them. A key missing in the
// language falls back to English, then to the key itself; `{{name}}` placeholders are filled in.
// Our own because i18next (17 KB gzipped on the first page) brings plurals, namespaces and
// backends this app does not use; what it uses is this file.
import { useSyncExternalStore } from 'react'
import type { LanguageFile } from '../contract/fields'

type Texts = Record<string, unknown>
/** A locale file as a module. */
export type TextFile = { default: Texts }
/** One file per language, by path: `import.meta.glob<TextFile>('<folder>/*.json')`. */
export type TextFiles = Record<string, () => Promise<TextFile>>

const sources: TextFiles[] = [import.meta.glob<TextFile>('../../locales/*.json')]
const bundles = new Map<string, Texts>()
const listeners = new Set<() => void>()
let language: LanguageFile = 'en'

/**
 * More texts, one file per language (their groups beside locales/*.json's: msg, ui, ...), loaded
 * with each language from now on. Call before initI18n.
 */
export function addTexts(files: TextFiles) {
  sources.push(files)
  bundles.clear()
}

async function loadLanguage(lang: LanguageFile) {
  if (bundles.has(lang)) return
  const files = sources.map((files) => Object.entries(files).find(([path]) => path.endsWith(`/${lang}.json`))?.[1])
  if (files.some((load) => !load)) throw new Error(`no locale file for ${lang}`)
  const parts = await Promise.all(files.map(async (load) => (await load!()).default))
  bundles.set(lang, Object.assign({}, ...parts) as Texts)
}

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

export async function initI18n(lang: LanguageFile) {
  await Promise.all([loadLanguage('en'), loadLanguage(lang)])
  setLanguage(lang)
}

/** Switches the interface language; resolves once its texts are loaded. */
export async function switchLanguage(lang: LanguageFile) {
  await loadLanguage(lang)
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
