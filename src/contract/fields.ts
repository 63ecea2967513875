// Field schemas shared by many calls. Every message is a key of locales/*.json (msg.*), so the
// server's refusal and the client's form check read the same words in the user's language.
import * as z from 'zod/mini'

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
export const account = z.string({ error: 'msg.inputAccountPassword' }).check(
  z.trim(),
  z.minLength(1, 'msg.inputAccountPassword'),
  z.maxLength(32, 'msg.accountInvalid'),
  z.regex(/^[A-Za-z0-9._@-]+$/, 'msg.accountInvalid'),
)

/** At login an account is only looked up: any string up to the limit is accepted. */
export const loginAccount = z.string({ error: 'msg.inputAccountPassword' }).check(
  z.trim(),
  z.minLength(1, 'msg.inputAccountPassword'),
  z.maxLength(254, 'msg.inputAccountPassword'),
)

/** A password being chosen: at least 6 characters. */
export const newPassword = z.string({ error: 'msg.passwordMinLength' }).check(
  z.minLength(MIN_PASSWORD_LENGTH, 'msg.passwordMinLength'),
  z.maxLength(MAX_PASSWORD_LENGTH, 'msg.passwordTooLong'),
)

/** A password being checked: only presence and a sane length are asked of it. */
export const existingPassword = z.string({ error: 'msg.inputAccountPassword' }).check(
  z.minLength(1, 'msg.inputAccountPassword'),
  z.maxLength(MAX_PASSWORD_LENGTH, 'msg.passwordTooLong'),
)

export const email = z.pipe(
  z.string({ error: 'msg.fillCorrectEmail' }).check(z.trim(), z.maxLength(254, 'msg.fillCorrectEmail')),
  z.email({ error: 'msg.fillCorrectEmail' }),
)

/** An international mobile number: optional +, 6 to 20 digits with spaces or dashes between. */
export const mobile = z.string({ error: 'msg.correctMobile' }).check(
  z.trim(),
  z.regex(/^\+?[0-9](?:[0-9 -]{4,18})[0-9]$/, 'msg.correctMobile'),
)

export const personName = z.string({ error: 'msg.nameRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.nameRequired'),
  z.maxLength(50, 'msg.nameTooLong'),
)

/**
 * What a person typed into an amount field, as the form keeps it: spaces dropped. On the wire an
 * amount is a decimal string taken exactly as sent (no spaces, no exponent, no number): each
 * amount's own rule checks its digits.
 */
export const amountAsTyped = (typed: unknown) => (typeof typed === 'string' ? typed.replace(/\s+/g, '') : typed)

/** An exact decimal amount as a string with at most two decimals ("12.50"). */
export const money = z.string().check(z.regex(/^-?\d{1,16}(\.\d{1,2})?$/))

/** An ISO-8601 UTC timestamp. */
export const isoTime = z.string()

/**
 * A count as a person typed it ("12", " 12 "): its number, or NaN for anything else (empty
 * included), which a count's schema refuses with its own message. Bodies carry numbers, never text.
 */
export function wholeNumberOf(typed: string | number | undefined): number {
  if (typeof typed === 'number') return typed
  return typed !== undefined && /^\s*\d{1,15}\s*$/.test(typed) ? Number(typed) : Number.NaN
}

/** A whole number (the safe-integer range), as `z.number().int()` was. */
export const integer = () => z.number().check(z.int())

/** Paging of every list call: page from 1, limit 1 to 50, default 10 (docs/api-conventions.md#pages). */
export const pageQuery = z.object({
  page: z._default(z.number({ error: 'msg.pageInvalid' }).check(z.int('msg.pageInvalid'), z.minimum(1, 'msg.pageInvalid'), z.maximum(100000, 'msg.pageInvalid')), 1),
  limit: z._default(z.number({ error: 'msg.limitInvalid' }).check(z.int('msg.limitInvalid'), z.minimum(1, 'msg.limitInvalid'), z.maximum(50, 'msg.limitInvalid')), 10),
})

export function pageOf<R extends z.core.SomeType>(row: R) {
  return z.object({ list: z.array(row), total: integer(), page: integer(), limit: integer() })
}

/** Row ids in the query, comma separated ("12,13"), at most `max`; read as distinct numbers. */
export function idListOf(message: string, max: number) {
  return z.pipe(
    z.string({ error: message }).check(z.regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`), message)),
    z.transform((ids: string) => [...new Set(ids.split(',').map(Number))]),
  )
}
