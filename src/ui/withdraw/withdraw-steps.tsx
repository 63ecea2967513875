// The withdrawal machine's screens once its info is loaded, for whichever app shows them (the
// storefront's /withDraw, the console's money screen): the balance, the form (bank card or on
// chain, the amount, the service charge and actual arrival), then the payment code in the sheet
// checkout pays with, and how it ended: submitted (held, auditing), no payment code yet, locked.
// The app wraps it in its page and gives the ways on after a withdrawal was submitted.
import { useSelector } from '@xstate/react'
import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import '../antd-setup'
import { withdrawalCharge } from '../../contract/money'
import { useTranslation } from 'react-i18next'
import { Money } from '../format/money'
import { PayWithCodeRefusal, PayWithCodeSheet, usePayWithCodeStep } from '../payment-code/pay-with-code'
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
  const payment = state.children.payWithCode
  const payStep = usePayWithCodeStep(payment)
  const paying = useSelector(payment, (snapshot) => snapshot?.matches('paying') ?? false)
  if (!info) return null

  if (state.matches('submitted')) {
    return <WithdrawSubmitted withdrawn={withdrawn!} networks={info.networks}>{submittedActions}</WithdrawSubmitted>
  }
  if (payment && payStep === 'refused') {
    return (
      <PayWithCodeRefusal
        actor={payment}
        amount={values?.amount ?? null}
        money={(amount) => <Money amount={amount} label />}
        retryLabel={t('ui.withdrawAgain')}
        leave={(refused, onLeave) => (
          <Button block fill="none" className="withdraw-cancel" onClick={onLeave}>
            {t(refused === 'noPaymentCode' ? 'ui.cancel' : 'ui.withdrawBackToForm')}
          </Button>
        )}
      />
    )
  }

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
        sending={paying}
        canSubmit={state.matches('form')}
        onSubmit={(submitted) => send({ type: 'SUBMIT', values: submitted })}
        refuseAboveBalance={refuseAboveBalance}
      />
      {payment && payStep === 'sheet' && (
        <PayWithCodeSheet
          actor={payment}
          className="withdraw-sheet"
          title={t('ui.withdrawCodeTitle')}
          submitLabel={t('ui.withdrawConfirm')}
          failedText={t('ui.withdrawNoAnswer')}
          retryLabel={t('ui.withdrawAgain')}
          closeLabel={t('ui.cancel')}
        >
          {values && (
            <>
              <p className="pay-amount withdraw-sheet-amount"><Money amount={values.amount} label /></p>
              <p className="withdraw-sheet-arrival">
                {t('ui.withdrawArrival')} <Money amount={withdrawalCharge(values.amount, info.fee_rate, info.min_charge).arrival} label />
              </p>
            </>
          )}
        </PayWithCodeSheet>
      )}
    </>
  )
}
