// The console's entry screen: the marketplace account and password. A merchant with a shop or an
// operator goes on to where they were going; anyone else reads why not, and stays logged out.
import { useCallback, useSyncExternalStore } from 'react'
import { useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CredentialsForm, useLoggedIn } from '../../../ui/forms/credentials-form'
import { safeReturnPath } from '../../console-guard'
import { useConsole, useConsoleSession } from '../../session/use-console'
import { useConsoleNavigate } from '../common/console-link'

export function LoginPage() {
  const { t } = useTranslation()
  const { session, refusal } = useConsole()
  const navigate = useConsoleNavigate()
  const { redirect } = useSearch({ strict: false }) as { redirect?: string }
  const loggingIn = useConsoleSession((s) => s.matches('loggingIn'))
  const refused = useSyncExternalStore(refusal.subscribe, refusal.current)

  const leave = useCallback(() => void navigate(safeReturnPath(redirect), { replace: true }), [navigate, redirect])
  useLoggedIn(session, leave)

  return (
    <main className="console-login">
      <div className="console-login-card">
        <div className="console-login-head">
          <div className="console-logo" aria-hidden>M</div>
          <h1>{t('console.title')}</h1>
          <p>{t('console.loginIntro')}</p>
        </div>
        {refused && (
          <div className="console-refusal" role="alert">
            <p>{t(refused)}</p>
            <a href="/">{t('console.storefront')}</a>
          </div>
        )}
        <CredentialsForm session={session} loggingIn={loggingIn} />
      </div>
    </main>
  )
}
