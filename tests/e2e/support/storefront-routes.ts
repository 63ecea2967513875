// The storefront's routes of docs/product/screens.md#routes, with one shopper's own ids where a
// route takes one (an order of theirs, its item, the item's shop); and those a visitor may open.
import type { PathOrder, ShopItem } from '../../views/support/orders'

export interface RouteIds {
  item: ShopItem
  order: PathOrder
  shopId: number
}

export function storefrontRoutes({ item, order, shopId }: RouteIds): string[] {
  return [
    '/home', '/explore', '/bag', `/checkout?product_id=${item.productId}&sku_id=${item.skuId}&quantity=1`, '/order',
    `/orderInfo/${order.id}`, '/myPurchases/1', `/comment?order_id=${order.id}&product_id=${item.productId}`,
    `/refund/${order.id}/${order.sn}/${item.productId}/${order.total}`, `/detail/${item.productId}`, `/shop/${shopId}`,
    '/products', '/search', '/searchs?keyword=phone', '/popular', '/filter', '/heart', '/myFavourite',
    '/register', '/forgotPassword', '/changePassword', '/passwords', '/changePayPwd', '/profile', '/profile/edit', '/security', '/setting',
    '/payment', '/language', '/notification', '/helpAndSupport', '/law', '/article/terms-of-service', '/address',
    '/addressForm', '/topUp', '/walletTopUp', '/cardTopUp', '/topUpRecord', '/withDraw', '/depositRecord', '/capitalRecord',
    '/service', '/services', '/platform', '/balance', '/partnership',
  ]
}

/** The public paths of docs/product/screens.md#access-guard that a visitor opens without being sent to /login. */
export function visitorRoutes({ item, shopId }: Pick<RouteIds, 'item' | 'shopId'>): string[] {
  return [
    '/home', '/explore', `/detail/${item.productId}`, `/shop/${shopId}`, '/search', '/searchs?keyword=phone',
    '/login', '/register', '/forgotPassword', '/changePassword',
  ]
}
