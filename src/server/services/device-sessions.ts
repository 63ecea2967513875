// A user's logged-in devices: the live sessions, newest first, and logging one of them out. Only
// the user's own sessions are ever read or changed.
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { sessions } from '../db/schema'
import { AppError } from '../errors'

export function createDeviceSessions(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  const live = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock()))

  return {
    async list(userId: number, currentSessionId: number, page: number, limit: number) {
      const [{ total }] = await db.select({ total: count() }).from(sessions).where(live(userId))
      const rows = await db
        .select({ id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(live(userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(limit)
        .offset((page - 1) * limit)
      return {
        list: rows.map((row) => ({
          id: row.id,
          device: row.device,
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          current: row.id === currentSessionId,
        })),
        total,
        page,
        limit,
      }
    },

    /** Ends one of the user's sessions; another user's (or an unknown) id changes nothing. */
    async revoke(userId: number, sessionId: number) {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.id, sessionId), live(userId)))
        .returning({ id: sessions.id })
      if (ended.length === 0) throw new AppError('msg.notFound')
    },
  }
}
