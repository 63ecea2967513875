// One row of the fund record (/capitalRecord): its kind, the signed amount, the balance after it,
// what it refers to (the order numbers, the recharge or the withdrawal) and when.
import type { BillRow } from '../../contract/bill'
import { useTranslation } from 'react-i18next'
import { Money } from '../format/money'
import { BILL_KIND_TEXT, formatWhen } from './record-words'

export function BillEntry({ row }: { row: BillRow }) {
  const { t, i18n } = useTranslation()
  const credit = !row.amount.startsWith('-')
  // A true minus sign, as the order pages write a discount.
  const sign = credit ? '+' : '−'
  return (
    <article className="record-card bill-row" data-record-id={row.id} data-kind={row.kind}>
      <header className="record-head">
        <span className="record-title">{t(BILL_KIND_TEXT[row.kind])}</span>
        <span className={`bill-amount ${credit ? 'is-credit' : 'is-debit'}`}>{sign}<Money amount={row.amount.replace(/^-/, '')} /></span>
      </header>
      {row.order_sns.length > 0 && <p className="record-detail bill-ref">{t('ui.billOrders', { sns: row.order_sns.join(', ') })}</p>}
      {row.recharge_id !== null && <p className="record-detail bill-ref">{t('ui.billRecharge', { id: row.recharge_id })}</p>}
      {row.withdrawal_id !== null && <p className="record-detail bill-ref">{t('ui.billWithdrawal', { id: row.withdrawal_id })}</p>}
      <footer className="record-foot">
        <time dateTime={row.created_at}>{formatWhen(row.created_at, i18n.language)}</time>
        <span className="bill-balance-after">{t('ui.billBalanceAfter')} <Money amount={row.balance_after} /></span>
      </footer>
    </article>
  )
}
