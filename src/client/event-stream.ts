// Reads a server-sent event stream (text/event-stream) from a fetch Response, by the rules of the
// HTML standard's EventSource: lines end with CRLF, LF or CR; `:` starts a comment; `data` lines
// join with a newline; a blank line dispatches; an event without data is not dispatched. The app
// reads streams with fetch rather than EventSource so that the token travels in its header like
// every other call, a refusal's status and envelope can be read, and the test transports apply.

export interface ServerSentEvent {
  /** `event:`, or `message` when absent. */
  type: string
  /** `id:` of this event, or the last one seen before it (the Last-Event-ID); null when none yet. */
  id: string | null
  data: string
}

/** Cuts text into events as it arrives, in chunks split anywhere. */
export class EventStreamParser {
  private buffer = ''
  private data: string[] = []
  private type = ''
  private lastId: string | null = null
  /** A CR ended the previous chunk: an LF starting this one belongs to it. */
  private pendingCr = false

  /** Feeds a chunk of text; answers the events it completed. */
  feed(chunk: string): ServerSentEvent[] {
    let text = chunk
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1)
    this.pendingCr = false
    this.buffer += text
    const events: ServerSentEvent[] = []
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer)
      if (!match) break
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) this.pendingCr = true
      const line = this.buffer.slice(0, match.index)
      this.buffer = this.buffer.slice(match.index + match[0].length)
      const event = this.line(line)
      if (event) events.push(event)
    }
    return events
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') {
      const event = this.data.length ? { type: this.type || 'message', id: this.lastId, data: this.data.join('\n') } : null
      this.data = []
      this.type = ''
      return event
    }
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') this.data.push(value)
    else if (field === 'event') this.type = value
    else if (field === 'id' && !value.includes('\0')) this.lastId = value
    return null
  }
}

export interface ReadStreamOptions {
  onEvent(event: ServerSentEvent): void
  /**
   * Give up when nothing at all (not even a keep-alive comment) arrives for this long: a line that
   * died without closing. @default 60000
   */
  idleTimeoutMs?: number
  /** Stops reading (and cancels the body) when aborted; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}

export class StreamIdleError extends Error {
  constructor(ms: number) {
    super(`nothing arrived on the stream for ${ms} ms`)
    this.name = 'StreamIdleError'
  }
}

/**
 * Reads the body until the server ends it (resolves) or it breaks, falls silent or is cancelled
 * (rejects). Cancelling is the caller's fetch signal.
 */
export async function readEventStream(response: Response, options: ReadStreamOptions): Promise<void> {
  if (!response.body) return
  const idleMs = options.idleTimeoutMs ?? 60_000
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const parser = new EventStreamParser()
  let timer: ReturnType<typeof setTimeout> | undefined
  const { signal } = options
  // A fetch whose body ignores the signal (an in-process server) still stops when told.
  const stopped = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason)
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  stopped.catch(() => undefined)
  try {
    for (;;) {
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new StreamIdleError(idleMs)), idleMs)
      })
      const { done, value } = await Promise.race([reader.read(), idle, stopped])
      clearTimeout(timer)
      if (done) return
      for (const event of parser.feed(decoder.decode(value, { stream: true }))) options.onEvent(event)
    }
  } finally {
    clearTimeout(timer)
    reader.cancel().catch(() => undefined)
  }
}
