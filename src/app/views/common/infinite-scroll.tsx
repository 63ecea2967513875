// Load more when the end of a list comes within `threshold` px of the screen
// (docs/product/rules.md#constants: 300 px), and again after each load while it is still that
// close. An IntersectionObserver on a marker after the rows: no scroll listener, no library on the
// first page.
import { useEffect, useRef, type ReactNode } from 'react'

export interface InfiniteScrollProps {
  hasMore: boolean
  loadMore(): Promise<void>
  threshold: number
  children: ReactNode
}

export function InfiniteScroll({ hasMore, loadMore, threshold, children }: InfiniteScrollProps) {
  const marker = useRef<HTMLDivElement>(null)
  const near = useRef(false)
  const loading = useRef(false)
  const latest = useRef({ hasMore, loadMore })
  latest.current = { hasMore, loadMore }

  useEffect(() => {
    const element = marker.current
    // jsdom has none: there a list never loads more by itself.
    if (!element || typeof IntersectionObserver === 'undefined') return
    const pull = async () => {
      while (near.current && latest.current.hasMore && !loading.current) {
        loading.current = true
        try {
          await latest.current.loadMore()
        } finally {
          loading.current = false
        }
        // Let the new rows lay out before asking whether the end is still close.
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        near.current = !!entry?.isIntersecting
        void pull()
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])

  return (
    <div ref={marker} className="infinite-scroll">
      {children}
    </div>
  )
}
