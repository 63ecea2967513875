// The recharge record (/topUpRecord?status=): the shopper's recharges newest first, filtered like
// the withdrawal record (all, rejected, waiting, approved), with pull-to-refresh and load-more.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { rechargeLog, type RechargeView } from '../../../contract/recharges'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { RecordList } from './record-list'
import { RechargeRow } from './record-recharge-row'
import { auditFilterOf, auditSearchOf, type AuditSearch } from './record-search'
import { RECHARGE_TABS } from '../../../ui/records/record-words'

const route = getRouteApi('/topUpRecord')

export function TopUpRecordPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const filter = auditFilterOf(route.useSearch() as AuditSearch)
  return (
    <RecordList<RechargeView, typeof filter>
      title={t('route.topUpRecord')}
      className="top-up-record-page"
      tabs={RECHARGE_TABS}
      filter={filter}
      choose={(next) => void navigate({ to: '/topUpRecord', search: auditSearchOf(next), replace: true })}
      fetchPage={(status, page) => http.call(rechargeLog, { query: { status, ...page } })}
      renderItem={(recharge) => <RechargeRow recharge={recharge} />}
      empty={
        <Notice kind="empty" title={t(filter === 'all' ? 'ui.recordNoRecharges' : 'ui.recordNoneHere')}>
          {filter === 'all' && <Link to="/topUp" className="record-empty-action">{t('ui.balanceRecharge')}</Link>}
        </Notice>
      }
    />
  )
}
