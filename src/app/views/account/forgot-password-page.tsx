// /forgotPassword: reset the login password with a code sent by email.
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { PasswordResetFlow } from './password-reset-flow'

export function ForgotPasswordPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.forgotPassword')}>
      <PasswordResetFlow />
    </Page>
  )
}
