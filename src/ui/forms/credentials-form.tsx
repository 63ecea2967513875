// The account-and-password form of logging in, shared by the storefront's /login and the console's
// entry screen: checked with the contract's rules, sent to the session machine as LOGIN.
import { useEffect } from 'react'
import { Button, Form, Input } from 'antd-mobile'
import '../antd-setup'
import { login } from '../../contract/user'
import { useTranslation } from 'react-i18next'
import { contractRule } from './zod-rule'

interface SessionLike {
  send(event: { type: 'LOGIN'; account: string; password: string }): void
  getSnapshot(): { matches(state: 'loggingIn' | 'authenticated'): boolean }
  subscribe(listener: (snapshot: { matches(state: 'loggingIn' | 'authenticated'): boolean }) => void): { unsubscribe(): void }
}

export function CredentialsForm({ session, loggingIn, card = false }: { session: SessionLike; loggingIn: boolean; card?: boolean }) {
  const { t } = useTranslation()
  return (
    <Form
      layout="vertical"
      mode={card ? 'card' : 'default'}
      onFinish={(values: { account: string; password: string }) => session.send({ type: 'LOGIN', account: values.account.trim(), password: values.password })}
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
  )
}

/**
 * Runs `then` once when the session machine goes from logging in to authenticated: the page leaves
 * when the machine says we are in (its guard keeps the page for visitors).
 */
export function useLoggedIn(session: SessionLike, then: () => void) {
  useEffect(() => {
    let wasLoggingIn = session.getSnapshot().matches('loggingIn')
    const subscription = session.subscribe((snapshot) => {
      const justLoggedIn = wasLoggingIn && snapshot.matches('authenticated')
      wasLoggingIn = snapshot.matches('loggingIn')
      if (justLoggedIn) then()
    })
    return () => subscription.unsubscribe()
  }, [session, then])
}
