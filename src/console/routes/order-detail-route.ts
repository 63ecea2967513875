// One order of the merchant's shop by its serial number (/merchant/orders/:sn): what was bought, the
// figures, the address once paid, shipping and the logistics timeline.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { merchantOrderInfo } from '../../contract/merchant-orders'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const orderDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders/$sn',
  staticData: { titleKey: 'console.orderDetail', roles: ['merchant'] },
  // Refused (another shop's order, none such): the error component says so; no toast on top.
  loader: ({ context, params }) => context.http.call(merchantOrderInfo, { query: { sn: params.sn } }, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/orders/order-detail-page'), 'OrderDetailPage'),
})
