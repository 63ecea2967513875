// Checking a payment code, for paying and for changing the code: the same secret, so the same
// count of wrong entries. Five wrong entries within 15 minutes lock both for what is left of the
// window (settings); a right entry clears the count. Each refusal names its branch in `data`
// (the checkout machine's noPaymentCode, wrongCode and locked states).
import { eq } from 'drizzle-orm'
import type { PayRefusal } from '../../contract/orders'
import type { Database } from '../db/open-database'
import { users } from '../db/schema'
import { AppError } from '../errors'
import type { Settings } from '../settings'
import { verifySecret } from './passwords'
import type { RateLimiter } from './rate-limit'

const SCOPE = 'payment-code'

export interface PaymentCodeCheck {
  /**
   * Resolves when `code` is the user's payment code; otherwise refuses: no code set yet
   * (msg.notSetPaymentPassword), locked (msg.paymentLocked), wrong (`wrongMsg`, attempts left).
   */
  verify(userId: number, code: string, wrongMsg?: string): Promise<void>
  /** Refuses with the locked branch while paying is locked. */
  assertNotLocked(userId: number): Promise<void>
  /** Forgets the wrong entries, lifting a lock: the owner proved who they are another way. */
  clearFailures(userId: number, t?: Database): Promise<void>
}

function refusal(msgKey: string, params: Record<string, string | number>, data: PayRefusal): AppError {
  return new AppError(msgKey, params, data)
}

export function createPaymentCodeCheck(deps: { db: Database; limiter: RateLimiter; settings: Settings }): PaymentCodeCheck {
  const { limiter, settings } = deps
  const limitOf = (userId: number) => ({
    scope: SCOPE,
    subject: String(userId),
    max: settings.paymentCodeMaxFailures,
    windowMs: settings.paymentCodeLockMs,
  })

  async function assertNotLocked(userId: number): Promise<void> {
    const minutes = await limiter.retryAfterMinutes(limitOf(userId))
    if (minutes > 0) throw refusal('msg.paymentLocked', { minutes }, { reason: 'locked', minutes })
  }

  return {
    assertNotLocked,
    clearFailures: (userId, t) => limiter.clear(limitOf(userId), t),
    async verify(userId, code, wrongMsg = 'msg.paymentCodeWrong') {
      const limit = limitOf(userId)
      // Count, check and record as one step per user: parallel guesses each see the wrong entries
      // before them, so no more than the limit are ever checked.
      const outcome = await limiter.exclusive([limit], async (t): Promise<AppError | null> => {
        const waiting = await limiter.retryAfterMinutes(limit, t)
        if (waiting > 0) return refusal('msg.paymentLocked', { minutes: waiting }, { reason: 'locked', minutes: waiting })
        const [user] = await t.select({ hash: users.paymentCodeHash }).from(users).where(eq(users.id, userId))
        if (!user?.hash) return refusal('msg.notSetPaymentPassword', {}, { reason: 'noPaymentCode' })
        if (await verifySecret(user.hash, code)) {
          await limiter.clear(limit, t)
          return null
        }
        await limiter.record(limit, t)
        // The entry that reaches the limit locks paying at once.
        const minutes = await limiter.retryAfterMinutes(limit, t)
        if (minutes > 0) return refusal('msg.paymentLocked', { minutes }, { reason: 'locked', minutes })
        const left = Math.max(0, settings.paymentCodeMaxFailures - (await limiter.countInWindow(limit, t)))
        return refusal(wrongMsg, { count: left }, { reason: 'wrongCode', attempts_left: left })
      })
      if (outcome) throw outcome
    },
  }
}
