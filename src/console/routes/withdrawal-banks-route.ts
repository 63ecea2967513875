// The operator's banks shoppers may withdraw to, per country.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminWithdrawalBanks } from '../../contract/withdrawal-banks'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const withdrawalBanksRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'withdrawal-banks',
  staticData: { titleKey: 'console.withdrawalBanks.title', roles: ['operator'] },
  loader: ({ context }) => context.http.call(adminWithdrawalBanks, {}, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/settings/withdrawal-banks-page'), 'WithdrawalBanksPage'),
})
