// The merchant's money: the wallet's balance, then by tab (`?tab=`) every ledger row, the
// settlements of completed orders, withdrawing (the shoppers' withdrawal flow) and the withdrawals.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { getUserInfo } from '../../contract/user'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const MONEY_TABS = ['ledger', 'settlements', 'withdraw', 'withdrawals'] as const
export type MoneyTab = (typeof MONEY_TABS)[number]

/** An unknown tab reads as the ledger. */
export const moneySearch = z.object({ tab: z.catch(z.optional(z.enum(MONEY_TABS)), undefined) })
export type MoneySearch = z.output<typeof moneySearch>

export const moneyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'money',
  staticData: { titleKey: 'console.money', roles: ['merchant'] },
  validateSearch: moneySearch,
  // The balance as it is now (the session's copy is from the login).
  loader: async ({ context }) => ({ balance: (await context.http.call(getUserInfo, {})).balance }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/money/money-page'), 'MoneyPage'),
})
