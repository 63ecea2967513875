// Favourite products: the heart on the detail page and the favourites list. Nothing public
// shows them, so no cached read changes. A product its merchant hid leaves the list (it comes back
// when shown again) and cannot be added; taking it out is always possible.
import { onSale } from './on-sale'
import { sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import type { Database } from '../../db/open-database'
import { parsedRows } from '../../db/rows'
import { countRow, presentRow } from '../../db/row-columns'
import { AppError } from '../../errors'
import { pageFrom, productCardColumns, productCardRow, toProductCard } from './card-queries'

export function createFavouriteService(deps: { db: Database }) {
  const { db } = deps
  return {
    async isFavourite(userId: number, productId: number): Promise<boolean> {
      const rows = await parsedRows(db, presentRow, sql`select 1 from favourites where user_id = ${userId} and product_id = ${productId}`)
      return rows.length > 0
    },

    /** Takes the product out when it is there, else puts it in; answers where it is now. */
    async toggle(userId: number, productId: number): Promise<{ favourited: boolean }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const removed = await parsedRows(t, presentRow, sql`delete from favourites where user_id = ${userId} and product_id = ${productId} returning product_id`)
        if (removed.length > 0) return { favourited: false }
        const added = await parsedRows(t, presentRow, sql`
          insert into favourites (user_id, product_id) select ${userId}, id from products where id = ${productId} and ${onSale('products')}
          on conflict do nothing returning product_id`)
        if (added.length === 0 && !(await parsedRows(t, presentRow, sql`select 1 from products where id = ${productId} and ${onSale('products')}`)).length) throw new AppError('msg.productNotFound')
        return { favourited: true }
      })
    },

    async list(userId: number, page: number, limit: number, lang: LanguageFile) {
      const rows = await parsedRows(db, productCardRow, sql`
        select ${productCardColumns(lang)}, (count(*) over ())::int as total
        from favourites f join products p on p.id = f.product_id
        where f.user_id = ${userId} and ${onSale()}
        order by f.created_at desc, p.id desc limit ${limit} offset ${(page - 1) * limit}`)
      let total: number | undefined
      if (rows.length === 0 && page > 1) [{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from favourites f join products p on p.id = f.product_id where f.user_id = ${userId} and ${onSale()}`)
      return pageFrom(rows, toProductCard, page, limit, total)
    },
  }
}
