// A merchant's refunds by tab (waiting, in progress, done); the tab is in the URL (?tab=done).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { shellRoute } from './root-route'

export const REFUND_TABS = ['waiting', 'inProgress', 'done'] as const
export type RefundTab = (typeof REFUND_TABS)[number]

/** An unknown or absent tab is the first one: the refunds waiting for the merchant. */
export const refundsSearch = z.object({ tab: z.catch(z.optional(z.enum(REFUND_TABS)), undefined) })
export type RefundsSearch = z.output<typeof refundsSearch>

export const refundsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'refunds',
  staticData: { titleKey: 'console.refunds', roles: ['merchant'] },
  validateSearch: refundsSearch,
  component: lazyRouteComponent(() => import('../views/refunds/refunds-page'), 'RefundsPage'),
})
