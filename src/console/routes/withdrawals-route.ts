// The operator's queue of withdrawals waiting for a decision (the amounts are held meanwhile).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { shellRoute } from './root-route'

export const withdrawalsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'withdrawals',
  staticData: { titleKey: 'console.withdrawals', roles: ['operator'] },
  component: lazyRouteComponent(() => import('../views/audits/withdrawals-page'), 'WithdrawalsPage'),
})
