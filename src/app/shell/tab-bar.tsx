// The bottom tabs: home, explore, bag, me (docs/product/screens.md#routes). Our own markup: on
// every tab page.
import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useHttp, useSession } from '../session/use-session'
import { forgetUnread, refreshUnread, useUnreadNotices } from './unread-notices'
import type { TabKey } from '../router'
import { BagIcon, HomeIcon, ListIcon, UserIcon } from '../views/common/icons'

const TABS = [
  { key: 'home', path: '/home', label: 'ui.tabHome', Icon: HomeIcon },
  { key: 'explore', path: '/explore', label: 'ui.tabExplore', Icon: ListIcon },
  { key: 'bag', path: '/bag', label: 'ui.tabBag', Icon: BagIcon },
  { key: 'me', path: '/profile', label: 'ui.tabMe', Icon: UserIcon },
] as const satisfies ReadonlyArray<{ key: TabKey; path: string; label: string; Icon: unknown }>

export function AppTabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation()
  const http = useHttp()
  const loggedIn = useSession((s) => s.context.token !== null)
  const unread = useUnreadNotices()
  // Each tab page shown reads the count again: notices arrive while the shopper is elsewhere.
  useEffect(() => (loggedIn ? refreshUnread(http) : forgetUnread()), [loggedIn, active, http])
  return (
    <nav className="app-tab-bar" aria-label="tabs">
      {TABS.map(({ key, path, label, Icon }) => (
        <Link key={key} to={path} className={key === active ? 'tab is-active' : 'tab'} aria-current={key === active ? 'page' : undefined}>
          <span className="tab-icon-box">
            <Icon className="tab-icon" />
            {key === 'me' && unread > 0 && (
              <span className="tab-badge" aria-label={t('ui.noticeUnreadCount', { count: unread })}>{unread > 99 ? '99+' : unread}</span>
            )}
          </span>
          <span className="tab-title">{t(label)}</span>
        </Link>
      ))}
    </nav>
  )
}
