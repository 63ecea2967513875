// What /orderInfo/{-$id} needs before it renders: the order, with the actions it allows now.
import type { HttpClient } from '../../../client/http-client'
import { orderInfo } from '../../../contract/order-lifecycle'

export function loadOrderDetail(http: HttpClient, id: string | undefined) {
  return http.call(orderInfo, { query: { id: id ?? '' } as { id: string } }, { silent: true })
}
