// The actions an order allows now, as the server answered them in `actions`: it asks the
// orderStatus machine (with the review and refund state only it knows), so the view shows exactly
// those and decides nothing. Pay goes to the checkout's code entry, review and refund to their pages.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import type { OrderAction, OrderRow } from '../../../contract/order-lifecycle'
import { useTranslation } from 'react-i18next'
import { firstUnreviewed, payHref, refundHref, reviewHref } from './order-links'
import { PromptedAction } from './prompted-action'

const LINK_LABEL: Partial<Record<OrderAction, string>> = {
  viewRefund: 'ui.viewRefund',
  applyRefund: 'ui.applyRefund',
  review: 'ui.review',
  pay: 'ui.pay',
}

/** The shopper's next step (pay, confirm receipt, review) is a filled button, on the right. */
const SHOWN_ORDER = ['viewRefund', 'applyRefund', 'cancel', 'review', 'confirm', 'pay'] as const

export function OrderActions({ order, onSettled }: {
  order: Pick<OrderRow, 'id' | 'sn' | 'items' | 'total' | 'actions'> & { refunded?: string }
  onSettled(): void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (order.actions.length === 0) return null
  const hrefOf = (action: OrderAction): string => {
    if (action === 'pay') return payHref(order)
    if (action === 'review') return reviewHref(order.id, (firstUnreviewed(order) ?? order.items[0]!).product_id)
    return refundHref(order)
  }
  return (
    <div className="order-actions">
      {SHOWN_ORDER.filter((action) => order.actions.includes(action)).map((action) =>
        action === 'cancel' || action === 'confirm' ? (
          <PromptedAction key={action} kind={action} orderId={order.id} onSettled={onSettled} primary={action === 'confirm'} />
        ) : (
          <Button
            key={action}
            size="small"
            shape="rounded"
            color={action === 'pay' || action === 'review' ? 'primary' : 'default'}
            fill={action === 'pay' || action === 'review' ? 'solid' : 'outline'}
            className={`order-action order-action-${action}`}
            onClick={() => void navigate({ href: hrefOf(action) })}
          >
            {t(LINK_LABEL[action]!)}
          </Button>
        ),
      )}
    </div>
  )
}
