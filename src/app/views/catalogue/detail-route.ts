// What /detail/{-$product}/{-$mer} needs before it renders: the product, in the interface language.
import type { HttpClient } from '../../../client/http-client'
import { productDetail } from '../../../contract/catalogue'

export function loadProductDetail(http: HttpClient, product: string | undefined) {
  return http.call(productDetail, { query: { id: product ?? '' } as { id: string } }, { silent: true })
}
