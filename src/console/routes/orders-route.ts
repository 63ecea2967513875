// A merchant's orders by status tab (the filters of docs/product/order-lifecycle.md#statuses-and-filters),
// searched by serial number, buyer and the days placed; all of it in the URL
// (?status=1&buyer=lan&from=2026-11-01&to=2026-11-27), so a search can be reloaded, shared and linked to.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { shellRoute } from './root-route'

const text = z.catch(z.optional(z.string()), undefined)

/**
 * The router reads `?status=1` as the number 1 and would write a string back as `?status=%221%22`:
 * the value is kept as it came, numbers as numbers; the page reads an unknown one as all orders.
 * A number typed as the search (`?sn=2611`) may come as a number too: it is read back as text.
 */
export const ordersSearch = z.object({
  status: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
  sn: z.catch(z.optional(z.pipe(z.union([z.number(), z.string()]), z.transform((v: string | number) => String(v)))), undefined),
  buyer: text,
  from: text,
  to: text,
})
export type OrdersSearch = z.output<typeof ordersSearch>

export const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'orders',
  staticData: { titleKey: 'console.orders', roles: ['merchant'] },
  validateSearch: ordersSearch,
  component: lazyRouteComponent(() => import('../views/orders/orders-page'), 'OrdersPage'),
})
