// Register a shopper account; the new account is logged in at once.
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CallData, CallInput } from '../../../contract/call'
import { register } from '../../../contract/user'
import { showSuccess } from '../../../ui/feedback'
import { useHttp, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'

export function RegisterPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const session = useSessionActor()
  const navigate = useNavigate()
  const { submitting, submit, edit } = useSubmission(
    (values: CallInput<typeof register>['body']) => http.call(register, { body: values }),
    ({ userinfo }: CallData<typeof register>) => {
      const { token, ...userInfo } = userinfo
      session.send({ type: 'REGISTERED', token, userInfo })
      showSuccess(t('msg.registerSuccess'))
      void navigate({ to: '/profile', replace: true })
    },
  )

  return (
    <Page title={t('route.register')}>
      <Form
        layout="vertical"
        mode="card"
        onValuesChange={edit}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            {t('ui.register')}
          </Button>
        }
      >
        <Form.Item name="account" label={t('ui.account')} rules={[contractRule(register.body, 'account')]}>
          <Input autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label={t('ui.password')} rules={[contractRule(register.body, 'password')]}>
          <Input type="password" autoComplete="new-password" clearable />
        </Form.Item>
        <Form.Item name="email" label={t('ui.email')} rules={[contractRule(register.body, 'email')]}>
          <Input type="email" autoComplete="email" clearable />
        </Form.Item>
        <Form.Item name="mobile" label={t('ui.mobile')} rules={[contractRule(register.body, 'mobile')]}>
          <Input type="tel" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item name="family_name" label={t('ui.familyName')} rules={[contractRule(register.body, 'family_name')]}>
          <Input autoComplete="family-name" clearable />
        </Form.Item>
        <Form.Item name="given_name" label={t('ui.givenName')} rules={[contractRule(register.body, 'given_name')]}>
          <Input autoComplete="given-name" clearable />
        </Form.Item>
      </Form>
      <div className="account-links">
        <Link to="/login">{t('ui.haveAccount')}</Link>
      </div>
    </Page>
  )
}
