// What /shop/{-$id} needs before it renders: the shop, and whether the shopper follows it.
import type { HttpClient } from '../../../client/http-client'
import { shopDetail } from '../../../contract/shops'

export function loadShopDetail(http: HttpClient, id: string | undefined) {
  return http.call(shopDetail, { query: { id: id ?? '' } as { id: string } }, { silent: true })
}
