// antd-mobile's PullToRefresh, loaded after the first render (its gesture and spring libraries
// are a tenth of the first page's code): when the browser is idle or at the first touch, whichever
// comes first. Until then the list shows without the pull area.
//
// The rows are rendered through a portal into one element that moves into the pull area once it
// has loaded: wrapping them in a new component would remount them all (their machines would start
// again and load their data a second time).
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import type PullToRefreshType from 'antd-mobile/es/components/pull-to-refresh'

type Props = ComponentProps<typeof PullToRefreshType>

let loaded: ComponentType<Props> | null = null
let loading: Promise<ComponentType<Props>> | null = null

export function loadPullToRefresh(): Promise<ComponentType<Props>> {
  loading ??= import('antd-mobile/es/components/pull-to-refresh').then((module) => {
    loaded = module.default
    return loaded
  })
  return loading
}

const IDLE_TIMEOUT_MS = 2000

/** Puts `node` inside itself. */
function Slot({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.appendChild(node)
  }, [node])
  return <div ref={ref} />
}

export function LazyPullToRefresh({ children, ...props }: Props) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded)
  const [rows] = useState(() => document.createElement('div'))
  useEffect(() => {
    if (Component) return
    let live = true
    const start = () => void loadPullToRefresh().then((component) => live && setComponent(() => component))
    // Safari has no requestIdleCallback.
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, IDLE_TIMEOUT_MS)
    window.addEventListener('touchstart', start, { once: true, passive: true, capture: true })
    return () => {
      live = false
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number)
      else clearTimeout(idle)
      window.removeEventListener('touchstart', start, { capture: true })
    }
  }, [Component])
  return (
    <>
      {Component ? (
        <Component {...props}>
          <Slot node={rows} />
        </Component>
      ) : (
        <Slot node={rows} />
      )}
      {createPortal(children, rows)}
    </>
  )
}
