// The client reads an event stream call like any call: token and lang headers, the query string,
// each event's data parsed by the contract; a refusal is an ApiError (a 401 ends the session once)
// and a stream is never toasted.
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { defineCall } from '../../src/contract/call'
import { ApiError } from '../../src/client/http-client'
import { createHarness, rejectionOf } from './support/harness'

const ticks = defineCall({
  method: 'GET', path: '/api/ticks', access: 'user', summary: 'test', stream: true,
  query: z.object({ after_id: z.number().optional() }), data: z.object({ n: z.number() }),
})

const app = new Hono().get('/api/ticks', (c) => {
  if (c.req.header('token') !== 'tok-1') return c.json({ code: 401, msg: 'Please login first', data: null }, 401)
  return streamSSE(c, async (stream) => {
    await stream.write(`: open ${c.req.query('after_id')} ${c.req.header('lang')}\n\n`)
    await stream.writeSSE({ event: 'message', id: '1', data: JSON.stringify({ n: 1 }) })
    await stream.writeSSE({ event: 'message', id: '2', data: 'not json' })
    await stream.writeSSE({ event: 'message', id: '3', data: JSON.stringify({ n: 'three' }) })
    await stream.writeSSE({ event: 'other', id: '4', data: JSON.stringify({ n: 4 }) })
  })
})
const fetch = ((input: RequestInfo | URL, init?: RequestInit) => app.request(input instanceof Request ? input : String(input), init)) as typeof globalThis.fetch

describe('http client streams', () => {
  it('opens, hands over the events that match the contract, and resolves when the server ends', async () => {
    const { client, toasts } = createHarness({ token: 'tok-1', lang: 'vi', fetch })
    const seen: unknown[] = []
    let opened = 0
    await client.stream(ticks, { query: { after_id: 5 } }, { onOpen: () => opened++, onEvent: (type, data, id) => seen.push([type, data, id]) })
    expect(opened).toBe(1)
    expect(seen).toEqual([['message', { n: 1 }, '1'], ['other', { n: 4 }, '4']])
    expect(toasts).toEqual([])
  })

  it('a refused stream rejects without a toast; a 401 ends the session once', async () => {
    const { client, toasts, onUnauthorized } = createHarness({ token: 'expired', fetch })
    const error = await rejectionOf(client.stream(ticks, {}, { onOpen: () => {}, onEvent: () => {} }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, msg: 'Please login first' })
    await rejectionOf(client.stream(ticks, {}, { onOpen: () => {}, onEvent: () => {} }))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(toasts).toEqual([])
  })

  it('a network failure and the caller closing it are told apart', async () => {
    const broken = createHarness({ token: 'tok-1', fetch: (async () => { throw new TypeError('Failed to fetch') }) as never })
    expect(await rejectionOf(broken.client.stream(ticks, {}, { onOpen: () => {}, onEvent: () => {} }))).toMatchObject({ kind: 'network' })
    const { client } = createHarness({ token: 'tok-1', fetch })
    const controller = new AbortController()
    controller.abort()
    expect(await rejectionOf(client.stream(ticks, {}, { signal: controller.signal, onOpen: () => {}, onEvent: () => {} }))).toMatchObject({ kind: 'aborted' })
  })
})
