// The SQL every catalogue list shares: the product card and the shop card (src/contract/
// catalogue-fields.ts), in the shopper's language with English as the fallback. One query per
// page: counts come from columns and correlated subqueries, never one query per row.
import { onSale } from './on-sale'
import { sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../../contract/fields'
import type { ProductCard, ShopCard } from '../../../contract/catalogue-fields'
import { decimalColumn, intColumn, textColumn } from '../../db/row-columns'

/** `text ->> lang`, else English: a missing translation never shows an empty title. */
export function localized(column: SQL, lang: LanguageFile): SQL {
  return sql`coalesce(nullif(${column} ->> ${lang}, ''), ${column} ->> 'en', '')`
}

/** The columns of a product card of `p` (products). */
export function productCardColumns(lang: LanguageFile): SQL {
  return sql`p.id, ${localized(sql`p.title`, lang)} as title, p.images[1] as image, p.price::text as price, p.sales,
    (select coalesce(sum(k.stock), 0)::int from product_skus k where k.product_id = p.id) as stock,
    p.shop_id, p.category_id`
}

/** A row of `productCardColumns`, with the page's `count(*) over ()` as `total` when the query asks for it. */
export const productCardRow = z.object({
  id: intColumn,
  title: textColumn,
  image: textColumn.nullable(),
  price: decimalColumn,
  sales: intColumn,
  stock: intColumn,
  shop_id: intColumn,
  category_id: intColumn,
  total: intColumn.optional(),
})
export type ProductCardRow = z.output<typeof productCardRow>

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    title: row.title,
    image: row.image ?? '',
    price: row.price,
    sales: row.sales,
    stock: row.stock,
    shop_id: row.shop_id,
    category_id: row.category_id,
  }
}

/**
 * A shop card of `s` (shops): fans from the cached counter, sales and the favourable rate from rows.
 * Products counts those on sale; sales count every product's, a hidden one's included (they happened).
 */
export function shopCardSelect(lang: LanguageFile): SQL {
  return sql`select s.id, s.name, s.logo, ${localized(sql`s.city`, lang)} as city, s.fans,
      coalesce(st.sales, 0)::int as sales, coalesce(st.product_count, 0)::int as product_count,
      case when rv.reviews = 0 then '0.0' else round(rv.favourable * 100.0 / rv.reviews, 1)::text end as favorable_rate
    from shops s
    left join lateral (select sum(p.sales) as sales, count(*) filter (where ${onSale()}) as product_count from products p where p.shop_id = s.id) st on true
    left join lateral (
      select count(*) as reviews, count(*) filter (where r.product_score >= 4) as favourable
      from reviews r join products p on p.id = r.product_id where p.shop_id = s.id
    ) rv on true`
}

/** A row of `shopCardSelect`, with the page's `count(*) over ()` as `total` when the query asks for it. */
export const shopCardRow = z.object({
  id: intColumn,
  name: textColumn,
  logo: textColumn,
  city: textColumn,
  fans: intColumn,
  favorable_rate: textColumn,
  sales: intColumn,
  product_count: intColumn,
  total: intColumn.optional(),
})
export type ShopCardRow = z.output<typeof shopCardRow>

export function toShopCard(row: ShopCard): ShopCard {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    city: row.city,
    fans: row.fans,
    favorable_rate: row.favorable_rate,
    sales: row.sales,
    product_count: row.product_count,
  }
}

/** `{ list, total, page, limit }` from rows carrying `count(*) over ()` as `total`. */
export function pageFrom<R extends { total?: number }, T>(rows: R[], map: (row: R) => T, page: number, limit: number, total?: number) {
  return { list: rows.map(map), total: total ?? rows[0]?.total ?? 0, page, limit }
}
