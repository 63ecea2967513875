// The merchant's overview: what waits for the merchant, each with the earliest time it is due, and
// where the shop's money stands. Ship-by and respond-by windows are platform settings (an
// operator's row in platform_settings, else the server's default), read when asked.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { MerchantOverview } from '../../contract/merchant-overview'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { decimalColumn, intColumn, timestampColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'
import { shops } from '../db/schema'
import type { Settings } from '../settings'
import { settingValue } from './platform-settings'
import { iso } from './orders/order-rows'

/** Paid orders still to ship: the status the orderStatus machine allows SHIP from. */
const TO_SHIP = 1

/** How many wait, how many are late, and the earliest due time among them. */
const dueRow = z.object({ count: intColumn, overdue: intColumn, next_due: timestampColumn.nullable() })

const dueOf = (row: z.output<typeof dueRow>) => ({ count: row.count, overdue: row.overdue, next_due: row.next_due === null ? null : iso(row.next_due) })

export function createMerchantOverview(deps: { db: Database; clock: Clock; settings: Pick<Settings, 'shipWithinMs' | 'refundRespondMs' | 'lowStockThreshold'> }) {
  const { db, clock, settings } = deps

  return {
    async overview(merchantId: number, unreadMessages: number): Promise<MerchantOverview> {
      const now = clock()
      const shipWithinMs = await settingValue(db, 'shipWithinMs', settings.shipWithinMs)
      const respondWithinMs = await settingValue(db, 'refundRespondMs', settings.refundRespondMs)
      const [shop] = await db.select({ id: shops.id, threshold: shops.lowStockThreshold }).from(shops).where(eq(shops.ownerUserId, merchantId))
      const shopId = shop?.id ?? 0
      // The shop's own threshold, the platform's until it sets one (the products list marks the same).
      const threshold = shop?.threshold ?? settings.lowStockThreshold
      const shipBy = sql`(o.paid_at + ${shipWithinMs} * interval '1 millisecond')`
      const [toShip] = await parsedRows(db, dueRow, sql`
        select count(*)::int as count, count(*) filter (where ${shipBy} < ${now})::int as overdue, min(${shipBy}) as next_due
        from orders o where o.shop_id = ${shopId} and o.status = ${TO_SHIP}`)
      const respondBy = sql`(r.created_at + ${respondWithinMs} * interval '1 millisecond')`
      const [refunds] = await parsedRows(db, dueRow, sql`
        select count(*)::int as count, count(*) filter (where ${respondBy} < ${now})::int as overdue, min(${respondBy}) as next_due
        from refunds r where r.shop_id = ${shopId} and r.status = 'applying'`)
      const [low] = await parsedRows(db, z.object({ count: intColumn }), sql`
        select count(*)::int as count from products p
        where p.shop_id = ${shopId} and not p.hidden and exists (select 1 from product_skus k where k.product_id = p.id and k.stock <= ${threshold})`)
      // Escrow: what shoppers paid for orders not yet settled or cancelled, refunds deducted.
      const [money] = await parsedRows(db, z.object({ escrow: decimalColumn, settled: decimalColumn, paid_out: decimalColumn }), sql`
        select
          (select coalesce(sum(o.total - o.refunded), 0) from orders o
            where o.shop_id = ${shopId} and o.paid_at is not null and o.status not in (4, -1))::numeric(18, 2)::text as escrow,
          (select coalesce(sum(l.amount), 0) from ledger_entries l where l.user_id = ${merchantId} and l.kind = 'income')::numeric(18, 2)::text as settled,
          (select coalesce(sum(w.amount), 0) from withdrawals w where w.user_id = ${merchantId} and w.status = 1)::numeric(18, 2)::text as paid_out`)
      return {
        to_ship: dueOf(toShip!),
        refunds: dueOf(refunds!),
        low_stock: { count: low!.count, threshold },
        unread_messages: unreadMessages,
        income: money!,
        ship_within_ms: shipWithinMs,
        respond_within_ms: respondWithinMs,
      }
    },
  }
}
