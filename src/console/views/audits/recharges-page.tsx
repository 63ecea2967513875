// The operator's queue of recharges waiting for a decision, oldest first: who, how much, how (bank
// transfer, or on chain from an address), and the payment evidence to judge it by. Read only for
// now: decisions come with the audit machine.
import { adminRechargeList, type AdminRechargeRow } from '../../../contract/recharges'
import { useTranslation } from '../../../app/i18n'
import { Money } from '../../../app/views/common/money'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { Moment } from '../common/moment'

export function RechargesPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  return (
    <ConsoleList<AdminRechargeRow>
      key={i18n.language}
      fetchPage={(page) => http.call(adminRechargeList, { query: { status: '0', ...page } })}
      itemKey={(row) => row.id}
      renderItem={(row) => <RechargeRow row={row} />}
      empty={t('console.noWaitingRecharges')}
    />
  )
}

function RechargeRow({ row }: { row: AdminRechargeRow }) {
  const { t } = useTranslation()
  return (
    <article className="console-card console-audit-row console-recharge" data-recharge-id={row.id} aria-label={t('ui.recordNumber', { id: row.id })}>
      <a className="console-evidence" href={row.evidence} target="_blank" rel="noopener" aria-label={t('ui.rechargeEvidence')}>
        <img src={row.evidence} alt={t('ui.rechargeEvidence')} width={96} height={96} loading="lazy" />
      </a>
      <div className="console-audit-facts">
        <p className="console-audit-head">
          <strong className="console-audit-account">{row.user.account}</strong>
          <strong className="console-audit-amount"><Money amount={row.amount} label /></strong>
        </p>
        <p className="console-audit-method">
          {row.method === 'chain' ? t('ui.recordMethodChain', { network: row.network ?? '' }) : t('ui.recordMethodManual')}
        </p>
        {row.address && <p className="console-muted console-audit-address">{t('ui.recordFrom', { address: row.address })}</p>}
        <p className="console-muted">
          {t('ui.recordNumber', { id: row.id })} · <Moment at={row.created_at} />
        </p>
      </div>
    </article>
  )
}
