// Sliding-window limits counted in the database (rate_limit_events), so that they hold when
// several API processes share one PostgreSQL. Used for failed logins and reset-code requests.
import { and, asc, count, eq, gt, lte } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { rateLimitEvents } from '../db/schema'

export interface Limit {
  scope: string
  subject: string
  /** Events allowed within the window; the next one is refused. */
  max: number
  windowMs: number
}

export interface RateLimiter {
  /** Minutes until the subject may try again (at least 1), or 0 when it is not limited. */
  retryAfterMinutes(limit: Limit): Promise<number>
  /** Events of the subject within the window. */
  countInWindow(limit: Omit<Limit, 'max'>): Promise<number>
  record(scope: string, subject: string): Promise<void>
  /** Forgets a subject's events, e.g. an account's failures after a good login. */
  clear(scope: string, subject: string): Promise<void>
}

export function createRateLimiter(deps: { db: Database; clock: Clock }): RateLimiter {
  const { db, clock } = deps
  return {
    async retryAfterMinutes({ scope, subject, max, windowMs }) {
      const since = new Date(clock().getTime() - windowMs)
      const where = and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject), gt(rateLimitEvents.createdAt, since))
      const [{ events }] = await db.select({ events: count() }).from(rateLimitEvents).where(where)
      if (events < max) return 0
      // The subject is free again when the oldest event that still counts leaves the window.
      const [oldest] = await db
        .select({ at: rateLimitEvents.createdAt })
        .from(rateLimitEvents)
        .where(where)
        .orderBy(asc(rateLimitEvents.createdAt))
        .offset(events - max)
        .limit(1)
      const freeAt = (oldest?.at.getTime() ?? clock().getTime()) + windowMs
      return Math.max(1, Math.ceil((freeAt - clock().getTime()) / 60_000))
    },

    async countInWindow({ scope, subject, windowMs }) {
      const since = new Date(clock().getTime() - windowMs)
      const [{ events }] = await db
        .select({ events: count() })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject), gt(rateLimitEvents.createdAt, since)))
      return events
    },

    async record(scope, subject) {
      const now = clock()
      await db.insert(rateLimitEvents).values({ scope, subject, createdAt: now })
    },

    async clear(scope, subject) {
      await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject)))
    },
  }
}

/** Deletes events older than any window, so the table stays small (main.ts runs it hourly). */
export async function pruneRateLimitEvents(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.createdAt, olderThan))
}
