// How a language writes numbers and days: the shapes of the table that `npm run docs` generates
// from Node's Intl (locale-formats.ts), and the lookup every formatter uses.
import type { Currency, LanguageFile } from '../../contract/fields'
import { LOCALE_FORMATS } from './locale-formats'

export interface NumberPattern {
  prefix: string
  suffix: string
  group: string
  decimal: string
  /** digits after the decimal separator */
  digits: number
}

export interface DatePattern {
  parts: ('year' | 'month' | 'day' | { literal: string })[]
  /** month and day written with two digits */
  twoDigits: boolean
  /** added to the Gregorian year (the Buddhist era in Thai) */
  yearOffset: number
}

export interface LocaleFormat {
  plain: NumberPattern
  currency: Record<Currency, NumberPattern>
  date: DatePattern
}

/** The interface language's styles (English's for a language the table lacks). */
export const localeFormatsOf = (locale: string): LocaleFormat => LOCALE_FORMATS[locale as LanguageFile] ?? LOCALE_FORMATS.en
