// The audit log: what operators did, newest first, each row with when, who, what and to what, and
// the details they sent (a suspension's reason, a decision's note). Read only: nothing here changes
// a row. ?subject=shop:3 keeps one thing's rows.
import { useSearch } from '@tanstack/react-router'
import { adminAuditLog, type OperatorAction } from '../../../contract/operator-management'
import { useTranslation } from '../../../ui/i18n'
import type { AuditLogSearch } from '../../routes/audit-log-route'
import { useConsole } from '../../session/use-console'
import { ConsoleLink } from '../common/console-link'
import { ConsoleList } from '../common/console-list'
import { Moment } from '../common/moment'
import { ACTION_NAMES } from './action-names'
import './management.css'

export function AuditLogPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const { subject } = useSearch({ strict: false }) as AuditLogSearch
  return (
    <section className="console-audit-log">
      <p className="console-muted console-audit-intro">{t('console.auditLog.intro')}</p>
      {subject && (
        <p className="console-audit-filter">
          {t('console.auditLog.onlySubject', { subject })} <ConsoleLink to="/audit-log">{t('console.auditLog.showAll')}</ConsoleLink>
        </p>
      )}
      <ConsoleList<OperatorAction>
        key={`${subject ?? ''}:${i18n.language}`}
        fetchPage={(page) => http.call(adminAuditLog, { query: { ...page, ...(subject ? { subject } : {}) } })}
        itemKey={(row) => row.id}
        renderItem={(row) => <ActionRow row={row} />}
        empty={t('console.auditLog.empty')}
      />
    </section>
  )
}

/** The body as sent, one `field: value` a line; the reason or note first. */
function detailLines(detail: Record<string, unknown>): string[] {
  return Object.entries(detail)
    .filter(([key]) => key !== 'id')
    .sort(([a], [b]) => Number(b === 'reason' || b === 'note') - Number(a === 'reason' || a === 'note'))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
}

function ActionRow({ row }: { row: OperatorAction }) {
  const { t } = useTranslation()
  const name = ACTION_NAMES[row.action]
  const lines = detailLines(row.detail)
  return (
    <article className="console-card console-audit-row" data-action-id={row.id} data-subject={row.subject ?? ''}>
      <div className="console-card-head">
        <strong className="console-audit-what">{name ? t(name) : row.action}</strong>
        {row.subject && <span className="console-audit-subject">{row.subject}</span>}
        <span className="console-muted console-audit-when"><Moment at={row.created_at} /></span>
      </div>
      <p className="console-audit-who">{t('console.auditLog.by', { account: row.operator.account })}</p>
      {lines.length > 0 && <pre className="console-audit-detail">{lines.join('\n')}</pre>}
    </article>
  )
}
