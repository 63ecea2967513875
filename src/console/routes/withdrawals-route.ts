// The operator's withdrawals by status (waiting, passed, refused; the amounts are held while
// waiting); a waiting one is passed or refused here.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { auditSearch } from './audit-search'
import { shellRoute } from './root-route'

export const withdrawalsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'withdrawals',
  staticData: { titleKey: 'console.withdrawals', roles: ['operator'] },
  validateSearch: auditSearch,
  component: lazyRouteComponent(() => import('../views/audits/withdrawals-page'), 'WithdrawalsPage'),
})
