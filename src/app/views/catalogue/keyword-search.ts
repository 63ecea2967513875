// The search params of /search and /searchs: the words searched for.
import * as z from 'zod'
import { keyword } from '../../../contract/catalogue-fields'

export const keywordSearch = z.object({ keyword: keyword.optional().catch(undefined) })
