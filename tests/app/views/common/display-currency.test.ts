// Prices in the display currency: exact integer conversion, rounded half up to the currency's
// minor unit, formatted in the interface language.
import { describe, expect, it } from 'vitest'
import { convertToMinor, formatPrice } from '../../../../src/app/views/common/display-currency'

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
})
