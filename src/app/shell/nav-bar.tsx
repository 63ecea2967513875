// The navigation bar of SPEC.md section 2: a back button, optional left and right slots, and a
// click event on the right slot.
import type { ReactNode } from 'react'
import { NavBar } from 'antd-mobile'
import { useRouter } from '@tanstack/react-router'

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
  const goBack = () => (window.history.length > 1 ? router.history.back() : router.navigate({ to: '/home' }))
  return (
    <header className="app-nav-bar">
      <NavBar
        back={back ? '' : null}
        backIcon={back}
        onBack={goBack}
        left={left}
        right={right ? <span role="button" tabIndex={0} onClick={onRightClick} onKeyDown={(e) => e.key === 'Enter' && onRightClick?.()}>{right}</span> : undefined}
      >
        <h1 className="app-nav-title">{title}</h1>
      </NavBar>
    </header>
  )
}
