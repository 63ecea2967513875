// The operator's exchange rates of the display currencies.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminCurrencyRates } from '../../contract/platform-settings'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const exchangeRatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'exchange-rates',
  staticData: { titleKey: 'console.exchangeRates', roles: ['operator'] },
  loader: ({ context }) => context.http.call(adminCurrencyRates, {}, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/settings/exchange-rates-page'), 'ExchangeRatesPage'),
})
