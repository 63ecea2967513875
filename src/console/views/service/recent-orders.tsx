// Beside a conversation: the shopper's newest orders (number, shop, first item, status, total,
// when), what the shopper most likely writes about.
import { useEffect, useState } from 'react'
import { adminServiceOrders, type ServiceRecentOrder } from '../../../contract/support-chat'
import { Money } from '../../../ui/format/money'
import { STATUS_TEXT } from '../../../ui/format/order-words'
import { useTranslation } from 'react-i18next'
import { useConsole } from '../../session/use-console'
import { Moment } from '../common/moment'

export function RecentOrders({ conversationId }: { conversationId: number }) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const [orders, setOrders] = useState<ServiceRecentOrder[] | null | 'failed'>(null)
  useEffect(() => {
    let current = true
    http.call(adminServiceOrders, { query: { conversation_id: conversationId } }, { silent: true }).then(
      (answer) => current && setOrders(answer.list),
      () => current && setOrders('failed'),
    )
    return () => {
      current = false
    }
  }, [http, conversationId, i18n.language])
  return (
    <aside className="console-service-orders" aria-label={t('console.serviceDesk.recentOrders')}>
      <h2 className="console-subtitle">{t('console.serviceDesk.recentOrders')}</h2>
      {orders === null ? (
        <p className="console-muted" aria-busy="true">…</p>
      ) : orders === 'failed' ? (
        <p className="console-muted" role="alert">{t('ui.loadFailed')}</p>
      ) : orders.length === 0 ? (
        <p className="console-empty">{t('console.serviceDesk.noOrders')}</p>
      ) : (
        <ul className="console-service-order-list">
          {orders.map((order) => (
            <li key={order.id} className="console-card console-service-order" data-order-sn={order.sn}>
              <div className="console-service-order-head">
                <span className="console-service-order-sn">{order.sn}</span>
                <span className="console-service-order-status">{t(STATUS_TEXT[order.status])}</span>
              </div>
              <p className="console-service-order-item">{order.first_item}{order.items > 1 ? ` ${t('console.serviceDesk.moreItems', { count: order.items - 1 })}` : ''}</p>
              <p className="console-muted">{order.shop_name} · <Money amount={order.total} /> · <Moment at={order.created_at} /></p>
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
