// The shape of a seeded content entry: every text in all six languages, so a missing translation
// is a type error here rather than an English paragraph in a Thai page.
import type { LanguageFile } from '../../../contract/fields'

export type SeedText = Record<LanguageFile, string>

export interface SeedEntry {
  /** Stable name in links and the seed's key: an operator's later edit of the row survives a restart. */
  slug: string
  title: SeedText
  /** Plain text: paragraphs split by a blank line, list items on lines of their own. */
  body: SeedText
}
