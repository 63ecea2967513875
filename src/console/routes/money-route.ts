// The merchant's money: the wallet's balance and where the shop's income stands (in escrow, settled,
// paid out), then by tab (`?tab=`) every ledger row and the settlements of completed orders, both
// between two days of the shop's calendar (`?from=2026-11-01&to=2026-11-27`) and exported as CSV,
// withdrawing (the shoppers' withdrawal flow) and the withdrawals.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { merchantOverview } from '../../contract/merchant-overview'
import { getUserInfo } from '../../contract/user'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export const MONEY_TABS = ['ledger', 'settlements', 'withdraw', 'withdrawals'] as const
export type MoneyTab = (typeof MONEY_TABS)[number]

const day = z.catch(z.optional(z.string()), undefined)

/** An unknown tab reads as the ledger; the days are checked by the server, which says what is wrong with them. */
export const moneySearch = z.object({ tab: z.catch(z.optional(z.enum(MONEY_TABS)), undefined), from: day, to: day })
export type MoneySearch = z.output<typeof moneySearch>

export const moneyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'money',
  staticData: { titleKey: 'console.money', roles: ['merchant'] },
  validateSearch: moneySearch,
  // The balance as it is now (the session's copy is from the login), and the income as the overview counts it.
  loader: async ({ context }) => {
    const [info, overview] = await Promise.all([context.http.call(getUserInfo, {}), context.http.call(merchantOverview, {})])
    return { balance: info.balance, income: overview.income }
  },
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/money/money-page'), 'MoneyPage'),
})
