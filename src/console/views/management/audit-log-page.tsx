// The audit log: what operators did, newest first, each row with when, who, what and to what, and
// the details they sent (a suspension's reason, a decision's note). Read only: nothing here changes
// a row. ?subject=shop:3 keeps one thing's rows.
import { useSearch } from '@tanstack/react-router'
import { adminAuditLog, type OperatorAction } from '../../../contract/operator-management'
import { useTranslation } from 'react-i18next'
import type { AuditLogSearch } from '../../routes/audit-log-route'
import { useConsole } from '../../session/use-console'
import { ConsoleLink } from '../common/console-link'
import { ConsoleList } from '../common/console-list'
import { Moment } from '../common/moment'
import { actionNameOf } from './action-names'
import './management.css'

export function AuditLogPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const { subject } = useSearch({ strict: false }) as AuditLogSearch
  return (
    <section className="console-action-log">
      <p className="console-muted console-log-intro">{t('console.auditLog.intro')}</p>
      {subject && (
        <p className="console-log-filter">
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

/** Fields the log names in the reader's language; the others show as the call names them. */
const LABELLED = ['reason', 'note']

/** The body as sent, one `field: value` a line: the reason or note first, what the row's name already says left out. */
function detailLines(detail: Record<string, unknown>, t: (key: string) => string): string[] {
  return Object.entries(detail)
    .filter(([key]) => key !== 'id' && key !== 'suspended')
    .sort(([a], [b]) => Number(LABELLED.includes(b)) - Number(LABELLED.includes(a)))
    .map(([key, value]) => `${LABELLED.includes(key) ? t(`console.auditLog.labels.${key}`) : key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
}

function ActionRow({ row }: { row: OperatorAction }) {
  const { t } = useTranslation()
  const name = actionNameOf(row.action, row.detail)
  const lines = detailLines(row.detail, t)
  return (
    <article className="console-card console-log-row" data-action-id={row.id} data-subject={row.subject ?? ''}>
      <div className="console-card-head">
        <strong className="console-log-what">{name ? t(name) : row.action}</strong>
        {row.subject && <span className="console-log-subject">{row.subject}</span>}
        <span className="console-muted console-log-when"><Moment at={row.created_at} /></span>
      </div>
      <p className="console-log-who">{t('console.auditLog.by', { account: row.operator.account })}</p>
      {lines.length > 0 && <pre className="console-log-detail">{lines.join('\n')}</pre>}
    </article>
  )
}
