// The product editor (/merchant/products/new, /merchant/products/:id): the product with every
// translation, loaded before the page renders; another shop's or an unknown product says so.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { merchantProductDetail } from '../../contract/merchant-products'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { shellRoute } from './root-route'

/** The path's id: 'new' for a product not made yet. */
export const NEW_PRODUCT = 'new'

export const productEditorRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'products/$id',
  staticData: { titleKey: 'console.productEditor', roles: ['merchant'] },
  // Read anew at every opening, never shown from an earlier visit: the form's stock is the base the
  // server moves by the difference, so a stale one would count an order's units twice.
  gcTime: 0,
  // Refused (another shop's product, none such): the error component says so; no toast on top.
  loader: ({ context, params }) =>
    params.id === NEW_PRODUCT ? null : context.http.call(merchantProductDetail, { query: { id: params.id } }, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/products/product-editor-page'), 'ProductEditorPage'),
})
