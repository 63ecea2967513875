// Shops: hot shops, one shop, following. Fans are a cached counter moved in the same transaction
// as the follow row (seeded_fans + count(shop_follows)); following twice moves it once.
import { sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import type { Database } from '../../db/open-database'
import * as z from 'zod'
import { parsedRows } from '../../db/rows'
import { countRow, intColumn, presentRow, textColumn } from '../../db/row-columns'
import { AppError } from '../../errors'
import type { ReadCache } from '../read-cache'
import { localized, pageFrom, shopCardRow, shopCardSelect, toShopCard } from './card-queries'
import { cacheKey } from './products'

const fansRow = z.object({ fans: intColumn })

export function createShopService(deps: { db: Database; cache: ReadCache }) {
  const { db, cache } = deps

  /** A follow or unfollow: the row, then the counter only if the row changed, in one transaction. */
  async function setFollow(userId: number, shopId: number, follow: boolean) {
    const answer = await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      const changed = follow
        ? await parsedRows(t, presentRow, sql`insert into shop_follows (user_id, shop_id) select ${userId}, id from shops where id = ${shopId} on conflict do nothing returning shop_id`)
        : await parsedRows(t, presentRow, sql`delete from shop_follows where user_id = ${userId} and shop_id = ${shopId} returning shop_id`)
      const [shop] = changed.length > 0
        ? await parsedRows(t, fansRow, sql`update shops set fans = fans + ${follow ? 1 : -1} where id = ${shopId} returning fans`)
        : await parsedRows(t, fansRow, sql`select fans from shops where id = ${shopId}`)
      if (!shop) throw new AppError('msg.shopNotFound')
      return { followed: follow, fans: shop.fans, changed: changed.length > 0 }
    })
    if (answer.changed) await cache.invalidate(`shop:${shopId}`)
    return { followed: answer.followed, fans: answer.fans }
  }

  return {
    async hot(page: number, limit: number, lang: LanguageFile) {
      return cache.get(cacheKey('shop/hot', lang, { page, limit }), async () => {
        const rows = await parsedRows(db, shopCardRow, sql`
          select *, (count(*) over ())::int as total from (${shopCardSelect(lang)}) s
          order by s.sales desc, s.id desc limit ${limit} offset ${(page - 1) * limit}`)
        let total: number | undefined
        if (rows.length === 0 && page > 1) [{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from shops`)
        const value = pageFrom(rows, toShopCard, page, limit, total)
        // Fans show on every card: following any of these shops drops the page.
        return { value, tags: ['catalogue', ...value.list.map((shop) => `shop:${shop.id}`)] }
      })
    },

    async detail(id: number, lang: LanguageFile) {
      return cache.get(cacheKey('shop/detail', lang, { id }), async () => {
        const [row] = await parsedRows(db, shopCardRow.extend({ description: textColumn }), sql`
          select s.*, ${localized(sql`d.description`, lang)} as description
          from (${shopCardSelect(lang)} where s.id = ${id}) s join shops d on d.id = s.id`)
        if (!row) throw new AppError('msg.shopNotFound')
        return { value: { ...toShopCard(row), description: row.description }, tags: [`shop:${id}`, 'catalogue'] }
      })
    },

    /** Whether the user follows the shop: per request, never from the shared cache. */
    async isFollowing(userId: number, shopId: number): Promise<boolean> {
      const rows = await parsedRows(db, presentRow, sql`select 1 from shop_follows where user_id = ${userId} and shop_id = ${shopId}`)
      return rows.length > 0
    },

    follow: (userId: number, shopId: number) => setFollow(userId, shopId, true),
    unfollow: (userId: number, shopId: number) => setFollow(userId, shopId, false),

    /** The shops a user follows, latest first. */
    async followed(userId: number, page: number, limit: number, lang: LanguageFile) {
      const rows = await parsedRows(db, shopCardRow, sql`
        select s.*, (count(*) over ())::int as total
        from shop_follows f join (${shopCardSelect(lang)}) s on s.id = f.shop_id
        where f.user_id = ${userId}
        order by f.created_at desc, s.id desc limit ${limit} offset ${(page - 1) * limit}`)
      let total: number | undefined
      if (rows.length === 0 && page > 1) [{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from shop_follows where user_id = ${userId}`)
      return pageFrom(rows, toShopCard, page, limit, total)
    },
  }
}
