// The frame of every console screen: a header (who is logged in, as what, the storefront, log out)
// and the navigation to the screens of the logged-in role, beside the screen on a wide window and
// above it, scrolling sideways, on a phone.
import { useEffect, useRef } from 'react'
import { Button } from 'antd-mobile'
import '../../ui/antd-setup'
import { Outlet, useLocation, useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { roleOf } from '../console-guard'
import { titleKeyOf } from '../screen-title'
import { NotYoursNotice } from './not-yours-notice'
import { SCREENS } from '../screens'
import { useConsole, useConsoleSession } from '../session/use-console'
import { ConsoleLink, useConsoleNavigate } from '../views/common/console-link'

export function ConsoleShell() {
  const { t } = useTranslation()
  const { session } = useConsole()
  const navigate = useConsoleNavigate()
  const role = useConsoleSession(roleOf)
  const user = useConsoleSession((s) => s.context.userInfo)
  const loggingOut = useConsoleSession((s) => s.matches('loggingOut'))
  const titleKey = useMatches({ select: titleKeyOf })
  const pathname = useLocation({ select: (location) => location.pathname })
  const nav = useRef<HTMLElement>(null)
  // On a phone the navigation is a row scrolling sideways: the screen being shown stays in sight.
  useEffect(() => {
    nav.current?.querySelector('.console-nav-item.active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [pathname])
  if (!role || !user) return null
  // A screen opened with a parameter (an order by its number) is reached from another, not the navigation.
  const screens = SCREENS.filter((screen) => screen.options.staticData?.roles?.includes(role) && !screen.fullPath.includes('$'))

  const logOut = () => {
    session.send({ type: 'LOGOUT' })
    void navigate('/login', { replace: true })
  }
  return (
    <div className="console-shell" data-role={role}>
      <header className="console-header">
        <span className="console-brand">{t('console.title')}</span>
        <span className="console-who">
          <span className={`console-role console-role-${role}`}>{t(role === 'merchant' ? 'console.roleMerchant' : 'console.roleOperator')}</span>
          <span className="console-account">{user.account}</span>
        </span>
        <a className="console-storefront" href="/">{t('console.storefront')}</a>
        <Button size="mini" className="console-logout" loading={loggingOut} disabled={loggingOut} onClick={logOut}>
          {t('ui.quit')}
        </Button>
      </header>
      <nav ref={nav} className="console-nav" aria-label={t('console.navigation')}>
        {screens.map((screen) => (
          <ConsoleLink key={screen.id} to={screen.fullPath} className="console-nav-item">
            {t(screen.options.staticData?.titleKey ?? '')}
          </ConsoleLink>
        ))}
      </nav>
      <main className="console-main">
        {titleKey && <h1 className="console-title">{t(titleKey)}</h1>}
        <NotYoursNotice role={role} />
        <Outlet />
      </main>
    </div>
  )
}
