// The platform's published texts (docs/api-conventions.md#paths): help and support answers, law and policy
// articles, general articles, and one article to read. Texts come in the request's language
// (`lang` header), each entry falling back to English as a whole when it has no translation.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer, isoTime, languageFile } from './fields'
import { localTextInput, storedLocalText } from './local-text'

export const CONTENT_KINDS = ['help', 'law', 'article'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/**
 * Which article: its row id ("7", up to 9 digits) or its slug ("terms-of-service", the stable name
 * links use; a slug has a letter, so digits are always an id). Anything else reads as unknown.
 */
export const articleRef = z.string({ error: 'msg.articleNotFound' }).check(
  z.trim(),
  z.maxLength(100, 'msg.articleNotFound'),
  z.regex(/^(\d{1,9}|(?=[a-z0-9-]*[a-z])[a-z0-9]+(-[a-z0-9]+)*)$/, 'msg.articleNotFound'),
)

const entryFields = {
  id: integer(),
  slug: z.string(),
  title: z.string(),
  /** The language the title and body are in: the request's, or English when the entry has no translation. */
  lang: languageFile,
  /** When the text last changed ("last updated" of a policy). */
  updated_at: isoTime,
}

/** An entry as a list shows it, without its body. */
export const contentSummary = z.object(entryFields)
export type ContentSummary = z.output<typeof contentSummary>

/** An entry to read: plain text, paragraphs split by a blank line; never HTML. */
export const contentEntry = z.object({ ...entryFields, kind: z.enum(CONTENT_KINDS), body: z.string() })
export type ContentEntry = z.output<typeof contentEntry>

export const helpSupport = defineCall({
  method: 'GET',
  path: '/api/user/help_support',
  access: 'user',
  summary: 'Help and support answers, in order, each with its text',
  data: z.array(contentEntry),
})

export const lawList = defineCall({
  method: 'GET',
  path: '/api/user/law',
  access: 'user',
  summary: 'Law and policy articles, in order (read each with article_detail)',
  data: z.array(contentSummary),
})

export const articleList = defineCall({
  method: 'GET',
  path: '/api/user/article_list',
  access: 'user',
  summary: 'General articles about the platform, in order (read each with article_detail)',
  data: z.array(contentSummary),
})

export const articleDetail = defineCall({
  method: 'GET',
  path: '/api/user/article_detail',
  access: 'user',
  summary: 'One published article (law, help or general) by id or slug',
  query: z.object({ id: articleRef }),
  data: contentEntry,
})

// The operator's side (console): every entry of a kind, published or not, with its texts in every
// language written, and one call to create or change an entry (publishing is its flag).

export const MAX_CONTENT_TITLE = 200
export const MAX_CONTENT_BODY = 20000
export const MAX_CONTENT_POSITION = 10000

/** A slug as links use it: lower-case words joined by dashes, with a letter (digits alone are an id). */
export const contentSlug = z.string({ error: 'msg.contentSlugInvalid' }).check(
  z.trim(),
  z.maxLength(100, 'msg.contentSlugInvalid'),
  z.regex(/^(?=[a-z0-9-]*[a-z])[a-z0-9]+(-[a-z0-9]+)*$/, 'msg.contentSlugInvalid'),
)

export const contentKind = z.enum(CONTENT_KINDS, { error: 'msg.contentKindUnknown' })

/** An entry as the operator edits it. */
export const adminContentEntry = z.object({
  id: integer(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  position: integer(),
  title: storedLocalText,
  body: storedLocalText,
  published: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
})
export type AdminContentEntry = z.output<typeof adminContentEntry>

export const adminContentList = defineCall({
  method: 'GET',
  path: '/api/admin/content/list',
  access: 'operator',
  summary: 'Every entry of a kind (help, law, article), published and drafts, in order, with its texts in every language written',
  query: z.object({ kind: contentKind }),
  data: z.array(adminContentEntry),
})

export const adminContentDetail = defineCall({
  method: 'GET',
  path: '/api/admin/content/detail',
  access: 'operator',
  summary: 'One entry, published or a draft, with its texts in every language written, for the editor',
  query: z.object({ id: idOf('msg.articleNotFound') }),
  data: adminContentEntry,
})

/** What the editor sends: without an id a new entry, with one a change of it. */
export const contentEntryForm = z.object({
  id: z.optional(idOf('msg.articleNotFound')),
  kind: contentKind,
  slug: contentSlug,
  position: z
    .number({ error: 'msg.contentPositionInvalid' })
    .check(z.int('msg.contentPositionInvalid'), z.minimum(0, 'msg.contentPositionInvalid'), z.maximum(MAX_CONTENT_POSITION, 'msg.contentPositionInvalid')),
  title: localTextInput(MAX_CONTENT_TITLE, 'msg.contentTitleRequired', 'msg.contentTitleTooLong'),
  body: textBlock(localTextInput(MAX_CONTENT_BODY, 'msg.contentBodyRequired', 'msg.contentBodyTooLong')),
  published: z.boolean({ error: 'msg.contentPublishedRequired' }),
})
export type ContentEntryForm = z.input<typeof contentEntryForm>
export type ContentEntryValues = z.output<typeof contentEntryForm>

export const adminContentSave = defineCall({
  method: 'POST',
  path: '/api/admin/content/save',
  access: 'operator',
  summary: 'Create an entry, or change one by id (kind, slug, position, title and body per language with English required, published); readers see it at once',
  body: contentEntryForm,
  data: adminContentEntry,
})
