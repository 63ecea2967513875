// The way to the recharge record (/topUpRecord), where a submitted recharge shows how the operator
// decided. A plain link inside the app: the page opens without reloading the app.
import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'

export const TOP_UP_RECORD = '/topUpRecord'

export function TopUpRecordLink({ className, children }: { className?: string; children: ReactNode }) {
  const navigate = useNavigate()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the browser's to open.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    void navigate({ href: TOP_UP_RECORD })
  }
  return (
    <a href={TOP_UP_RECORD} className={className} onClick={open}>
      {children}
    </a>
  )
}
