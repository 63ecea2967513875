// Withdrawal (/withDraw): the withdrawal machine rendered. The balance, the form (bank card or on
// chain, the amount, the service charge and actual arrival), then the payment code in the sheet
// checkout pays with, and how it ended: submitted (held, auditing), no payment code yet, locked.
import { Button } from 'antd-mobile'
import '../../antd-setup'
import type { WithdrawalEvent } from '../../../../machines/withdrawal.machine'
import { withdrawalCharge } from '../../../contract/money'
import type { PayRefusal } from '../../../contract/orders'
import { useTranslation } from '../../i18n'
import { Money } from '../common/money'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { PaymentCodeRefusal } from '../common/payment-code-refusal'
import { PaymentCodeSheet } from '../common/payment-code-sheet'
import { ParagraphSkeleton } from '../common/skeletons'
import { useWithdrawal } from './withdraw-flow'
import { WithdrawForm } from './withdraw-form'
import { WithdrawSubmitted } from './withdraw-submitted'
import './withdraw-page.css'

export function WithdrawPage() {
  const { t } = useTranslation()
  const { state, send, refuseAboveBalance } = useWithdrawal()
  const { info, values, withdrawn } = state.context
  const can = (event: WithdrawalEvent) => state.can(event)
  const title = t('route.withDraw')

  if (state.matches('loading')) {
    return (
      <Page title={title} className="withdraw-page">
        <ParagraphSkeleton lines={8} />
      </Page>
    )
  }
  if (state.matches('loadFailed')) {
    return (
      <Page title={title} className="withdraw-page">
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <Button color="primary" className="withdraw-retry" onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</Button>
        </Notice>
      </Page>
    )
  }
  if (state.matches('submitted')) {
    return (
      <Page title={title} className="withdraw-page">
        <WithdrawSubmitted withdrawn={withdrawn!} networks={info!.networks} />
      </Page>
    )
  }
  for (const refused of ['noPaymentCode', 'locked'] as const) {
    if (state.matches(refused)) {
      return (
        <Page title={title} className="withdraw-page">
          <PaymentCodeRefusal reason={refused} minutes={(state.context.refusal as PayRefusal | null)?.minutes ?? 15} onSetCode={() => send({ type: 'SET_CODE' })}>
            <Button block fill="none" className="withdraw-cancel" onClick={() => send({ type: 'CANCEL' })}>
              {t(refused === 'locked' ? 'ui.withdrawBackToForm' : 'ui.cancel')}
            </Button>
          </PaymentCodeRefusal>
        </Page>
      )
    }
  }

  const entering = state.matches('codeEntry') || state.matches('submitting') || state.matches('submitFailed')
  return (
    <Page title={title} className="withdraw-page">
      <section className="withdraw-balance" aria-label={t('ui.withdrawBalance')}>
        <span className="withdraw-balance-label">{t('ui.withdrawBalance')}</span>
        <strong className="withdraw-balance-amount"><Money amount={info!.balance} label /></strong>
      </section>
      {state.matches({ form: 'withoutCode' }) && <p className="withdraw-no-code">{t('ui.withdrawNoCodeYet')}</p>}
      <WithdrawForm
        info={info!}
        values={values}
        sending={state.matches('submitting')}
        canSubmit={state.matches('form')}
        onSubmit={(submitted) => send({ type: 'SUBMIT', values: submitted })}
        refuseAboveBalance={refuseAboveBalance}
      />
      {entering && (
        <PaymentCodeSheet
          className="withdraw-sheet"
          title={t('ui.withdrawCodeTitle')}
          submitLabel={t('ui.withdrawConfirm')}
          busy={state.matches('submitting')}
          failed={state.matches('submitFailed')}
          failedText={t('ui.withdrawNoAnswer')}
          retryLabel={t('ui.withdrawAgain')}
          closeLabel={t('ui.cancel')}
          canClose={can({ type: 'CANCEL' })}
          onCode={(code) => send({ type: 'ENTER_CODE', code })}
          onRetry={() => send({ type: 'RETRY' })}
          onClose={() => send({ type: 'CANCEL' })}
        >
          {values && (
            <>
              <p className="pay-amount withdraw-sheet-amount"><Money amount={values.amount} label /></p>
              <p className="withdraw-sheet-arrival">
                {t('ui.withdrawArrival')} <Money amount={withdrawalCharge(values.amount, info!.fee_rate).arrival} label />
              </p>
            </>
          )}
        </PaymentCodeSheet>
      )}
    </Page>
  )
}
