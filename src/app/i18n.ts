// The interface language: i18next with one JSON file per language from locales/, loaded on demand
// so a shopper downloads only the language they read (plus English, the fallback).
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { LanguageFile } from '../contract/fields'

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json')

async function loadLanguage(lang: LanguageFile) {
  if (i18next.hasResourceBundle(lang, 'translation')) return
  const load = loaders[`../../locales/${lang}.json`]
  if (!load) throw new Error(`no locale file for ${lang}`)
  const { default: resources } = await load()
  i18next.addResourceBundle(lang, 'translation', resources, true, true)
}

export async function initI18n(lang: LanguageFile) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  })
  await Promise.all([loadLanguage('en'), loadLanguage(lang)])
  await i18next.changeLanguage(lang)
  document.documentElement.lang = lang
}

/** Switches the interface language; resolves once its texts are loaded. */
export async function switchLanguage(lang: LanguageFile) {
  await loadLanguage(lang)
  await i18next.changeLanguage(lang)
  document.documentElement.lang = lang
}

export const currentLanguage = () => i18next.language as LanguageFile
export const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params ?? {}) as string
