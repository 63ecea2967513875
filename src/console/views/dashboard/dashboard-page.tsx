// A merchant's shop in figures, as shoppers see them on the shop page: fans, favourable rate (share
// of reviews scoring 4 or 5), items sold, products on sale; then the money: what shoppers paid today
// and this month (in the shop's days) and the wallet's balance, each leading to its screen.
import { useMatch } from '@tanstack/react-router'
import type { MerchantOverview } from '../../../contract/merchant-overview'
import type { ShopDetail } from '../../../contract/shops'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { ConsoleLink } from '../common/console-link'
import { TodoPanel } from './todo-panel'
import './dashboard.css'

interface SalesFigure {
  orders: number
  amount: string
}

interface DashboardData {
  overview: MerchantOverview
  shop: ShopDetail
  today: SalesFigure
  month: SalesFigure
  balance: string
}

export function DashboardPage() {
  const { t, i18n } = useTranslation()
  const { shop, today, month, balance, overview } = useMatch({ strict: false, select: (match) => match.loaderData }) as unknown as DashboardData
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n)
  const figures: ReadonlyArray<readonly [string, string, string]> = [
    ['fans', 'console.statFans', count(shop.fans)],
    ['favorable-rate', 'console.statFavorableRate', `${shop.favorable_rate}%`],
    ['sales', 'console.statSales', count(shop.sales)],
    ['products', 'console.statProducts', count(shop.product_count)],
  ]
  return (
    <section className="console-dashboard">
      <header className="console-shop">
        <img className="console-shop-logo" src={shop.logo} alt="" width={64} height={64} />
        <div>
          <h2 className="console-shop-name">{shop.name}</h2>
          <p className="console-shop-city">{shop.city}</p>
        </div>
      </header>
      <TodoPanel overview={overview} />
      <dl className="console-figures">
        {figures.map(([name, label, value]) => (
          <div key={name} className={`console-figure console-figure-${name}`}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="console-figures console-money-figures">
        {([['today', 'console.statToday', today], ['month', 'console.statMonth', month]] as const).map(([name, label, figure]) => (
          <div key={name} className={`console-figure console-figure-${name}`}>
            <dt><ConsoleLink to="/shop">{t(label)}</ConsoleLink></dt>
            <dd><Money amount={figure.amount} label /></dd>
            <dd className="console-figure-note">{t('console.statPaidOrders', { count: figure.orders })}</dd>
          </div>
        ))}
        <div className="console-figure console-figure-balance">
          <dt><ConsoleLink to="/money">{t('console.statBalance')}</ConsoleLink></dt>
          <dd><Money amount={balance} label /></dd>
        </div>
      </dl>
      {shop.description && <p className="console-shop-description">{shop.description}</p>}
    </section>
  )
}
