// The search params of /topUp, /cardTopUp and /walletTopUp: `redirect`, where the shopper was when
// they set out to top up (the checkout of orders waiting pay), passed from page to page so that after
// submitting a recharge they can go back there. Only a path inside this app; anything else is dropped.
import * as z from 'zod/mini'

const TOP_UP_PAGES = ['/topUp', '/cardTopUp', '/walletTopUp']

/** A path of this app (one leading slash: `//host` and `/\host` would leave it), not a top-up page itself. */
export function isTopUpReturnPath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false
  const pathname = target.split(/[?#]/)[0]!
  return !TOP_UP_PAGES.includes(pathname)
}

export const topUpSearch = z.object({
  redirect: z.catch(z.optional(z.string().check(z.refine(isTopUpReturnPath))), undefined),
})

export type TopUpSearch = z.output<typeof topUpSearch>

/** The search to carry on to the next top-up page: the redirect, when there is one. */
export const carryRedirect = ({ redirect }: TopUpSearch): TopUpSearch => (redirect ? { redirect } : {})
