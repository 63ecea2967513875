// Promo codes at checkout: a percent or a fixed amount off the goods subtotal (never the freight),
// with a minimum spend, an expiry and a per-shopper limit. Each refusal has its own msg.
import { sql } from 'drizzle-orm'
import * as z from 'zod'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { AppError } from '../../errors'
import { centsOf } from '../../../contract/money'

export interface AppliedPromo {
  id: number
  code: string
  /** Cents off the subtotal. */
  discount: bigint
}

/**
 * The promo `typed` applied to a checkout of `subtotal` cents, or a refusal: unknown, expired,
 * minimum spend not reached, used up by this shopper. A checkout counts as a use unless all of its
 * orders were cancelled.
 */
export async function applyPromo(db: Database, userId: number, typed: string, subtotal: bigint, now: Date): Promise<AppliedPromo> {
  const code = typed.trim().toUpperCase()
  const [promo] = await parsedRows(
    db,
    z.object({ id: intColumn, kind: z.enum(['percent', 'fixed']), value: decimalColumn, min_spend: decimalColumn, expires_at: timestampColumn.nullable(), per_user_limit: intColumn }),
    sql`select id, kind, value::text, min_spend::text, expires_at, per_user_limit from promo_codes where code = ${code}`,
  )
  if (!promo) throw new AppError('msg.promoUnknown')
  if (promo.expires_at !== null && new Date(promo.expires_at).getTime() <= now.getTime()) throw new AppError('msg.promoExpired')
  if (subtotal < centsOf(promo.min_spend)) throw new AppError('msg.promoMinSpend', { amount: promo.min_spend })
  const [{ uses }] = await parsedRows(db, z.object({ uses: intColumn }), sql`
    select count(*)::int as uses from checkouts c
    where c.user_id = ${userId} and c.promo_code_id = ${promo.id}
      and exists (select 1 from orders o where o.checkout_id = c.id and o.status <> -1)`)
  if (uses >= promo.per_user_limit) throw new AppError('msg.promoUsedUp')
  const value = centsOf(promo.value)
  // Percent: rounded half up to the cent; fixed: never more than the goods cost.
  const discount = promo.kind === 'percent' ? (subtotal * value + 5000n) / 10000n : value < subtotal ? value : subtotal
  return { id: promo.id, code, discount }
}

/**
 * A checkout's discount shared among its orders in proportion to their subtotals (cents, rounded
 * down; what rounding leaves goes to the last order that can take it), so the orders add up.
 */
export function shareDiscount(discount: bigint, subtotals: bigint[]): bigint[] {
  const total = subtotals.reduce((sum, s) => sum + s, 0n)
  if (total === 0n || discount === 0n) return subtotals.map(() => 0n)
  const shares = subtotals.map((s) => (discount * s) / total)
  let left = discount - shares.reduce((sum, s) => sum + s, 0n)
  for (let i = shares.length - 1; i >= 0 && left > 0n; i--) {
    const room = subtotals[i]! - shares[i]!
    const take = room < left ? room : left
    shares[i] = shares[i]! + take
    left -= take
  }
  return shares
}
