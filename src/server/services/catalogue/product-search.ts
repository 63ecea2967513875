// Search words as the database compares them: split on white space (a shopper of Chinese, Japanese
// or Thai types none, and needs none: every term is found as a substring), folded in SQL by
// search_fold (migration 0004: NFKC, accents off, lower case), %, _ and \ literal.
import { sql, type SQL } from 'drizzle-orm'
import { LANGUAGE_FILES, type LanguageFile } from '../../../contract/fields'

/** More terms than this add nothing a shopper meant: the rest are ignored. */
const MAX_TERMS = 12

export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return []
  const terms = keyword.normalize('NFKC').split(/\s+/u).filter((term) => term !== '')
  return [...new Set(terms)].slice(0, MAX_TERMS)
}

/** Every term is in `column` (a folded text): the AND of the search. */
export function containsAll(column: SQL, terms: string[]): SQL {
  return sql.join(
    terms.map((term) => sql`${column} like search_contains_pattern(${term})`),
    sql` and `,
  )
}

/** How close the whole keyword is to some part of `column`, 0 to 1: typos still find something. */
export function closeness(column: SQL, keyword: string): SQL {
  return sql`word_similarity(search_fold(${keyword}), ${column})`
}

/** A similar-enough title for the fallback search when no product contains every term. */
export const FALLBACK_SIMILARITY = 0.5

/**
 * The documents a shopper's words are looked for in: those of their language (which hold English
 * too). English is the default interface language, so a shopper on it may type any of the six:
 * every language's documents.
 */
export function searchLanguages(lang: LanguageFile): string {
  return `{${(lang === 'en' ? LANGUAGE_FILES : [lang]).join(',')}}`
}

/** Products with a document holding every term. */
export function matchingProducts(langs: string, terms: string[]): SQL {
  return sql`p.id in (select ps.product_id from product_search ps where ps.lang = any(${langs}::text[]) and ${containsAll(sql`ps.document`, terms)})`
}

/** Whether a title of the product holds every term: such products rank first. */
export function titleMatches(langs: string, terms: string[]): SQL {
  return sql`exists (select 1 from product_search ps where ps.product_id = p.id and ps.lang = any(${langs}::text[]) and ${containsAll(sql`ps.title`, terms)})`
}

/** How close the keyword is to the product's closest title, 0 to 1. */
export function titleCloseness(langs: string, keyword: string): SQL {
  return sql`coalesce((select max(${closeness(sql`ps.title`, keyword)}) from product_search ps where ps.product_id = p.id and ps.lang = any(${langs}::text[])), 0)`
}
