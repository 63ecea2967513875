// Said on home when the guard sent the person here from another role's screen: which page, and why
// it cannot be opened with this account (instead of landing on home without a word).
import { useSearch } from '@tanstack/react-router'
import type { ConsoleRole } from '../console-role'
import { NOT_YOURS } from '../console-guard'
import { useTranslation } from 'react-i18next'

export function NotYoursNotice({ role }: { role: ConsoleRole }) {
  const { t } = useTranslation()
  const path = useSearch({ strict: false, select: (search) => (search as Record<string, unknown>)[NOT_YOURS] })
  if (typeof path !== 'string') return null
  return (
    <p className="console-notice console-not-yours" role="alert">
      {t(role === 'merchant' ? 'console.seller.operatorsOnly' : 'console.seller.merchantsOnly', { path })}
    </p>
  )
}
