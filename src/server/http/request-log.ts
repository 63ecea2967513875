// One log line per request: method, path (no query: it may hold personal data), status, time.
import type { MiddlewareHandler } from 'hono'

export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`)
  }
}
