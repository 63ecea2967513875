// The network between the app and the in-process server, under the test's control: chosen calls are
// held until the test releases them, to pass on to the real server or to fail like a dropped
// connection. This is how a view test stops in a state that lasts only while a call is in flight.
import { withMultipartBodies } from './multipart'
import type { InProcessServer } from './render-app'

/**
 * The client's deadline for an app whose calls a test holds: a held call waits on the test's steps,
 * not on the network, and on a loaded machine those can take longer than the real 10 s. The paths
 * produce a lost connection with release(key, 'fail'), never by waiting the deadline out.
 */
export const HELD_CALL_TIMEOUT_MS = 60_000

type Outcome = 'pass' | 'fail'
interface Held {
  url: URL
  headers: Headers
  release(outcome: Outcome): void
}

export class ControlledTransport {
  private readonly holding = new Set<string>()
  private readonly waiting = new Map<string, Held[]>()
  private readonly arrivals = new Map<string, Array<() => void>>()

  constructor(private readonly server: InProcessServer) {}

  /** Hold every future request `METHOD /path` until released. */
  hold(...keys: string[]) {
    keys.forEach((key) => this.holding.add(key))
  }

  /** Let every future request `METHOD /path` go on at once again. */
  unhold(...keys: string[]) {
    keys.forEach((key) => this.holding.delete(key))
  }

  isPending(key: string) {
    return (this.waiting.get(key)?.length ?? 0) > 0
  }

  /** The URL of the next held `key` request, once it has been made. */
  async nextUrl(key: string, timeoutMs = 5000): Promise<URL> {
    if (!this.isPending(key)) await this.arrival(key, timeoutMs)
    return this.waiting.get(key)![0]!.url
  }

  /** A header of the next held `key` request, once it has been made. */
  async nextHeader(key: string, name: string, timeoutMs = 5000): Promise<string | null> {
    if (!this.isPending(key)) await this.arrival(key, timeoutMs)
    return this.waiting.get(key)![0]!.headers.get(name)
  }

  private arrival(key: string, timeoutMs: number) {
    return new Promise<void>((arrived, late) => {
      const timer = setTimeout(() => late(new Error(`no ${key} request was made`)), timeoutMs)
      const list = this.arrivals.get(key) ?? []
      list.push(() => {
        clearTimeout(timer)
        arrived()
      })
      this.arrivals.set(key, list)
    })
  }

  /** Lets the next held `key` request go (waiting for it to be made, if need be). */
  async release(key: string, outcome: Outcome, timeoutMs = 5000) {
    if (!this.isPending(key)) await this.arrival(key, timeoutMs)
    this.waiting.get(key)!.shift()!.release(outcome)
  }

  // A multipart body (a file chosen in the app) is written out as a browser would: jsdom's FormData
  // would not carry the file into a Request.
  readonly fetch: typeof fetch = withMultipartBodies(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
    const key = `${request.method} ${new URL(request.url).pathname}`
    if (this.holding.has(key)) {
      const outcome = await new Promise<Outcome>((resolve) => {
        const list = this.waiting.get(key) ?? []
        list.push({ url: new URL(request.url), headers: request.headers, release: resolve })
        this.waiting.set(key, list)
        this.arrivals.get(key)?.splice(0).forEach((notify) => notify())
      })
      if (outcome === 'fail') throw new TypeError('Failed to fetch')
    }
    return this.server.app.request(request)
  })
}
