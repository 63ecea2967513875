// A merchant's refunds by tab (waiting for a decision, in progress: a return waiting for its goods,
// done: refunded, refused or withdrawn), newest first, each decided in its own row.
import { Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useSearch } from '@tanstack/react-router'
import { merchantRefundList, type MerchantRefundRow } from '../../../contract/refunds'
import { useTranslation } from 'react-i18next'
import { REFUND_TABS, type RefundsSearch } from '../../routes/refunds-route'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { useConsoleNavigate } from '../common/console-link'
import { RefundCard } from './refund-card'
import { REFUND_TAB_FILTER } from './refund-words'
import '../orders/fulfilment.css'
import './refunds.css'

export function RefundsPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const tab = (useSearch({ strict: false }) as RefundsSearch).tab ?? 'waiting'
  const choose = (key: string) => void navigate('/refunds', { search: key === 'waiting' ? {} : { tab: key }, replace: true })
  return (
    <section className="console-refunds">
      <Tabs activeKey={tab} onChange={choose} className="console-tabs">
        {REFUND_TABS.map((key) => <Tabs.Tab key={key} title={t(REFUND_TAB_FILTER[key].title)} />)}
      </Tabs>
      <ConsoleList<MerchantRefundRow>
        key={`${tab}:${i18n.language}`}
        fetchPage={(page) => http.call(merchantRefundList, { query: { status: REFUND_TAB_FILTER[tab].filter, ...page } })}
        itemKey={(refund) => refund.id}
        renderItem={(refund) => <RefundCard refund={refund} tab={tab} />}
        empty={t('console.noRefunds')}
      />
    </section>
  )
}
