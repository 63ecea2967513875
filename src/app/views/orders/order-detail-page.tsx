// Order detail (/orderInfo/:id?): the status, the address, the logistics timeline (company,
// tracking number, events), the items with quantities and unit prices, the figures (subtotal,
// freight, promo discount, refunded, total), the order number and its moments, and the actions the
// order allows. After an action the order is loaded again, so the page shows what the server has.
import { useState, type ReactNode } from 'react'
import { Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router'
import type { OrderDetail } from '../../../contract/order-lifecycle'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../../../ui/format/address-line'
import { Page } from '../common/page'
import { PayCountdown } from '../common/pay-countdown'
import { Price } from '../common/price'
import { OrderActions } from './order-actions'
import { OrderItemLine } from './order-item-line'
import { reviewHref } from './order-links'
import { STATUS_TEXT } from '../../../ui/format/order-words'
import './orders.css'

const route = getRouteApi('/orderInfo/{-$id}')

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount)

/** A refund's state in the refund page's words. */
const REFUND_TEXT: Record<NonNullable<OrderDetail['refund']>['status'], string> = {
  applying: 'ui.refundStatusApplying',
  in_progress: 'ui.refundStatusInProgress',
  refunded: 'ui.refundStatusRefunded',
  refused: 'ui.refundStatusRefused',
  withdrawn: 'ui.refundStatusWithdrawn',
}

export function OrderDetailPage() {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const order = route.useLoaderData()
  // A new generation after each action: the actions start afresh on the order as loaded again.
  const [generation, setGeneration] = useState(0)
  const reload = async () => {
    await router.invalidate()
    setGeneration((g) => g + 1)
  }
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const moments: Array<[string, string | null]> = [
    ['ui.orderCreatedAt', order.created_at],
    ['ui.orderPaidAt', order.paid_at],
    ['ui.orderShippedAt', order.shipped_at],
    ['ui.orderReceivedAt', order.received_at],
    ['ui.orderCompletedAt', order.completed_at],
    ['ui.orderCancelledAt', order.cancelled_at],
  ]

  return (
    <Page title={t('route.orderInfo')} className="order-detail-page">
      <section className={`order-banner order-banner-${order.status}`} role="status">
        <h2 className="order-status">{t(STATUS_TEXT[order.status])}</h2>
        {order.status === 0 && <p className="order-banner-hint">{t('ui.ordersWaitingPayHint')}</p>}
        {order.pay_by !== null && <p className="order-banner-deadline"><PayCountdown payBy={order.pay_by} /></p>}
        {order.refund && (
          <p className="order-banner-hint order-refund-state">
            {t(REFUND_TEXT[order.refund.status])} · <Price amount={order.refund.amount} />
          </p>
        )}
      </section>

      {order.logistics && (
        <section className="order-block order-logistics" aria-label={t('ui.logistics')}>
          <h3 className="order-block-title">{t('ui.logistics')}</h3>
          <dl className="order-facts">
            <dt>{t('ui.logisticsCompany')}</dt>
            <dd className="logistics-company">{order.logistics.company}</dd>
            <dt>{t('ui.trackingNumber')}</dt>
            <dd className="tracking-no">{order.logistics.tracking_no}</dd>
          </dl>
          <ol className="logistics-events">
            {[...order.logistics.events].reverse().map((event, index) => (
              <li key={`${event.at}-${index}`} className={index === 0 ? 'logistics-event is-latest' : 'logistics-event'}>
                <p className="logistics-event-text">{event.description}</p>
                <p className="muted logistics-event-meta">
                  <time dateTime={event.at}>{when(event.at)}</time>
                  {event.location && <span> · {event.location}</span>}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section className="order-block order-address" aria-label={t('ui.shippingAddress')}>
        <h3 className="order-block-title">{t('ui.shippingAddress')}</h3>
        <p className="order-address-head">
          <span className="order-addressee">{order.address.addressee}</span>
          <span className="muted">{order.address.mobile}</span>
        </p>
        <p className="order-address-place">
          {order.address.tag && <Tag color="primary" fill="outline">{order.address.tag}</Tag>} {addressLine(order.address)}
        </p>
      </section>

      <section className="order-block order-goods" aria-label={order.shop.name}>
        <h3 className="order-block-title order-shop">{order.shop.name}</h3>
        {order.items.map((item) => (
          <OrderItemLine key={item.id} item={item} subtotal aside={<ReviewMark order={order} item={item} />} />
        ))}
        <dl className="order-figures">
          <dt>{t('ui.subtotal')}</dt>
          <dd className="order-subtotal"><Price amount={order.subtotal} /></dd>
          <dt>{t('ui.freight')}</dt>
          <dd className="order-freight">{isZero(order.freight) ? t('ui.freeShipping') : <Price amount={order.freight} />}</dd>
          {!isZero(order.discount) && (
            <>
              <dt>{t('ui.promoDiscount')}</dt>
              <dd className="order-discount">−<Price amount={order.discount} /></dd>
            </>
          )}
          {!isZero(order.refunded) && (
            <>
              <dt>{t('ui.refunded')}</dt>
              <dd className="order-refunded">−<Price amount={order.refunded} /></dd>
            </>
          )}
          <dt className="order-total-label">{t('ui.orderTotal')}</dt>
          <dd className="order-total"><Price amount={order.total} /></dd>
        </dl>
      </section>

      <section className="order-block order-info">
        <dl className="order-facts">
          <dt>{t('ui.orderSn')}</dt>
          <dd className="order-sn">{order.sn}</dd>
          {moments.map(([label, at]) => at && <FactRow key={label} label={t(label)} value={<time dateTime={at}>{when(at)}</time>} />)}
        </dl>
      </section>

      <footer className="order-detail-bar">
        <OrderActions key={generation} order={order} onSettled={() => void reload()} />
      </footer>
    </Page>
  )
}

function FactRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}

/** Beside an item: "Reviewed", or a way to review it while the order allows reviews. */
function ReviewMark({ order, item }: { order: OrderDetail; item: OrderDetail['items'][number] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (item.reviewed) return <Tag className="order-item-reviewed" color="success" fill="outline">{t('ui.reviewed')}</Tag>
  if (!order.actions.includes('review')) return null
  return (
    <button type="button" className="order-item-review" onClick={() => void navigate({ href: reviewHref(order.id, item.product_id) })}>
      {t('ui.review')}
    </button>
  )
}
