// Resetting a forgotten payment code, as the login password's reset works: a 6-digit code mailed to
// the account's own email (kept hashed beside those codes, purpose `paymentCode`), valid as long
// and for as many guesses; then the new code is set with the mailed code and the login password,
// and the payment-code lock is lifted. Each step a limit guards runs `exclusive`ly per subject, so
// parallel requests cannot mail more codes, or check more guesses, than the limits allow.
import { randomInt } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { PaymentCodeResetRefusal } from '../../contract/payment-code'
import type { LanguageFile } from '../../contract/fields'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { passwordResets, users } from '../db/schema'
import { AppError, UnauthorizedError } from '../errors'
import type { Translator } from '../i18n'
import type { Mailer } from '../mail/mailer'
import type { Settings } from '../settings'
import { hashSecret, verifySecret } from './passwords'
import type { PaymentCodeCheck } from './payment-code-check'
import type { RateLimiter } from './rate-limit'

/** Mails asked, counted per email (apart from the login password's, so one does not use up the other). */
export const PAY_RESET_BY_EMAIL = 'pay-reset:email'
/** Only a lock: one guess of a user's mailed code at a time, so none slips past the count. */
const PAY_RESET_GUESS = 'pay-reset:guess'
/** The codes of this reset, not those of the login password's. */
const FOR_PAYMENT_CODE = eq(passwordResets.purpose, 'paymentCode')

type Deps = {
  db: Database
  clock: Clock
  mailer: Mailer
  translate: Translator
  limiter: RateLimiter
  check: PaymentCodeCheck
  log: (line: string) => void
  settings: Pick<Settings, 'resetCodeTtlMs' | 'resetCodeMaxAttempts' | 'resetRequestsPerEmail' | 'loginWindowMs'>
}

export interface PaymentCodeResetInput {
  code: string
  /** The login password. */
  password: string
  /** Already checked by the contract: digits, long enough, not weak, confirmed. */
  new_code: string
}

/** An email partly hidden, to say where a code went: d***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`
}

const refusal = (msgKey: string, data: PaymentCodeResetRefusal, params: Record<string, number> = {}) => new AppError(msgKey, params, data)
const codeDead = () => refusal('payCodeReset.codeDead', { reason: 'codeDead' })

export function createPaymentCodeResetService(deps: Deps) {
  const { db, clock, mailer, translate, limiter, check, settings, log } = deps
  const guessLock = (userId: number) => ({ scope: PAY_RESET_GUESS, subject: String(userId) })

  return {
    /** Mails a new code (the ones before stop working); refuses when asked too often. */
    async requestCode(userId: number, lang: LanguageFile): Promise<{ email: string }> {
      const [user] = await db.select({ account: users.account, email: users.email }).from(users).where(eq(users.id, userId))
      if (!user) throw new UnauthorizedError()
      const limit = { scope: PAY_RESET_BY_EMAIL, subject: user.email.toLowerCase(), max: settings.resetRequestsPerEmail, windowMs: settings.loginWindowMs }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const codeHash = await hashSecret(code)
      // Count, record and store the code as one step: parallel requests cannot mail more codes than the limit.
      const waiting = await limiter.exclusive([limit, guessLock(userId)], async (t) => {
        const minutes = await limiter.retryAfterMinutes(limit, t)
        if (minutes > 0) return minutes
        await limiter.record(limit, t)
        const now = clock()
        // Only the newest code works: asking again must not multiply the guesses.
        await t.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), FOR_PAYMENT_CODE, isNull(passwordResets.usedAt)))
        await t.insert(passwordResets).values({
          userId, purpose: 'paymentCode', codeHash, createdAt: now, expiresAt: new Date(now.getTime() + settings.resetCodeTtlMs),
        })
        return 0
      })
      if (waiting > 0) throw refusal('payCodeReset.tooManyMails', { reason: 'tooManyMails', minutes: waiting }, { minutes: waiting })

      const minutes = Math.round(settings.resetCodeTtlMs / 60_000)
      await mailer
        .send({
          to: user.email,
          subject: translate(lang, 'payCodeReset.mailSubject'),
          text: translate(lang, 'payCodeReset.mailText', { account: user.account, code, minutes }),
        })
        .catch((error: Error) => log(`payment code reset mail to ${user.email} failed: ${error.message}`))
      return { email: maskEmail(user.email) }
    },

    /**
     * Sets the new payment code when the mailed code and the login password are right, and lifts
     * the lock. Every try with a live code costs one of its guesses, whichever of the two is wrong.
     */
    async resetWithCode(userId: number, input: PaymentCodeResetInput): Promise<{ has_payment_code: true }> {
      const outcome = await limiter.exclusive([guessLock(userId)], async (t): Promise<AppError | null> => {
        const now = clock()
        const [reset] = await t
          .select({ id: passwordResets.id, codeHash: passwordResets.codeHash, attempts: passwordResets.attempts })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, userId), FOR_PAYMENT_CODE, isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .orderBy(desc(passwordResets.id))
          .limit(1)
        if (!reset || reset.attempts >= settings.resetCodeMaxAttempts) return codeDead()
        // Counted before it is checked, and committed with the answer (refusals are returned, not thrown).
        await t.update(passwordResets).set({ attempts: reset.attempts + 1 }).where(eq(passwordResets.id, reset.id))
        const left = settings.resetCodeMaxAttempts - reset.attempts - 1
        const wrong = (msgKey: string, reason: 'wrongCode' | 'wrongPassword') =>
          left > 0 ? refusal(msgKey, { reason, attempts_left: left }, { count: left }) : codeDead()

        if (!(await verifySecret(reset.codeHash, input.code))) return wrong('payCodeReset.wrongCode', 'wrongCode')
        const [user] = await t.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
        if (!user) return new UnauthorizedError()
        if (!(await verifySecret(user.passwordHash, input.password))) return wrong('payCodeReset.wrongPassword', 'wrongPassword')

        const paymentCodeHash = await hashSecret(input.new_code)
        await t.transaction(async (tx) => {
          await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id))
          await tx.update(users).set({ paymentCodeHash }).where(eq(users.id, userId))
          await check.clearFailures(userId, tx as unknown as Database)
        })
        return null
      })
      if (outcome) throw outcome
      return { has_payment_code: true }
    },
  }
}

export type PaymentCodeResetService = ReturnType<typeof createPaymentCodeResetService>
