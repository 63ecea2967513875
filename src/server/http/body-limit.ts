// The largest body a call takes. A larger one is answered 413 with the localized message and
// `Connection: close`: the connection cannot carry another request while the rest of the body is
// still on its way. When the client said how large the body is, what it sends is read and dropped
// first (up to a bound), so it reads the answer instead of a broken pipe.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** At most this many times the limit is read and dropped before the connection is simply closed. */
const DISCARD_FACTOR = 4
/** A client that stops sending is not waited for longer than this. */
const DISCARD_WAIT_MS = 10_000

/** Reads and drops a body nobody has read yet, up to `cap` bytes or the wait. */
async function discard(body: ReadableStream<Uint8Array>, cap: number): Promise<void> {
  const reader = body.getReader()
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), DISCARD_WAIT_MS)
  try {
    for (let read = 0; read <= cap; ) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away, or the wait ended: there is nobody left to answer cleanly.
  } finally {
    clearTimeout(timer)
  }
}

export function bodyLimitOf(maxSize: number, tooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      // Refused from its Content-Length, the body is still unread; a chunked one was read by the limit itself.
      const body = c.req.raw.body
      if (body && !body.locked && c.req.header('content-length') !== undefined) await discard(body, maxSize * DISCARD_FACTOR)
      c.header('Connection', 'close')
      return tooLarge(c)
    },
  })
}
