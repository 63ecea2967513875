// The mobile shell around every page: the app area (kept-alive views and the current page) and the
// bottom tabs on tab pages, with antd-mobile speaking the interface language.
import { ConfigProvider } from 'antd-mobile'
import { useMatches } from '@tanstack/react-router'
import { useTranslation } from '../i18n'
import { useAntdLocale } from './antd-locale'
import { KeepAliveOutlet } from './keep-alive'
import { useRouterEffects } from './router-effects'
import { AppTabBar } from './tab-bar'

export function AppShell() {
  useRouterEffects()
  const { i18n } = useTranslation()
  const antdLocale = useAntdLocale(i18n.language)
  const tab = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData?.tab })
  return (
    <ConfigProvider locale={antdLocale}>
      <div className={tab ? 'app-area with-tabs' : 'app-area'}>
        <KeepAliveOutlet />
      </div>
      {tab && <AppTabBar active={tab} />}
    </ConfigProvider>
  )
}
