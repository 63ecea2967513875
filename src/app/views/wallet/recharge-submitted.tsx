// A recharge just submitted: it waits for an operator, the wallet is credited once approved. What was
// asked (amount, way, network and sending address), the way to the recharge record, and back to
// where the shopper set out from (the checkout), when they came from somewhere.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import type { RechargeView } from '../../../contract/recharges'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { TopUpRecordLink } from './top-up-record-link'

export function RechargeSubmitted({ submitted, networkName, redirect }: {
  submitted: RechargeView
  /** The network's name as the platform lists it (TRON (TRC20)), when sent on chain. */
  networkName: string | null
  redirect: string | undefined
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="recharge-submitted" aria-label={t('ui.rechargeSubmittedTitle')}>
      <h2 className="recharge-submitted-title">{t('ui.rechargeSubmittedTitle')}</h2>
      <p className="recharge-status-badge">{t('ui.rechargeWaitingReview')}</p>
      <p className="recharge-submitted-hint muted">{t('ui.rechargeWaitingHint')}</p>
      <dl className="recharge-facts">
        <dt>{t('ui.rechargeAmountShown')}</dt>
        <dd className="recharge-fact-amount"><Money amount={submitted.amount} label /></dd>
        <dt>{t('ui.rechargeMethodShown')}</dt>
        <dd className="recharge-fact-method">{t(submitted.method === 'chain' ? 'ui.topUpChain' : 'ui.topUpCard')}</dd>
        {submitted.network && (
          <>
            <dt>{t('ui.rechargeNetwork')}</dt>
            <dd className="recharge-fact-network">{networkName ?? submitted.network}</dd>
          </>
        )}
        {submitted.address && (
          <>
            <dt>{t('ui.rechargeFromAddress')}</dt>
            <dd className="recharge-fact-address">{submitted.address}</dd>
          </>
        )}
      </dl>
      <div className="recharge-submitted-actions">
        {redirect && (
          <Button block color="primary" className="recharge-go-back" onClick={() => void navigate({ href: redirect, replace: true })}>
            {t('ui.rechargeGoBack')}
          </Button>
        )}
        <TopUpRecordLink className="recharge-to-record">{t('ui.topUpRecord')}</TopUpRecordLink>
      </div>
    </section>
  )
}
