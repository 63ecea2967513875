// Withdrawing from the console: the storefront's withdrawal machine, binding and screens (form,
// payment code sheet, refusals, submitted) in the money screen. The payment code is set in the
// storefront's payment settings (the console has no page for it): "Go to settings" opens them.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useWithdrawalMachine } from '../../../ui/withdraw/withdrawal-binding'
import { WithdrawSteps } from '../../../ui/withdraw/withdraw-steps'
import '../../../ui/payment-code/payment-code.css'
import '../../../ui/withdraw/withdraw-page.css'
import { statePath } from '../common/state-path'
import { ScreenPending } from '../common/load-failure'
import { useConsole } from '../../session/use-console'
import { useConsoleNavigate } from '../common/console-link'

/** The storefront's page to set or change the payment code (another app: a full page load). */
export const STOREFRONT_PAYMENT_CODE = '/changePayPwd'
/** The storefront's top-up (the console has none either). */
export const STOREFRONT_TOP_UP = '/topUp'

export function ConsoleWithdraw() {
  const { t } = useTranslation()
  const { http } = useConsole()
  const router = useRouter()
  const navigate = useConsoleNavigate()
  const flow = useWithdrawalMachine({
    http,
    goToPaymentCode: () => window.location.assign(STOREFRONT_PAYMENT_CODE),
    goToTopUp: () => window.location.assign(STOREFRONT_TOP_UP),
    // The balance above the tabs follows the hold.
    afterWithdrawn: () => void router.invalidate(),
  })
  const { state, send } = flow
  return (
    <div className="withdraw-page console-withdraw" data-state={statePath(state.value)}>
      {state.matches('loading') ? (
        <ScreenPending />
      ) : state.matches('loadFailed') ? (
        <div className="console-notice" role="alert">
          <p>{t('ui.loadFailed')}</p>
          <Button size="small" className="withdraw-retry" onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</Button>
        </div>
      ) : (
        <WithdrawSteps
          flow={flow}
          submittedActions={
            <>
              <Button block color="primary" className="withdraw-record" onClick={() => void navigate('/money', { search: { tab: 'withdrawals' }, replace: true })}>
                {t('ui.withdrawRecord')}
              </Button>
              <Button block className="withdraw-done" onClick={() => void navigate('/money', { replace: true })}>{t('console.moneyLedger')}</Button>
            </>
          }
        />
      )}
    </div>
  )
}
