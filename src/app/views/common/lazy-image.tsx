// An image that loads when it comes near the screen (the browser's own lazy loading) and retries
// a failed load 3 times (docs/product/rules.md#constants); the 200 most recent sources that loaded are
// remembered so a page shown again paints them at once, without the placeholder.
import { useState } from 'react'

export const IMAGE_RETRIES = 3
const REMEMBERED = 200
const loaded = new Set<string>()

function remember(src: string) {
  loaded.delete(src)
  loaded.add(src)
  if (loaded.size > REMEMBERED) loaded.delete(loaded.values().next().value!)
}

export interface LazyImageProps {
  src: string
  alt: string
  className?: string
  /** Load at once: the picture the page is about (largest paint). */
  eager?: boolean
  width?: number
  height?: number
}

export function LazyImage({ src, alt, className, eager = false, width, height }: LazyImageProps) {
  const [attempt, setAttempt] = useState(0)
  // The page's main picture shows as it arrives: waiting for its load event and a render to reveal it
  // put off the largest paint.
  const [ready, setReady] = useState(() => eager || loaded.has(src))
  const failed = attempt > IMAGE_RETRIES
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`
  return (
    <span className={`lazy-image${ready ? ' is-ready' : ''}${failed ? ' is-failed' : ''}${className ? ` ${className}` : ''}`}>
      {!failed && (
        <img
          key={attempt}
          src={url}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          onLoad={() => {
            remember(src)
            setReady(true)
          }}
          onError={() => setAttempt((n) => n + 1)}
        />
      )}
    </span>
  )
}
