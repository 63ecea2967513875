// The operator's withdrawals by status: who, how much (with the service charge and what arrives),
// and where to pay it: the full bank card or the address on a network. A waiting withdrawal is
// passed (the arrival paid out, the charge kept) or refused with the reason the user reads (the
// amount returns to the wallet).
import { adminWithdrawalAudit, adminWithdrawalList, type AdminWithdrawalRow } from '../../../contract/withdrawals'
import { useTranslation } from 'react-i18next'
import { Money, useFormatMoney } from '../../../ui/format/money'
import { Moment } from '../common/moment'
import { AuditQueue } from './audit-queue'

export function WithdrawalsPage() {
  const { t } = useTranslation()
  const amount = useFormatMoney()
  return (
    <AuditQueue<AdminWithdrawalRow>
      path="/withdrawals"
      list={adminWithdrawalList}
      audit={adminWithdrawalAudit}
      tabTitle={{ 0: t('ui.recordAuditing'), 1: t('ui.recordPassed'), 2: t('ui.recordRefused') }}
      empty={{ 0: t('console.noWaitingWithdrawals'), 1: t('console.noneDecided'), 2: t('console.noneDecided') }}
      rowClass="console-withdrawal"
      money
      idAttribute="data-withdrawal-id"
      question={(row) =>
        t('console.approveWithdrawalQuestion', { id: row.id, account: row.user.account, arrival: amount(row.arrival), charge: amount(row.charge) })}
      decidedMessage={(row) => t(row.status === 1 ? 'msg.withdrawalPassed' : 'msg.withdrawalRefused')}
      renderFacts={(row) => <WithdrawalFacts row={row} />}
    />
  )
}

function WithdrawalFacts({ row }: { row: AdminWithdrawalRow }) {
  const { t } = useTranslation()
  return (
    <div className="console-audit-body">
      <div className="console-audit-facts">
        <p className="console-audit-head">
          <strong className="console-audit-account">{row.user.account}</strong>
          <strong className="console-audit-amount"><Money amount={row.amount} /></strong>
        </p>
        <dl className="console-audit-money">
          <div><dt>{t('ui.withdrawCharge')}</dt><dd className="console-audit-charge"><Money amount={row.charge} /></dd></div>
          <div><dt>{t('ui.withdrawArrival')}</dt><dd className="console-audit-arrival"><Money amount={row.arrival} /></dd></div>
        </dl>
        <p className="console-audit-destination">
          {row.type === 'bank'
            ? [t('ui.recordBankCard'), row.bank_name ?? '', row.bank_card ?? '', row.holder ? `${t('console.channelHolder')}: ${row.holder}` : ''].filter(Boolean).join(' · ')
            : `${t('ui.withdrawNetwork')} ${row.network ?? ''} · ${row.address ?? ''}`}
        </p>
        <p className="console-muted">
          {t('ui.recordNumber', { id: row.id })} · <Moment at={row.created_at} />
        </p>
      </div>
    </div>
  )
}
