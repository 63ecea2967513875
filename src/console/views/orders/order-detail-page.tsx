// One order of the merchant's shop (/merchant/orders/:sn): its status and moments, what was bought
// and the figures, the shopper's address once it is paid (also after shipping), the ship form, the
// logistics timeline with the carrier's news, and its refund if it has one. After each step the
// order is read again, so the page shows what the server has.
import { Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import type { MerchantOrderDetail } from '../../../contract/merchant-orders'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { STATUS_TEXT } from '../../../ui/format/order-words'
import { ConsoleLink } from '../common/console-link'
import { Moment } from '../common/moment'
import { REFUND_STATUS_TEXT, refundTabOf } from '../refunds/refund-words'
import { LogisticsTimeline } from './logistics-timeline'
import { ShippingPanel } from './shipping-panel'
import './fulfilment.css'

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount)

export function OrderDetailPage() {
  const { t } = useTranslation()
  const router = useRouter()
  // The console's router is not the registered one: its loader data is typed here.
  const order = useMatch({ strict: false, select: (match) => match.loaderData }) as unknown as MerchantOrderDetail
  const reload = () => void router.invalidate()
  const shippingOpen = order.actions.includes('ship') || order.actions.includes('addLogistics')
  const moments: Array<[string, string | null]> = [
    ['ui.orderCreatedAt', order.created_at],
    ['ui.orderPaidAt', order.paid_at],
    ['ui.orderShippedAt', order.shipped_at],
    ['ui.orderReceivedAt', order.received_at],
    ['ui.orderCompletedAt', order.completed_at],
    ['ui.orderCancelledAt', order.cancelled_at],
  ]

  return (
    <article className="console-order-detail" data-order-sn={order.sn}>
      <p className="console-back">
        <ConsoleLink to="/orders" search={order.status === 1 ? { status: 1 } : {}}>← {t('console.allOrders')}</ConsoleLink>
      </p>
      <header className="console-card console-order-banner">
        <div className="console-card-head">
          <strong className="console-order-sn">{order.sn}</strong>
          <span className={`console-status console-order-status-${order.status}`}>{t(STATUS_TEXT[order.status])}</span>
        </div>
        {order.refund && (
          <p className="console-order-refund">
            <span>{t(REFUND_STATUS_TEXT[order.refund.status])} · <Money amount={order.refund.amount} label /></span>
            <ConsoleLink to="/refunds" search={{ tab: refundTabOf(order.refund.status) }}>{t('console.seeRefunds')}</ConsoleLink>
          </p>
        )}
        <dl className="console-facts console-moments">
          {moments.map(([label, at]) => at && (
            <div key={label}><dt>{t(label)}</dt><dd><Moment at={at} /></dd></div>
          ))}
        </dl>
      </header>

      <div className="console-order-columns">
        <section className="console-card console-order-goods" aria-label={t('console.orderItems')}>
          <h2 className="console-card-title">{t('console.orderItems')}</h2>
          <ul className="console-order-items">
            {order.items.map((item) => (
              <li key={item.id} className="console-order-item">
                <img src={item.image} alt="" width={56} height={56} loading="lazy" />
                <span className="console-order-item-title">
                  {item.title}
                  <span className="console-muted">{item.sku_label}</span>
                </span>
                <span className="console-order-item-qty">
                  <Money amount={item.price} /> × {item.quantity}
                  <strong className="console-order-item-subtotal"><Money amount={item.subtotal} /></strong>
                </span>
              </li>
            ))}
          </ul>
          <dl className="console-figures-list">
            <div><dt>{t('ui.subtotal')}</dt><dd className="console-order-subtotal"><Money amount={order.subtotal} /></dd></div>
            <div><dt>{t('ui.freight')}</dt><dd>{isZero(order.freight) ? t('ui.freeShipping') : <Money amount={order.freight} />}</dd></div>
            {!isZero(order.discount) && <div><dt>{t('ui.promoDiscount')}</dt><dd>−<Money amount={order.discount} /></dd></div>}
            {!isZero(order.refunded) && <div><dt>{t('ui.refunded')}</dt><dd className="console-order-refunded">−<Money amount={order.refunded} /></dd></div>}
            <div className="console-figures-total"><dt>{t('ui.orderTotal')}</dt><dd className="console-order-total"><Money amount={order.total} label /></dd></div>
          </dl>
        </section>

        <div className="console-order-side">
          {order.address && (
            <section className="console-card console-ship-address" aria-label={t('ui.shippingAddress')}>
              <h2 className="console-card-title">{t('ui.shippingAddress')}</h2>
              <p className="console-addressee">
                <strong>{order.address.addressee}</strong> <span className="console-muted">{order.address.mobile}</span>
              </p>
              <p className="console-address-place">
                {order.address.tag && <Tag color="primary" fill="outline">{order.address.tag}</Tag>} {order.address.area} {order.address.detail}
              </p>
            </section>
          )}
          {(order.logistics || shippingOpen) && (
            <section className="console-card console-shipping" aria-label={order.logistics ? t('ui.logistics') : t('console.shipOrder')}>
              <h2 className="console-card-title">{order.logistics ? t('ui.logistics') : t('console.shipOrder')}</h2>
              {order.logistics && <LogisticsTimeline logistics={order.logistics} />}
              {/* A new machine whenever what may be done changes (shipped, or changed elsewhere). */}
              {shippingOpen && <ShippingPanel key={`${order.id}:${order.actions.join()}`} order={order} onChanged={reload} />}
            </section>
          )}
        </div>
      </div>
    </article>
  )
}
