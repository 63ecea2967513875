// One recharge of /topUpRecord: how it was sent (manual transfer, or on chain with the network and
// the address sent from), the amount, the review status, the operator's reason when rejected, when.
import type { RechargeView } from '../../../contract/recharges'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { RecordFoot, RecordNote, RecordStatus } from '../../../ui/records/record-parts'
import { RECHARGE_STATUS_TEXT } from '../../../ui/records/record-words'

export function RechargeRow({ recharge }: { recharge: RechargeView }) {
  const { t } = useTranslation()
  const chain = recharge.method === 'chain'
  return (
    <article className="record-card recharge-row" data-record-id={recharge.id} data-status={recharge.status}>
      <header className="record-head">
        <span className="record-title">{chain ? t('ui.recordMethodChain', { network: recharge.network ?? '' }) : t('ui.recordMethodManual')}</span>
        <RecordStatus status={recharge.status} text={t(RECHARGE_STATUS_TEXT[recharge.status])} />
      </header>
      {chain && recharge.address && <p className="record-detail">{t('ui.recordFrom', { address: recharge.address })}</p>}
      <p className="record-amount"><Money amount={recharge.amount} label /></p>
      <RecordNote status={recharge.status} note={recharge.note} />
      <RecordFoot id={recharge.id} at={recharge.created_at} />
    </article>
  )
}
