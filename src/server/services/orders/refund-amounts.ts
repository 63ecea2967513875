// What a refund may ask for, exactly in cents: what the shopper paid for the chosen products, less
// what earlier refunds naming any of them paid back, and never more than the order has left.
// - every product of the order chosen: the order's total (freight included) less what was refunded;
// - some of them: their subtotal less their share of the order's promo discount, the share rounded
//   up (so the refund rounds down), less what refunds naming any of them already paid back.
import { sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import type { Database } from '../../db/open-database'
import { rowsOf } from '../../db/rows'
import { AppError } from '../../errors'
import { centsOf } from '../../../contract/money'
import { localized } from '../catalogue/card-queries'

export interface RefundItemRow {
  product_id: number
  title: string
  sku_label: string
  image: string
  price: string
  quantity: number
  subtotal: string
}

/** The items of each order, in the shopper's language, by order id. */
export async function itemsOf(t: Database, orderIds: number[], lang: LanguageFile): Promise<Map<number, RefundItemRow[]>> {
  const byOrder = new Map<number, RefundItemRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await rowsOf<RefundItemRow & { order_id: number } & Record<string, unknown>>(t, sql`
    select i.order_id, i.product_id, ${localized(sql`i.title`, lang)} as title, ${localized(sql`i.sku_label`, lang)} as sku_label,
      i.image, i.price::text as price, i.quantity, (i.price * i.quantity)::text as subtotal
    from order_items i where i.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) order by i.order_id, i.id`)
  for (const { order_id, ...item } of rows) byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), item])
  return byOrder
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/**
 * The most a refund of `productIds` (all of the order's when undefined) may ask for now, and the
 * products it is for; refuses products the order does not hold (msg.refundProductsNotInOrder).
 */
export async function refundableOf(
  t: Database,
  order: { id: number; sn: string; total: string; refunded: string },
  productIds: number[] | undefined,
): Promise<{ max: bigint; productIds: number[] }> {
  const lines = await rowsOf<{ product_id: number; subtotal: string }>(t, sql`
    select product_id, sum(price * quantity)::text as subtotal from order_items where order_id = ${order.id} group by product_id order by product_id`)
  const held = new Set(lines.map((l) => l.product_id))
  const chosen = productIds === undefined ? [...held] : [...new Set(productIds)].sort((a, b) => a - b)
  if (chosen.length === 0 || chosen.some((id) => !held.has(id))) throw new AppError('msg.refundProductsNotInOrder', { sn: order.sn })
  const left = centsOf(order.total) - centsOf(order.refunded)
  if (chosen.length === held.size) return { max: left, productIds: chosen }

  const [{ subtotal, discount }] = await rowsOf<{ subtotal: string; discount: string }>(t, sql`
    select subtotal::text, discount::text from orders where id = ${order.id}`) as [{ subtotal: string; discount: string }]
  const goods = lines.filter((l) => chosen.includes(l.product_id)).reduce((sum, l) => sum + centsOf(l.subtotal), 0n)
  const share = centsOf(subtotal) > 0n ? ceilDiv(centsOf(discount) * goods, centsOf(subtotal)) : 0n
  const [{ paid }] = (await rowsOf<{ paid: string }>(t, sql`
    select coalesce(sum(amount), 0)::text as paid from refunds
    where order_id = ${order.id} and status = 'refunded' and product_ids && ${`{${chosen.join(',')}}`}::int[]`)) as [{ paid: string }]
  const max = goods - share - centsOf(paid)
  return { max: max < left ? max : left, productIds: chosen }
}

