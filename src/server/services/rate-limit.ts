// Sliding-window limits counted in the database (rate_limit_events), so that they hold when
// several API processes share one PostgreSQL. An attempt is claimed before the work it limits
// (checking a password, a payment code, mailing a code): the count and the new event are one step
// under a transaction-scoped advisory lock per subject, so parallel requests, on one process or
// many, cannot all read "under the limit" before any of them is counted.
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm'
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

/** The events one claimed attempt recorded, one per limit. */
export interface Attempt {
  events: Array<{ scope: string; subject: string; id: number }>
}

export type Claim = { granted: true; attempt: Attempt } | { granted: false; retryAfterMinutes: number }

export interface RateLimiter {
  /**
   * Counts one attempt against every limit at once, or none when any of them is reached (then
   * answers the minutes until the subject may try again, at least 1). Atomic per subject.
   */
  claim(limits: Limit[]): Promise<Claim>
  /** Takes back an attempt that turned out not to count (the secret was right, there was nothing to check). */
  forgive(attempt: Attempt): Promise<void>
  /**
   * Forgets the subject's events up to and including this attempt's (a right password clears the
   * typos before it); attempts claimed after it by parallel requests still count.
   */
  clearThrough(attempt: Attempt, scope: string): Promise<void>
  /** Forgets all of a subject's events (the owner proved who they are another way). */
  clear(scope: string, subject: string): Promise<void>
  /** Minutes until the subject may try again (at least 1), or 0 when it is not limited. */
  retryAfterMinutes(limit: Limit): Promise<number>
  /** Events of the subject within the window. */
  countInWindow(limit: Omit<Limit, 'max'>): Promise<number>
}

/** The lock key of one subject: 64 bits of a hash of scope and subject. */
const lockKey = (scope: string, subject: string) => sql`hashtextextended(${`${scope}\u001f${subject}`}, 0)`

export function createRateLimiter(deps: { db: Database; clock: Clock }): RateLimiter {
  const { db, clock } = deps
  const inWindow = (scope: string, subject: string, windowMs: number) =>
    and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject), gt(rateLimitEvents.createdAt, new Date(clock().getTime() - windowMs)))

  async function retryAfterMinutes(t: Database, { scope, subject, max, windowMs }: Limit): Promise<number> {
    const where = inWindow(scope, subject, windowMs)
    const [{ events }] = await t.select({ events: count() }).from(rateLimitEvents).where(where)
    if (events < max) return 0
    // The subject is free again when the oldest event that still counts leaves the window.
    const [oldest] = await t
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(where)
      .orderBy(asc(rateLimitEvents.createdAt))
      .offset(events - max)
      .limit(1)
    const freeAt = (oldest?.at.getTime() ?? clock().getTime()) + windowMs
    return Math.max(1, Math.ceil((freeAt - clock().getTime()) / 60_000))
  }

  return {
    async claim(limits) {
      // One lock order for every request, so two claims over the same subjects never deadlock.
      const ordered = [...limits].sort((a, b) => `${a.scope}\u001f${a.subject}`.localeCompare(`${b.scope}\u001f${b.subject}`))
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        for (const { scope, subject } of ordered) await t.execute(sql`select pg_advisory_xact_lock(${lockKey(scope, subject)})`)
        const waits = await Promise.all(ordered.map((limit) => retryAfterMinutes(t, limit)))
        const wait = Math.max(0, ...waits)
        if (wait > 0) return { granted: false as const, retryAfterMinutes: wait }
        const now = clock()
        const events = await t
          .insert(rateLimitEvents)
          .values(ordered.map(({ scope, subject }) => ({ scope, subject, createdAt: now })))
          .returning({ scope: rateLimitEvents.scope, subject: rateLimitEvents.subject, id: rateLimitEvents.id })
        return { granted: true as const, attempt: { events } }
      })
    },

    async forgive(attempt) {
      if (attempt.events.length === 0) return
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, attempt.events.map((e) => e.id)))
    },

    async clearThrough(attempt, scope) {
      const own = attempt.events.find((e) => e.scope === scope)
      if (!own) return
      await db
        .delete(rateLimitEvents)
        .where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, own.subject), lte(rateLimitEvents.id, own.id)))
    },

    async clear(scope, subject) {
      await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject)))
    },

    retryAfterMinutes: (limit) => retryAfterMinutes(db, limit),

    async countInWindow({ scope, subject, windowMs }) {
      const [{ events }] = await db.select({ events: count() }).from(rateLimitEvents).where(inWindow(scope, subject, windowMs))
      return events
    },
  }
}

/** Deletes events older than any window, so the table stays small (main.ts runs it hourly). */
export async function pruneRateLimitEvents(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.createdAt, olderThan))
}
