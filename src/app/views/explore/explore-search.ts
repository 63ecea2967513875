// The search params of /explore: the chosen category's key; anything else is ignored.
import * as z from 'zod/mini'
import { CATEGORY_KEYS } from '../../../contract/catalogue-fields'

export const exploreSearch = z.object({ category: z.catch(z.optional(z.enum(CATEGORY_KEYS)), undefined) })
