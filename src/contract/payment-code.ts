// The payment code (SPEC.md sections 4 and 5, DESIGN.md section 5): numeric, at least 6 digits,
// not weak; set the first time without an old code, changed only with the old one.
import * as z from 'zod/mini'
import { defineCall } from './call'

export const MIN_PAYMENT_CODE_LENGTH = 6
export const MAX_PAYMENT_CODE_LENGTH = 12

/** One digit repeated (111111) or a straight run up or down (123456, 654321): guessed first. */
export function isWeakPaymentCode(code: string): boolean {
  if (!/^\d+$/.test(code)) return false
  const steps = new Set<number>()
  for (let i = 1; i < code.length; i++) steps.add(Number(code[i]) - Number(code[i - 1]))
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!)
}

/** A payment code typed to pay: present (SPEC.md's "Please enter payment password"), digits only. */
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

export const setPaymentCode = defineCall({
  method: 'POST',
  path: '/api/user/resetPay',
  access: 'user',
  summary: 'Set the payment code (first time: no old code) or change it (the old code required)',
  body: z
    .object({
      /** Empty or absent the first time; required to change an existing code. */
      old_code: z.optional(z.string().check(z.maxLength(MAX_PAYMENT_CODE_LENGTH, 'msg.paymentCodeFormat'))),
      new_code: z.pipe(z.string({ error: 'msg.newPasswordRequired' }).check(z.minLength(1, 'msg.newPasswordRequired')), newPaymentCode),
      confirm_code: z.string({ error: 'msg.confirmPasswordRequired' }).check(z.minLength(1, 'msg.confirmPasswordRequired')),
    })
    .check(
      z.refine((b) => b.new_code === b.confirm_code, { message: 'msg.passwordsDoNotMatch', path: ['confirm_code'] }),
      z.refine((b) => !b.old_code || b.new_code !== b.old_code, { message: 'msg.newPasswordSameAsOld', path: ['new_code'] }),
    ),
  data: z.object({ has_payment_code: z.literal(true) }),
})
