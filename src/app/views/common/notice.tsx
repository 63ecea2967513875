// A block saying why there is nothing to show (an empty list, a failed load, an unknown page),
// with what the shopper can do next. antd-mobile's ErrorBlock bundles four large pictures.
import type { ReactNode } from 'react'

export function Notice({ kind, title, description, children, className }: {
  kind: 'empty' | 'failed'
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <div className={`notice notice-${kind}${className ? ` ${className}` : ''}`} role={kind === 'failed' ? 'alert' : 'status'}>
      <svg className="notice-picture" viewBox="0 0 64 48" aria-hidden="true">
        {kind === 'empty' ? (
          <><rect x="12" y="14" width="40" height="28" rx="4" /><path d="M12 22h40M26 30h12" /></>
        ) : (
          <><path d="M8 30a14 14 0 0 1 27-9 10 10 0 1 1 11 17H16A9 9 0 0 1 8 30z" /><path d="M28 27l8 8M36 27l-8 8" /></>
        )}
      </svg>
      <p className="notice-title">{title}</p>
      {description && <p className="notice-description">{description}</p>}
      {children && <div className="notice-actions">{children}</div>}
    </div>
  )
}
