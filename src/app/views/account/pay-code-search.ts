// The search params of /changePayPwd and /forgotPayPwd: `redirect`, where to go once the code is
// saved or reset (checkout sends a shopper without a code, or locked out, there). Only a path
// inside this app; anything else is dropped.
import * as z from 'zod/mini'

/** A path of this app: one leading slash (`//host` and `/\host` would leave it), not one of these pages. */
export function isReturnPath(target: string): boolean {
  return (
    target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') && !target.startsWith('/changePayPwd') && !target.startsWith('/forgotPayPwd')
  )
}

export const payCodeSearch = z.object({
  redirect: z.catch(z.optional(z.string().check(z.refine(isReturnPath))), undefined),
})

export type PayCodeSearch = z.output<typeof payCodeSearch>
