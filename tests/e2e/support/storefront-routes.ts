// The storefront's routes of docs/product/screens.md#routes, with one shopper's own ids where a
// route takes one (an order of theirs, its item, the item's shop); and those a visitor may open.
import { orderApi, type OrderApi, type PathOrder, type ShopItem } from '../../views/support/orders'
import { newAccount } from './api'

export interface RouteIds {
  item: ShopItem
  order: PathOrder
  shopId: number
}

/**
 * The routes of docs/product/screens.md#routes; `{product}`, `{sku}`, `{order}`, `{sn}`, `{total}`
 * and `{shop}` stand for the shopper's own ids (see `routeWith`).
 */
export const STOREFRONT_ROUTES = [
  '/home', '/explore', '/bag', '/checkout?product_id={product}&sku_id={sku}&quantity=1', '/order',
  '/orderInfo/{order}', '/myPurchases/1', '/comment?order_id={order}&product_id={product}',
  '/refund/{order}/{sn}/{product}/{total}', '/detail/{product}', '/shop/{shop}',
  '/products', '/search', '/searchs?keyword=phone', '/popular', '/filter', '/heart', '/myFavourite',
  '/register', '/forgotPassword', '/changePassword', '/passwords', '/changePayPwd', '/forgotPayPwd', '/profile', '/profile/edit', '/security', '/setting',
  '/payment', '/language', '/notification', '/helpAndSupport', '/law', '/article/terms-of-service', '/address',
  '/addressForm', '/topUp', '/walletTopUp', '/cardTopUp', '/topUpRecord', '/withDraw', '/withdrawalAccounts', '/depositRecord', '/capitalRecord',
  '/service', '/services', '/platform', '/balance', '/partnership',
] as const

/** A route of STOREFRONT_ROUTES with the shopper's own ids in place. */
export function routeWith(route: string, { item, order, shopId }: RouteIds): string {
  const ids: Record<string, string | number> = { product: item.productId, sku: item.skuId, order: order.id, sn: order.sn, total: order.total, shop: shopId }
  return route.replace(/{(\w+)}/g, (_, name: string) => String(ids[name]))
}

export function storefrontRoutes(ids: RouteIds): string[] {
  return STOREFRONT_ROUTES.map((route) => routeWith(route, ids))
}

/** The public paths of docs/product/screens.md#access-guard that a visitor opens without being sent to /login. */
export function visitorRoutes({ item, shopId }: Pick<RouteIds, 'item' | 'shopId'>): string[] {
  return [
    '/home', '/explore', `/detail/${item.productId}`, `/shop/${shopId}`, '/search', '/searchs?keyword=phone',
    '/login', '/register', '/forgotPassword', '/changePassword',
  ]
}

export interface RouteShopper extends RouteIds {
  api: OrderApi
  token: string
}

/** A new shopper with a paid order, its item's shop and a favourite: every route has something to show. */
export async function routeShopper(baseURL: string): Promise<RouteShopper> {
  const api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  const item = await api.shopItem()
  const { token } = await newAccount(baseURL)
  const order = await api.placeOrder(token, item)
  await api.pay(token, order)
  const shopId = (await api.call('GET', `/api/product/detail?id=${item.productId}`)).data.shop.id as number
  await api.call('POST', '/api/favourite/toggle', { product_id: item.productId }, token)
  return { api, item, token, order, shopId }
}
