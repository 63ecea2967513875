// Around every console page: the top progress bar while a navigation loads and the page title from
// the route's title key, in the interface language.
import { useEffect } from 'react'
import { Outlet, useRouter } from '@tanstack/react-router'
import NProgress from 'nprogress'
import { onLanguageChange, t } from '../../ui/i18n'
import { titleKeyOf } from '../screen-title'

NProgress.configure({ showSpinner: false, trickleSpeed: 120 })

export function ConsoleRoot() {
  const router = useRouter()
  useEffect(() => {
    let titleKey: string | undefined
    const showTitle = () => {
      document.title = titleKey ? `${t(titleKey)} · ${t('console.title')}` : t('console.title')
    }
    const titleOf = (pathname: string) => titleKeyOf(router.matchRoutes(pathname, {}))
    titleKey = titleOf(router.state.location.pathname)
    showTitle()
    const unsubscribers = [
      router.subscribe('onBeforeNavigate', () => NProgress.start()),
      router.subscribe('onBeforeLoad', ({ toLocation }) => {
        titleKey = titleOf(toLocation.pathname)
        showTitle()
      }),
      router.subscribe('onResolved', () => NProgress.done()),
      onLanguageChange(showTitle),
    ]
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe())
  }, [router])
  return <Outlet />
}
