// Bounds a request in time (docs/product/rules.md#constants: 10000 ms) and links the caller's own signal, so
// the client can tell "too slow" from "cancelled by the caller" from "the network failed".

/** docs/product/rules.md#constants: the request timeout. */
export const REQUEST_TIMEOUT_MS = 10_000

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`)
  }
}

/** The caller's signal fired: nobody waits for the answer any more. */
export class CallerAbortError extends Error {
  override readonly name = 'CallerAbortError'
  constructor(reason: unknown) {
    super('the caller cancelled the request', { cause: reason })
  }
}

export interface DeadlineOptions {
  timeoutMs: number
  /** The caller's signal; its abort cancels the request. */
  signal?: AbortSignal
}

/**
 * Runs `run` with a signal that aborts after `timeoutMs` or when the caller's signal aborts.
 * Rejects with TimeoutError or CallerAbortError even if `run` ignores its signal, so a stuck
 * fetch cannot hold the caller past the deadline.
 */
export async function withDeadline<T>(run: (signal: AbortSignal) => Promise<T>, options: DeadlineOptions): Promise<T> {
  const outer = options.signal
  if (outer?.aborted) throw new CallerAbortError(outer.reason)

  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let unlink = () => {}
  const stopped = new Promise<never>((_, reject) => {
    const stop = (error: Error) => {
      controller.abort(error)
      reject(error)
    }
    timer = setTimeout(() => stop(new TimeoutError(options.timeoutMs)), options.timeoutMs)
    if (outer) {
      const onAbort = () => stop(new CallerAbortError(outer.reason))
      outer.addEventListener('abort', onAbort, { once: true })
      unlink = () => outer.removeEventListener('abort', onAbort)
    }
  })

  try {
    return await Promise.race([run(controller.signal), stopped])
  } catch (error) {
    // A fetch that honours the signal rejects with its own AbortError; the reason says why.
    if (controller.signal.aborted) throw controller.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
    unlink()
  }
}
