// The search params of /address and /addressForm: `?redirect=<path>` is where the shopper goes back
// to (checkout links here with its own URL). Only a path inside this app may be a return target.
import { useSearch } from '@tanstack/react-router'
import * as z from 'zod/mini'

export const addressSearch = z.object({ redirect: z.catch(z.optional(z.string()), undefined) })

/** The return target when it is a path of this app, else undefined (never another site). */
export function returnPath(redirect: string | undefined): string | undefined {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') ? redirect : undefined
}

/** The page's own return target (the router's search of a schema-parsed route is typed loosely). */
export function useReturnPath(from: '/address' | '/addressForm/{-$id}'): string | undefined {
  const search = useSearch({ from }) as z.output<typeof addressSearch>
  return returnPath(search.redirect)
}

/** The return target with the chosen address added: `/checkout?cart_ids=1` -> `/checkout?cart_ids=1&address_id=5`. */
export function withAddressId(target: string, addressId: number): string {
  const url = new URL(target, 'http://app.invalid')
  url.searchParams.set('address_id', String(addressId))
  return `${url.pathname}${url.search}${url.hash}`
}
