// What the users and shops screen shows: the tab (?tab=shops; none: users) and the text searched for (?q=).
import * as z from 'zod/mini'

export const ACCOUNT_TABS = ['users', 'shops'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export const accountsSearch = z.object({
  tab: z.catch(z.optional(z.enum(ACCOUNT_TABS)), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
})
export type AccountsSearch = z.output<typeof accountsSearch>
