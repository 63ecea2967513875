// A merchant's home: the shop as shoppers see it in figures (fans, favourable rate, items sold).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { shopDetail } from '../../contract/shops'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'dashboard',
  staticData: { titleKey: 'console.dashboard', roles: ['merchant'] },
  loader: ({ context }) => {
    const shopId = context.session.getSnapshot().context.userInfo?.shop_id
    return context.http.call(shopDetail, { query: { id: shopId ?? 0 } })
  },
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/dashboard/dashboard-page'), 'DashboardPage'),
})
