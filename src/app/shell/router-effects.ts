// What happens around every navigation: the top progress bar (no spinner), the page title from the
// route's title key (set before the navigation resolves), and scrolling: a kept-alive view returns
// to where it was left, any other page scrolls smoothly to the top of the app area, 20 px offset
// (the first page stays where it opened).
import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { endProgress, startProgress } from './progress-bar'
import { onLanguageChange, t } from '../../ui/i18n'

const SCROLL_OFFSET_PX = 20

export function useRouterEffects() {
  const router = useRouter()
  useEffect(() => {
    const keptScroll = new Map<string, number>()
    let titleKey: string | undefined
    // The page the app opened on is where the browser put it: measuring the app's place there
    // would force the first layout into this task, on the first paint's way.
    let opened = false
    const leafOf = (pathname: string) => router.matchRoutes(pathname, {}).at(-1)
    const showTitle = () => {
      document.title = titleKey ? `${t(titleKey)} · ${t('ui.appName')}` : t('ui.appName')
    }
    const unsubscribers = [
      router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
        startProgress()
        const from = fromLocation && leafOf(fromLocation.pathname)
        if (from?.staticData?.keepAlive) keptScroll.set(from.routeId, window.scrollY)
      }),
      router.subscribe('onBeforeLoad', ({ toLocation }) => {
        titleKey = leafOf(toLocation.pathname)?.staticData?.titleKey
        showTitle()
      }),
      router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
        endProgress()
        if (!opened) {
          opened = true
          return
        }
        if (!pathChanged) return
        const to = leafOf(toLocation.pathname)
        const saved = to?.staticData?.keepAlive ? keptScroll.get(to.routeId) : undefined
        if (saved !== undefined) {
          requestAnimationFrame(() => window.scrollTo({ top: saved, behavior: 'instant' }))
          return
        }
        const appTop = document.getElementById('app')?.getBoundingClientRect().top ?? 0
        window.scrollTo({ top: Math.max(0, window.scrollY + appTop - SCROLL_OFFSET_PX), behavior: 'smooth' })
      }),
    ]
    titleKey = leafOf(router.state.location.pathname)?.staticData?.titleKey
    showTitle()
    const stopTitles = onLanguageChange(showTitle)
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe())
      stopTitles()
    }
  }, [router])
}
