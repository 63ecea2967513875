// A merchant's products by tab (all, on sale, hidden) and search words, in the URL
// (?tab=hidden&keyword=lamp&stock=low); each row opens the editor, hides or shows the product.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { PRODUCT_STOCK_FILTERS, type MerchantProductTab } from '../../contract/merchant-products'
import { shellRoute } from './root-route'

export const PRODUCT_TABS = ['all', 'on_sale', 'hidden'] as const satisfies readonly MerchantProductTab[]

/** An unknown tab is all products; words that do not parse are no search. */
export const productsSearch = z.object({
  tab: z.catch(z.optional(z.enum(PRODUCT_TABS)), undefined),
  keyword: z.catch(z.optional(z.string()), undefined),
  /** Only products running low (`low`) or sold out (`out`); the overview's low-stock count links here. */
  stock: z.catch(z.optional(z.enum(PRODUCT_STOCK_FILTERS)), undefined),
})
export type ProductsSearch = z.output<typeof productsSearch>

export const productsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products',
  staticData: { titleKey: 'console.products', roles: ['merchant'] },
  validateSearch: productsSearch,
  component: lazyRouteComponent(() => import('../views/products/products-page'), 'ProductsPage'),
})
