// The operator writes a notification (to every shopper or to one account, in each language, English
// required) and sees those published.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { shellRoute } from './root-route'

export const notificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notifications',
  staticData: { titleKey: 'console.notifications', roles: ['operator'] },
  component: lazyRouteComponent(() => import('../views/notifications/notifications-page'), 'NotificationsPage'),
})
