// Amount fields as each language types them, the example they show, the rate of one unit in the
// base currency, and how the time left to pay reads.
import { describe, expect, it } from 'vitest'
import { formatTimeLeft } from '../../../src/app/views/common/pay-countdown'
import { amountExample, amountTypedIn } from '../../../src/ui/format/amount-typed'
import { baseAmountOfOne } from '../../../src/ui/format/display-currency'

describe('an amount typed', () => {
  it('takes a Vietnamese decimal comma, and dots before it as grouping', () => {
    const vi = amountTypedIn('vi')
    expect(vi('100,50')).toBe('100.50')
    expect(vi(' 1.000,5 ')).toBe('1000.5')
    expect(vi('100')).toBe('100')
    expect(vi('12.5')).toBe('12.5')
  })

  it('leaves a comma as typed in a language with a decimal point (the amount rule refuses it)', () => {
    expect(amountTypedIn('en')('1,5')).toBe('1,5')
    expect(amountTypedIn('zh-CN')('12.50')).toBe('12.50')
  })

  it('shows zero in the base currency\'s minor units, with the language\'s separator', () => {
    expect(amountExample('USD', 'en')).toBe('0.00')
    expect(amountExample('USD', 'vi')).toBe('0,00')
    expect(amountExample('VND', 'vi')).toBe('0')
    expect(amountExample('JPY', 'ja')).toBe('0')
  })
})

describe('one unit in the base currency', () => {
  it('inverts a rate, rounded half up to the cent', () => {
    expect(baseAmountOfOne('1')).toBe('1.00')
    expect(baseAmountOfOne('0.000039')).toBe('25641.03')
    expect(baseAmountOfOne('0.028571')).toBe('35.00')
    expect(baseAmountOfOne('0')).toBe('0.00')
  })
})

describe('the time left to pay', () => {
  it('reads minutes and seconds, hours when there are any', () => {
    expect(formatTimeLeft(1799)).toBe('29:59')
    expect(formatTimeLeft(5)).toBe('00:05')
    expect(formatTimeLeft(3 * 3600)).toBe('3:00:00')
  })
})
