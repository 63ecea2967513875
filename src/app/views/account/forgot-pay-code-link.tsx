// "Forgot payment code?": to /forgotPayPwd, coming back afterwards to `back` (the orders being
// paid, or where the payment code page would have gone). Shown by the lock message, the pay
// sheet's code entry and the payment code page.
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function ForgotPayCodeLink({ back }: { back?: string | undefined }) {
  const { t } = useTranslation()
  return (
    <Link to="/forgotPayPwd" search={{ redirect: back }} className="forgot-pay-code">
      {t('payCodeReset.forgot')}
    </Link>
  )
}
