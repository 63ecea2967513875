// Login sessions: an opaque random token for the client, only its sha256 in the database, so the
// table cannot be replayed. Sessions last settings.sessionTtlMs and can be revoked one or all.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Role } from '../auth-user'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { sessions, users } from '../db/schema'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface SessionUser {
  sessionId: number
  userId: number
  role: Role
}

export interface SessionStore {
  /** Starts a session and answers the token to hand to the client (shown once, never stored). */
  create(userId: number, db?: Database, device?: string): Promise<string>
  /** The user of a live session, or null for an unknown, expired or revoked token. */
  verify(token: string): Promise<SessionUser | null>
  revoke(sessionId: number): Promise<void>
  /** Ends every session of a user (password changed or reset). */
  revokeAllOf(userId: number, db?: Database): Promise<void>
}

export function createSessionStore(deps: { db: Database; clock: Clock; ttlMs: number }): SessionStore {
  const { clock, ttlMs } = deps
  return {
    async create(userId, db = deps.db, device = '') {
      // 128 random bits: guessing a live token is hopeless, so no lookup rate limit is needed.
      const token = randomBytes(16).toString('hex')
      const now = clock()
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
        device: device.slice(0, 100),
      })
      return token
    },

    async verify(token) {
      // A token is 32 hex characters; anything else cannot match, so skip the query.
      if (!/^[0-9a-f]{32}$/.test(token)) return null
      const [row] = await deps.db
        .select({ sessionId: sessions.id, userId: users.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock()), isNull(users.suspendedAt)))
      return row ?? null
    },

    async revoke(sessionId) {
      await deps.db.update(sessions).set({ revokedAt: clock() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    },

    async revokeAllOf(userId, db = deps.db) {
      await db.update(sessions).set({ revokedAt: clock() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },
  }
}
