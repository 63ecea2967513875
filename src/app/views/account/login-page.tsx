// Log in (SPEC.md section 4): account and password; on success back to the page the guard stopped.
import { useEffect } from 'react'
import { Button, Form, Input } from 'antd-mobile'
import '../../antd-setup'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from '../../i18n'
import { login } from '../../../contract/user'
import { showSuccess } from '../../feedback'
import { useSession, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { contractRule } from '../common/zod-rule'

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

  useEffect(() => {
    // Leaving the page once the machine says we are in: the guard keeps /login for visitors only.
    let wasLoggingIn = session.getSnapshot().matches('loggingIn')
    const subscription = session.subscribe((snapshot) => {
      const justLoggedIn = wasLoggingIn && snapshot.matches('authenticated')
      wasLoggingIn = snapshot.matches('loggingIn')
      if (justLoggedIn) {
        showSuccess(t('msg.loginSuccess'))
        void navigate({ to: safeReturnPath(redirect), replace: true })
      }
    })
    return () => subscription.unsubscribe()
  }, [session, navigate, redirect, t])

  return (
    <Page title={t('route.login')}>
      <div className="account-hero">
        <div className="account-logo" aria-hidden>M</div>
        <p>{t('ui.homeWelcome')}</p>
      </div>
      <Form
        layout="vertical"
        mode="card"
        onFinish={(values: { account: string; password: string }) =>
          session.send({ type: 'LOGIN', account: values.account.trim(), password: values.password })
        }
        footer={
          <Button block type="submit" color="primary" size="large" loading={loggingIn} disabled={loggingIn}>
            {t('ui.login')}
          </Button>
        }
      >
        <Form.Item name="account" label={t('ui.account')} rules={[contractRule(login.body, 'account')]}>
          <Input autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label={t('ui.password')} rules={[contractRule(login.body, 'password')]}>
          <Input type="password" autoComplete="current-password" clearable />
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to="/register">{t('ui.noAccount')}</Link>
        <Link to="/forgotPassword">{t('ui.forgotPassword')}</Link>
      </div>
    </Page>
  )
}
