// Prices in the shopper's display currency (DESIGN.md section 5): amounts stay exact decimal
// strings of the base currency; the conversion is integer arithmetic (cents times a rate scaled
// to millionths), then Intl formats the result in the interface language's style.
import type { Currency } from '../../../contract/fields'
import { centsOf } from '../../../contract/money'

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

const formats = new Map<string, Intl.NumberFormat>()

/** Making a formatter costs far more than using one: one per language and currency. */
function formatOf(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format
}

/** "12.90" USD shown as, e.g., "₫327,660" or "$12.90". */
export function formatPrice(amount: string, currency: Currency, rate: string, locale: string): string {
  const format = formatOf(locale, currency)
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  const minor = convertToMinor(amount, rate, digits)
  return format.format(Number(minor) / 10 ** digits)
}
