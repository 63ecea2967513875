// Log in (docs/product/screens.md#signing-in-and-out): account and password; on success back to the
// page the guard stopped.
import { useCallback } from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { showSuccess } from '../../../ui/feedback'
import { useSession, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { CredentialsForm, useLoggedIn } from '../../../ui/forms/credentials-form'

/** Only a path inside this app may be a return target. */
function safeReturnPath(target: string | undefined) {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/'
}

export function LoginPage() {
  const { t } = useTranslation()
  const session = useSessionActor()
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/login' })
  const loggingIn = useSession((s) => s.matches('loggingIn'))

  const leave = useCallback(() => {
    showSuccess(t('msg.loginSuccess'))
    void navigate({ to: safeReturnPath(redirect), replace: true })
  }, [navigate, redirect, t])
  useLoggedIn(session, leave)

  return (
    <Page title={t('route.login')}>
      <div className="account-hero">
        <div className="account-logo" aria-hidden>M</div>
        <p>{t('ui.homeWelcome')}</p>
      </div>
      <CredentialsForm session={session} loggingIn={loggingIn} card />
      <div className="account-links">
        <Link to="/register">{t('ui.noAccount')}</Link>
        <Link to="/forgotPassword">{t('ui.forgotPassword')}</Link>
      </div>
    </Page>
  )
}
