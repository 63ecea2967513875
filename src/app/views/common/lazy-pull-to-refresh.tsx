// antd-mobile's PullToRefresh, loaded at the page's first touch, key or wheel (its gesture and
// spring libraries and antd-mobile's base are 47 KB gzipped, more than a quarter of what /home
// downloads): a phone nobody touches never downloads them. Until then the list shows without the
// pull area; a pull is a touch, so the first pull on a page opened by its address brings the pull
// area and the next one refreshes (a page reached by a tap has it already).
//
// The rows are rendered through a portal into one element that moves into the pull area once it
// has loaded: wrapping them in a new component would remount them all (their machines would start
// again and load their data a second time).
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import type PullToRefreshType from 'antd-mobile/es/components/pull-to-refresh'
import { afterFirstInteraction, handsOff } from '../../shell/first-interaction'

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
    // Put in once the finger that asked for it is lifted: the rows move into the pull area.
    const forget = afterFirstInteraction(() => void loadPullToRefresh().then(async (component) => {
      await handsOff()
      if (live) setComponent(() => component)
    }))
    return () => {
      live = false
      forget()
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
