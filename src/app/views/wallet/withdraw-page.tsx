// Withdrawal (/withDraw): the withdrawal machine rendered in the storefront's page. While the
// balance and the rate load, a skeleton; a failed load, a retry; then the shared steps (form,
// payment code sheet, refusals, submitted) with the storefront's ways on to the record and the balance,
// and, on the form, the way to the saved withdrawal accounts.
import { Button } from 'antd-mobile'
import { Link } from '@tanstack/react-router'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { useWithdrawal } from './withdraw-flow'
import { WithdrawSteps } from '../../../ui/withdraw/withdraw-steps'
import '../../../ui/withdraw/withdraw-page.css'

export function WithdrawPage() {
  const { t } = useTranslation()
  const flow = useWithdrawal()
  const { state, send } = flow
  return (
    <Page title={t('route.withDraw')} className="withdraw-page">
      {state.matches('loading') ? (
        <ParagraphSkeleton lines={8} />
      ) : state.matches('loadFailed') ? (
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <Button color="primary" className="withdraw-retry" onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</Button>
        </Notice>
      ) : (
        <>
          {state.matches('form') && (
            <Link to="/withdrawalAccounts" className="withdraw-accounts-link">{t('withdrawalAccounts.manage')} ›</Link>
          )}
          <WithdrawSteps
            flow={flow}
            submittedActions={
              <>
                <Link to="/depositRecord" className="adm-button adm-button-primary adm-button-block withdraw-record">{t('ui.withdrawRecord')}</Link>
                <Link to="/balance" className="adm-button adm-button-default adm-button-block withdraw-done">{t('route.balance')}</Link>
              </>
            }
          />
        </>
      )}
    </Page>
  )
}
