// Field schemas shared by many calls. Every message is a key of locales/*.json (msg.*), so the
// server's refusal and the client's form check read the same words in the user's language.
import * as z from 'zod'

export const LANGUAGE_FILES = ['en', 'vi', 'zh-CN', 'ja', 'ko', 'th'] as const
export type LanguageFile = (typeof LANGUAGE_FILES)[number]
export const languageFile = z.enum(LANGUAGE_FILES, { error: 'msg.languageUnknown' })

export const CURRENCIES = ['USD', 'VND', 'CNY', 'JPY', 'KRW', 'THB'] as const
export type Currency = (typeof CURRENCIES)[number]

export const ROLES = ['shopper', 'merchant', 'operator'] as const
export const role = z.enum(ROLES)

export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 128

/** A login name: letters, digits and . _ - @, up to 32 characters. */
export const account = z
  .string({ error: 'msg.inputAccountPassword' })
  .trim()
  .min(1, 'msg.inputAccountPassword')
  .max(32, 'msg.accountInvalid')
  .regex(/^[A-Za-z0-9._@-]+$/, 'msg.accountInvalid')

/** At login an account is only looked up: any string up to the limit is accepted. */
export const loginAccount = z
  .string({ error: 'msg.inputAccountPassword' })
  .trim()
  .min(1, 'msg.inputAccountPassword')
  .max(254, 'msg.inputAccountPassword')

/** A password being chosen: at least 6 characters. */
export const newPassword = z
  .string({ error: 'msg.passwordMinLength' })
  .min(MIN_PASSWORD_LENGTH, 'msg.passwordMinLength')
  .max(MAX_PASSWORD_LENGTH, 'msg.passwordTooLong')

/** A password being checked: only presence and a sane length are asked of it. */
export const existingPassword = z
  .string({ error: 'msg.inputAccountPassword' })
  .min(1, 'msg.inputAccountPassword')
  .max(MAX_PASSWORD_LENGTH, 'msg.passwordTooLong')

export const email = z
  .string({ error: 'msg.fillCorrectEmail' })
  .trim()
  .max(254, 'msg.fillCorrectEmail')
  .pipe(z.email({ error: 'msg.fillCorrectEmail' }))

/** An international mobile number: optional +, 6 to 20 digits with spaces or dashes between. */
export const mobile = z
  .string({ error: 'msg.correctMobile' })
  .trim()
  .regex(/^\+?[0-9](?:[0-9 -]{4,18})[0-9]$/, 'msg.correctMobile')

export const personName = z
  .string({ error: 'msg.nameRequired' })
  .trim()
  .min(1, 'msg.nameRequired')
  .max(50, 'msg.nameTooLong')

/** An exact decimal amount as a string with at most two decimals ("12.50"). */
export const money = z.string().regex(/^-?\d{1,16}(\.\d{1,2})?$/)

/** An ISO-8601 UTC timestamp. */
export const isoTime = z.string()

/** Paging of every list call: page from 1, limit 1 to 50, default 10 (DESIGN.md section 7). */
export const pageQuery = z.object({
  page: z.coerce.number({ error: 'msg.pageInvalid' }).int('msg.pageInvalid').min(1, 'msg.pageInvalid').max(100000, 'msg.pageInvalid').default(1),
  limit: z.coerce.number({ error: 'msg.limitInvalid' }).int('msg.limitInvalid').min(1, 'msg.limitInvalid').max(50, 'msg.limitInvalid').default(10),
})

export function pageOf<R extends z.ZodType>(row: R) {
  return z.object({ list: z.array(row), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
}
