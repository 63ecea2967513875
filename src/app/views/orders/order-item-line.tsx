// One item of an order: picture, title, SKU, unit price and quantity (and, where asked, the item's
// subtotal and whether it was reviewed).
import type { ReactNode } from 'react'
import type { OrderRow } from '../../../contract/order-lifecycle'
import { useTranslation } from 'react-i18next'
import { LazyImage } from '../common/lazy-image'
import { Price } from '../common/price'

export function OrderItemLine({ item, subtotal = false, aside }: { item: OrderRow['items'][number]; subtotal?: boolean; aside?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="order-item" data-product-id={item.product_id}>
      <LazyImage src={item.image} alt="" className="order-item-image" width={64} height={64} />
      <div className="order-item-text">
        <p className="order-item-title">{item.title}</p>
        <p className="muted order-item-sku">{item.sku_label}</p>
        <p className="order-item-price">
          <Price amount={item.price} className="order-item-unit" />
          <span className="muted order-item-quantity">× {item.quantity}</span>
        </p>
        {(subtotal || aside) && (
          <p className="order-item-foot">
            {subtotal && <span className="order-item-subtotal">{t('ui.subtotal')} <Price amount={item.subtotal} /></span>}
            {aside}
          </p>
        )}
      </div>
    </div>
  )
}
