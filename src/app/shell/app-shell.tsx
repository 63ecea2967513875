// The mobile shell around every page: the app area (kept-alive views and the current page) and the
// bottom tabs on tab pages.
import { useMatches } from '@tanstack/react-router'
import { KeepAliveOutlet } from './keep-alive'
import { useRouterEffects } from './router-effects'
import { AppTabBar } from './tab-bar'

export function AppShell() {
  useRouterEffects()
  const tab = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData?.tab })
  return (
    <>
      <div className={tab ? 'app-area with-tabs' : 'app-area'}>
        <KeepAliveOutlet />
      </div>
      {tab && <AppTabBar active={tab} />}
    </>
  )
}
