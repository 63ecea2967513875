import * as z from 'zod'
import { describe, expect, it } from 'vitest'
import { readEnvelope } from '../../src/client/envelope-outcome'

const data = z.object({ url: z.string() })

describe('readEnvelope', () => {
  it('is a success only for code 1, with the data parsed by the contract', () => {
    expect(readEnvelope(200, { code: 1, msg: 'ok', data: { url: '/u/1.png', extra: 1 } }, data)).toEqual({
      ok: true,
      data: { url: '/u/1.png' },
    })
  })

  it('refuses a code-1 answer whose data breaks the contract', () => {
    const outcome = readEnvelope(200, { code: 1, msg: 'ok', data: { url: 42 } }, data)
    expect(outcome).toMatchObject({ ok: false, code: 1, failure: { kind: 'contract' } })
  })

  it("carries the server's msg for any other code", () => {
    expect(readEnvelope(200, { code: 0, msg: 'Insufficient balance', data: null }, data)).toEqual({
      ok: false,
      code: 0,
      failure: { kind: 'business', msg: 'Insufficient balance' },
      data: null,
    })
  })

  it("carries a refusal's data, for a caller that branches on it", () => {
    const refusal = { reason: 'wrongCode', attempts_left: 2 }
    expect(readEnvelope(200, { code: 0, msg: 'Wrong payment code, 2 attempts left', data: refusal }, data)).toMatchObject({ ok: false, data: refusal })
  })

  it('reads body code 401 as the end of the session, whatever the HTTP status', () => {
    expect(readEnvelope(401, { code: 401, msg: 'Please login first', data: null }, data)).toMatchObject({
      failure: { kind: 'unauthorized', msg: 'Please login first' },
    })
    expect(readEnvelope(200, { code: 401, msg: 'Please login first', data: null }, data)).toMatchObject({
      failure: { kind: 'unauthorized' },
    })
  })

  it("keeps the server's localized msg for a 400 with an envelope", () => {
    expect(readEnvelope(400, { code: 0, msg: 'Please fill correct email', data: null }, data)).toMatchObject({
      failure: { kind: 'business', msg: 'Please fill correct email' },
    })
  })

  it('never takes an HTTP error for a success, even with code 1', () => {
    expect(readEnvelope(500, { code: 1, msg: 'odd', data: { url: 'x' } }, data)).toMatchObject({ ok: false, failure: { kind: 'business' } })
  })

  it('reads a failure without an envelope (a proxy page) as a status failure', () => {
    expect(readEnvelope(502, '<html>Bad Gateway</html>', data)).toEqual({ ok: false, code: 0, failure: { kind: 'status', status: 502 } })
  })

  it('reads a 200 that is no envelope as a broken answer', () => {
    expect(readEnvelope(200, '<!doctype html>', data)).toMatchObject({ ok: false, failure: { kind: 'contract' } })
  })
})
