// A merchant's products by tab (all, on sale, hidden), search words or an option's code, category,
// stock and sort, all in the URL (?tab=hidden&keyword=lamp&category=3&stock=low&sort=price_asc), so
// a view of the list can be reloaded, shared and linked to; each row opens the editor, hides or
// shows the product, and rows picked together are hidden, shown or re-priced at once.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PRODUCT_SORTS, PRODUCT_STOCK_FILTERS, type MerchantProductTab } from '../../contract/merchant-products'
import { shellRoute } from './root-route'

export const PRODUCT_TABS = ['all', 'on_sale', 'hidden'] as const satisfies readonly MerchantProductTab[]

/** An unknown tab is all products, an unknown sort the newest first; words that do not parse are no search. */
export const productsSearch = z.object({
  tab: z.catch(z.optional(z.enum(PRODUCT_TABS)), undefined),
  keyword: z.catch(z.optional(z.string()), undefined),
  /** A category's id; the router reads `?category=3` as the number 3. */
  category: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
  /** Only products in stock (`in`), running low (`low`) or sold out (`out`); the overview's low-stock count links here. */
  stock: z.catch(z.optional(z.enum(PRODUCT_STOCK_FILTERS)), undefined),
  sort: z.catch(z.optional(z.enum(PRODUCT_SORTS)), undefined),
})
export type ProductsSearch = z.output<typeof productsSearch>

export const productsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products',
  staticData: { titleKey: 'console.products', roles: ['merchant'] },
  validateSearch: productsSearch,
  component: lazyRouteComponent(() => import('../views/products/products-page'), 'ProductsPage'),
})
