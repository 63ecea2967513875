// Sales per day over the chosen range (7, 30 or 90 days, in the URL): the totals, the chart (its
// library loaded only when this panel shows; a chart that cannot be drawn leaves the rest standing),
// and the same figures as a table for screen readers.
import { lazy, Suspense } from 'react'
import { Skeleton } from 'antd-mobile'
import '../../../ui/antd-setup'
import { SALES_RANGES } from '../../../contract/merchant-shop'
import { formatCents, centsOf } from '../../../contract/money'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { formatAmount, Money } from '../../../ui/format/money'
import type { SalesRange } from '../../routes/shop-route'
import { useConsoleNavigate } from '../common/console-link'
import { ChartBoundary } from './chart-boundary'
import { dayLabel, type SalesDay } from './sales-days'
import { zoneText } from './time-zone-select'

const SalesChart = lazy(() => import('./sales-chart'))

export function SalesPanel({ days, range, timeZone }: { days: SalesDay[]; range: SalesRange; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useConsoleNavigate()
  const orders = days.reduce((n, day) => n + day.orders, 0)
  const amount = formatCents(days.reduce((sum, day) => sum + centsOf(day.amount), 0n))
  const summary = t('console.salesSummary', { count: range, orders, amount: `${formatAmount(amount, i18n.language)} ${t('ui.currencyLabel')}` })
  return (
    <section className="console-card console-sales" aria-labelledby="console-sales-title" data-days={range}>
      <header className="console-sales-head">
        <h2 id="console-sales-title" className="console-card-title">{t('console.salesTitle')}</h2>
        <div className="console-sales-range">
          <ChoiceChips<string>
            label={t('console.salesRange')}
            columns={3}
            value={String(range)}
            options={SALES_RANGES.map((n) => ({ value: String(n), label: t('console.salesDays', { count: n }) }))}
            onChange={(chosen) => void navigate('/shop', { search: { days: Number(chosen) }, replace: true })}
          />
        </div>
      </header>
      <dl className="console-sales-totals">
        <div><dt>{t('console.salesOrders')}</dt><dd className="console-sales-orders">{new Intl.NumberFormat(i18n.language).format(orders)}</dd></div>
        <div><dt>{t('console.salesAmount')}</dt><dd className="console-sales-amount"><Money amount={amount} label /></dd></div>
      </dl>
      <div className="console-sales-chart">
        <ChartBoundary key={range} fallback={<p className="console-notice console-sales-unavailable" role="status">{t('console.salesChartUnavailable')}</p>}>
          <Suspense fallback={<Skeleton className="console-sales-pending" animated />}>
            <SalesChart days={days} label={summary} />
          </Suspense>
        </ChartBoundary>
      </div>
      <p className="console-muted console-sales-zone">{t('console.salesTimeZone', { zone: zoneText(timeZone) })}</p>
      <table className="console-visually-hidden console-sales-table">
        <caption>{summary}</caption>
        <thead>
          <tr><th scope="col">{t('console.salesDay')}</th><th scope="col">{t('console.salesOrders')}</th><th scope="col">{t('console.salesAmount')}</th></tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} data-date={day.date}>
              <th scope="row"><time dateTime={day.date}>{dayLabel(day.date, i18n.language)}</time></th>
              <td>{day.orders}</td>
              <td><Money amount={day.amount} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
