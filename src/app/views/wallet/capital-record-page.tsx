// The fund record (/capitalRecord?kind=): every row of the shopper's wallet ledger newest first
// (the bill), filterable by kind, with the balance on top as the same answer gives it.
import { useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { bill, type BillRow } from '../../../contract/bill'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Money } from '../../../ui/format/money'
import { Notice } from '../common/notice'
import { RecordList } from './record-list'
import { BillEntry } from '../../../ui/records/record-bill-row'
import { billFilterOf, billSearchOf, type BillSearch } from './record-search'
import { BILL_TABS } from '../../../ui/records/record-words'

const route = getRouteApi('/capitalRecord')

export function CapitalRecordPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const filter = billFilterOf(route.useSearch() as BillSearch)
  const [balance, setBalance] = useState<string | null>(null)
  return (
    <RecordList<BillRow, typeof filter>
      title={t('route.capitalRecord')}
      className="capital-record-page"
      top={
        <div className="bill-balance">
          <span>{t('ui.balance')}</span>
          <strong data-testid="bill-balance">{balance === null ? '…' : <Money amount={balance} label />}</strong>
        </div>
      }
      tabs={BILL_TABS}
      filter={filter}
      choose={(next) => void navigate({ to: '/capitalRecord', search: billSearchOf(next), replace: true })}
      fetchPage={async (kind, page) => {
        const answer = await http.call(bill, { query: { kind, ...page } })
        setBalance(answer.balance)
        return answer
      }}
      renderItem={(row) => <BillEntry row={row} />}
      empty={<Notice kind="empty" title={t(filter === 'all' ? 'ui.billEmpty' : 'ui.recordNoneHere')} />}
    />
  )
}
