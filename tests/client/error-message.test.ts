import { describe, expect, it } from 'vitest'
import { errorMessage, statusText } from '../../src/client/error-message'
import { translate } from './support/harness'

describe('errorMessage', () => {
  it("shows the server's msg for a refused call", () => {
    expect(errorMessage({ kind: 'business', msg: 'Wrong account or password' }, translate)).toBe('Wrong account or password')
    expect(errorMessage({ kind: 'unauthorized', msg: 'Please login first' }, translate)).toBe('Please login first')
  })

  it('falls back to the generic server error when the msg is empty', () => {
    expect(errorMessage({ kind: 'business', msg: '' }, translate)).toBe('Something went wrong, please try again')
  })

  it('names a timeout, a network failure, a duplicate and a broken answer in the spec words', () => {
    expect(errorMessage({ kind: 'timeout' }, translate)).toBe('System interface request timeout')
    expect(errorMessage({ kind: 'network' }, translate)).toBe('Backend interface connection abnormal')
    expect(errorMessage({ kind: 'duplicate' }, translate)).toBe('Data is being processed, please do not resubmit')
    expect(errorMessage({ kind: 'contract' }, translate)).toBe('Something went wrong, please try again')
  })

  it('puts the HTTP status into the status failure', () => {
    expect(errorMessage({ kind: 'status', status: 502 }, translate)).toBe('System interface 502 abnormal')
  })

  it('otherwise shows the raw message', () => {
    expect(errorMessage({ kind: 'other', message: 'Do not know how to serialize a BigInt' }, translate)).toBe(
      'Do not know how to serialize a BigInt',
    )
  })
})

describe('statusText', () => {
  it('is the last three characters of the status', () => {
    expect(statusText(404)).toBe('404')
    expect(statusText(1502)).toBe('502')
  })
})
