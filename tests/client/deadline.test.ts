import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CallerAbortError, REQUEST_TIMEOUT_MS, TimeoutError, withDeadline } from '../../src/client/deadline'
import { rejectionOf } from './support/harness'

const never = () => new Promise<never>(() => {})

describe('withDeadline', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is 10000 ms by default in the spec', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000)
  })

  it('resolves with the answer that came in time and leaves no timer behind', async () => {
    await expect(withDeadline(async () => 'answer', { timeoutMs: 100 })).resolves.toBe('answer')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects with TimeoutError at the deadline even if the request ignores its signal', async () => {
    const settled = vi.fn()
    const pending = rejectionOf(withDeadline(never, { timeoutMs: 10_000 }).finally(settled))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toBeInstanceOf(TimeoutError)
  })

  it('aborts the request signal at the deadline, so a real fetch stops', async () => {
    let seen: AbortSignal | undefined
    const pending = rejectionOf(withDeadline((signal) => ((seen = signal), never()), { timeoutMs: 50 }))
    await vi.advanceTimersByTimeAsync(50)
    await pending
    expect(seen?.aborted).toBe(true)
    expect(seen?.reason).toBeInstanceOf(TimeoutError)
  })

  it('names a timeout a timeout even when the fetch rejects first with its own AbortError', async () => {
    const honouring = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    const pending = rejectionOf(withDeadline(honouring, { timeoutMs: 50 }))
    await vi.advanceTimersByTimeAsync(50)
    expect(await pending).toBeInstanceOf(TimeoutError)
  })

  it("rejects with CallerAbortError when the caller's signal aborts", async () => {
    const caller = new AbortController()
    const pending = rejectionOf(withDeadline(never, { timeoutMs: 10_000, signal: caller.signal }))
    caller.abort()
    expect(await pending).toBeInstanceOf(CallerAbortError)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not start the request when the caller already cancelled', async () => {
    const run = vi.fn(never)
    const error = await rejectionOf(withDeadline(run, { timeoutMs: 100, signal: AbortSignal.abort() }))
    expect(error).toBeInstanceOf(CallerAbortError)
    expect(run).not.toHaveBeenCalled()
  })

  it("passes the request's own failure through unchanged", async () => {
    const failure = new TypeError('fetch failed')
    expect(await rejectionOf(withDeadline(() => Promise.reject(failure), { timeoutMs: 100 }))).toBe(failure)
  })
})
