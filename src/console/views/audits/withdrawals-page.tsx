// The operator's queue of withdrawals waiting for a decision, oldest first: who, how much (with the
// service charge and what arrives), and where to pay it: the full bank card or the address on a
// network. Read only for now: decisions come with the audit machine.
import { adminWithdrawalList, type AdminWithdrawalRow } from '../../../contract/withdrawals'
import { useTranslation } from '../../../app/i18n'
import { Money } from '../../../app/views/common/money'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { Moment } from '../common/moment'

export function WithdrawalsPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  return (
    <ConsoleList<AdminWithdrawalRow>
      key={i18n.language}
      fetchPage={(page) => http.call(adminWithdrawalList, { query: { status: '0', ...page } })}
      itemKey={(row) => row.id}
      renderItem={(row) => <WithdrawalRow row={row} />}
      empty={t('console.noWaitingWithdrawals')}
    />
  )
}

function WithdrawalRow({ row }: { row: AdminWithdrawalRow }) {
  const { t } = useTranslation()
  return (
    <article className="console-card console-audit-row console-withdrawal" data-withdrawal-id={row.id} aria-label={t('ui.recordNumber', { id: row.id })}>
      <div className="console-audit-facts">
        <p className="console-audit-head">
          <strong className="console-audit-account">{row.user.account}</strong>
          <strong className="console-audit-amount"><Money amount={row.amount} label /></strong>
        </p>
        <dl className="console-audit-money">
          <div><dt>{t('ui.withdrawCharge')}</dt><dd><Money amount={row.charge} /></dd></div>
          <div><dt>{t('ui.withdrawArrival')}</dt><dd><Money amount={row.arrival} /></dd></div>
        </dl>
        <p className="console-audit-destination">
          {row.type === 'bank'
            ? `${t('ui.recordBankCard')} · ${row.bank_name ?? ''} · ${row.bank_card ?? ''}`
            : `${t('ui.withdrawNetwork')} ${row.network ?? ''} · ${row.address ?? ''}`}
        </p>
        <p className="console-muted">
          {t('ui.recordNumber', { id: row.id })} · <Moment at={row.created_at} />
        </p>
      </div>
    </article>
  )
}
