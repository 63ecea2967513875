// A page: the navigation bar and the content below it.
import type { ReactNode } from 'react'
import { AppNavBar, type AppNavBarProps } from '../../shell/nav-bar'

export function Page({ children, className, ...nav }: AppNavBarProps & { children: ReactNode; className?: string }) {
  return (
    <section className={className ? `page ${className}` : 'page'}>
      <AppNavBar {...nav} />
      <div className="page-body">{children}</div>
    </section>
  )
}
