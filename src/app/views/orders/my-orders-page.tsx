// My orders (/myPurchases/:status?): the tabs of
// docs/product/order-lifecycle.md#statuses-and-filters (all, waiting pay, waiting delivery,
// delivered, received, completed, cancelled, after-sale) over a pull-to-refresh, load-more list of
// the shopper's orders; each row shows the shop, the items, the status, the total and the actions
// the order allows. The tab is the URL's, so a link opens the right one.
import { useState } from 'react'
import { Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { orderList, type OrderRow } from '../../../contract/order-lifecycle'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { PagedList } from '../common/paged-list'
import { Price } from '../common/price'
import { OrderActions } from './order-actions'
import { OrderItemLine } from './order-item-line'
import { filterOf, ORDER_TABS, STATUS_TEXT } from '../../../ui/format/order-words'
import './orders.css'

const route = getRouteApi('/myPurchases/{-$status}')

export function MyOrdersPage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const filter = filterOf(route.useParams().status)
  // Bumped after an action: the list loads again (the order may have left this tab).
  const [generation, setGeneration] = useState(0)
  const choose = (key: string) => {
    const next = filterOf(key)
    void navigate({ to: '/myPurchases/{-$status}', params: { status: next === 'all' ? undefined : next }, replace: true })
  }
  return (
    <Page title={t('route.myPurchases')} className="orders-page">
      <Tabs activeKey={filter} onChange={choose} className="order-tabs">
        {ORDER_TABS.map(([key, label]) => <Tabs.Tab key={key} title={t(label)} />)}
      </Tabs>
      <PagedList<OrderRow>
        key={`${filter}:${i18n.language}:${generation}`}
        fetchPage={(page) => http.call(orderList, { query: { status: filter, ...page } })}
        itemKey={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} onSettled={() => setGeneration((g) => g + 1)} />}
        empty={<Notice kind="empty" title={t(filter === 'all' ? 'ui.noOrders' : 'ui.noOrdersHere')} />}
      />
    </Page>
  )
}

function OrderCard({ order, onSettled }: { order: OrderRow; onSettled(): void }) {
  const { t } = useTranslation()
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <article className="order-card" data-order-id={order.id} data-order-sn={order.sn} aria-label={t('ui.orderNumber', { sn: order.sn })}>
      <Link to="/orderInfo/{-$id}" params={{ id: String(order.id) }} className="order-card-main">
        <header className="order-card-head">
          <span className="order-shop">{order.shop.name}</span>
          <span className={`order-status order-status-${order.status}`}>{t(STATUS_TEXT[order.status])}</span>
        </header>
        {order.items.map((item) => <OrderItemLine key={item.id} item={item} />)}
        <p className="order-card-total">
          <span className="muted">{t('ui.itemCount', { count: quantity })}</span>
          <span>{t('ui.total')} <Price amount={order.total} className="order-total" /></span>
        </p>
      </Link>
      <OrderActions order={order} onSettled={onSettled} />
    </article>
  )
}
