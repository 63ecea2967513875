// /changePassword and /passwords: old, new and confirm password
// (docs/product/rules.md#validation-messages). Every session ends afterwards, so the shopper logs
// in again. A visitor (the path is public) resets by email.
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CallInput } from '../../../contract/call'
import { changePassword } from '../../../contract/user'
import { showSuccess } from '../../../ui/feedback'
import { useHttp, useSession, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { PasswordResetFlow } from './password-reset-flow'

function ChangePasswordForm() {
  const { t } = useTranslation()
  const http = useHttp()
  const session = useSessionActor()
  const navigate = useNavigate()
  const { submitting, submit, edit } = useSubmission(
    (values: CallInput<typeof changePassword>['body']) => http.call(changePassword, { body: values }),
    () => {
      session.send({ type: 'PASSWORD_CHANGED' })
      showSuccess(t('msg.passwordResetDone'))
      void navigate({ to: '/login', replace: true })
    },
  )
  const rule = (field: string) => [contractRule(changePassword.body, field)]
  return (
    <Form
      layout="vertical"
      mode="card"
      onValuesChange={edit}
      onFinish={submit}
      footer={<Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>{t('ui.submit')}</Button>}
    >
      <Form.Item name="old_password" label={t('ui.oldPassword')} rules={rule('old_password')}>
        <Input type="password" autoComplete="current-password" clearable />
      </Form.Item>
      <Form.Item name="new_password" label={t('ui.newPassword')} rules={rule('new_password')} dependencies={['old_password']}>
        <Input type="password" autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item name="confirm_password" label={t('ui.confirmPassword')} rules={rule('confirm_password')} dependencies={['new_password']}>
        <Input type="password" autoComplete="new-password" clearable />
      </Form.Item>
    </Form>
  )
}

export function ChangePasswordPage() {
  const { t } = useTranslation()
  const loggedIn = useSession((s) => s.matches('authenticated'))
  return <Page title={t('route.changePassword')}>{loggedIn ? <ChangePasswordForm /> : <PasswordResetFlow />}</Page>
}
