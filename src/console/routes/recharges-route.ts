// The operator's queue of recharges waiting for a decision, each with its payment evidence.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { shellRoute } from './root-route'

export const rechargesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recharges',
  staticData: { titleKey: 'console.recharges', roles: ['operator'] },
  component: lazyRouteComponent(() => import('../views/audits/recharges-page'), 'RechargesPage'),
})
