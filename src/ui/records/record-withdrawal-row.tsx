// One withdrawal of /depositRecord: where to (the bank card, masked by the server, or the network
// and address), the amount, the service charge and the actual arrival, the audit result, the
// reason when refused (the amount then back in the balance), when.
import type { WithdrawalView } from '../../contract/withdrawals'
import { useTranslation } from 'react-i18next'
import { Money } from '../format/money'
import { RecordFoot, RecordNote, RecordStatus } from './record-parts'
import { WITHDRAWAL_STATUS_TEXT } from './record-words'

export function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation()
  const bank = withdrawal.type === 'bank'
  const refused = withdrawal.status === 2
  const destination = bank ? [withdrawal.bank_name, withdrawal.bank_card].filter(Boolean).join(' ') : withdrawal.address
  return (
    <article className="record-card withdrawal-row" data-record-id={withdrawal.id} data-status={withdrawal.status}>
      <header className="record-head">
        <span className="record-title">{bank ? t('ui.recordBankCard') : t('ui.recordMethodChain', { network: withdrawal.network ?? '' })}</span>
        <RecordStatus status={withdrawal.status} text={t(WITHDRAWAL_STATUS_TEXT[withdrawal.status])} />
      </header>
      {destination && <p className="record-detail record-destination">{destination}</p>}
      <dl className="record-figures">
        <dt>{t('ui.recordAmount')}</dt>
        <dd className="record-figure-amount"><Money amount={withdrawal.amount} label /></dd>
        <dt>{t('ui.recordCharge')}</dt>
        <dd className="record-figure-charge">{refused ? '—' : <Money amount={withdrawal.charge} />}</dd>
        <dt>{t('ui.recordArrival')}</dt>
        <dd className={`record-figure-arrival${withdrawal.status === 1 ? ' is-paid' : ''}`}>{refused ? '—' : <Money amount={withdrawal.arrival} />}</dd>
      </dl>
      <RecordNote status={withdrawal.status} note={withdrawal.note} />
      {refused && <p className="record-hint">{t('ui.recordReturned')}</p>}
      <RecordFoot id={withdrawal.id} at={withdrawal.created_at} />
    </article>
  )
}
