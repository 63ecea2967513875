// Small pieces of a record row: the status, the operator's words, the moment and the number.
import type { AuditStatus } from '../../contract/audits'
import { useTranslation } from 'react-i18next'
import { formatWhen } from './record-words'

export function RecordStatus({ status, text }: { status: AuditStatus; text: string }) {
  return <span className={`record-status record-status-${status}`}>{text}</span>
}

/** The operator's note: the reason of a refusal, or what they added to an approval. */
export function RecordNote({ status, note }: { status: AuditStatus; note: string | null }) {
  const { t } = useTranslation()
  if (!note) return null
  return <p className={status === 2 ? 'record-reason' : 'record-note'}>{t(status === 2 ? 'ui.recordReason' : 'ui.recordNote', { note })}</p>
}

export function RecordFoot({ id, at }: { id: number; at: string }) {
  const { t, i18n } = useTranslation()
  return (
    <footer className="record-foot">
      <time dateTime={at}>{formatWhen(at, i18n.language)}</time>
      <span className="record-number">{t('ui.recordNumber', { id })}</span>
    </footer>
  )
}
