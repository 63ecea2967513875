// Where paying ends or stops: paid (the orders, the balance left), the orders left waiting pay, or
// a refusal of the payment code (no code yet, locked with a way to reset a forgotten code, not
// enough balance) with "Pay later".
import { Link } from '@tanstack/react-router'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { PaidOrders } from '../../../../machines/pay-with-code.machine'
import type { PayRefusal } from '../../../contract/orders'
import { useTranslation } from 'react-i18next'
import { PayWithCodeRefusal, type PayWithCodeRef } from '../../../ui/payment-code/pay-with-code'
import { Money } from '../../../ui/format/money'
import { PayCountdown } from '../common/pay-countdown'
import { WalletPrice } from '../common/wallet-price'
import { ForgotCodeWhilePaying } from './forgot-code-while-paying'

export function PaidOutcome({ paid }: { paid: PaidOrders }) {
  const { t } = useTranslation()
  return (
    <section className="pay-outcome pay-paid" role="status">
      <h2 className="outcome-title">{t('msg.paySuccess')}</h2>
      <ul className="paid-orders">
        {paid.orders.map((order) => (
          <li key={order.id} className="paid-order">
            <span>{t('ui.orderNumber', { sn: order.sn })}</span>
            <span className="muted">{t('ui.waitingDeliver')}</span>
            <WalletPrice amount={order.total} />
          </li>
        ))}
      </ul>
      <p className="paid-balance">{t('ui.balanceLeft')} <Money amount={paid.balance} /></p>
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

export function PayRefusalOutcome({ actor, amount, payBy }: { actor: PayWithCodeRef; amount: string | null; payBy: string | null }) {
  const { t } = useTranslation()
  return (
    <PayWithCodeRefusal
      actor={actor}
      amount={amount}
      money={(value) => <WalletPrice amount={value} />}
      retryLabel={t('ui.payAgain')}
      forgotCode={<ForgotCodeWhilePaying actor={actor} />}
      leave={(_, onLeave) => (
        <>
          {payBy !== null && <p className="pay-deadline"><PayCountdown payBy={payBy} /></p>}
          <Button block fill="none" className="pay-later" onClick={onLeave}>{t('ui.payLater')}</Button>
        </>
      )}
    />
  )
}
