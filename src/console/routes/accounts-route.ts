// The operator's users and shops: found by a part of a name, suspended and lifted.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountsSearch } from './accounts-search'
import { shellRoute } from './root-route'

export const accountsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'accounts',
  staticData: { titleKey: 'console.management.title', roles: ['operator'] },
  validateSearch: accountsSearch,
  component: lazyRouteComponent(() => import('../views/management/accounts-page'), 'AccountsPage'),
})
