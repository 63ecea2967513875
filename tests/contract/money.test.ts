// Exact money arithmetic shared by the server and the apps: cents in, cents out, rates as basis
// points, the withdrawal's service charge rounded half up to the cent.
import { describe, expect, it } from 'vitest'
import { basisPoints, centsOf, formatCents, shareOf, withdrawalCharge } from '../../src/contract/money'

describe('money', () => {
  it('reads amounts as cents and writes them back', () => {
    expect(centsOf('12.5')).toBe(1250n)
    expect(centsOf('-3.05')).toBe(-305n)
    expect(centsOf('500')).toBe(50000n)
    expect(formatCents(1250n)).toBe('12.50')
    expect(formatCents(-5n)).toBe('-0.05')
  })

  it('reads rates as basis points and takes a share rounded half up', () => {
    expect(basisPoints('0.05')).toBe(500n)
    expect(basisPoints('0.015')).toBe(150n)
    expect(() => basisPoints('5%')).toThrow()
    expect(shareOf(50n, '0.01')).toBe(1n)
    expect(shareOf(49n, '0.01')).toBe(0n)
  })

  it('charges 1% of a withdrawal and says what arrives', () => {
    expect(withdrawalCharge('100', '0.01')).toEqual({ charge: '1.00', arrival: '99.00' })
    expect(withdrawalCharge('0.50', '0.01')).toEqual({ charge: '0.01', arrival: '0.49' })
    expect(withdrawalCharge('0.49', '0.01')).toEqual({ charge: '0.00', arrival: '0.49' })
  })
})
