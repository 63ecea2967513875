// A merchant's orders by status tab (the filters of
// docs/product/order-lifecycle.md#statuses-and-filters); the tab is in the URL (?status=1).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { shellRoute } from './root-route'

/**
 * The router reads `?status=1` as the number 1 and would write a string back as `?status=%221%22`:
 * the value is kept as it came, numbers as numbers; the page reads an unknown one as all orders.
 */
export const ordersSearch = z.object({ status: z.catch(z.optional(z.union([z.number(), z.string()])), undefined) })
export type OrdersSearch = z.output<typeof ordersSearch>

export const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders',
  staticData: { titleKey: 'console.orders', roles: ['merchant'] },
  validateSearch: ordersSearch,
  component: lazyRouteComponent(() => import('../views/orders/orders-page'), 'OrdersPage'),
})
