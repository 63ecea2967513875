// The search params of /search and /searchs: the words searched for.
import * as z from 'zod'
import { keyword } from '../../../contract/catalogue-fields'

// The router reads `?keyword=2024` as a number: the words are taken back as the text they were.
export const keywordSearch = z.object({
  keyword: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), keyword).optional().catch(undefined),
})
