// Keeps the views marked keepAlive mounted once visited, hidden with React's <Activity> while
// another page shows, so their state survives
// (docs/product/screens.md#page-titles-scrolling-and-kept-alive-pages: Home, Explore, Bag, Filter).
import { Activity, useRef, type ComponentType } from 'react'
import { Outlet, useMatches, useRouter } from '@tanstack/react-router'

export function KeepAliveOutlet() {
  const router = useRouter()
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] })
  const visited = useRef<string[]>([])
  const current = leaf?.routeId as string | undefined
  const keepCurrent = !!leaf?.staticData?.keepAlive && !!current
  if (keepCurrent && !visited.current.includes(current)) visited.current = [...visited.current, current]

  return (
    <>
      {visited.current.map((routeId) => {
        const View = router.routesById[routeId as keyof typeof router.routesById]?.options.component as ComponentType | undefined
        if (!View) return null
        return (
          <Activity key={routeId} mode={routeId === current ? 'visible' : 'hidden'}>
            <View />
          </Activity>
        )
      })}
      {!keepCurrent && <Outlet />}
    </>
  )
}
