// Forgotten password: a 6-digit code mailed to the account's email, stored hashed, valid 15
// minutes and 5 guesses. The request answers the same whether or not the email has an account.
import { randomInt } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { LanguageFile } from '../../contract/fields'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { passwordResets, users } from '../db/schema'
import { AppError } from '../errors'
import type { Translator } from '../i18n'
import type { Mailer } from '../mail/mailer'
import type { Settings } from '../settings'
import { findUserIdByEmail } from './account-uniqueness'
import { LOGIN_BY_ACCOUNT } from './auth'
import { hashSecret, verifyDummy, verifySecret } from './passwords'
import type { RateLimiter } from './rate-limit'
import type { SessionStore } from './sessions'

export const RESET_BY_EMAIL = 'reset:email'
export const RESET_BY_ADDRESS = 'reset:address'
/** The codes of this reset: not those that reset a payment code (services/payment-code-reset.ts). */
const FOR_PASSWORD = eq(passwordResets.purpose, 'password')

type Deps = {
  db: Database
  clock: Clock
  mailer: Mailer
  translate: Translator
  sessions: SessionStore
  limiter: RateLimiter
  log: (line: string) => void
  settings: Pick<
    Settings,
    'resetCodeTtlMs' | 'resetCodeMaxAttempts' | 'resetRequestsPerEmail' | 'resetRequestsPerAddress' | 'loginWindowMs'
  >
}

export function createPasswordResetService(deps: Deps) {
  const { db, clock, mailer, translate, sessions, limiter, settings, log } = deps
  const invalid = () => new AppError('msg.resetCodeInvalid')

  return {
    /** Mails a code when the email has an account; refuses only when asked too often. */
    async requestCode(emailInput: string, lang: LanguageFile, clientAddress: string | null): Promise<void> {
      const email = emailInput.toLowerCase()
      const windowMs = settings.loginWindowMs
      const limits = [
        { scope: RESET_BY_EMAIL, subject: email, max: settings.resetRequestsPerEmail, windowMs },
        ...(clientAddress === null ? [] : [{ scope: RESET_BY_ADDRESS, subject: clientAddress, max: settings.resetRequestsPerAddress, windowMs }]),
      ]
      // Count and record as one step: parallel requests cannot mail more codes than the limit.
      const limited = await limiter.exclusive(limits, async (t) => {
        for (const limit of limits) if ((await limiter.retryAfterMinutes(limit, t)) > 0) return true
        for (const limit of limits) await limiter.record(limit, t)
        return false
      })
      if (limited) throw new AppError('msg.resetCodeRateLimited')

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      // Hash before knowing whether the account exists, so both answers take the same time.
      const codeHash = await hashSecret(code)
      const userId = await findUserIdByEmail(db, email)
      if (userId === null) return

      const now = clock()
      const [user] = await db.transaction(async (tx) => {
        // Only the newest code works: asking again must not multiply the guesses an attacker gets.
        await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), FOR_PASSWORD, isNull(passwordResets.usedAt)))
        await tx.insert(passwordResets).values({ userId, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + settings.resetCodeTtlMs) })
        return tx.select({ account: users.account, email: users.email }).from(users).where(eq(users.id, userId))
      })
      const minutes = Math.round(settings.resetCodeTtlMs / 60_000)
      // Not awaited: a slow mail server must not make "has an account" slower to answer than "has none".
      mailer
        .send({
          to: user.email,
          subject: translate(lang, 'msg.resetCodeMailSubject'),
          text: translate(lang, 'msg.resetCodeMailText', { account: user.account, code, minutes }),
        })
        .catch((error: Error) => log(`reset code mail to ${user.email} failed: ${error.message}`))
    },

    /** Sets a new password with a mailed code; every session of the user ends. */
    async resetWithCode(input: { email: string; code: string; new_password: string }): Promise<void> {
      const userId = await findUserIdByEmail(db, input.email)
      if (userId === null) {
        await verifyDummy(input.code)
        throw invalid()
      }
      const now = clock()
      const [reset] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), FOR_PASSWORD, isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .orderBy(desc(passwordResets.id))
        .limit(1)
      if (!reset) {
        await verifyDummy(input.code)
        throw invalid()
      }
      // Claim a guess before checking it: two parallel guesses cannot both take the last one.
      const [claimed] = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), lt(passwordResets.attempts, settings.resetCodeMaxAttempts)))
        .returning({ codeHash: passwordResets.codeHash })
      if (!claimed) throw invalid()
      if (!(await verifySecret(claimed.codeHash, input.code))) throw invalid()

      const passwordHash = await hashSecret(input.new_password)
      const account = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id })
        if (!used) throw invalid()
        const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ account: users.account })
        await sessions.revokeAllOf(userId, tx)
        return user.account
      })
      // The owner proved who they are: failed logins (perhaps an attacker's) no longer lock them out.
      await limiter.clear({ scope: LOGIN_BY_ACCOUNT, subject: account.toLowerCase() })
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
