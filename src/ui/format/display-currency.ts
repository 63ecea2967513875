// Prices in the shopper's display currency
// (docs/product/money.md#base-currency-and-display-currency): amounts stay exact decimal strings of
// the base currency; the conversion is integer arithmetic (cents times a rate scaled to
// millionths), then the result is written in the interface language's style. The style comes from a
// table generated from Intl (locale-formats.ts), not from Intl.NumberFormat at run time: a
// browser's first NumberFormat loads its number data on the main thread, 40-70 ms here and four
// times that on a mid-range phone, in the middle of the first page's render.
import type { Currency } from '../../contract/fields'
import { centsOf } from '../../contract/money'
import { localeFormatsOf, type NumberPattern } from './locale-patterns'

const SCALE = 1_000_000n

function scaled(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.')
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(6, '0').slice(0, 6))
}

/** An amount of the base currency in another currency's minor units, rounded half up. */
export function convertToMinor(amount: string, rate: string, fractionDigits: number): bigint {
  const product = centsOf(amount) * scaled(rate) * 10n ** BigInt(fractionDigits)
  const divisor = 100n * SCALE
  return (product + divisor / 2n) / divisor
}

/**
 * One unit of a currency in the base currency, from its rate (units per one base unit), rounded
 * half up to the cent: at 0.000039 dollars a dong, one dollar is "25641.03" dong.
 */
export function baseAmountOfOne(rate: string): string {
  const perBase = scaled(rate)
  if (perBase === 0n) return '0.00'
  const cents = (100n * SCALE + perBase / 2n) / perBase
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}

/** Whole units and a fraction of `pattern.digits` digits, written with the pattern's separators. */
export function writeNumber(whole: string, fraction: string, pattern: NumberPattern): string {
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group)
  return `${pattern.prefix}${grouped}${pattern.digits > 0 ? `${pattern.decimal}${fraction}` : ''}${pattern.suffix}`
}

/** "12.90" USD shown as, e.g., "₫327,660" or "$12.90" (never negative: a price). */
export function formatPrice(amount: string, currency: Currency, rate: string, locale: string): string {
  const pattern = localeFormatsOf(locale).currency[currency]
  const digits = String(convertToMinor(amount, rate, pattern.digits)).padStart(pattern.digits + 1, '0')
  return writeNumber(digits.slice(0, digits.length - pattern.digits), digits.slice(digits.length - pattern.digits), pattern)
}
