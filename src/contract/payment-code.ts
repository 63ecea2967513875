// The payment code (docs/product/money.md#payment-code, docs/product/rules.md#validation-messages):
// numeric, at least 6 digits, not weak; set the first time without an old code, changed only with
// the old one.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { MAX_PASSWORD_LENGTH } from './fields'

export const MIN_PAYMENT_CODE_LENGTH = 6
export const MAX_PAYMENT_CODE_LENGTH = 12

/** One digit repeated (111111) or a straight run up or down (123456, 654321): guessed first. */
export function isWeakPaymentCode(code: string): boolean {
  if (!/^\d+$/.test(code)) return false
  const steps = new Set<number>()
  for (let i = 1; i < code.length; i++) steps.add(Number(code[i]) - Number(code[i - 1]))
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!)
}

/**
 * A payment code typed to pay: present ("Please enter payment password",
 * docs/product/rules.md#validation-messages), digits only.
 */
export const paymentCodeEntry = z.string({ error: 'msg.enterPaymentPassword' }).check(
  z.minLength(1, 'msg.enterPaymentPassword'),
  z.maxLength(MAX_PAYMENT_CODE_LENGTH, 'msg.paymentCodeFormat'),
  z.regex(/^\d+$/, 'msg.paymentCodeFormat'),
)

/** A payment code being chosen: 6 to 12 digits, and not weak. */
export const newPaymentCode = z.string({ error: 'msg.paymentCodeFormat' }).check(
  z.regex(new RegExp(`^\\d{${MIN_PAYMENT_CODE_LENGTH},${MAX_PAYMENT_CODE_LENGTH}}$`), 'msg.paymentCodeFormat'),
  z.refine((code) => !isWeakPaymentCode(code), 'msg.paymentCodeWeak'),
)

/** The new code and its confirmation, checked the same way with or without an old code. */
const codeFields = {
  new_code: z.pipe(z.string({ error: 'msg.newPasswordRequired' }).check(z.minLength(1, 'msg.newPasswordRequired')), newPaymentCode),
  confirm_code: z.string({ error: 'msg.confirmPasswordRequired' }).check(z.minLength(1, 'msg.confirmPasswordRequired')),
}

type CodeBody = { old_code?: string | undefined; new_code: string; confirm_code: string }

/** Confirm matches new; new differs from old (when there is an old one). */
const codeChecks = <T extends CodeBody>() => [
  z.refine<T>((b) => b.new_code === b.confirm_code, { message: 'msg.passwordsDoNotMatch', path: ['confirm_code'] }),
  z.refine<T>((b) => !b.old_code || b.new_code !== b.old_code, { message: 'msg.newPasswordSameAsOld', path: ['new_code'] }),
]

export const setPaymentCode = defineCall({
  method: 'POST',
  path: '/api/user/resetPay',
  access: 'user',
  summary: 'Set the payment code (first time: no old code) or change it (the old code required)',
  body: z
    .object({
      /** Empty or absent the first time; required to change an existing code. */
      old_code: z.optional(z.string().check(z.maxLength(MAX_PAYMENT_CODE_LENGTH, 'msg.paymentCodeFormat'))),
      ...codeFields,
    })
    .check(...codeChecks()),
  /** `changed`: an existing code was replaced (false: set for the first time). */
  data: z.object({ has_payment_code: z.literal(true), changed: z.boolean() }),
})

/**
 * The change form's fields (docs/product/rules.md#validation-messages): the old code is required
 * and, being a payment code, digits only. The call itself accepts an absent old code, for the first
 * time.
 */
export const changePaymentCodeForm = z
  .object({
    old_code: z.string({ error: 'msg.oldPaymentCodeRule' }).check(
      z.minLength(1, 'msg.oldPaymentCodeRule'),
      z.maxLength(MAX_PAYMENT_CODE_LENGTH, 'msg.paymentCodeFormat'),
      z.regex(/^\d+$/, 'msg.paymentCodeFormat'),
    ),
    ...codeFields,
  })
  .check(...codeChecks())

/**
 * Why setting or changing the code was refused, in the refusal's `data`:
 * - `codeAlreadySet`: no old code was given but the shopper has one (set meanwhile elsewhere)
 * - `noPaymentCode`: an old code was given but none is set yet
 * - `wrongCode` (with `attempts_left`), `locked` (with `minutes`): the shared payment-code lockout
 * - `codeChanged`: the code was changed by another request while this one was checked
 */
export const PAYMENT_CODE_REFUSALS = ['codeAlreadySet', 'noPaymentCode', 'wrongCode', 'locked', 'codeChanged'] as const
export type PaymentCodeRefusalReason = (typeof PAYMENT_CODE_REFUSALS)[number]
export interface PaymentCodeRefusal {
  reason: PaymentCodeRefusalReason
  attempts_left?: number
  minutes?: number
}

/**
 * Mails a one-time code for resetting a forgotten payment code to the account's own email (the
 * shopper is logged in: nobody types an address). At most as many mails per email and window as
 * the login password's reset allows; refused beyond with `tooManyMails` and the minutes to wait.
 */
export const forgotPaymentCode = defineCall({
  method: 'POST',
  path: '/api/user/forgot_payment_code',
  access: 'user',
  summary: "Mail a one-time code for resetting the payment code to the account's email",
  /** `email`: where the code went, partly hidden (d***@example.com). */
  data: z.object({ email: z.string() }),
})

/**
 * Replaces a forgotten payment code: the mailed code, the login password, and the new code twice
 * (chosen under the same rules as setting it). The payment-code lock is lifted.
 */
export const resetPaymentCodeByMail = defineCall({
  method: 'POST',
  path: '/api/user/reset_payment_code',
  access: 'user',
  summary: 'Replace a forgotten payment code with the mailed code and the login password; paying is unlocked',
  body: z
    .object({
      code: z.string({ error: 'payCodeReset.codeRequired' }).check(z.trim(), z.regex(/^\d{6}$/, 'payCodeReset.codeFormat')),
      /** The login password: who knows it and reads the mail is the shopper. */
      password: z.string({ error: 'payCodeReset.passwordRequired' }).check(
        z.minLength(1, 'payCodeReset.passwordRequired'),
        z.maxLength(MAX_PASSWORD_LENGTH, 'msg.passwordTooLong'),
      ),
      ...codeFields,
    })
    .check(...codeChecks()),
  data: z.object({ has_payment_code: z.literal(true) }),
})

/**
 * Why a reset by mail was refused, in the refusal's `data`:
 * - `tooManyMails` (with `minutes`): too many codes asked for this email lately
 * - `wrongCode`, `wrongPassword` (with `attempts_left`): each costs one of the code's guesses
 * - `codeDead`: no code that still works (none asked, expired, used, or its guesses spent): ask again
 */
export const PAYMENT_CODE_RESET_REFUSALS = ['tooManyMails', 'wrongCode', 'wrongPassword', 'codeDead'] as const
export type PaymentCodeResetRefusalReason = (typeof PAYMENT_CODE_RESET_REFUSALS)[number]
export interface PaymentCodeResetRefusal {
  reason: PaymentCodeResetRefusalReason
  attempts_left?: number
  minutes?: number
}
