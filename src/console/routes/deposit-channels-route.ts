// The operator's deposit channels: networks on chain with their deposit addresses, and bank accounts.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminDepositChannels } from '../../contract/deposit-channels'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const depositChannelsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'deposit-channels',
  staticData: { titleKey: 'console.depositChannels', roles: ['operator'] },
  loader: ({ context }) => context.http.call(adminDepositChannels, {}, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/settings/deposit-channels-page'), 'DepositChannelsPage'),
})
