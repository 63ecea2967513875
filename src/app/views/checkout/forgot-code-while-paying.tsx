// "Forgot payment code?" while paying orders (the pay sheet, the lock message): after the reset,
// back to the checkout of the same orders.
import { useSelector } from '@xstate/react'
import type { PayWithCodeRef } from '../../../ui/payment-code/pay-with-code'
import { ForgotPayCodeLink } from '../account/forgot-pay-code-link'
import { payOrdersHref } from './checkout-search'

export function ForgotCodeWhilePaying({ actor }: { actor: PayWithCodeRef }) {
  const request = useSelector(actor, (snapshot) => snapshot.context.request)
  return <ForgotPayCodeLink back={request.kind === 'orders' ? payOrdersHref(request.orderIds) : undefined} />
}
