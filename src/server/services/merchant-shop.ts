// The merchant's own shop: its profile with the public shop page's figures (the same SQL, so the
// console and the storefront never disagree), changing it, and sales per day in the shop's time
// zone (settlements are the merchant's ledger's: merchant-ledger.ts). The shop is the one the
// merchant owns; a merchant without one is told the shop does not exist.
import { and, eq, ne, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../contract/fields'
import { LANGUAGE_FILES } from '../../contract/fields'
import type { MerchantShopView, ShopProfileValues } from '../../contract/merchant-shop'
import type { Clock } from '../clock'
import { uniqueViolation } from '../db/errors'
import type { Database } from '../db/open-database'
import { decimalColumn, intColumn, textColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'
import { categories, products, shops } from '../db/schema'
import { refreshSearchDocuments } from '../db/search-documents'
import { AppError } from '../errors'
import type { Translator } from '../i18n'
import { shopCardRow, shopCardSelect, toShopCard } from './catalogue/card-queries'
import type { ReadCache } from './read-cache'
import { requireStoredUploads } from './uploads'
import type { UploadStore } from '../storage/upload-store'

/** The shop's card with what only its merchant sees: the description in every language, contact, category, time zone, threshold. */
const shopRow = shopCardRow.extend({
  description_all: z.record(z.string(), textColumn),
  contact: textColumn,
  category_id: intColumn.nullable(),
  time_zone: textColumn,
  low_stock_threshold: intColumn,
})

const nameTaken = (name: string) => new AppError('msg.shopNameTaken', { name }, { reason: 'nameTaken' })

/** The description as stored: English always, another language only when written. */
function storedDescription(description: ShopProfileValues['description']): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const lang of LANGUAGE_FILES) {
    const text = description[lang]
    if (text) kept[lang] = text
  }
  return kept
}

