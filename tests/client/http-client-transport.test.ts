// The client at the edge of the world: fetch itself hangs, throws or is cancelled. A fake fetch
// stands in for the network here; the envelope rules are proved against Hono in http-client.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getUserInfo, login, setLanguage } from '../../src/contract/user'
import { ApiError } from '../../src/client/http-client'
import { createHarness, rejectionOf } from './support/harness'

/** A fetch that never answers, like a server that accepted the connection and went quiet. */
const hanging = () => vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))

describe('timeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('rejects after 10 s with the timeout message', async () => {
    const { client, toasts } = createHarness({ fetch: hanging() })
    const settled = vi.fn()
    const pending = rejectionOf(client.call(getUserInfo).finally(settled))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ kind: 'timeout', msg: 'System interface request timeout' })
    expect(toasts).toEqual(['System interface request timeout'])
  })

  it('aborts the fetch it gave up on', async () => {
    const hang = hanging()
    const { client } = createHarness({ fetch: hang, timeoutMs: 50 })
    const pending = rejectionOf(client.call(getUserInfo))
    await vi.advanceTimersByTimeAsync(50)
    await pending
    expect(hang.mock.calls[0][1]?.signal?.aborted).toBe(true)
  })
})

describe('network', () => {
  it('shows the connection message when fetch throws', async () => {
    const refused = vi.fn(() => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })))
    const { client, toasts } = createHarness({ fetch: refused })
    const error = await rejectionOf(client.call(getUserInfo))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', status: 0, msg: 'Backend interface connection abnormal' })
    expect(toasts).toEqual(['Backend interface connection abnormal'])
    // No retry: one attempt, the user decides whether to try again.
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it('uses the global fetch when none is given', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    try {
      const { client } = createHarness({ baseURL: 'http://127.0.0.1:9' })
      expect(await rejectionOf(client.call(getUserInfo))).toMatchObject({ kind: 'network' })
      expect(String(global.mock.calls[0][0])).toBe('http://127.0.0.1:9/api/user/getUserInfo')
    } finally {
      global.mockRestore()
    }
  })
})

describe('cancel and other failures', () => {
  it('rejects a call the caller cancelled without a toast', async () => {
    const { client, toasts } = createHarness({ fetch: hanging() })
    const caller = new AbortController()
    const pending = rejectionOf(client.call(setLanguage, { query: { lang: 'ja' } }, { signal: caller.signal }))
    caller.abort()
    expect(await pending).toMatchObject({ kind: 'aborted' })
    expect(toasts).toEqual([])
  })

  it('shows the raw message of any other failure, as an ApiError', async () => {
    const fetch = hanging()
    const { client, toasts } = createHarness({ fetch })
    // A BigInt cannot become JSON: the request fails before it is sent.
    const body = { account: 'demo', password: 10n } as unknown as { account: string; password: string }
    const error = await rejectionOf(client.call(login, { body }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'other', msg: 'Do not know how to serialize a BigInt' })
    expect(toasts).toEqual(['Do not know how to serialize a BigInt'])
    expect(fetch).not.toHaveBeenCalled()
  })
})
