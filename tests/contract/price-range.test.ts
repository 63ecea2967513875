// The order of a price range, one rule for the filter form and the server.
import { describe, expect, it } from 'vitest'
import { isPriceRangeInOrder } from '../../src/contract/catalogue-fields'

describe('a price range', () => {
  it('is in order when the lowest is not above the highest, compared in cents', () => {
    expect(isPriceRangeInOrder('9.99', '10')).toBe(true)
    expect(isPriceRangeInOrder('10', '10.00')).toBe(true)
    expect(isPriceRangeInOrder('10.5', '10.49')).toBe(false)
    expect(isPriceRangeInOrder('100', '99.9')).toBe(false)
  })

  it('is in order with either bound left out', () => {
    expect(isPriceRangeInOrder(undefined, '1')).toBe(true)
    expect(isPriceRangeInOrder('1', undefined)).toBe(true)
    expect(isPriceRangeInOrder('', '')).toBe(true)
  })
})
