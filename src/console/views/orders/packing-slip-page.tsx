// A packing slip to print and put in the parcel: the order's number and day, the address it goes
// to, the buyer, and each item with its option and quantity (no prices: the parcel's contents, not
// the bill). Printed, the console's header and navigation are left out.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch } from '@tanstack/react-router'
import type { MerchantOrderDetail } from '../../../contract/merchant-orders'
import { useTranslation } from 'react-i18next'
import { ConsoleLink } from '../common/console-link'
import { Moment } from '../common/moment'
import './packing-slip.css'

export function PackingSlipPage() {
  const { t } = useTranslation()
  const order = useMatch({ strict: false, select: (match) => match.loaderData }) as unknown as MerchantOrderDetail
  const units = order.items.reduce((n, item) => n + item.quantity, 0)
  return (
    <article className="console-card console-packing-slip" data-order-sn={order.sn}>
      <p className="console-back console-no-print">
        <ConsoleLink to={`/orders/${order.sn}`}>← {t('console.orderDetail')}</ConsoleLink>
        <Button size="small" color="primary" className="console-print" onClick={() => window.print()}>{t('console.seller.print')}</Button>
      </p>
      <header className="console-slip-head">
        <h2>{t('console.seller.packingSlip')}</h2>
        <p className="console-slip-sn">{t('ui.orderNumber', { sn: order.sn })}</p>
        <p className="console-muted"><Moment at={order.paid_at ?? order.created_at} /></p>
      </header>
      {order.address && (
        <section className="console-slip-to" aria-label={t('ui.shippingAddress')}>
          <h3>{t('ui.shippingAddress')}</h3>
          <p><strong className="console-slip-addressee">{order.address.addressee}</strong> · {order.address.mobile}</p>
          <p className="console-slip-place">{order.address.area} {order.address.detail}</p>
          <p className="console-muted">{t('console.seller.buyer')}: {order.buyer.name} (@{order.buyer.account})</p>
        </section>
      )}
      <table className="console-slip-items">
        <thead>
          <tr><th scope="col">{t('console.orderItems')}</th><th scope="col">{t('console.seller.option')}</th><th scope="col">{t('console.seller.quantity')}</th></tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}><td>{item.title}</td><td>{item.sku_label}</td><td className="console-slip-qty">{item.quantity}</td></tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row" colSpan={2}>{t('console.seller.units')}</th><td className="console-slip-qty">{units}</td></tr>
        </tfoot>
      </table>
    </article>
  )
}
