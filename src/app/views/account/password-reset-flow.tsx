// The forgot-password flow as a view of its machine: email -> code mailed -> new password -> done.
import { Button, Form, Input, Result } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useTranslation } from 'react-i18next'
import { forgotPassword, resetPasswordByCode } from '../../../contract/user'
import { passwordResetMachine } from '../../../../machines/password-reset.machine'
import { showMessage } from '../../../ui/feedback'
import { useHttp } from '../../session/use-session'
import { contractRule } from '../../../ui/forms/zod-rule'

export function PasswordResetFlow() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const [state, send] = useMachine(
    passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise(async ({ input }) => {
          await http.call(forgotPassword, { body: input })
          showMessage(t('msg.resetCodeSent'))
        }),
        resetPassword: fromPromise(async ({ input }) => {
          await http.call(resetPasswordByCode, { body: input })
        }),
      },
    }),
  )

  if (state.matches('done')) {
    return (
      <Result
        status="success"
        title={t('msg.passwordResetDone')}
        description={<Button color="primary" onClick={() => navigate({ to: '/login', replace: true })}>{t('ui.login')}</Button>}
      />
    )
  }

  if (state.matches('enteringEmail') || state.matches('sendingCode')) {
    const sending = state.matches('sendingCode')
    return (
      <Form
        key="email"
        layout="vertical"
        mode="card"
        initialValues={{ email: state.context.email }}
        onFinish={(values: { email: string }) => send({ type: 'REQUEST_CODE', email: values.email.trim() })}
        footer={<Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>{t('ui.sendCode')}</Button>}
      >
        <Form.Item name="email" label={t('ui.email')} rules={[contractRule(forgotPassword.body, 'email')]}>
          <Input type="email" autoComplete="email" clearable />
        </Form.Item>
      </Form>
    )
  }

  const resetting = state.matches('resetting')
  const withEmail = () => ({ email: state.context.email })
  return (
    <Form
      key="code"
      layout="vertical"
      mode="card"
      onFinish={(values: { code: string; new_password: string; confirm_password: string }) => send({ type: 'RESET', ...values })}
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={resetting} disabled={resetting}>{t('ui.resetPassword')}</Button>
          <div className="account-links">
            <a role="button" onClick={() => send({ type: 'RESEND' })}>{t('ui.resendCode')}</a>
            <a role="button" onClick={() => send({ type: 'CHANGE_EMAIL' })}>{t('ui.changeEmail')}</a>
          </div>
        </>
      }
    >
      <Form.Header>{t('ui.resetCodeHint', { email: state.context.email })}</Form.Header>
      <Form.Item name="code" label={t('ui.resetCode')} rules={[contractRule(resetPasswordByCode.body, 'code', withEmail)]}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} clearable />
      </Form.Item>
      <Form.Item name="new_password" label={t('ui.newPassword')} rules={[contractRule(resetPasswordByCode.body, 'new_password', withEmail)]}>
        <Input type="password" autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t('ui.confirmPassword')}
        dependencies={['new_password']}
        rules={[contractRule(resetPasswordByCode.body, 'confirm_password', withEmail)]}
      >
        <Input type="password" autoComplete="new-password" clearable />
      </Form.Item>
    </Form>
  )
}
