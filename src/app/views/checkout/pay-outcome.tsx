// Where paying ends or stops: paid (the orders, the balance left), the orders left waiting pay, no
// payment code yet (set one and come back), not enough balance (top up and come back), locked.
import { Link } from '@tanstack/react-router'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { CheckoutPayEvent } from '../../../../machines/checkout-pay.machine'
import type { PayRefusal } from '../../../contract/orders'
import { useTranslation } from '../../../ui/i18n'
import { PaymentCodeRefusal } from '../../../ui/payment-code/payment-code-refusal'
import { Price } from '../common/price'

interface PaidAnswer {
  orders: Array<{ id: number; sn: string; total: string }>
  amount: string
  balance: string
}

export function PaidOutcome({ paid }: { paid: PaidAnswer }) {
  const { t } = useTranslation()
  return (
    <section className="pay-outcome pay-paid" role="status">
      <h2 className="outcome-title">{t('msg.paySuccess')}</h2>
      <ul className="paid-orders">
        {paid.orders.map((order) => (
          <li key={order.id} className="paid-order">
            <span>{t('ui.orderNumber', { sn: order.sn })}</span>
            <span className="muted">{t('ui.waitingDeliver')}</span>
            <Price amount={order.total} />
          </li>
        ))}
      </ul>
      <p className="paid-balance">{t('ui.balanceLeft')} <Price amount={paid.balance} /></p>
      <div className="outcome-actions">
        <Link to="/myPurchases/{-$status}" params={{ status: '1' }} className="adm-button adm-button-primary adm-button-block view-orders">{t('ui.viewOrders')}</Link>
        <Link to="/home" className="adm-button adm-button-default adm-button-block">{t('ui.continueShopping')}</Link>
      </div>
    </section>
  )
}

/** Nothing paid here: the orders wait for payment, or were paid or cancelled elsewhere meanwhile. */
export function UnpaidOutcome({ refusal }: { refusal: PayRefusal | null }) {
  const { t } = useTranslation()
  const settledElsewhere = refusal?.reason === 'notPayable'
  return (
    <section className="pay-outcome pay-unpaid" role="status">
      <h2 className="outcome-title">{t(settledElsewhere ? 'ui.ordersNoLongerWaiting' : 'ui.ordersWaitingPay')}</h2>
      <p className="muted">{t(settledElsewhere ? 'ui.ordersNoLongerWaitingHint' : 'ui.ordersWaitingPayHint')}</p>
      <div className="outcome-actions">
        <Link to="/myPurchases/{-$status}" params={{ status: '0' }} className="adm-button adm-button-primary adm-button-block my-orders">{t('ui.myOrders')}</Link>
        <Link to="/home" className="adm-button adm-button-default adm-button-block">{t('ui.continueShopping')}</Link>
      </div>
    </section>
  )
}

export function PayRefusalOutcome({ state, refusal, amount, send }: {
  state: 'noPaymentCode' | 'insufficientBalance' | 'locked'
  refusal: PayRefusal | null
  amount: string | null
  send(event: CheckoutPayEvent): void
}) {
  const { t } = useTranslation()
  const payLater = <Button block fill="none" className="pay-later" onClick={() => send({ type: 'LEAVE' })}>{t('ui.payLater')}</Button>
  if (state !== 'insufficientBalance') {
    return (
      <PaymentCodeRefusal reason={state} minutes={refusal?.minutes ?? 15} onSetCode={() => send({ type: 'SET_CODE' })}>
        {payLater}
      </PaymentCodeRefusal>
    )
  }
  return (
    <section className="pay-outcome pay-insufficientBalance" role="alert">
      <h2 className="outcome-title">{t('msg.insufficientBalance')}</h2>
      <dl className="checkout-figures">
        <dt>{t('ui.balance')}</dt>
        <dd className="refusal-balance">{refusal?.balance && <Price amount={refusal.balance} />}</dd>
        <dt>{t('ui.toPay')}</dt>
        <dd className="refusal-amount">{(refusal?.amount ?? amount) && <Price amount={(refusal?.amount ?? amount)!} />}</dd>
      </dl>
      <Button block color="primary" className="go-top-up" onClick={() => send({ type: 'TOP_UP' })}>{t('ui.topUp')}</Button>
      <Button block className="pay-retry" onClick={() => send({ type: 'RETRY' })}>{t('ui.payAgain')}</Button>
      {payLater}
    </section>
  )
}
