// What a refund may ask for, exactly in cents: what the shopper paid for the chosen products, less
// what earlier refunds naming any of them paid back, and never more than the order has left.
// - every product of the order chosen: the order's total (freight included) less what was refunded;
// - some of them: their subtotal less their share of the order's promo discount, the share rounded
//   up (so the refund rounds down), less what refunds naming any of them already paid back.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../../contract/fields'
import type { Database } from '../../db/open-database'
import { decimalColumn, intColumn, textColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { orders } from '../../db/schema'
import { AppError } from '../../errors'
import { centsOf } from '../../../contract/money'
import { localized } from '../catalogue/card-queries'

const refundItemRow = z.object({
  product_id: intColumn,
  title: textColumn,
  sku_label: textColumn,
  image: textColumn,
  price: decimalColumn,
  quantity: intColumn,
  subtotal: decimalColumn,
})

export type RefundItemRow = z.output<typeof refundItemRow>

/** The items of each order, in the shopper's language, by order id. */
export async function itemsOf(t: Database, orderIds: number[], lang: LanguageFile): Promise<Map<number, RefundItemRow[]>> {
  const byOrder = new Map<number, RefundItemRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await parsedRows(t, refundItemRow.extend({ order_id: intColumn }), sql`
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
  const lines = await parsedRows(t, z.object({ product_id: intColumn, subtotal: decimalColumn }), sql`
    select product_id, sum(price * quantity)::text as subtotal from order_items where order_id = ${order.id} group by product_id order by product_id`)
  const held = new Set(lines.map((l) => l.product_id))
  const chosen = productIds === undefined ? [...held] : [...new Set(productIds)].sort((a, b) => a - b)
  if (chosen.length === 0 || chosen.some((id) => !held.has(id))) throw new AppError('msg.refundProductsNotInOrder', { sn: order.sn })
  const left = centsOf(order.total) - centsOf(order.refunded)
  if (chosen.length === held.size) return { max: left, productIds: chosen }

  const [{ subtotal, discount }] = await t.select({ subtotal: orders.subtotal, discount: orders.discount }).from(orders).where(eq(orders.id, order.id))
  const goods = lines.filter((l) => chosen.includes(l.product_id)).reduce((sum, l) => sum + centsOf(l.subtotal), 0n)
  const share = centsOf(subtotal) > 0n ? ceilDiv(centsOf(discount) * goods, centsOf(subtotal)) : 0n
  const [{ paid }] = await parsedRows(t, z.object({ paid: decimalColumn }), sql`
    select coalesce(sum(amount), 0)::text as paid from refunds
    where order_id = ${order.id} and status = 'refunded' and product_ids && ${`{${chosen.join(',')}}`}::int[]`)
  const max = goods - share - centsOf(paid)
  return { max: max < left ? max : left, productIds: chosen }
}

