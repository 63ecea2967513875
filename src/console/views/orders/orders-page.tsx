// A merchant's orders by status tab (the tabs of docs/product/order-lifecycle.md#statuses-and-filters:
// all, waiting pay, waiting delivery, delivered, received, completed, cancelled, after-sale), each
// with its count, searched by number, buyer and days (all in the URL), paged on the server, newest
// first: the buyer, the items, the total, where to ship a paid order, the way to the order in full
// (where it is shipped) and to its packing slip; the same search exported as CSV; under "To ship",
// shipping many orders from a filled file.
import { useState } from 'react'
import { Button, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useSearch } from '@tanstack/react-router'
import { merchantOrderExport, merchantOrderList, type MerchantOrderRow } from '../../../contract/merchant-orders'
import type { ORDER_FILTERS } from '../../../contract/order-lifecycle'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { filterOf, ORDER_TABS, STATUS_TEXT } from '../../../ui/format/order-words'
import type { OrdersSearch } from '../../routes/orders-route'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { Moment } from '../common/moment'
import { ExportButton } from '../common/export-button'
import { BulkShipPanel } from './bulk-ship-panel'
import { OrderSearchForm, searchOf, type OrderSearchValues } from './order-search-form'
import './orders.css'

type Counts = Record<(typeof ORDER_FILTERS)[number], number>

export function OrdersPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const url = useSearch({ strict: false }) as OrdersSearch
  const filter = filterOf(url.status)
  const search = searchOf(url)
  const [counts, setCounts] = useState<Counts | null>(null)
  const [bulkShipOpen, setBulkShipOpen] = useState(false)
  // Read again after a shipping from a file: the shipped orders leave this tab.
  const [reads, setReads] = useState(0)
  const go = (status: string, values: OrderSearchValues) =>
    void navigate('/orders', { search: { ...(status === 'all' ? {} : { status: Number(status) }), ...values }, replace: true })
  return (
    <section className="console-orders">
      <OrderSearchForm key={JSON.stringify(search)} values={search} onSearch={(values) => go(filter, values)} />
      <Tabs activeKey={filter} onChange={(key) => go(key, search)} className="console-tabs">
        {ORDER_TABS.map(([key, label]) => (
          // The count is drawn after the title (CSS), so the tab's own text stays its name.
          <Tabs.Tab key={key} title={<span className="console-tab-title" data-count={counts?.[key]}>{t(label)}</span>} />
        ))}
      </Tabs>
      <div className="console-orders-tools">
        {filter === '1' && !bulkShipOpen && (
          <Button size="small" color="primary" fill="outline" className="console-open-bulk-ship" onClick={() => setBulkShipOpen(true)}>
            {t('console.bulkShip.open')}
          </Button>
        )}
        <ExportButton exportFile={() => http.file(merchantOrderExport, { query: { status: filter, ...search } })} />
      </div>
      {filter === '1' && bulkShipOpen && <BulkShipPanel onShipped={() => setReads((n) => n + 1)} onClose={() => setBulkShipOpen(false)} />}
      <ConsoleList<MerchantOrderRow>
        key={`${filter}:${JSON.stringify(search)}:${i18n.language}:${reads}`}
        fetchPage={async (page) => {
          const data = await http.call(merchantOrderList, { query: { status: filter, ...search, ...page } })
          setCounts(data.counts)
          return data
        }}
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
        <span className="console-order-buyer">
          {order.buyer.name} <span className="console-muted">@{order.buyer.account}</span>
        </span>
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
        {order.address && order.actions.includes('ship') && (
          <p className="console-ship-to">
            <span className="console-muted">{t('console.shipTo')}</span> {order.address.addressee} · {order.address.mobile} · {order.address.area} {order.address.detail}
          </p>
        )}
        <p className="console-order-total">
          {t('ui.total')} <strong><Money amount={order.total} /></strong>
        </p>
        {order.address && <ConsoleLink to={`/orders/${order.sn}/slip`} className="console-open-slip">{t('console.seller.packingSlip')}</ConsoleLink>}
        <ConsoleLink to={`/orders/${order.sn}`} className={order.actions.includes('ship') ? 'console-open-order is-to-ship' : 'console-open-order'}>
          {t(order.actions.includes('ship') ? 'console.shipOrder' : 'console.orderDetails')}
        </ConsoleLink>
      </footer>
    </article>
  )
}
