// The network line under the customer service stream, at the edge of the world: each request for
// GET /api/service/stream waits until the test lets it through to the real in-process server (the
// stream opens) or fails it like a dropped connection (it cannot open); an open stream can be cut
// like a line breaking. A request the page gives up on (its fetch aborted) is dropped, and an open
// stream the page closes is closed on the server too. Every other request goes on to `next`.
const STREAM = '/api/service/stream'

type Outcome = 'pass' | 'fail' | 'aborted'
interface Waiting {
  url: URL
  release(outcome: Outcome): void
}

export class ServiceLine {
  private readonly waiting: Waiting[] = []
  private arrivals: Array<() => void> = []
  private readonly open = new Set<{ cut(): void }>()

  constructor(private readonly next: typeof fetch, private readonly stream = STREAM) {}

  /** A stream request is waiting to be let through or failed. */
  isPending() {
    return this.waiting.length > 0
  }

  /** Streams open now (let through and not yet closed or cut). */
  openStreams() {
    return this.open.size
  }

  /** The URL of the next stream request, once the page has made it. */
  async nextRequest(timeoutMs = 10_000): Promise<URL> {
    if (!this.waiting.length) {
      await new Promise<void>((arrived, late) => {
        const timer = setTimeout(() => late(new Error('the page opened no stream')), timeoutMs)
        this.arrivals.push(() => (clearTimeout(timer), arrived()))
      })
    }
    return this.waiting[0]!.url
  }

  /** Lets the next stream request through, or fails it, waiting for the page to make it. */
  async release(outcome: 'pass' | 'fail', timeoutMs = 10_000) {
    await this.nextRequest(timeoutMs)
    this.waiting.shift()!.release(outcome)
  }

  /** Cuts every open stream, as a broken line would. */
  cut() {
    for (const stream of [...this.open]) stream.cut()
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
    const url = new URL(request.url)
    if (url.pathname !== this.stream) return this.next(request)
    const outcome = await new Promise<Outcome>((resolve) => {
      const entry: Waiting = { url, release: resolve }
      this.waiting.push(entry)
      request.signal.addEventListener('abort', () => {
        const at = this.waiting.indexOf(entry)
        if (at >= 0) this.waiting.splice(at, 1)
        resolve('aborted')
      })
      this.arrivals.splice(0).forEach((notify) => notify())
    })
    if (outcome === 'aborted') throw new DOMException('The operation was aborted.', 'AbortError')
    if (outcome === 'fail') throw new TypeError('Failed to fetch')
    const response = await this.next(request)
    if (!response.body) return response
    const server = response.body.getReader()
    const open = this.open
    const stream = { cut: () => {} }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream.cut = () => {
          open.delete(stream)
          controller.error(new TypeError('network error'))
          void server.cancel()
        }
        open.add(stream)
      },
      async pull(controller) {
        const { done, value } = await server.read().catch(() => ({ done: true as const, value: undefined }))
        if (!open.has(stream)) return
        if (done) {
          open.delete(stream)
          controller.close()
        } else controller.enqueue(value)
      },
      cancel(reason) {
        open.delete(stream)
        return server.cancel(reason)
      },
    })
    return new Response(body, { status: response.status, headers: response.headers })
  }
}
