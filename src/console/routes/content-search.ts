// Which kind of content a content screen shows (?kind=law); none or an unknown one: help.
import * as z from 'zod/mini'
import { CONTENT_KINDS, type ContentKind } from '../../contract/content'

export const contentSearch = z.object({ kind: z.catch(z.optional(z.enum(CONTENT_KINDS)), undefined) })
export type ContentSearch = z.output<typeof contentSearch>

export const kindOf = (search: ContentSearch): ContentKind => search.kind ?? 'help'
