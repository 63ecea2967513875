// Links and navigation between console pages. The console's router is not the registered one (the
// storefront's is), so its paths are not in TanStack Router's types: they are passed through here.
import { useCallback, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'

export interface ConsoleLinkProps {
  /** A console path without /merchant (the router adds it): '/orders'. */
  to: string
  search?: Record<string, unknown>
  className?: string
  replace?: boolean
  children: ReactNode
}

export function ConsoleLink({ to, search, className, replace, children }: ConsoleLinkProps) {
  return (
    <Link to={to as never} search={search as never} replace={replace} className={className} activeProps={{ className: 'active', 'aria-current': 'page' } as never}>
      {children}
    </Link>
  )
}

export function useConsoleNavigate() {
  const navigate = useNavigate()
  return useCallback(
    (to: string, options: { search?: Record<string, unknown>; replace?: boolean } = {}) =>
      navigate({ to: to as never, search: options.search as never, replace: options.replace }),
    [navigate],
  )
}
