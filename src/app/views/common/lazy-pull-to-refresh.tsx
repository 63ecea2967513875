// antd-mobile's PullToRefresh, loaded after the first render (its gesture and spring libraries
// are a tenth of the first page's code): when the browser is idle or at the first touch, whichever
// comes first. Until then the list shows without the pull area.
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react'
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

export function LazyPullToRefresh(props: Props) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded)
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
  if (!Component) return <>{props.children}</>
  return <Component {...props} />
}
