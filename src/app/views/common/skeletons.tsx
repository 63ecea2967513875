// Placeholders in the shape of what is loading, so the page does not jump when it comes. Plain
// blocks with a CSS shimmer: the first page carries no component library for them.
export function SkeletonBlock({ className }: { className?: string }) {
  return <div className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />
}

export function ParagraphSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton-paragraph" aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBlock key={i} className="skeleton-line" />
      ))}
    </div>
  )
}

export function StripSkeleton({ count = 3, cards = 'product' }: { count?: number; cards?: 'product' | 'shop' }) {
  return (
    <div className="strip" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBlock key={i} className={cards === 'shop' ? 'shop-card-skeleton' : 'card-skeleton'} />
      ))}
    </div>
  )
}

export function GridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBlock key={i} className="card-skeleton" />
      ))}
    </div>
  )
}
