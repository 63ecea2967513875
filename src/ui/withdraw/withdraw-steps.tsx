// The withdrawal machine's screens once its info is loaded, for whichever app shows them (the
// storefront's /withDraw, the console's money screen): the balance, the form (bank card or on
// chain, the amount, the service charge and actual arrival), then the payment code in the sheet
// checkout pays with, and how it ended: submitted (held, auditing), no payment code yet, locked.
// The app wraps it in its page and gives the ways on after a withdrawal was submitted.
import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import '../antd-setup'
import type { WithdrawalEvent } from '../../../machines/withdrawal.machine'
import { withdrawalCharge } from '../../contract/money'
import type { PayRefusal } from '../../contract/orders'
import { useTranslation } from '../i18n'
import { Money } from '../format/money'
import { PaymentCodeRefusal } from '../payment-code/payment-code-refusal'
import { PaymentCodeSheet } from '../payment-code/payment-code-sheet'
import type { WithdrawalFlow } from './withdrawal-binding'
import { WithdrawForm } from './withdraw-form'
import { WithdrawSubmitted } from './withdraw-submitted'

export function WithdrawSteps({ flow, submittedActions }: {
  flow: WithdrawalFlow
  /** Where to go once the withdrawal is submitted (the records, the balance), as links of the app. */
  submittedActions: ReactNode
}) {
  const { t } = useTranslation()
  const { state, send, refuseAboveBalance } = flow
  const { info, values, withdrawn } = state.context
  const can = (event: WithdrawalEvent) => state.can(event)
  if (!info) return null

  if (state.matches('submitted')) {
    return <WithdrawSubmitted withdrawn={withdrawn!} networks={info.networks}>{submittedActions}</WithdrawSubmitted>
  }
  for (const refused of ['noPaymentCode', 'locked'] as const) {
    if (state.matches(refused)) {
      return (
        <PaymentCodeRefusal reason={refused} minutes={(state.context.refusal as PayRefusal | null)?.minutes ?? 15} onSetCode={() => send({ type: 'SET_CODE' })}>
          <Button block fill="none" className="withdraw-cancel" onClick={() => send({ type: 'CANCEL' })}>
            {t(refused === 'locked' ? 'ui.withdrawBackToForm' : 'ui.cancel')}
          </Button>
        </PaymentCodeRefusal>
      )
    }
  }

  const entering = state.matches('codeEntry') || state.matches('submitting') || state.matches('submitFailed')
  return (
    <>
      <section className="withdraw-balance" aria-label={t('ui.withdrawBalance')}>
        <span className="withdraw-balance-label">{t('ui.withdrawBalance')}</span>
        <strong className="withdraw-balance-amount"><Money amount={info.balance} label /></strong>
      </section>
      {state.matches({ form: 'withoutCode' }) && <p className="withdraw-no-code">{t('ui.withdrawNoCodeYet')}</p>}
      <WithdrawForm
        info={info}
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
                {t('ui.withdrawArrival')} <Money amount={withdrawalCharge(values.amount, info.fee_rate, info.min_charge).arrival} label />
              </p>
            </>
          )}
        </PaymentCodeSheet>
      )}
    </>
  )
}
