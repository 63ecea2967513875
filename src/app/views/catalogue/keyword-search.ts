// The search params of /search and /searchs: the words searched for.
import * as z from 'zod/mini'
import { keyword } from '../../../contract/catalogue-fields'

// The router reads `?keyword=2024` as a number: the words are taken back as the text they were.
// (zod/mini has no `preprocess`: a transform piped into the schema is the same thing.)
export const keywordSearch = z.object({
  keyword: z.catch(z.optional(z.pipe(z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)), keyword)), undefined),
})
