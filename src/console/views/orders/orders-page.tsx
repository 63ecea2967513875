// A merchant's orders by status (the tabs of docs/product/order-lifecycle.md#statuses-and-filters:
// all, waiting pay, waiting delivery, delivered, received, completed, cancelled, after-sale),
// newest first: the items, the total, for an order waiting to be shipped the address to ship it to
// (the server answers it for no other), and the way to the order in full, where it is shipped.
import { Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useSearch } from '@tanstack/react-router'
import { merchantOrderList, type MerchantOrderRow } from '../../../contract/merchant-orders'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { filterOf, ORDER_TABS, STATUS_TEXT } from '../../../ui/format/order-words'
import type { OrdersSearch } from '../../routes/orders-route'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { Moment } from '../common/moment'

export function OrdersPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const filter = filterOf((useSearch({ strict: false }) as OrdersSearch).status)
  const choose = (key: string) => void navigate('/orders', { search: key === 'all' ? {} : { status: Number(key) }, replace: true })
  return (
    <section className="console-orders">
      <Tabs activeKey={filter} onChange={choose} className="console-tabs">
        {ORDER_TABS.map(([key, label]) => <Tabs.Tab key={key} title={t(label)} />)}
      </Tabs>
      <ConsoleList<MerchantOrderRow>
        key={`${filter}:${i18n.language}`}
        fetchPage={(page) => http.call(merchantOrderList, { query: { status: filter, ...page } })}
        itemKey={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} />}
        empty={t('console.noOrders')}
      />
    </section>
  )
}

function OrderCard({ order }: { order: MerchantOrderRow }) {
  const { t } = useTranslation()
  return (
    <article className="console-card console-order" data-order-sn={order.sn} aria-label={t('ui.orderNumber', { sn: order.sn })}>
      <header className="console-card-head">
        <ConsoleLink to={`/orders/${order.sn}`} className="console-order-sn">{order.sn}</ConsoleLink>
        <span className={`console-status console-order-status-${order.status}`}>{t(STATUS_TEXT[order.status])}</span>
        <span className="console-muted"><Moment at={order.created_at} /></span>
      </header>
      <ul className="console-order-items">
        {order.items.map((item) => (
          <li key={item.id} className="console-order-item">
            <img src={item.image} alt="" width={48} height={48} loading="lazy" />
            <span className="console-order-item-title">
              {item.title}
              <span className="console-muted">{item.sku_label}</span>
            </span>
            <span className="console-order-item-qty">
              <Money amount={item.price} /> × {item.quantity}
            </span>
          </li>
        ))}
      </ul>
      <footer className="console-card-foot">
        {order.address && (
          <p className="console-ship-to">
            <span className="console-muted">{t('console.shipTo')}</span> {order.address.addressee} · {order.address.mobile} · {order.address.area} {order.address.detail}
          </p>
        )}
        <p className="console-order-total">
          {t('ui.total')} <strong><Money amount={order.total} label /></strong>
        </p>
        <ConsoleLink to={`/orders/${order.sn}`} className={order.actions.includes('ship') ? 'console-open-order is-to-ship' : 'console-open-order'}>
          {t(order.actions.includes('ship') ? 'console.shipOrder' : 'console.orderDetails')}
        </ConsoleLink>
      </footer>
    </article>
  )
}
