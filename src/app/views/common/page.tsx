// A page: the navigation bar and the content below it.
import { useDeferredValue, useEffect, type ReactNode } from 'react'
import { AppNavBar, type AppNavBarProps } from '../../shell/nav-bar'
import { ParagraphSkeleton } from './skeletons'

/**
 * The page the app opens on mounts its body in the background, a few milliseconds of work at a
 * time between frames, behind a skeleton: on a slow phone the whole tree at once holds the main
 * thread for hundreds of milliseconds. Later pages render at once, as the shopper expects a tap to.
 */
let opening = true

export function Page({ children, className, ...nav }: AppNavBarProps & { children: ReactNode; className?: string }) {
  const ready = useDeferredValue(true, !opening)
  useEffect(() => {
    if (ready) opening = false
  }, [ready])
  return (
    <section className={className ? `page ${className}` : 'page'}>
      <AppNavBar {...nav} />
      <div className="page-body">{ready ? children : <ParagraphSkeleton lines={5} />}</div>
    </section>
  )
}
