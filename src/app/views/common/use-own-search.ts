// The search params of a kept-alive page: while another page shows, the location is that page's,
// so the kept page goes on reading the params it had when it was last shown.
import { useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'

export function useOwnSearch<T>(pathname: string, parse: (search: Record<string, unknown>) => T): T {
  const location = useRouterState({ select: (state) => state.location })
  const own = useRef<{ search: unknown; parsed: T } | null>(null)
  if (location.pathname === pathname && own.current?.search !== location.search) {
    own.current = { search: location.search, parsed: parse(location.search as Record<string, unknown>) }
  }
  return own.current?.parsed ?? parse({})
}
