// Which conversation the customer service screen has open (?c=12) and the account searched for
// (?account=lan); a broken value is as if absent.
import * as z from 'zod/mini'

export const serviceSearch = z.object({
  c: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  account: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
})
export type ServiceSearch = z.output<typeof serviceSearch>
