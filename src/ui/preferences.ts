// The shopper's preferences kept in cookies for 3 days on path / (docs/product/rules.md#constants):
// the session token (Admin-Token), the interface language and the display currency.
import Cookies from 'js-cookie'
import { CURRENCIES, LANGUAGE_FILES, type Currency, type LanguageFile } from '../contract/fields'

const COOKIE_DAYS = 3
const TOKEN_COOKIE = 'Admin-Token'
const LANGUAGE_COOKIE = 'language'
const CURRENCY_COOKIE = 'currency'

export const DEFAULT_LANGUAGE: LanguageFile = 'en'
export const DEFAULT_CURRENCY: Currency = 'USD'

function write(name: string, value: string) {
  Cookies.set(name, value, { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' })
}

export const readToken = (): string | null => Cookies.get(TOKEN_COOKIE) ?? null
export const writeToken = (token: string) => write(TOKEN_COOKIE, token)
export const removeToken = () => Cookies.remove(TOKEN_COOKIE, { path: '/' })

export function readLanguage(): LanguageFile {
  const stored = Cookies.get(LANGUAGE_COOKIE)
  return (LANGUAGE_FILES as readonly string[]).includes(stored ?? '') ? (stored as LanguageFile) : DEFAULT_LANGUAGE
}
export const writeLanguage = (lang: LanguageFile) => write(LANGUAGE_COOKIE, lang)

// Every price on a page reads the currency as it renders: the cookie is read once, not by each.
let currency: Currency | undefined

export function readCurrency(): Currency {
  if (currency) return currency
  const stored = Cookies.get(CURRENCY_COOKIE)
  currency = (CURRENCIES as readonly string[]).includes(stored ?? '') ? (stored as Currency) : DEFAULT_CURRENCY
  return currency
}
const currencyListeners = new Set<() => void>()

export function writeCurrency(chosen: Currency) {
  write(CURRENCY_COOKIE, chosen)
  currency = chosen
  for (const listener of currencyListeners) listener()
}

/** Called after each change of the display currency (prices on kept-alive pages follow it). */
export function onCurrencyChange(listener: () => void): () => void {
  currencyListeners.add(listener)
  return () => {
    currencyListeners.delete(listener)
  }
}
