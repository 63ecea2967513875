// A merchant's home: what waits (to ship, refunds to answer, low stock, unread messages), the shop
// as shoppers see it in figures (fans, favourable rate, items sold), and the money: net sales today
// and this month (the shop's days), the wallet's balance, and income in escrow, settled, paid out.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { merchantShopSales, MIN_SALES_DAYS } from '../../contract/merchant-shop'
import { shopDetail } from '../../contract/shops'
import { getUserInfo } from '../../contract/user'
import { merchantOverview } from '../../contract/merchant-overview'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'dashboard',
  staticData: { titleKey: 'console.dashboard', roles: ['merchant'] },
  loader: async ({ context }) => {
    const shopId = context.session.getSnapshot().context.userInfo?.shop_id
    // Four small reads at once: the shortest sales range already answers today's and this month's.
    const [shop, sales, user, overview] = await Promise.all([
      context.http.call(shopDetail, { query: { id: shopId ?? 0 } }),
      context.http.call(merchantShopSales, { query: { days: MIN_SALES_DAYS } }),
      context.http.call(getUserInfo, {}),
      context.http.call(merchantOverview, {}),
    ])
    return { shop, today: sales.today, month: sales.month, balance: user.balance, overview }
  },
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/dashboard/dashboard-page'), 'DashboardPage'),
})