export function createMerchantShopService(deps: {
  db: Database
  clock: Clock
  cache: ReadCache
  translate: Translator
  store: UploadStore
  /** The platform's low-stock threshold, a shop's until it sets its own. */
  lowStockThreshold: number
}) {
  const { db, clock, cache, translate, store } = deps

  async function shopOf(t: Database, merchantId: number, lock = false): Promise<{ id: number; name: string; logo: string; time_zone: string }> {
    const mine = t.select({ id: shops.id, name: shops.name, logo: shops.logo, time_zone: shops.timeZone }).from(shops).where(eq(shops.ownerUserId, merchantId))
    const [shop] = lock ? await mine.for('update') : await mine
    if (!shop) throw new AppError('msg.shopNotFound')
    return shop
  }

  async function view(t: Database, shopId: number, lang: LanguageFile): Promise<MerchantShopView> {
    const [row] = await parsedRows(t, shopRow, sql`
      select s.*, d.description as description_all, d.contact, d.category_id, d.time_zone,
        coalesce(d.low_stock_threshold, ${deps.lowStockThreshold}::int)::int as low_stock_threshold
      from (${shopCardSelect(lang)} where s.id = ${shopId}) s join shops d on d.id = s.id`)
    return {
      ...toShopCard(row!),
      description: row!.description_all,
      contact: row!.contact,
      category_id: row!.category_id,
      time_zone: row!.time_zone,
      low_stock_threshold: row!.low_stock_threshold,
    }
  }

  return {
    async profile(merchantId: number, lang: LanguageFile): Promise<MerchantShopView> {
      return view(db, (await shopOf(db, merchantId)).id, lang)
    },

    /**
     * Changes the profile in one transaction: the shop row locked, the name checked free under the
     * same advisory lock approving an application takes (the unique index is the last word), the
     * search documents rewritten when the name changed (a search finds products by shop name).
     */
    async update(merchantId: number, body: ShopProfileValues, lang: LanguageFile): Promise<MerchantShopView> {
      let shopId: number
      try {
        shopId = await db.transaction(async (tx) => {
          const t = tx as unknown as Database
          const shop = await shopOf(t, merchantId, true)
          await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-name:${body.name.toLowerCase()}`}))`)
          const [taken] = await t.select({ id: shops.id }).from(shops).where(and(sql`lower(${shops.name}) = lower(${body.name})`, ne(shops.id, shop.id))).limit(1)
          if (taken) throw nameTaken(body.name)
          const [category] = await t.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id))
          if (!category) throw new AppError('msg.categoryNotFound')
          const [zone] = await parsedRows(t, z.object({ name: textColumn }), sql`select name from pg_timezone_names where name = ${body.time_zone}`)
          if (!zone) throw new AppError('msg.timeZoneUnknown')
          if (body.logo !== undefined && body.logo !== shop.logo) await requireStoredUploads(store, [body.logo])
          await t.execute(sql`
            update shops set name = ${body.name}, logo = ${body.logo ?? shop.logo}, description = ${JSON.stringify(storedDescription(body.description))}::jsonb,
              category_id = ${body.category_id}, contact = ${body.contact}, time_zone = ${body.time_zone},
              low_stock_threshold = ${body.low_stock_threshold === undefined ? sql`low_stock_threshold` : sql`${body.low_stock_threshold}::int`}
            where id = ${shop.id}`)
          if (body.name !== shop.name) {
            const sold = await t.select({ id: products.id }).from(products).where(eq(products.shopId, shop.id))
            if (sold.length > 0) await refreshSearchDocuments(t, sold.map((p) => p.id), translate)
          }
          return shop.id
        })
      } catch (error) {
        if (uniqueViolation(error) === 'shops_name_lower_key') throw nameTaken(body.name)
        throw error
      }
      // The shop page, its cards in every list and the products naming it.
      await cache.invalidate(`shop:${shopId}`, 'catalogue')
      return view(db, shopId, lang)
    },

    /**
     * Net sales per day for the last `days` days ending today, counted in the shop's time zone by the
     * moment of payment; days without sales are 0. Refunds are deducted from the day the order was
     * paid, and a wholly refunded order is no longer counted, so the overview, the chart and the
     * shop's figures all say what was sold and kept.
     */
    async sales(merchantId: number, days: number) {
      const shop = await shopOf(db, merchantId)
      const zone = shop.time_zone
      const now = clock()
      const paidIn = (from: ReturnType<typeof sql>, until: ReturnType<typeof sql>) =>
        sql`o.shop_id = ${shop.id} and o.paid_at >= (${from})::timestamp at time zone ${zone} and o.paid_at < (${until})::timestamp at time zone ${zone}`
      const today = sql`(${now}::timestamptz at time zone ${zone})::date`
      const first = sql`(${today} - ${days - 1}::int)`
      const perDay = await parsedRows(db, z.object({ date: textColumn, orders: intColumn, amount: decimalColumn }), sql`
        with sold as (
          select (o.paid_at at time zone ${zone})::date as day, count(*) filter (where o.refunded < o.total)::int as orders, sum(o.total - o.refunded) as amount
          from orders o where ${paidIn(first, sql`${today} + 1`)} group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.orders, 0)::int as orders, coalesce(s.amount, 0)::numeric(18, 2)::text as amount
        from (select generate_series(${first}, ${today}, interval '1 day')::date as day) d left join sold s on s.day = d.day
        order by d.day`)
      const month = sql`date_trunc('month', ${today})::date`
      const [figures] = await parsedRows(db, z.object({ today_orders: intColumn, today_amount: decimalColumn, month_orders: intColumn, month_amount: decimalColumn }), sql`
        select count(*) filter (where o.paid_at >= ${today}::timestamp at time zone ${zone} and o.refunded < o.total)::int as today_orders,
          coalesce(sum(o.total - o.refunded) filter (where o.paid_at >= ${today}::timestamp at time zone ${zone}), 0)::numeric(18, 2)::text as today_amount,
          count(*) filter (where o.refunded < o.total)::int as month_orders, coalesce(sum(o.total - o.refunded), 0)::numeric(18, 2)::text as month_amount
        from orders o where ${paidIn(month, sql`${today} + 1`)}`)
      return {
        time_zone: zone,
        days: perDay,
        today: { orders: figures!.today_orders, amount: figures!.today_amount },
        month: { orders: figures!.month_orders, amount: figures!.month_amount },
      }
    },

  }
}

export type MerchantShopService = ReturnType<typeof createMerchantShopService>
