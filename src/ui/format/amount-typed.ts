// An amount field as a person of each language types it (docs/product/money.md#amounts): spaces
// dropped, and in a language whose decimal separator is a comma ("100,50" in Vietnamese) the comma
// read as the decimal point and the dots before it as grouping ("1.000,5" -> "1000.5"). In a
// language with a decimal point a comma is left as typed, and the amount's rule refuses it: "1,5"
// is never silently read as fifteen. The example shown is zero in the currency's own minor units.
import type { Currency } from '../../contract/fields'
import { amountAsTyped } from '../../contract/fields'
import { writeNumber } from './display-currency'
import { localeFormatsOf } from './locale-patterns'

export function amountTypedIn(locale: string): (typed: unknown) => unknown {
  const decimalComma = localeFormatsOf(locale).plain.decimal === ','
  return (typed) => {
    const bare = amountAsTyped(typed)
    if (!decimalComma || typeof bare !== 'string' || !bare.includes(',')) return bare
    return bare.replace(/\./g, '').replace(/,/g, '.')
  }
}

/** "0.00" in English, "0,00" in Vietnamese, "0" for a currency without a minor unit. */
export function amountExample(currency: Currency, locale: string): string {
  const formats = localeFormatsOf(locale)
  const digits = formats.currency[currency].digits
  return writeNumber('0', '0'.repeat(digits), { ...formats.plain, prefix: '', suffix: '', digits })
}
