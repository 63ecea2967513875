// A console address that leads nowhere: say so, and offer the way back to the role's first screen.
import { useTranslation } from 'react-i18next'
import { ConsoleLink } from './console-link'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <div className="console-notice console-not-found">
      <p>{t('console.notFound')}</p>
      <ConsoleLink to="/">{t('console.backHome')}</ConsoleLink>
    </div>
  )
}
