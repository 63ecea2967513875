// The interface language, on i18next and react-i18next: views call `useTranslation` (and `Trans`)
// from react-i18next; code outside a component calls `t` here. One i18next instance for the app,
// its options shared with the server's (locales/engine-options.ts): each top-level group of a
// locale file is a namespace (ui, msg, route, category, notice; the console's own texts are the
// `console` namespace, which only the console loads), plurals by i18next's rules (`_one`/`_other`).
//
// Namespaces come through i18next-resources-to-backend, one language at a time (plus English, the
// fallback), so a shopper downloads only the language they read. The build serves each storefront
// file in two parts (src/tools/split-texts.ts): `?first`, the keys the first page (/home) names, and
// `?rest`. The first part is the `home` namespace, which every page loads first; the groups'
// namespaces (first part and rest together) come right after (loadRestOfTexts), and the other pages
// wait for them. Without the build both parts are the whole file.
import { createInstance, type ResourceKey } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_FILES, type LanguageFile } from '../contract/fields'
import { engineOptions, TEXT_GROUPS } from '../../locales/engine-options'

type Texts = Record<string, unknown>
/** A locale file as a module. */
export type TextFile = { default: Texts }
/** One file per language, by path: `import.meta.glob<TextFile>('<folder>/*.json')`. */
export type TextFiles = Record<string, () => Promise<TextFile>>

/** The namespace of the texts the first page names (the first part of each storefront file). */
export const HOME_NAMESPACE = 'home'

const firstParts: TextFiles = import.meta.glob<TextFile>('../../locales/*.json', { query: '?first' })
const rests: TextFiles = import.meta.glob<TextFile>('../../locales/*.json', { query: '?rest' })
/** Namespaces addTexts added (the console's), by name: their files, one per language. */
const added = new Map<string, TextFiles>()

function fileOf(files: TextFiles, lang: string) {
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

/** One namespace of one language, as the backend gives it to i18next: `{ <group>: texts }`. */
async function readNamespace(lang: string, ns: string): Promise<ResourceKey> {
  if (ns === HOME_NAMESPACE) return (await fileOf(firstParts, lang)()).default as ResourceKey
  const files = added.get(ns)
  if (files) return (await fileOf(files, lang)()).default as ResourceKey
  if (!(TEXT_GROUPS as readonly string[]).includes(ns)) throw new Error(`no namespace ${ns}`)
  const [first, rest] = await Promise.all([fileOf(firstParts, lang)(), fileOf(rests, lang)()])
  return { [ns]: merge((first.default[ns] ?? {}) as Texts, (rest.default[ns] ?? {}) as Texts) } as ResourceKey
}

/** The app's i18next; react-i18next's hooks use it (initReactI18next, and the apps' I18nextProvider). */
export const i18n = createInstance()
i18n
  .use(resourcesToBackend(readNamespace))
  .use(initReactI18next)
  .init({
    ...engineOptions,
    supportedLngs: [...LANGUAGE_FILES],
    lng: 'en',
    // Nothing loads by itself: initI18n, loadRestOfTexts and switchLanguage say what.
    ns: [],
    defaultNS: HOME_NAMESPACE,
    partialBundledLanguages: true,
    initAsync: false,
    // The texts are loaded before a view renders them (the pages wait for theirs).
    react: { useSuspense: false },
  })
  .catch(() => {})

/** Loads started, by language and namespace; a failed one is dropped, so the next caller tries again. */
const loads = new Map<string, Promise<void>>()

/**
 * Reads one namespace and adds it to i18next. Not through i18next's backend connector: the
 * connector queues reads beyond ten at once and keeps a namespace "loading" until its read
 * answers, so one read that never answered could leave every later page waiting on it; here each
 * namespace is one read of its own. The backend stays for what react-i18next asks i18next for
 * itself (a view's namespace not loaded yet).
 */
function loadNamespace(lang: string, ns: string): Promise<void> {
  const key = `${lang}|${ns}`
  let started = loads.get(key)
  if (!started) {
    started = readNamespace(lang, ns).then((texts) => {
      i18n.addResourceBundle(lang, ns, texts, true, true)
    })
    loads.set(key, started)
    const mine = started
    started.catch(() => loads.get(key) === mine && loads.delete(key))
  }
  return started
}

const load = (languages: string[], namespaces: string[]) =>
  Promise.all([...new Set(languages)].flatMap((lang) => namespaces.map((ns) => loadNamespace(lang, ns)))).then(() => {})

/** Every namespace of this app: the first page's, the storefront files' groups, the added ones. */
const allNamespaces = () => [HOME_NAMESPACE, ...TEXT_GROUPS, ...added.keys()]

/**
 * More texts, one file per language (`locales/console/*.json`: the namespace is the folder's name,
 * `console`), loaded with each language from now on. Call before initI18n.
 */
export function addTexts(files: TextFiles) {
  const folder = Object.keys(files)[0]?.split('/').at(-2)
  if (!folder) throw new Error('addTexts: no files')
  added.set(folder, files)
}

/** The text of a key in the current language (English when it has none), placeholders filled, plurals by `count`. */
export function t(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params ?? {}) as string
}

/**
 * Loads the language's texts and English's, and sets the language. `first`: only what the first
 * page uses (the storefront's start); the rest then comes with loadRestOfTexts.
 */
export async function initI18n(lang: LanguageFile, part: 'all' | 'first' = 'all') {
  await load(['en', lang], part === 'all' ? allNamespaces() : [HOME_NAMESPACE])
  await i18n.changeLanguage(lang)
}

/** All the texts of the language (the interface's by default) and of English; pages other than the first wait for it. */
export async function loadRestOfTexts(lang: LanguageFile = currentLanguage()) {
  await load(['en', lang], allNamespaces())
}

/** Switches the interface language; resolves once all its texts are loaded. */
export async function switchLanguage(lang: LanguageFile) {
  await load(['en', lang], allNamespaces())
  await i18n.changeLanguage(lang)
}

export const currentLanguage = () => (i18n.language ?? 'en') as LanguageFile

/** Called after each change of the interface language. */
export function onLanguageChange(listener: () => void): () => void {
  i18n.on('languageChanged', listener)
  return () => i18n.off('languageChanged', listener)
}

i18n.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang
})
