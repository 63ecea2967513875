// The operator's recharges by status (waiting, approved, refused), each with its payment evidence;
// a waiting one is approved or refused here.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { auditSearch } from './audit-search'
import { shellRoute } from './root-route'

export const rechargesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recharges',
  staticData: { titleKey: 'console.recharges', roles: ['operator'] },
  validateSearch: auditSearch,
  component: lazyRouteComponent(() => import('../views/audits/recharges-page'), 'RechargesPage'),
})
