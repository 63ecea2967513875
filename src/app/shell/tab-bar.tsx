// The bottom tabs: home, explore, bag, me (SPEC.md section 2).
import { TabBar } from 'antd-mobile'
import { BagIcon, HomeIcon, ListIcon, UserIcon } from '../views/common/icons'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from '../i18n'
import type { TabKey } from '../router'

const TABS: Array<{ key: TabKey; path: string; label: string; icon: React.ReactNode }> = [
  { key: 'home', path: '/home', label: 'ui.tabHome', icon: <HomeIcon /> },
  { key: 'explore', path: '/explore', label: 'ui.tabExplore', icon: <ListIcon /> },
  { key: 'bag', path: '/bag', label: 'ui.tabBag', icon: <BagIcon /> },
  { key: 'me', path: '/profile', label: 'ui.tabMe', icon: <UserIcon /> },
]

export function AppTabBar({ active }: { active: TabKey }) {
  const navigate = useNavigate()
  const { t } = useTranslation()
  return (
    <nav className="app-tab-bar" aria-label="tabs">
      <TabBar safeArea activeKey={active} onChange={(key) => navigate({ to: TABS.find((tab) => tab.key === key)!.path })}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.label)} />
        ))}
      </TabBar>
    </nav>
  )
}
