// A paid order's packing slip (/merchant/orders/:sn/slip): a printable page with the shop, the
// address to ship to, the buyer and the items, read like the order in full.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { merchantOrderInfo } from '../../contract/merchant-orders'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const packingSlipRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders/$sn/slip',
  staticData: { titleKey: 'console.seller.packingSlip', roles: ['merchant'] },
  loader: ({ context, params }) => context.http.call(merchantOrderInfo, { query: { sn: params.sn } }, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/orders/packing-slip-page'), 'PackingSlipPage'),
})
