// The console's entry screen: the marketplace account and password. A merchant with a shop or an
// operator goes on to where they were going; anyone else reads why not, and stays logged out.
import { useEffect, useSyncExternalStore } from 'react'
import { Button, Form, Input } from 'antd-mobile'
import '../../../app/antd-setup'
import { useSearch } from '@tanstack/react-router'
import { login } from '../../../contract/user'
import { useTranslation } from '../../../app/i18n'
import { contractRule } from '../../../app/views/common/zod-rule'
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

  useEffect(() => {
    // Leaving the page once the machine says we are in: the guard keeps this page for visitors.
    let wasLoggingIn = session.getSnapshot().matches('loggingIn')
    const subscription = session.subscribe((snapshot) => {
      const justLoggedIn = wasLoggingIn && snapshot.matches('authenticated')
      wasLoggingIn = snapshot.matches('loggingIn')
      if (justLoggedIn) void navigate(safeReturnPath(redirect), { replace: true })
    })
    return () => subscription.unsubscribe()
  }, [session, navigate, redirect])

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
        <Form
          layout="vertical"
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
      </div>
    </main>
  )
}
