// The navigation bar of docs/product/screens.md#shared-screen-pieces: a back button, optional left
// and right slots, and a click event on the right slot. Our own markup: it is on every page, the
// first one included.
import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export interface AppNavBarProps {
  title: ReactNode
  /** show the back button (default true) */
  back?: boolean
  left?: ReactNode
  right?: ReactNode
  onRightClick?: () => void
}

export function AppNavBar({ title, back = true, left, right, onRightClick }: AppNavBarProps) {
  const router = useRouter()
  const { t } = useTranslation()
  const goBack = () => (window.history.length > 1 ? router.history.back() : router.navigate({ to: '/home' }))
  return (
    <header className="app-nav-bar">
      <div className="nav-bar-left">
        {back && (
          <button type="button" className="nav-bar-back" aria-label={t('ui.back')} onClick={goBack}>
            <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
        )}
        {left}
      </div>
      <h1 className="app-nav-title">{title}</h1>
      <div className="nav-bar-right">
        {right && <span role="button" tabIndex={0} onClick={onRightClick} onKeyDown={(e) => e.key === 'Enter' && onRightClick?.()}>{right}</span>}
      </div>
    </header>
  )
}
