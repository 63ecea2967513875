import { describe, expect, it } from 'vitest'
import { buildRequestHeaders } from '../../src/client/request-headers'

describe('buildRequestHeaders', () => {
  it('carries the session token and the language file name', () => {
    const { headers, sentToken } = buildRequestHeaders({ token: 'abc', lang: 'zh-CN' })
    expect(headers).toEqual({ token: 'abc', lang: 'zh-CN' })
    expect(sentToken).toBe('abc')
  })

  it('sends no token header when there is no session', () => {
    const { headers, sentToken } = buildRequestHeaders({ token: null, lang: 'vi' })
    expect(headers).toEqual({ lang: 'vi' })
    expect(sentToken).toBeNull()
  })

  it('sends no token header when the request opts out, even when logged in', () => {
    const { headers, sentToken } = buildRequestHeaders({ token: 'abc', withoutToken: true, lang: 'en' })
    expect(headers).not.toHaveProperty('token')
    expect(sentToken).toBeNull()
  })

  it('passes the caller headers through, e.g. Idempotency-Key', () => {
    const { headers } = buildRequestHeaders({ token: 't', lang: 'en', extra: { 'Idempotency-Key': 'k-1' } })
    expect(headers['Idempotency-Key']).toBe('k-1')
  })

  it('takes repeat-submit: false as an opt-out and does not send it', () => {
    const { headers, guardRepeats } = buildRequestHeaders({ token: 't', lang: 'en', extra: { 'Repeat-Submit': 'FALSE' } })
    expect(guardRepeats).toBe(false)
    expect(Object.keys(headers).map((k) => k.toLowerCase())).not.toContain('repeat-submit')
  })

  it('keeps guarding for any other repeat-submit value, and still does not send it', () => {
    const { headers, guardRepeats } = buildRequestHeaders({ token: 't', lang: 'en', extra: { 'repeat-submit': 'true' } })
    expect(guardRepeats).toBe(true)
    expect(headers).toEqual({ token: 't', lang: 'en' })
  })

  it('does not let a caller header replace the session token or the language', () => {
    const { headers } = buildRequestHeaders({ token: 'real', lang: 'en', extra: { Token: 'forged', LANG: 'ko' } })
    expect(headers).toEqual({ token: 'real', lang: 'en' })
  })
})
