// An address on one line keeps its parts apart, in the order the shopper's language writes them.
import { describe, expect, it } from 'vitest'
import { addressLine } from '../../../src/ui/format/address-line'

const address = { area: ' District 1 ', detail: '12 Le Loi' }

describe('addressLine', () => {
  it('puts the detailed address first with a comma in English, Vietnamese and Thai', () => {
    expect(addressLine(address, 'en')).toBe('12 Le Loi, District 1')
    expect(addressLine(address, 'vi')).toBe('12 Le Loi, District 1')
    expect(addressLine(address, 'th')).toBe('12 Le Loi, District 1')
  })

  it('puts the area first in Chinese, Japanese and Korean, with their own separator', () => {
    expect(addressLine(address, 'zh-CN')).toBe('District 1，12 Le Loi')
    expect(addressLine(address, 'ja')).toBe('District 1、12 Le Loi')
    expect(addressLine(address, 'ko')).toBe('District 1, 12 Le Loi')
  })
})
