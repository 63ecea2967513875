// The network between Chromium and the real server, under the test's control (Playwright routes):
// chosen calls are held until released, then continue to the server or fail like a dropped line.
import type { Page, Route } from 'playwright-core'

type Outcome = 'pass' | 'fail'

export class BrowserTransport {
  private readonly pending = new Map<string, Route[]>()
  private readonly arrivals = new Map<string, Array<() => void>>()
  private readonly holding = new Set<string>()
  private readonly routed = new Set<string>()

  constructor(private readonly page: Page) {}

  /** Hold every future request `METHOD /path` until released. */
  async hold(...keys: string[]) {
    for (const key of keys) {
      this.holding.add(key)
      if (this.routed.has(key)) continue
      this.routed.add(key)
      const [method, pathname] = key.split(' ') as [string, string]
      await this.page.route((url) => url.pathname === pathname, async (route) => {
        if (route.request().method() !== method || !this.holding.has(key)) return route.fallback()
        this.pending.set(key, [...(this.pending.get(key) ?? []), route])
        this.arrivals.get(key)?.splice(0).forEach((notify) => notify())
      })
    }
  }

  /** Let every future request `METHOD /path` go on at once again. */
  unhold(...keys: string[]) {
    keys.forEach((key) => this.holding.delete(key))
  }

  isPending(key: string) {
    return (this.pending.get(key)?.length ?? 0) > 0
  }

  /** The URL of the next held `key` request, once it has been made. */
  async nextUrl(key: string, timeoutMs = 10_000): Promise<URL> {
    if (!this.isPending(key)) await this.arrival(key, timeoutMs)
    return new URL(this.pending.get(key)![0]!.request().url())
  }

  /** A header of the next held `key` request, once it has been made. */
  async nextHeader(key: string, name: string, timeoutMs = 10_000): Promise<string | null> {
    if (!this.isPending(key)) await this.arrival(key, timeoutMs)
    return (await this.pending.get(key)![0]!.request().headerValue(name)) ?? null
  }

  private arrival(key: string, timeoutMs: number) {
    return new Promise<void>((arrived, late) => {
      const timer = setTimeout(() => late(new Error(`no ${key} request was made`)), timeoutMs)
      this.arrivals.set(key, [...(this.arrivals.get(key) ?? []), () => (clearTimeout(timer), arrived())])
    })
  }

  async release(key: string, outcome: Outcome, timeoutMs = 10_000) {
    if (!this.isPending(key)) await this.arrival(key, timeoutMs)
    const route = this.pending.get(key)!.shift()!
    if (outcome === 'pass') await route.continue()
    else await route.abort('failed')
  }
}
