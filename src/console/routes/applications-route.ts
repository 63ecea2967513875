// The operator's applications to open a shop by status (waiting, approved, refused), each with its
// logo, name, category, contact, description and applicant; a waiting one is approved or refused here.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { auditSearch } from './audit-search'
import { shellRoute } from './root-route'

export const applicationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'applications',
  staticData: { titleKey: 'console.applications', roles: ['operator'] },
  validateSearch: auditSearch,
  component: lazyRouteComponent(() => import('../views/applications/applications-page'), 'ApplicationsPage'),
})
