// The merchant's money: the wallet's balance, then by tab every row of its ledger (settlements,
// withdrawals held and returned), the settlements of completed orders with the commission kept,
// withdrawing (the shoppers' withdrawal flow), and the withdrawals with their audit results.
import { Button, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useSearch } from '@tanstack/react-router'
import { bill, type BillRow } from '../../../contract/bill'
import { merchantSettlements, type SettlementRow } from '../../../contract/merchant-shop'
import { withdrawalLog, type WithdrawalView } from '../../../contract/withdrawals'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { BillEntry } from '../../../ui/records/record-bill-row'
import { WithdrawalRow } from '../../../ui/records/record-withdrawal-row'
import '../../../ui/records/record-pages.css'
import type { MoneySearch, MoneyTab } from '../../routes/money-route'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { useConsoleNavigate } from '../common/console-link'
import { ConsoleWithdraw } from './console-withdraw'
import { SettlementCard } from './settlement-card'
import './money.css'

const TAB_TITLES: ReadonlyArray<readonly [MoneyTab, string]> = [
  ['ledger', 'console.moneyLedger'],
  ['settlements', 'console.moneySettlements'],
  ['withdraw', 'console.moneyWithdraw'],
  ['withdrawals', 'console.moneyWithdrawals'],
]

export function MoneyPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const { balance } = useMatch({ strict: false, select: (match) => match.loaderData }) as { balance: string }
  const tab: MoneyTab = (useSearch({ strict: false }) as MoneySearch).tab ?? 'ledger'
  const choose = (key: string) => void navigate('/money', { search: key === 'ledger' ? {} : { tab: key }, replace: true })
  return (
    <section className="console-money">
      <div className="console-card console-balance">
        <div>
          <span className="console-muted">{t('console.moneyBalance')}</span>
          <strong className="console-balance-amount"><Money amount={balance} label /></strong>
        </div>
        {tab !== 'withdraw' && (
          <Button color="primary" className="console-balance-withdraw" onClick={() => choose('withdraw')}>{t('console.moneyWithdraw')}</Button>
        )}
      </div>
      <Tabs activeKey={tab} onChange={choose} className="console-tabs console-money-tabs">
        {TAB_TITLES.map(([key, title]) => <Tabs.Tab key={key} title={t(title)} />)}
      </Tabs>
      {tab === 'ledger' && (
        <ConsoleList<BillRow>
          key={`ledger:${i18n.language}`}
          className="console-ledger"
          fetchPage={(page) => http.call(bill, { query: { kind: 'all', ...page } })}
          itemKey={(row) => row.id}
          renderItem={(row) => <BillEntry row={row} />}
          empty={t('console.noLedgerRows')}
        />
      )}
      {tab === 'settlements' && (
        <ConsoleList<SettlementRow>
          key={`settlements:${i18n.language}`}
          className="console-settlements"
          fetchPage={(page) => http.call(merchantSettlements, { query: page })}
          itemKey={(row) => row.id}
          renderItem={(row) => <SettlementCard row={row} />}
          empty={t('console.noSettlements')}
        />
      )}
      {tab === 'withdraw' && <ConsoleWithdraw />}
      {tab === 'withdrawals' && (
        <ConsoleList<WithdrawalView>
          key={`withdrawals:${i18n.language}`}
          className="console-withdrawals"
          fetchPage={(page) => http.call(withdrawalLog, { query: { status: 'all', ...page } })}
          itemKey={(row) => row.id}
          renderItem={(row) => <WithdrawalRow withdrawal={row} />}
          empty={t('console.noWithdrawals')}
        />
      )}
    </section>
  )
}
