// The bottom tabs: home, explore, bag, me (SPEC.md section 2). Our own markup: on every tab page.
import { Link } from '@tanstack/react-router'
import { useTranslation } from '../i18n'
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
  return (
    <nav className="app-tab-bar" aria-label="tabs">
      {TABS.map(({ key, path, label, Icon }) => (
        <Link key={key} to={path} className={key === active ? 'tab is-active' : 'tab'} aria-current={key === active ? 'page' : undefined}>
          <Icon className="tab-icon" />
          <span className="tab-title">{t(label)}</span>
        </Link>
      ))}
    </nav>
  )
}
