// One settlement: a completed order's money reaching the merchant's wallet. What escrow released
// for the order (its total less refunds), the platform's commission kept, the income credited, the
// balance after it and when; the order opens the order's screen.
import type { SettlementRow } from '../../../contract/merchant-shop'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { ConsoleLink } from '../common/console-link'
import { Moment } from '../common/moment'

export function SettlementCard({ row }: { row: SettlementRow }) {
  const { t } = useTranslation()
  return (
    <article className="console-card console-settlement" data-settlement-id={row.id} data-order-sn={row.order_sn}>
      <header className="console-card-head">
        <ConsoleLink to={`/orders/${row.order_sn}`} className="console-settlement-order">{t('ui.orderNumber', { sn: row.order_sn })}</ConsoleLink>
        <span className="console-muted"><Moment at={row.created_at} /></span>
      </header>
      <dl className="console-settlement-figures">
        <div><dt>{t('console.settlementReleased')}</dt><dd className="console-settlement-settled"><Money amount={row.settled} /></dd></div>
        <div><dt>{t('console.settlementCommission')}</dt><dd className="console-settlement-commission">−<Money amount={row.commission} /></dd></div>
        <div><dt>{t('console.settlementIncome')}</dt><dd className="console-settlement-income">+<Money amount={row.amount} label /></dd></div>
        <div><dt>{t('ui.billBalanceAfter')}</dt><dd className="console-settlement-balance"><Money amount={row.balance_after} /></dd></div>
      </dl>
    </article>
  )
}
