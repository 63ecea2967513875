// The operator's customer service: the conversations (unanswered first), the open one with its
// history and replies, and the shopper's recent orders beside it.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { shellRoute } from './root-route'
import { serviceSearch } from './service-search'

export const serviceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'service',
  staticData: { titleKey: 'console.serviceDesk.title', roles: ['operator'] },
  validateSearch: serviceSearch,
  component: lazyRouteComponent(() => import('../views/service/service-desk-page'), 'ServiceDeskPage'),
})
