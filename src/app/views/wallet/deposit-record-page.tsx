// The withdrawal record (/depositRecord?status=): the shopper's withdrawals newest first in the
// tabs of docs/product/money.md#audit-results-and-filters (all, 2 refused, 0 auditing, 1 passed),
// with pull-to-refresh and load-more.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { withdrawalLog, type WithdrawalView } from '../../../contract/withdrawals'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { RecordList } from './record-list'
import { WithdrawalRow } from '../../../ui/records/record-withdrawal-row'
import { auditFilterOf, auditSearchOf, type AuditSearch } from './record-search'
import { WITHDRAWAL_TABS } from '../../../ui/records/record-words'

const route = getRouteApi('/depositRecord')

export function DepositRecordPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const filter = auditFilterOf(route.useSearch() as AuditSearch)
  return (
    <RecordList<WithdrawalView, typeof filter>
      title={t('route.depositRecord')}
      className="deposit-record-page"
      tabs={WITHDRAWAL_TABS}
      filter={filter}
      choose={(next) => void navigate({ to: '/depositRecord', search: auditSearchOf(next), replace: true })}
      fetchPage={(status, page) => http.call(withdrawalLog, { query: { status, ...page } })}
      renderItem={(withdrawal) => <WithdrawalRow withdrawal={withdrawal} />}
      empty={
        <Notice kind="empty" title={t(filter === 'all' ? 'ui.recordNoWithdrawals' : 'ui.recordNoneHere')}>
          {filter === 'all' && <Link to="/withDraw" className="record-empty-action">{t('ui.balanceWithdraw')}</Link>}
        </Notice>
      }
    />
  )
}
