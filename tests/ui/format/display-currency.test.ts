// Prices in the display currency: exact integer conversion, rounded half up to the currency's
// minor unit, formatted in the interface language; amounts written as Intl writes them.
import { describe, expect, it } from 'vitest'
import { CURRENCIES, LANGUAGE_FILES } from '../../../src/contract/fields'
import { convertToMinor, formatPrice } from '../../../src/ui/format/display-currency'
import { formatMoney } from '../../../src/ui/format/money'

const AMOUNTS = ['0.00', '0.01', '0.05', '0.99', '1.00', '12.90', '999.99', '1000.00', '123456.78', '9999999999.99']
const RATES = ['1', '0.5', '7.2', '25400', '150', '1380.25']

describe('display currency', () => {
  it('converts cents by a rate in millionths without floating point', () => {
    // 12.90 USD at 25400 VND: 327660 VND, no minor unit.
    expect(convertToMinor('12.90', '25400', 0)).toBe(327660n)
    // 0.10 USD at 7.2 CNY = 0.72 CNY = 72 fen.
    expect(convertToMinor('0.10', '7.2', 2)).toBe(72n)
    // 9999999999.99 USD at 150 JPY stays exact.
    expect(convertToMinor('9999999999.99', '150', 0)).toBe(1499999999999n)
  })

  it('rounds half up to the minor unit', () => {
    // 0.01 USD at 35 THB = 0.35 THB; at 0.5 = 0.005 -> 0.01
    expect(convertToMinor('0.01', '0.5', 2)).toBe(1n)
    expect(convertToMinor('0.01', '0.4', 2)).toBe(0n)
  })

  it('formats in the interface language', () => {
    expect(formatPrice('12.90', 'USD', '1', 'en')).toBe('$12.90')
    expect(formatPrice('12.90', 'VND', '25400', 'vi')).toMatch(/^327\.660\s?₫$/)
    expect(formatPrice('12.90', 'JPY', '150', 'ja')).toMatch(/1,935/)
  })

  // The storefront writes numbers from a table generated from Intl (no Intl.NumberFormat on the
  // first page's main thread): it must write what Intl writes, in every language and currency.
  it('writes every price as Intl.NumberFormat would, in every language and currency', () => {
    for (const language of LANGUAGE_FILES) {
      for (const currency of CURRENCIES) {
        const intl = new Intl.NumberFormat(language, { style: 'currency', currency })
        const digits = intl.resolvedOptions().maximumFractionDigits ?? 2
        for (const amount of AMOUNTS) {
          for (const rate of RATES) {
            const minor = convertToMinor(amount, rate, digits)
            expect(formatPrice(amount, currency, rate, language), `${amount} at ${rate} ${currency} in ${language}`).toBe(intl.format(Number(minor) / 10 ** digits))
          }
        }
      }
    }
  })

  it('writes wallet amounts in the base currency as Intl writes it, its own minor units, the sign kept', () => {
    for (const language of LANGUAGE_FILES) {
      for (const currency of CURRENCIES) {
        const intl = new Intl.NumberFormat(language, { style: 'currency', currency })
        const digits = intl.resolvedOptions().maximumFractionDigits ?? 2
        for (const amount of AMOUNTS) {
          const shown = Number(convertToMinor(amount, '1', digits)) / 10 ** digits
          expect(formatMoney(amount, currency, language), `${amount} ${currency} in ${language}`).toBe(intl.format(shown))
          if (shown > 0) expect(formatMoney(`-${amount}`, currency, language)).toBe(`-${intl.format(shown)}`)
        }
      }
    }
    expect(formatMoney('1234.5', 'USD', 'vi')).toBe('1.234,50\u00a0US$')
    // The dong has no minor unit: 100.00 VND reads "100 ₫", never "100,00".
    expect(formatMoney('100.00', 'VND', 'vi')).toBe('100\u00a0₫')
    expect(formatMoney('100.00', 'VND', 'en')).toBe('₫100')
  })

  it('writes in English for a language it does not know', () => {
    expect(formatPrice('12.90', 'USD', '1', 'xx')).toBe('$12.90')
  })
})
