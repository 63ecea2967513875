// Changing the login password while logged in: the old one must match, and afterwards every session
// of the user ends, this one too (docs/product/screens.md#signing-in-and-out: the client logs in
// again).
import { eq } from 'drizzle-orm'
import type { Database } from '../db/open-database'
import { users } from '../db/schema'
import { AppError } from '../errors'
import type { Settings } from '../settings'
import { hashSecret, verifySecret } from './passwords'
import type { RateLimiter } from './rate-limit'
import type { SessionStore } from './sessions'

/** Wrong old passwords count like failed logins: a stolen session must not brute-force it. */
export const OLD_PASSWORD_FAILURES = 'password:old'

type Deps = {
  db: Database
  sessions: SessionStore
  limiter: RateLimiter
  settings: Pick<Settings, 'loginWindowMs' | 'loginFailuresPerAccount'>
}

export function createPasswordChangeService(deps: Deps) {
  const { db, sessions, limiter, settings } = deps
  return {
    async change(userId: number, oldPassword: string, newPassword: string): Promise<void> {
      const subject = String(userId)
      const limit = { scope: OLD_PASSWORD_FAILURES, subject, max: settings.loginFailuresPerAccount, windowMs: settings.loginWindowMs }
      // Count, check and record as one step, like a login: parallel guesses cannot slip past the limit.
      const refused = await limiter.exclusive([limit], async (t) => {
        const minutes = await limiter.retryAfterMinutes(limit, t)
        if (minutes > 0) return new AppError('msg.loginRateLimited', { minutes })
        const [user] = await t.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
        if (!user || !(await verifySecret(user.passwordHash, oldPassword))) {
          await limiter.record(limit, t)
          return new AppError('msg.oldPasswordWrong')
        }
        await limiter.clear(limit, t)
        return null
      })
      if (refused) throw refused
      const passwordHash = await hashSecret(newPassword)
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
        await sessions.revokeAllOf(userId, tx)
      })
    },
  }
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>
