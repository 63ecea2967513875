// The title of the page a set of route matches shows: the deepest match's title key, or its
// `newTitleKey` when the page makes a thing not made yet (the path's `$id` is `new`), so a new
// help entry's page does not read "Edit an entry".
import type { StaticDataRouteOption } from '@tanstack/react-router'

/** The path's id for a thing not made yet (content/new, ...). */
export const NEW_ID = 'new'

interface TitledMatch {
  staticData?: StaticDataRouteOption
  params?: unknown
}

export function titleKeyOf(matches: readonly TitledMatch[]): string | undefined {
  const match = matches.findLast((m) => m.staticData?.titleKey)
  if (!match) return undefined
  const id = (match.params as { id?: string } | undefined)?.id
  return (id === NEW_ID && match.staticData?.newTitleKey) || match.staticData?.titleKey
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A page that also makes new things (`$id` = `new`): its title then. */
    newTitleKey?: string
  }
}
