// The merchant's money: the wallet's balance with where the shop's income stands (held in escrow
// for paid orders not yet settled, settled, paid out, as the overview counts them), then by tab
// every row of its ledger and the settlements of completed orders, both between two days of the
// shop's calendar kept in the URL and exported as CSV; withdrawing (the shoppers' withdrawal flow),
// and the withdrawals with their audit results.
import { Button, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useSearch } from '@tanstack/react-router'
import type { BillRow } from '../../../contract/bill'
import { merchantLedger, merchantLedgerExport, merchantSettlementExport } from '../../../contract/merchant-ledger'
import type { MerchantOverview } from '../../../contract/merchant-overview'
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
import { ExportButton } from '../common/export-button'
import { SearchFieldsForm, type SearchValues } from '../common/search-fields-form'
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
  const { balance, income } = useMatch({ strict: false, select: (match) => match.loaderData }) as { balance: string; income: MerchantOverview['income'] }
  const url = useSearch({ strict: false }) as MoneySearch
  const tab: MoneyTab = url.tab ?? 'ledger'
  const days = { ...(url.from ? { from: url.from } : {}), ...(url.to ? { to: url.to } : {}) }
  const dated = tab === 'ledger' || tab === 'settlements'
  const go = (key: string, search: SearchValues) => void navigate('/money', { search: { ...(key === 'ledger' ? {} : { tab: key }), ...search }, replace: true })
  // The days stay when moving between the two dated tabs.
  const choose = (key: string) => go(key, key === 'ledger' || key === 'settlements' ? days : {})
  return (
    <section className="console-money">
      <div className="console-card console-balance">
        <div>
          <span className="console-muted">{t('console.moneyBalance')}</span>
          <strong className="console-balance-amount"><Money amount={balance} /></strong>
        </div>
        <dl className="console-money-income">
          <div className="console-money-escrow">
            <dt>{t('console.ledgerQueues.escrow')}</dt>
            <dd><Money amount={income.escrow} /></dd>
            <dd className="console-muted">{t('console.ledgerQueues.escrowHint')}</dd>
          </div>
          <div className="console-money-settled"><dt>{t('console.ledgerQueues.settled')}</dt><dd><Money amount={income.settled} /></dd></div>
          <div className="console-money-paid-out"><dt>{t('console.ledgerQueues.paidOut')}</dt><dd><Money amount={income.paid_out} /></dd></div>
        </dl>
        {tab !== 'withdraw' && (
          <Button color="primary" className="console-balance-withdraw" onClick={() => choose('withdraw')}>{t('console.moneyWithdraw')}</Button>
        )}
      </div>
      <Tabs activeKey={tab} onChange={choose} className="console-tabs console-money-tabs">
        {TAB_TITLES.map(([key, title]) => <Tabs.Tab key={key} title={t(title)} />)}
      </Tabs>
      {dated && (
        <div className="console-money-days">
          <SearchFieldsForm
            key={JSON.stringify(days)}
            name={t('console.ledgerQueues.days')}
            fields={[
              { key: 'from', label: t('console.ledgerQueues.from'), type: 'date' },
              { key: 'to', label: t('console.ledgerQueues.to'), type: 'date' },
            ]}
            values={days}
            onSearch={(search) => go(tab, search)}
          />
          <ExportButton exportFile={() => http.file(tab === 'ledger' ? merchantLedgerExport : merchantSettlementExport, { query: days })} />
        </div>
      )}
      {tab === 'ledger' && (
        <ConsoleList<BillRow>
          key={`ledger:${JSON.stringify(days)}:${i18n.language}`}
          className="console-ledger"
          fetchPage={(page) => http.call(merchantLedger, { query: { ...days, ...page } })}
          itemKey={(row) => row.id}
          renderItem={(row) => <BillEntry row={row} />}
          empty={t('console.noLedgerRows')}
        />
      )}
      {tab === 'settlements' && (
        <ConsoleList<SettlementRow>
          key={`settlements:${JSON.stringify(days)}:${i18n.language}`}
          className="console-settlements"
          fetchPage={(page) => http.call(merchantSettlements, { query: { ...days, ...page } })}
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
