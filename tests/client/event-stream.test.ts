// The event stream parser reads what EventSource would: events split anywhere across chunks, any
// line ending, comments skipped, data lines joined, the last id carried, data-less events dropped.
import { describe, expect, it } from 'vitest'
import { EventStreamParser, readEventStream, StreamIdleError } from '../../src/client/event-stream'

describe('event stream parser', () => {
  it('reads events split anywhere, with LF, CRLF or CR line endings', () => {
    const text = 'retry: 3000\r\n: open\r\n\r\nevent: message\nid: 7\ndata: {"a":1}\n\nid: 8\rdata: line one\rdata:line two\r\r'
    for (const cut of [1, 2, 3, 5, 7, text.length]) {
      const parser = new EventStreamParser()
      const events = []
      for (let i = 0; i < text.length; i += cut) events.push(...parser.feed(text.slice(i, i + cut)))
      expect(events, `chunks of ${cut}`).toEqual([
        { type: 'message', id: '7', data: '{"a":1}' },
        { type: 'message', id: '8', data: 'line one\nline two' },
      ])
    }
  })

  it('drops events without data and keeps the last id for the next', () => {
    const parser = new EventStreamParser()
    expect(parser.feed('id: 3\nevent: ping\n\n: keep-alive\n\nevent: note\ndata: x\n\n')).toEqual([{ type: 'note', id: '3', data: 'x' }])
  })

  it('gives up on a stream that falls silent', async () => {
    const body = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('data: one\n\n')) })
    const seen: string[] = []
    await expect(readEventStream(new Response(body), { idleTimeoutMs: 50, onEvent: (e) => seen.push(e.data) })).rejects.toBeInstanceOf(StreamIdleError)
    expect(seen).toEqual(['one'])
  })
})
