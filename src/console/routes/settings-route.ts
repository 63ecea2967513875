// The operator's rates and timers: the commission, the withdrawal service charge and the order timers.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminSettings } from '../../contract/platform-settings'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings',
  staticData: { titleKey: 'console.settings', roles: ['operator'] },
  loader: ({ context }) => context.http.call(adminSettings, {}, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/settings/settings-page'), 'SettingsPage'),
})
