// A plain button for the few actions on pages that carry no component library (retry, go home).
import type { ReactNode } from 'react'

export function PlainButton({ onClick, children, primary = false }: { onClick(): void; children: ReactNode; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'plain-button is-primary' : 'plain-button'} onClick={onClick}>
      {children}
    </button>
  )
}
