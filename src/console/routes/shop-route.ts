// The merchant's shop: the profile (edited in place), the figures shoppers see, and sales per day
// over the range of `?days=` (7, 30 or 90; 30 when absent or anything else).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { merchantShop, merchantShopSales, SALES_RANGES } from '../../contract/merchant-shop'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

export type SalesRange = (typeof SALES_RANGES)[number]
export const DEFAULT_SALES_RANGE: SalesRange = 30

/** The router reads `?days=7` as the number 7; anything but a range of the chart is dropped. */
export const shopSearch = z.object({ days: z.catch(z.optional(z.union(SALES_RANGES.map((days) => z.literal(days)))), undefined) })
export type ShopSearch = z.output<typeof shopSearch>

export const shopRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'shop',
  staticData: { titleKey: 'console.shop', roles: ['merchant'] },
  validateSearch: shopSearch,
  loaderDeps: ({ search }) => ({ days: (search.days ?? DEFAULT_SALES_RANGE) as SalesRange }),
  loader: async ({ context, deps }) => {
    const [shop, sales] = await Promise.all([
      context.http.call(merchantShop, {}),
      context.http.call(merchantShopSales, { query: { days: deps.days } }),
    ])
    return { shop, sales, days: deps.days }
  },
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/shop/shop-page'), 'ShopPage'),
})
