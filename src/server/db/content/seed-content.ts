// Seeds the published texts of every database: help answers, law and policy articles and general
// articles (reference content, like the languages: a real deployment needs its terms and privacy
// policy from the first start). Keyed by slug, on conflict do nothing: an operator's later edit or
// unpublishing of a row survives the next start, and a second run changes nothing.
import type { ContentKind } from '../../../contract/content'
import type { Database } from '../open-database'
import { contentEntries } from '../schema'
import { ARTICLES } from './articles'
import type { SeedEntry } from './content-entry'
import { HELP_ENTRIES } from './help-entries'
import { LAW_ARTICLES } from './law-articles'

/** When these texts were written: "last updated" shows it, not the day a database was created. */
export const SEEDED_CONTENT_DATE = new Date('2026-11-22T00:00:00Z')

export const SEEDED_CONTENT: Record<ContentKind, SeedEntry[]> = { help: HELP_ENTRIES, law: LAW_ARTICLES, article: ARTICLES }

export async function seedContent(db: Database): Promise<void> {
  const rows = Object.entries(SEEDED_CONTENT).flatMap(([kind, entries]) =>
    entries.map((entry, position) => ({ kind: kind as ContentKind, slug: entry.slug, position, title: entry.title, body: entry.body, createdAt: SEEDED_CONTENT_DATE, updatedAt: SEEDED_CONTENT_DATE })),
  )
  await db.insert(contentEntries).values(rows).onConflictDoNothing({ target: contentEntries.slug })
}
