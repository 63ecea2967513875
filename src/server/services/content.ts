// The published texts: help answers, law and policy articles, general articles. Each entry is
// answered in the reader's language when it has both its title and body in it, else in English
// as a whole (a Thai title over an English body would read as a broken page). Drafts are neither
// listed nor read. Reads are cached like the catalogue's (tag `content`), since every shopper
// opening help reads the same rows; an operator's save drops them, so readers see it at once.
import { and, asc, eq } from 'drizzle-orm'
import type { AdminContentEntry, ContentEntry, ContentEntryValues, ContentKind, ContentSummary } from '../../contract/content'
import type { LanguageFile } from '../../contract/fields'
import { writtenLanguages } from '../../contract/local-text'
import type { Clock } from '../clock'
import { uniqueViolation } from '../db/errors'
import type { Database } from '../db/open-database'
import { contentEntries, type LocalText } from '../db/schema'
import { AppError } from '../errors'
import { cacheKey } from './catalogue/products'
import type { ReadCache } from './read-cache'

type Row = typeof contentEntries.$inferSelect

/** The language an entry is read in: the reader's when both texts have it, else English. */
export function readingLanguage(title: LocalText, body: LocalText, lang: LanguageFile): LanguageFile {
  return title[lang]?.trim() && body[lang]?.trim() ? lang : 'en'
}

function toEntry(row: Row, lang: LanguageFile): ContentEntry {
  const chosen = readingLanguage(row.title, row.body, lang)
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title[chosen] ?? row.title.en,
    body: row.body[chosen] ?? row.body.en,
    lang: chosen,
    updated_at: row.updatedAt.toISOString(),
  }
}

function toSummary(row: Row, lang: LanguageFile): ContentSummary {
  const { id, slug, title, lang: chosen, updated_at } = toEntry(row, lang)
  return { id, slug, title, lang: chosen, updated_at }
}

function toAdminEntry(row: Row): AdminContentEntry {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    position: row.position,
    title: row.title,
    body: row.body,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const sameText = (a: LocalText, b: LocalText) => JSON.stringify(writtenLanguages(a)) === JSON.stringify(writtenLanguages(b))

/** `clock` dates a change of the texts ("last updated"); without it the database's now(). */
export function createContentService(deps: { db: Database; cache: ReadCache; clock?: Clock }) {
  const { db, cache } = deps
  const now = deps.clock ?? (() => new Date())

  function publishedOfKind(kind: ContentKind) {
    return db.select().from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), eq(contentEntries.published, true)))
      .orderBy(asc(contentEntries.position), asc(contentEntries.id))
  }

  return {
    /** Every published help answer with its text, in order. */
    help(lang: LanguageFile): Promise<ContentEntry[]> {
      return cache.get(cacheKey('content/help', lang), async () => ({
        value: (await publishedOfKind('help')).map((row) => toEntry(row, lang)),
        tags: ['content'],
      }))
    },

    /** The published entries of a kind as a list shows them (no bodies), in order. */
    list(kind: 'law' | 'article', lang: LanguageFile): Promise<ContentSummary[]> {
      return cache.get(cacheKey('content/list', lang, { kind }), async () => ({
        value: (await publishedOfKind(kind)).map((row) => toSummary(row, lang)),
        tags: ['content'],
      }))
    },

    /** One published entry by id (digits) or slug; an unknown or unpublished one is msg.articleNotFound. */
    detail(ref: string, lang: LanguageFile): Promise<ContentEntry> {
      return cache.get(cacheKey('content/detail', lang, { ref }), async () => {
        const which = /^\d+$/.test(ref) ? eq(contentEntries.id, Number(ref)) : eq(contentEntries.slug, ref)
        const [row] = await db.select().from(contentEntries).where(and(which, eq(contentEntries.published, true)))
        if (!row) throw new AppError('msg.articleNotFound')
        return { value: toEntry(row, lang), tags: ['content'] }
      })
    },

    /** Every entry of a kind, published and drafts, in the order readers see them. */
    async adminList(kind: ContentKind): Promise<AdminContentEntry[]> {
      const rows = await db.select().from(contentEntries).where(eq(contentEntries.kind, kind)).orderBy(asc(contentEntries.position), asc(contentEntries.id))
      return rows.map(toAdminEntry)
    },

    /** One entry, published or a draft; an unknown id is msg.articleNotFound. */
    async adminDetail(id: number): Promise<AdminContentEntry> {
      const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id))
      if (!row) throw new AppError('msg.articleNotFound')
      return toAdminEntry(row)
    },

    /**
     * Creates an entry, or changes the one named by id; a slug another entry has is refused
     * (msg.contentSlugTaken). "Last updated" moves only when a title or body changed, not when an
     * entry is only published, unpublished or moved. Every cached read is dropped at once.
     */
    async save(form: ContentEntryValues): Promise<AdminContentEntry> {
      const title = writtenLanguages(form.title) as LocalText
      const body = writtenLanguages(form.body) as LocalText
      const fields = { kind: form.kind, slug: form.slug, position: form.position, title, body, published: form.published }
      try {
        const saved = await db.transaction(async (t) => {
          if (form.id === undefined) {
            const at = now()
            const [created] = await t.insert(contentEntries).values({ ...fields, createdAt: at, updatedAt: at }).returning()
            return created!
          }
          const [before] = await t.select().from(contentEntries).where(eq(contentEntries.id, form.id)).for('update')
          if (!before) throw new AppError('msg.articleNotFound')
          const changed = !sameText(before.title, title) || !sameText(before.body, body)
          const [updated] = await t.update(contentEntries)
            .set({ ...fields, ...(changed ? { updatedAt: now() } : {}) })
            .where(eq(contentEntries.id, before.id))
            .returning()
          return updated!
        })
        return toAdminEntry(saved)
      } catch (error) {
        if (uniqueViolation(error) === 'content_entries_slug_key') throw new AppError('msg.contentSlugTaken', { slug: form.slug })
        throw error
      } finally {
        await cache.invalidate('content')
      }
    },
  }
}
