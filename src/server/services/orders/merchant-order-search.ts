// The merchant's order search as SQL: the shop, the status tab, part of the serial number, the
// buyer (account, name or the addressee, in part, any case) and the days the orders were placed on
// in the shop's calendar. The list, its tab counts and the export all narrow by this one `where`.
import { sql, type SQL } from 'drizzle-orm'
import type { MerchantOrderFilters } from '../../../contract/merchant-orders'
import { statusFilter } from './order-rows'

/** `o` (orders) joined with `u` (the buyer) and `s` (the shop). */
export const merchantOrderFrom = sql`orders o join shops s on s.id = o.shop_id join users u on u.id = o.user_id`

/** The buyer's name as the account gives it. */
export const buyerName = sql`trim(u.given_name || ' ' || u.family_name)`

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Everything but the status tab: what the tabs' counts share. */
export function searchWhere(shopId: number, timeZone: string, filters: Omit<MerchantOrderFilters, 'status'>): SQL {
  const parts: SQL[] = [sql`o.shop_id = ${shopId}`]
  if (filters.sn) parts.push(sql`o.sn like ${containing(filters.sn)}`)
  if (filters.buyer) {
    const pattern = containing(filters.buyer)
    parts.push(sql`(u.account ilike ${pattern} or ${buyerName} ilike ${pattern} or o.address->>'addressee' ilike ${pattern})`)
  }
  if (filters.from) parts.push(sql`o.created_at >= (${filters.from}::date)::timestamp at time zone ${timeZone}`)
  if (filters.to) parts.push(sql`o.created_at < (${filters.to}::date + 1)::timestamp at time zone ${timeZone}`)
  return sql.join(parts, sql` and `)
}

/** The whole search: the tab too. */
export function orderSearchWhere(shopId: number, timeZone: string, filters: MerchantOrderFilters): SQL {
  return sql`${searchWhere(shopId, timeZone, filters)} and ${statusFilter(filters.status)}`
}
