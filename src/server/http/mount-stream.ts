// Mounts a contract call that answers server-sent events (`stream: true`): the same session check
// and query parsing as mountCall, refusals before the stream opens answered as envelopes; then the
// handler's source writes events (each `data` parsed by the call's schema), a comment keeps the
// line alive, and the session is checked again at each keep-alive: a revoked or expired one ends
// the stream. When the client goes, the source is stopped.
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import * as z from 'zod'
import type { CallDef, CallParsed } from '../../contract/call'
import type { AppEnv } from './app-env'
import { authenticate, parseInput, requestContextOf, tokenOf, type CallRouter, type RequestContext } from './mount-call'

/** One event to write: its name, its id (the client's Last-Event-ID on reconnect) and its data. */
export interface StreamEvent<C extends CallDef> {
  event: string
  id?: string
  data: z.input<C['data']>
}

/** What a stream handler answers: `start` writes what is due at once (a backlog); `stop` runs when the stream ends. */
export interface StreamSource<C extends CallDef> {
  start(send: (event: StreamEvent<C>) => Promise<void>): Promise<void>
  stop(): void
}

export interface StreamContext extends RequestContext {
  /** The Last-Event-ID header a reconnecting EventSource sends, or null. */
  lastEventId: string | null
}

export type StreamHandler<C extends CallDef> = (input: CallParsed<C>, ctx: StreamContext) => Promise<StreamSource<C>>

/** Resolves after `ms`, or at once when `signal` is already or becomes aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}

export function mountStream<C extends CallDef>(router: CallRouter, call: C, handler: StreamHandler<C>): void {
  if (!call.stream || call.method !== 'GET') throw new Error(`${call.method} ${call.path} is not a GET event stream`)
  const { app, settings } = router

  app.get(call.path, async (c: Context<AppEnv>) => {
    const user = await authenticate(router, call, c)
    const input = await parseInput(router, call, c)
    const ctx: StreamContext = { ...requestContextOf(router, c, user, null), lastEventId: c.req.header('last-event-id') ?? null }
    // Refusals (too many streams, an unknown conversation) are envelopes: nothing is streamed yet.
    const source = await handler(input as CallParsed<C>, ctx)
    const token = tokenOf(c)
    // Proxies such as nginx would otherwise hold the events back in their buffer.
    c.header('X-Accel-Buffering', 'no')

    const answer = streamSSE(c, async (stream) => {
      const ended = new AbortController()
      stream.onAbort(() => ended.abort())
      const send = async (event: StreamEvent<C>) => {
        if (ended.signal.aborted) return
        const data = call.data.safeParse(event.data)
        if (!data.success) throw new Error(`${call.path} streamed data outside its contract:\n${z.prettifyError(data.error)}`)
        await stream.writeSSE({ event: event.event, id: event.id, data: JSON.stringify(data.data) })
      }
      try {
        // The first bytes: the client knows the stream is open, and how long to wait before reconnecting.
        await stream.write(`retry: 3000\n: open\n\n`)
        await source.start(send)
        while (!ended.signal.aborted) {
          await pause(settings.streamKeepAliveMs, ended.signal)
          if (ended.signal.aborted) break
          const session = token ? await router.sessions.verify(token).catch(() => null) : null
          if (user && session?.userId !== user.userId) break
          await stream.write(': keep-alive\n\n')
        }
      } finally {
        ended.abort()
        source.stop()
      }
    })
    // streamSSE says no-cache; like every API answer, no cache may keep it at all.
    answer.headers.set('Cache-Control', 'no-store')
    return answer
  })
  router.mounted.add(call)
}
