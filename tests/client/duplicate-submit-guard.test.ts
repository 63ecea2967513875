import { describe, expect, it } from 'vitest'
import { bodyFingerprint, createDuplicateSubmitGuard } from '../../src/client/duplicate-submit-guard'

function guardAt(start = 1_000_000) {
  let time = start
  const guard = createDuplicateSubmitGuard({ now: () => time })
  return { guard, advance: (ms: number) => (time += ms) }
}

const pay = JSON.stringify({ order_ids: [1], payment_code: '147258' })

describe('createDuplicateSubmitGuard', () => {
  it('refuses the same POST with the same body 999 ms later', () => {
    const { guard, advance } = guardAt()
    expect(guard.admit('POST', '/api/user/verify_pay', pay)).toBe(true)
    advance(999)
    expect(guard.admit('POST', '/api/user/verify_pay', pay)).toBe(false)
  })

  it('admits it again once 1000 ms have passed', () => {
    const { guard, advance } = guardAt()
    guard.admit('POST', '/api/user/verify_pay', pay)
    advance(1000)
    expect(guard.admit('POST', '/api/user/verify_pay', pay)).toBe(true)
  })

  it('guards PUT like POST, and never GET', () => {
    const { guard } = guardAt()
    expect(guard.admit('PUT', '/api/x', '{}')).toBe(true)
    expect(guard.admit('put', '/api/x', '{}')).toBe(false)
    expect(guard.admit('GET', '/api/user/bill', undefined)).toBe(true)
    expect(guard.admit('GET', '/api/user/bill', undefined)).toBe(true)
  })

  it('admits a different body or a different URL at once', () => {
    const { guard } = guardAt()
    guard.admit('POST', '/api/cart/add', '{"product_id":1}')
    expect(guard.admit('POST', '/api/cart/add', '{"product_id":2}')).toBe(true)
    expect(guard.admit('POST', '/api/cart/update', '{"product_id":1}')).toBe(true)
    expect(guard.admit('POST', '/api/user/logout?lang=vi', undefined)).toBe(true)
    expect(guard.admit('POST', '/api/user/logout?lang=en', undefined)).toBe(true)
  })

  it('does not let a refused attempt restart the window', () => {
    const { guard, advance } = guardAt()
    guard.admit('POST', '/api/x', '1')
    advance(600)
    expect(guard.admit('POST', '/api/x', '1')).toBe(false)
    advance(400)
    expect(guard.admit('POST', '/api/x', '1')).toBe(true)
  })

  it('remembers every recent request, not only the last one', () => {
    const { guard, advance } = guardAt()
    guard.admit('POST', '/api/a', '1')
    guard.admit('POST', '/api/b', '1')
    advance(10)
    expect(guard.admit('POST', '/api/a', '1')).toBe(false)
  })

  it('defaults to the real clock and a 1000 ms window', () => {
    const guard = createDuplicateSubmitGuard()
    expect(guard.admit('POST', '/api/x', 'body')).toBe(true)
    expect(guard.admit('POST', '/api/x', 'body')).toBe(false)
  })
})

describe('bodyFingerprint', () => {
  it('makes two equal upload forms alike and a different file different', () => {
    const form = (content: string) => {
      const f = new FormData()
      f.append('file', new File([content], 'proof.png', { type: 'image/png' }))
      return f
    }
    expect(bodyFingerprint(form('abc'))).toBe(bodyFingerprint(form('abc')))
    expect(bodyFingerprint(form('abc'))).not.toBe(bodyFingerprint(form('abcd')))
  })

  it('compares objects by their JSON text and treats no body as empty', () => {
    expect(bodyFingerprint({ a: 1 })).toBe(bodyFingerprint({ a: 1 }))
    expect(bodyFingerprint(undefined)).toBe('')
  })
})
