// The orders a checkout will create, one per shop: the lines, the shop's freight (or free from its
// threshold), its share of the promo discount and its total.
import { useTranslation } from 'react-i18next'
import type { CheckoutPreview } from '../../../contract/orders'
import { LazyImage } from '../common/lazy-image'
import { Price } from '../common/price'

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount)

export function OrderSummary({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation()
  return (
    <>
      {preview.orders.map((order) => (
        <section key={order.shop.id} className="checkout-block checkout-order" aria-label={order.shop.name}>
          <h2 className="checkout-shop">{order.shop.name}</h2>
          {order.lines.map((line) => (
            <div key={line.sku_id} className="checkout-line">
              <LazyImage src={line.image} alt="" className="checkout-line-image" width={64} height={64} />
              <div className="checkout-line-text">
                <p className="checkout-line-title">{line.title}</p>
                <p className="muted">{line.sku_label}</p>
                <p className="checkout-line-price">
                  <Price amount={line.price} />
                  <span className="muted">× {line.quantity}</span>
                </p>
              </div>
            </div>
          ))}
          <dl className="checkout-figures">
            <dt>{t('ui.freight')}</dt>
            <dd className="order-freight">
              {isZero(order.freight) ? t('ui.freeShipping') : <Price amount={order.freight} />}
              {!isZero(order.freight) && order.free_shipping_from && (
                <small className="muted"> · {t('ui.freeShippingFrom')} <Price amount={order.free_shipping_from} /></small>
              )}
            </dd>
            {!isZero(order.discount) && (
              <>
                <dt>{t('ui.promoDiscount')}</dt>
                <dd>−<Price amount={order.discount} /></dd>
              </>
            )}
            <dt>{t('ui.orderTotal')}</dt>
            <dd className="order-total"><Price amount={order.total} /></dd>
          </dl>
        </section>
      ))}
    </>
  )
}

/** The checkout's own figures: goods, freight and promo discount over all its orders. */
export function CheckoutFigures({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation()
  return (
    <section className="checkout-block">
      <dl className="checkout-figures">
        <dt>{t('ui.subtotal')}</dt>
        <dd className="checkout-subtotal"><Price amount={preview.subtotal} /></dd>
        <dt>{t('ui.freight')}</dt>
        <dd className="checkout-freight"><Price amount={preview.freight} /></dd>
        {!isZero(preview.discount) && (
          <>
            <dt>{t('ui.promoDiscount')}</dt>
            <dd className="checkout-discount">−<Price amount={preview.discount} /></dd>
          </>
        )}
      </dl>
    </section>
  )
}
