// A text an operator or a merchant writes in the six languages: English required (the fallback of
// every other language), the others optional; an empty one means "not written" and is not stored.
import * as z from 'zod/mini'
import { LANGUAGE_FILES, type LanguageFile } from './fields'

type OtherLanguage = Exclude<LanguageFile, 'en'>
export const OTHER_LANGUAGES = LANGUAGE_FILES.filter((lang): lang is OtherLanguage => lang !== 'en')

/** The text as typed, each language trimmed and at most `max` long; English must not be empty. */
export function localTextInput(max: number, required: string, tooLong: string) {
  const other = z.optional(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong)))
  return z.object({
    en: z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)),
    ...Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, other])),
  } as { en: z.ZodMiniString<string> } & Record<OtherLanguage, typeof other>)
}

/** A stored text as an editor reads it: English, and whichever other languages were written. */
export const storedLocalText = z.object({
  en: z.string(),
  ...Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, z.optional(z.string())])),
} as { en: z.ZodMiniString<string> } & Record<OtherLanguage, z.ZodMiniOptional<z.ZodMiniString<string>>>)
export type StoredLocalText = z.output<typeof storedLocalText>

/** The languages written (not empty), English first: what is stored of a text as typed. */
export function writtenLanguages(text: Partial<Record<LanguageFile, string | undefined>> & { en: string }): StoredLocalText {
  return Object.fromEntries(LANGUAGE_FILES.filter((lang) => (text[lang] ?? '') !== '').map((lang) => [lang, text[lang]!])) as StoredLocalText
}
