// The customer service stream read the way a browser reads it: GET /api/service/stream from the
// in-process app, its body cut into events by the app's own parser.
import { EventStreamParser, type ServerSentEvent } from '../../../src/client/event-stream'
import type { TestServer } from './test-server'

export interface OpenStream {
  status: number
  headers: Headers
  /** Every event so far. */
  events: ServerSentEvent[]
  /** Every comment and field line as received, for the keep-alive. */
  raw: string
  /** The next event not yet taken, waiting for it up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerSentEvent>
  /** Whether an event arrives within `ms` (it is then taken). */
  nothingWithin(ms: number): Promise<boolean>
  /** The server ended the stream. */
  ended: Promise<void>
  /** Goes away like a closed tab. */
  close(): Promise<void>
}

export async function openServiceStream(
  server: TestServer,
  token: string | undefined,
  options: { query?: string; headers?: Record<string, string>; path?: string } = {},
): Promise<OpenStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers }
  if (token) headers.token = token
  const res = await server.app.request(`${options.path ?? '/api/service/stream'}${options.query ?? ''}`, { headers })
  const events: ServerSentEvent[] = []
  let taken = 0
  let wake = () => {}
  const parser = new EventStreamParser()
  const decoder = new TextDecoder()
  const stream: OpenStream = {
    status: res.status,
    headers: res.headers,
    events,
    raw: '',
    ended: Promise.resolve(),
    async next(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs
      while (taken >= events.length) {
        if (Date.now() > deadline) throw new Error(`no event within ${timeoutMs} ms (got ${events.length})`)
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, 20)
        })
      }
      return events[taken++]!
    },
    async nothingWithin(ms) {
      try {
        await stream.next(ms)
        return false
      } catch {
        return true
      }
    },
    close: async () => {},
  }
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) return stream
  const reader = res.body.getReader()
  stream.ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) return
      const text = decoder.decode(value, { stream: true })
      stream.raw += text
      events.push(...parser.feed(text))
      wake()
    }
  })()
  stream.close = async () => {
    await reader.cancel()
    await stream.ended
  }
  return stream
}
