// A withdrawal submitted: the amount is held and waits for the platform's audit. What was held, the
// service charge and the actual arrival as recorded, where it goes, the balance left, and the ways
// on that the app gives (its withdrawal record, its balance).
import type { ReactNode } from 'react'
import type { WithdrawalInfo, Withdrawn } from '../../../machines/withdrawal.machine'
import { useTranslation } from 'react-i18next'
import { Money } from '../format/money'

export function WithdrawSubmitted({ withdrawn, networks, children }: { withdrawn: Withdrawn; networks: WithdrawalInfo['networks']; children: ReactNode }) {
  const { t } = useTranslation()
  const { withdrawal, balance } = withdrawn
  const network = networks.find((n) => n.code === withdrawal.network)
  const destination = withdrawal.type === 'bank'
    ? `${withdrawal.bank_name ?? ''} ${withdrawal.bank_card ?? ''}`.trim()
    : `${network ? `${network.name} · ${network.token}` : withdrawal.network ?? ''} ${withdrawal.address ?? ''}`.trim()
  return (
    <section className="withdraw-submitted" role="status">
      <h2 className="withdraw-submitted-title">{t('msg.drawSuccess')}</h2>
      <p className="withdraw-status-badge">{t('ui.withdrawAuditing')}</p>
      <p className="withdraw-submitted-hint">{t('ui.withdrawAuditingHint')}</p>
      <dl className="withdraw-facts">
        <dt>{t('ui.withdrawHeld')}</dt>
        <dd className="withdraw-fact-amount"><Money amount={withdrawal.amount} label /></dd>
        <dt>{t('ui.withdrawCharge')}</dt>
        <dd className="withdraw-fact-charge"><Money amount={withdrawal.charge} label /></dd>
        <dt>{t('ui.withdrawArrival')}</dt>
        <dd className="withdraw-fact-arrival"><Money amount={withdrawal.arrival} label /></dd>
        <dt>{withdrawal.type === 'bank' ? t('ui.withdrawToBank') : t('ui.withdrawOnChain')}</dt>
        <dd className="withdraw-fact-to">{destination}</dd>
        <dt>{t('ui.balanceLeft')}</dt>
        <dd className="withdraw-fact-balance"><Money amount={balance} label /></dd>
      </dl>
      <div className="outcome-actions">{children}</div>
    </section>
  )
}
