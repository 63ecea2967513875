// Putting a SKU into the bag. The shopper's row lock serialises their own adds (two taps at once
// cannot both pass the 100-line check); the unique (user, sku) index and the upsert keep one line
// per SKU. Stock is only checked here: it is reserved when an order is created.
import { sql } from 'drizzle-orm'
import { MAX_LINE_QUANTITY } from '../../../contract/cart'
import type { Database } from '../../db/open-database'
import { rowsOf } from '../../db/rows'
import { AppError } from '../../errors'

/** Lines a bag holds at most. */
export const MAX_BAG_LINES = 100

export function createCartService(deps: { db: Database }) {
  const { db } = deps
  return {
    async add(userId: number, input: { product_id: number; sku_id: number; quantity: number }): Promise<{ id: number; quantity: number; lines: number }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await rowsOf(t, sql`select id from users where id = ${userId} for update`)
        const [product] = await rowsOf(t, sql`select id from products where id = ${input.product_id}`)
        if (!product) throw new AppError('msg.productNotFound')
        const [sku] = await rowsOf<{ stock: number }>(t, sql`select stock from product_skus where id = ${input.sku_id} and product_id = ${input.product_id}`)
        if (!sku) throw new AppError('msg.skuNotFound')
        const [state] = await rowsOf<{ lines: number; quantity: number | null }>(t, sql`
          select count(*)::int as lines, max(quantity) filter (where sku_id = ${input.sku_id})::int as quantity
          from cart_lines where user_id = ${userId}`)
        const quantity = (state.quantity ?? 0) + input.quantity
        if (quantity > MAX_LINE_QUANTITY) throw new AppError('msg.bagFull')
        if (state.quantity === null && state.lines >= MAX_BAG_LINES) throw new AppError('msg.bagFull')
        if (quantity > sku.stock) throw new AppError('msg.outOfStock')
        const [line] = await rowsOf<{ id: number; quantity: number }>(t, sql`
          insert into cart_lines (user_id, product_id, sku_id, quantity) values (${userId}, ${input.product_id}, ${input.sku_id}, ${quantity})
          on conflict (user_id, sku_id) do update set quantity = excluded.quantity
          returning id, quantity`)
        return { id: line.id, quantity: line.quantity, lines: state.quantity === null ? state.lines + 1 : state.lines }
      })
    },
  }
}
