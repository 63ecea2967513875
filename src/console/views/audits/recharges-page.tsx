// The operator's recharges by status: who, how much, how (bank transfer, or on chain from an
// address), and the payment evidence to judge it by, opened large in place. A waiting recharge is
// approved (the wallet credited at once) or refused with the reason the shopper reads.
import { adminRechargeAudit, adminRechargeList, type AdminRechargeRow } from '../../../contract/recharges'
import { useTranslation } from 'react-i18next'
import { Money, useFormatMoney } from '../../../ui/format/money'
import { Moment } from '../common/moment'
import { AuditQueue } from './audit-queue'
import { EvidenceThumbnail } from './evidence-thumbnail'

export function RechargesPage() {
  const { t } = useTranslation()
  const money = useFormatMoney()
  return (
    <AuditQueue<AdminRechargeRow>
      path="/recharges"
      list={adminRechargeList}
      audit={adminRechargeAudit}
      tabTitle={{ 0: t('ui.recordTabWaiting'), 1: t('ui.recordTabApproved'), 2: t('ui.recordTabRejected') }}
      empty={{ 0: t('console.noWaitingRecharges'), 1: t('console.noneDecided'), 2: t('console.noneDecided') }}
      rowClass="console-recharge"
      money
      idAttribute="data-recharge-id"
      question={(row) =>
        t('console.approveRechargeQuestion', { id: row.id, amount: money(row.amount), account: row.user.account })}
      decidedMessage={(row) => t(row.status === 1 ? 'msg.rechargeApproved' : 'msg.rechargeRejected')}
      renderFacts={(row) => <RechargeFacts row={row} />}
    />
  )
}

function RechargeFacts({ row }: { row: AdminRechargeRow }) {
  const { t } = useTranslation()
  return (
    <div className="console-audit-body">
      <EvidenceThumbnail src={row.evidence} />
      <div className="console-audit-facts">
        <p className="console-audit-head">
          <strong className="console-audit-account">{row.user.account}</strong>
          <strong className="console-audit-amount"><Money amount={row.amount} /></strong>
        </p>
        <p className="console-audit-method">
          {row.method === 'chain' ? t('ui.recordMethodChain', { network: row.network ?? '' }) : t('ui.recordMethodManual')}
        </p>
        {row.address && <p className="console-muted console-audit-address">{t('ui.recordFrom', { address: row.address })}</p>}
        <p className="console-muted">
          {t('ui.recordNumber', { id: row.id })} · <Moment at={row.created_at} />
        </p>
      </div>
    </div>
  )
}
