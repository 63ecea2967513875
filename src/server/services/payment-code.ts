// Setting the payment code the first time (no old code) and changing it (the old code, checked
// with the lockout shared with paying). Each write is conditional on the hash it was decided on,
// so two requests at once cannot both succeed with different codes.
import { and, eq, isNull } from 'drizzle-orm'
import type { PaymentCodeRefusal } from '../../contract/payment-code'
import type { Database } from '../db/open-database'
import { users } from '../db/schema'
import { AppError, UnauthorizedError } from '../errors'
import { hashSecret } from './passwords'
import type { PaymentCodeCheck } from './payment-code-check'

const refusal = (msgKey: string, data: PaymentCodeRefusal) => new AppError(msgKey, {}, data)

export interface PaymentCodeChange {
  /** Empty or absent to set the code the first time. */
  old_code?: string | undefined
  /** Already checked by the contract: digits, long enough, not weak, confirmed, not the old one. */
  new_code: string
}

export function createPaymentCodeService(deps: { db: Database; check: PaymentCodeCheck }) {
  const { db, check } = deps

  /** Writes the new hash only if the stored one is still `expected` (null: no code yet). */
  async function replaceHash(userId: number, expected: string | null, newCode: string): Promise<boolean> {
    const paymentCodeHash = await hashSecret(newCode)
    const stillExpected = expected === null ? isNull(users.paymentCodeHash) : eq(users.paymentCodeHash, expected)
    const updated = await db
      .update(users)
      .set({ paymentCodeHash })
      .where(and(eq(users.id, userId), stillExpected))
      .returning({ id: users.id })
    return updated.length === 1
  }

  return {
    /** Sets or changes the code; `changed` tells which (false: the first time). */
    async set(userId: number, input: PaymentCodeChange): Promise<{ has_payment_code: true; changed: boolean }> {
      const [user] = await db.select({ hash: users.paymentCodeHash }).from(users).where(eq(users.id, userId))
      if (!user) throw new UnauthorizedError()
      const oldCode = input.old_code ?? ''

      if (user.hash === null) {
        if (oldCode !== '') throw refusal('msg.oldPaymentCodeRule', { reason: 'noPaymentCode' })
        // Another request set a code since the read: this one would silently replace it.
        if (!(await replaceHash(userId, null, input.new_code))) throw refusal('msg.oldPaymentCodeRule', { reason: 'codeAlreadySet' })
        return { has_payment_code: true, changed: false }
      }

      if (oldCode === '') throw refusal('msg.oldPaymentCodeRule', { reason: 'codeAlreadySet' })
      await check.verify(userId, oldCode, 'msg.oldPaymentCodeWrong')
      // The old code was right for the hash read above; if another change won meanwhile, this one
      // was decided on a code that no longer is the shopper's.
      if (!(await replaceHash(userId, user.hash, input.new_code))) throw refusal('msg.paymentCodeChangedMeanwhile', { reason: 'codeChanged' })
      return { has_payment_code: true, changed: true }
    },
  }
}

export type PaymentCodeService = ReturnType<typeof createPaymentCodeService>
