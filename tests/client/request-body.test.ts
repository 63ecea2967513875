import { describe, expect, it } from 'vitest'
import { encodeBody, toFormData } from '../../src/client/request-body'

describe('encodeBody', () => {
  it('sends nothing with a GET', () => {
    expect(encodeBody('GET', false, { a: 1 })).toEqual({})
  })

  it('sends nothing when a POST has no body (logout)', () => {
    expect(encodeBody('POST', false, undefined)).toEqual({})
  })

  it('sends JSON text with its content type', () => {
    expect(encodeBody('POST', false, { account: 'demo', password: 'demo1234' })).toEqual({
      body: '{"account":"demo","password":"demo1234"}',
      contentType: 'application/json',
    })
  })

  it('sends FormData for a multipart call and leaves the content type to the browser', () => {
    const encoded = encodeBody('POST', true, { file: new File(['png'], 'a.png', { type: 'image/png' }) })
    expect(encoded.body).toBeInstanceOf(FormData)
    expect(encoded.contentType).toBeUndefined()
  })

  it('passes a FormData the caller built through as it is', () => {
    const form = new FormData()
    expect(encodeBody('POST', true, form).body).toBe(form)
  })
})

describe('toFormData', () => {
  it('keeps file names, repeats array keys, writes scalars as text and skips empty fields', () => {
    const form = toFormData({
      file: new File(['png'], 'proof.png', { type: 'image/png' }),
      tags: ['a', 'b'],
      amount: 12.5,
      note: undefined,
      extra: null,
    })
    expect((form.get('file') as File).name).toBe('proof.png')
    expect(form.getAll('tags')).toEqual(['a', 'b'])
    expect(form.get('amount')).toBe('12.5')
    expect(form.has('note')).toBe(false)
    expect(form.has('extra')).toBe(false)
  })
})
