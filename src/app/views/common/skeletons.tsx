// Placeholders in the shape of what is loading, so the page does not jump when it comes.
import { Skeleton } from 'antd-mobile'

export function StripSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="strip" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} animated className="card-skeleton" />
      ))}
    </div>
  )
}

export function GridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} animated className="card-skeleton" />
      ))}
    </div>
  )
}
