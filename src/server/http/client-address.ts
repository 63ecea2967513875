// The address a request came from, the subject of per-address rate limits.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The socket's peer, or with `trustProxy` the first hop of X-Forwarded-For (trust it only behind
 * a proxy you run: anyone can send that header). Null when unknown (an in-process request has no
 * socket): per-address limits then do not apply, as one shared "unknown" would lock everyone out.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}
