// Sliding-window limits counted in the database (rate_limit_events), so that they hold when
// several API processes share one PostgreSQL. A check a limit guards (a password, a payment code,
// a mail sent) runs `exclusive`ly per subject: reading the count, checking and recording the
// outcome are one step, so parallel requests, on one process or many, each see the failures of
// the ones before them and none can slip past the limit.
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database, DbKind } from '../db/open-database'
import { rateLimitEvents } from '../db/schema'

export interface Subject {
  /** What is limited, e.g. `login:account`. */
  scope: string
  /** Who is limited: an account, an email, a client address, a user id. */
  subject: string
}

export interface Limit extends Subject {
  /** Events allowed within the window; the next one is refused. */
  max: number
  windowMs: number
}

export interface RateLimiter {
  /**
   * Runs `work` while no other request, in this process or another, works on any of these
   * subjects. Its outcome is committed with what it recorded: `work` answers its refusals rather
   * than throwing them (a throw on PostgreSQL would take its recorded failure back with it).
   */
  exclusive<T>(subjects: Subject[], work: (t: Database) => Promise<T>): Promise<T>
  /** Minutes until the subject may try again (at least 1), or 0 when it is not limited. */
  retryAfterMinutes(limit: Limit, t?: Database): Promise<number>
  /** Events of the subject within the window. */
  countInWindow(limit: Omit<Limit, 'max'>, t?: Database): Promise<number>
  record(subject: Subject, t?: Database): Promise<void>
  /** Forgets a subject's events, e.g. an account's failures after a good login. */
  clear(subject: Subject, t?: Database): Promise<void>
  /** Takes back the subject's newest event (what was counted turned out not to count). */
  forgetLatest(subject: Subject, t?: Database): Promise<void>
}

const keyOf = ({ scope, subject }: Subject) => `${scope}\u001f${subject}`

/** Locks by name within this process: each holder waits for the one before it. */
function createLocalLocks() {
  const tails = new Map<string, Promise<void>>()
  return async function withLocks<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    const releases: Array<() => void> = []
    for (const key of keys) {
      const before = tails.get(key) ?? Promise.resolve()
      let release!: () => void
      const mine = new Promise<void>((resolve) => (release = resolve))
      const tail = before.then(() => mine)
      tails.set(key, tail)
      releases.push(() => {
        release()
        if (tails.get(key) === tail) tails.delete(key)
      })
      await before
    }
    try {
      return await work()
    } finally {
      for (const release of releases.reverse()) release()
    }
  }
}

/** The in-process locks of each embedded database, shared by every limiter (every app) on it. */
const localLocksOf = new WeakMap<Database, ReturnType<typeof createLocalLocks>>()

/**
 * `kind` chooses how `exclusive` locks: on PostgreSQL, transaction-scoped advisory locks (they hold
 * across processes); on the embedded PGlite, which one process owns, locks in this process, so a
 * check's hashing never holds the database's single connection.
 */
export function createRateLimiter(deps: { db: Database; clock: Clock; kind: DbKind }): RateLimiter {
  const { db, clock } = deps
  if (!localLocksOf.has(db)) localLocksOf.set(db, createLocalLocks())
  const localLocks = localLocksOf.get(db)!
  const inWindow = (scope: string, subject: string, windowMs: number) =>
    and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject), gt(rateLimitEvents.createdAt, new Date(clock().getTime() - windowMs)))

  return {
    async exclusive(subjects, work) {
      // One lock order for every request, so two requests over the same subjects never deadlock.
      const keys = [...new Set(subjects.map(keyOf))].sort()
      if (deps.kind === 'pglite') return localLocks(keys, () => work(db))
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        for (const key of keys) await t.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
        return work(t)
      })
    },

    async retryAfterMinutes({ scope, subject, max, windowMs }, t = db) {
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
    },

    async countInWindow({ scope, subject, windowMs }, t = db) {
      const [{ events }] = await t.select({ events: count() }).from(rateLimitEvents).where(inWindow(scope, subject, windowMs))
      return events
    },

    async record({ scope, subject }, t = db) {
      await t.insert(rateLimitEvents).values({ scope, subject, createdAt: clock() })
    },

    async clear({ scope, subject }, t = db) {
      await t.delete(rateLimitEvents).where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.subject, subject)))
    },

    async forgetLatest({ scope, subject }, t = db) {
      await t.execute(sql`
        delete from rate_limit_events where id = (
          select max(id) from rate_limit_events where scope = ${scope} and subject = ${subject})`)
    },
  }
}

/** Deletes events older than any window, so the table stays small (main.ts runs it hourly). */
export async function pruneRateLimitEvents(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.createdAt, olderThan))
}
