// Product reads of the catalogue (categories, lists, search, detail, evaluations) and the seen
// count. Public reads go through the read cache, tagged with what they show; per-user bits
// (favourited) are added by the caller, never cached.
import { onSale } from './on-sale'
import { sql, type SQL } from 'drizzle-orm'
import type { ProductCard, ProductSort, ShopRating } from '../../../contract/catalogue-fields'
import type { LanguageFile } from '../../../contract/fields'
import { specName } from '../../../contract/spec-names'
import type { Database } from '../../db/open-database'
import * as z from 'zod'
import { parsedRows } from '../../db/rows'
import { countRow, decimalColumn, intColumn, presentRow, textColumn, timestampColumn } from '../../db/row-columns'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'
import type { ReadCache } from '../read-cache'
import { localized, pageFrom, productCardColumns, productCardRow, shopCardRow, shopCardSelect, toProductCard, toShopCard } from './card-queries'
import { isPriceRangeInOrder } from '../../../contract/catalogue-fields'
import { centsOf } from '../../../contract/money'
import { containsAll, FALLBACK_SIMILARITY, matchingProducts, searchLanguages, searchTerms, titleCloseness, titleMatches } from './product-search'

export interface ProductListQuery {
  page: number
  limit: number
  category_id?: number
  shop_id?: number
  keyword?: string
  sort?: ProductSort
  min_price?: string
  max_price?: string
  shop_rating?: ShopRating
}

/** Cache keys: the call, the language, and the parsed query with its keys in one order. */
export function cacheKey(call: string, lang: LanguageFile, query: object = {}): string {
  const sorted = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return `${call}|${lang}|${JSON.stringify(sorted)}`
}

/** "Nguyen" -> "N***n": enough for a shopper to tell reviewers apart, not to find them. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length === 0) return '***'
  if (chars.length === 1) return `${chars[0]}***`
  return `${chars[0]}***${chars[chars.length - 1]}`
}

const ORDER: Record<ProductSort, SQL> = {
  // Without search words every product is as relevant: best sellers first.
  relevance: sql`p.sales desc, p.id desc`,
  sales: sql`p.sales desc, p.id desc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
  new: sql`p.created_at desc, p.id desc`,
}

/** Products likely to please: a rating pulled towards 4 when there are few reviews, then visits. */
const HOME_ORDER = sql`(select (coalesce(sum(r.product_score), 0) + 12.0) / (count(*) + 3) from reviews r where r.product_id = p.id) desc, p.views desc, p.id desc`

/** Products of shops whose reviews average at least `stars` (product scores); a shop without reviews has no rating. */
function shopRatedAtLeast(stars: ShopRating): SQL {
  return sql`p.shop_id in (select rp.shop_id from reviews r join products rp on rp.id = r.product_id group by rp.shop_id having avg(r.product_score) >= ${stars}::numeric)`
}

/** A product its merchant has hidden is in no shopper's list, search or page. */
const ON_SALE = onSale()

const productDetailRow = z.object({
  id: intColumn, title: textColumn, description: textColumn, images: z.array(textColumn), price: decimalColumn, sales: intColumn,
  views: intColumn, spec_name: textColumn, created_at: timestampColumn, shop_id: intColumn, category_id: intColumn,
  category_key: textColumn, rating_count: intColumn, rating_product: decimalColumn, rating_service: decimalColumn, rating_postage: decimalColumn,
})
const evaluationRow = z.object({
  id: intColumn, given_name: textColumn, product_score: intColumn, service_score: intColumn, postage_score: intColumn,
  content: textColumn, pictures: z.array(textColumn).nullable(), sku_label: textColumn.nullable(), created_at: timestampColumn, total: intColumn,
})
const viewsRow = z.object({ views: intColumn })

function isoOf(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}

export function createProductService(deps: { db: Database; cache: ReadCache; translate: Translator }) {
  const { db, cache, translate } = deps

  interface PageSpec {
    lang: LanguageFile
    from?: SQL
    where: SQL[]
    order: SQL
    page: number
    limit: number
  }

  /** One page of product cards on sale and the total, in one query (a second only past the last page). */
  async function cardPage(spec: PageSpec) {
    const from = spec.from ?? sql``
    const where = sql.join([ON_SALE, ...spec.where], sql` and `)
    const rows = await parsedRows(db, productCardRow, sql`
      select ${productCardColumns(spec.lang)}, (count(*) over ())::int as total
      from products p ${from}
      where ${where}
      order by ${spec.order}
      limit ${spec.limit} offset ${(spec.page - 1) * spec.limit}`)
    let total: number | undefined
    if (rows.length === 0 && spec.page > 1) {
      ;[{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from products p ${from} where ${where}`)
    }
    return pageFrom(rows, toProductCard, spec.page, spec.limit, total)
  }

  async function anyProduct(where: SQL): Promise<boolean> {
    const rows = await parsedRows(db, presentRow, sql`select 1 from products p where ${ON_SALE} and ${where} limit 1`)
    return rows.length > 0
  }

  async function exists(table: 'shops' | 'categories', id: number): Promise<boolean> {
    const rows = await parsedRows(db, presentRow, sql`select 1 from ${sql.identifier(table)} where id = ${id}`)
    return rows.length > 0
  }

  async function productList(query: ProductListQuery, lang: LanguageFile) {
    if (!isPriceRangeInOrder(query.min_price, query.max_price)) {
      throw new AppError('msg.priceRangeInvalid')
    }
    return cache.get(cacheKey('product/list', lang, query), async () => {
      const terms = searchTerms(query.keyword)
      const where: SQL[] = []
      if (query.category_id !== undefined) where.push(sql`p.category_id = ${query.category_id}`)
      if (query.shop_id !== undefined) where.push(sql`p.shop_id = ${query.shop_id}`)
      if (query.min_price !== undefined) where.push(sql`p.price >= ${query.min_price}::numeric`)
      if (query.max_price !== undefined) where.push(sql`p.price <= ${query.max_price}::numeric`)
      if (query.shop_rating !== undefined) where.push(shopRatedAtLeast(query.shop_rating))
      const spec = { lang, where, page: query.page, limit: query.limit }

      let result
      if (terms.length === 0) {
        result = await cardPage({ ...spec, order: ORDER[query.sort ?? 'sales'] })
      } else {
        const langs = searchLanguages(lang)
        // By relevance (the default) the best match comes first: every term in the title, then sales.
        const byRelevance = !query.sort || query.sort === 'relevance'
        const order = byRelevance ? sql`${titleMatches(langs, terms)} desc, p.sales desc, p.id desc` : ORDER[query.sort!]
        result = await cardPage({ ...spec, where: [...where, matchingProducts(langs, terms)], order })
        if (result.total === 0 && query.page === 1 && !(await anyProduct(matchingProducts(langs, terms)))) {
          // No product at all holds every word (not merely none within the filters): titles close
          // to what was typed, so a typo still finds something.
          const near = titleCloseness(langs, terms.join(' '))
          result = await cardPage({
            ...spec,
            where: [...where, sql`${near} >= ${FALLBACK_SIMILARITY}`],
            order: byRelevance ? sql`${near} desc, p.sales desc, p.id desc` : ORDER[query.sort!],
          })
        }
      }
      // An empty answer may be an unknown category or shop: refused, so a bad link is not "no results".
      if (result.total === 0) {
        if (query.category_id !== undefined && !(await exists('categories', query.category_id))) throw new AppError('msg.categoryNotFound')
        if (query.shop_id !== undefined && !(await exists('shops', query.shop_id))) throw new AppError('msg.shopNotFound')
      }
      return { value: result, tags: ['catalogue'] }
    })
  }

  return {
    async categories(lang: LanguageFile) {
      return cache.get(cacheKey('category/list', lang), async () => {
        const rows = await parsedRows(db, z.object({ id: intColumn, key: textColumn, product_count: intColumn }), sql`
          select c.id, c.key, (select count(*)::int from products p where p.category_id = c.id and ${ON_SALE}) as product_count
          from categories c order by c.position, c.id`)
        const value = rows.map((row) => ({ ...row, name: translate(lang, `category.${row.key}`) }))
        return { value, tags: ['catalogue'] }
      })
    },

    productList,

    async hot(page: number, limit: number, lang: LanguageFile) {
      return cache.get(cacheKey('product/hot', lang, { page, limit }), async () => ({
        value: await cardPage({ lang, where: [], order: ORDER.sales, page, limit }),
        tags: ['catalogue'],
      }))
    },

    /** Like the product (its category first, then its shop), or a home-page mix without one. */
    async recommend(productId: number | undefined, page: number, limit: number, lang: LanguageFile) {
      return cache.get(cacheKey('product/recommend', lang, { productId, page, limit }), async () => {
        if (productId === undefined) {
          return { value: await cardPage({ lang, where: [], order: HOME_ORDER, page, limit }), tags: ['catalogue'] }
        }
        const [product] = await parsedRows(db, z.object({ category_id: intColumn, shop_id: intColumn }), sql`select category_id, shop_id from products where id = ${productId}`)
        if (!product) throw new AppError('msg.productNotFound')
        const value = await cardPage({
          lang,
          where: [sql`p.id <> ${productId}`, sql`(p.category_id = ${product.category_id} or p.shop_id = ${product.shop_id})`],
          order: sql`(p.category_id = ${product.category_id}) desc, (p.shop_id = ${product.shop_id}) desc, p.sales desc, p.id desc`,
          page,
          limit,
        })
        return { value, tags: ['catalogue'] }
      })
    },

    /** Up to 8 titles in the shopper's language holding every typed word; a title starting with them first. */
    async suggest(keyword: string, lang: LanguageFile) {
      const terms = searchTerms(keyword)
      if (terms.length === 0) return []
      return cache.get(cacheKey('product/suggest', lang, { keyword }), async () => {
        const rows = await parsedRows(db, z.object({ id: intColumn, title: textColumn }), sql`
          select p.id, ${localized(sql`p.title`, lang)} as title
          from products p
          join lateral (
            select bool_or(starts_with(ps.title, search_fold(${terms.join(' ')}))) as prefix from product_search ps
            where ps.product_id = p.id and ps.lang = any(${searchLanguages(lang)}::text[]) and ${containsAll(sql`ps.title`, terms)}
          ) m on m.prefix is not null
          where ${ON_SALE}
          order by m.prefix desc, p.sales desc, p.id desc
          limit 8`)
        return { value: rows, tags: ['catalogue'] }
      })
    },

    async detail(id: number, lang: LanguageFile) {
      return cache.get(cacheKey('product/detail', lang, { id }), async () => {
        const [product] = await parsedRows(db, productDetailRow, sql`
          select p.id, ${localized(sql`p.title`, lang)} as title, ${localized(sql`p.description`, lang)} as description,
            p.images, p.price::text as price, p.sales, p.views, p.spec_name, p.created_at, p.shop_id, p.category_id, c.key as category_key,
            r.count as rating_count, r.product as rating_product, r.service as rating_service, r.postage as rating_postage
          from products p
          join categories c on c.id = p.category_id
          left join lateral (
            select count(*)::int as count,
              round(coalesce(avg(product_score), 0), 1)::text as product,
              round(coalesce(avg(service_score), 0), 1)::text as service,
              round(coalesce(avg(postage_score), 0), 1)::text as postage
            from reviews where product_id = p.id
          ) r on true
          where p.id = ${id} and ${ON_SALE}`)
        if (!product) throw new AppError('msg.productNotFound')
        const skus = await parsedRows(db, z.object({ id: intColumn, label: textColumn, price: decimalColumn, stock: intColumn }), sql`
          select id, ${localized(sql`label`, lang)} as label, price::text as price, stock from product_skus where product_id = ${id} order by id`)
        const [shop] = await parsedRows(db, shopCardRow, sql`${shopCardSelect(lang)} where s.id = ${product.shop_id}`)
        const priceMax = skus.reduce((max, sku) => (centsOf(sku.price) > centsOf(max) ? sku.price : max), product.price)
        const value = {
          id: product.id,
          title: product.title,
          image: product.images[0] ?? '',
          price: product.price,
          price_max: priceMax,
          sales: product.sales,
          stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
          shop_id: product.shop_id,
          category_id: product.category_id,
          description: product.description,
          images: product.images,
          spec_name: specName(product.spec_name, lang),
          skus,
          seen: product.views,
          category: { id: product.category_id, key: product.category_key, name: translate(lang, `category.${product.category_key}`) },
          shop: toShopCard(shop),
          rating: { count: product.rating_count, product: product.rating_product, service: product.rating_service, postage: product.rating_postage },
          created_at: isoOf(product.created_at),
        }
        return { value, tags: [`product:${id}`, `shop:${product.shop_id}`, 'catalogue'] }
      })
    },

    async evaluations(productId: number, page: number, limit: number, lang: LanguageFile) {
      return cache.get(cacheKey('product/evaluations', lang, { productId, page, limit }), async () => {
        const rows = await parsedRows(db, evaluationRow, sql`
          select r.id, u.given_name, r.product_score, r.service_score, r.postage_score, r.content, r.pictures,
            ${localized(sql`k.label`, lang)} as sku_label, r.created_at, (count(*) over ())::int as total
          from reviews r
          join users u on u.id = r.user_id
          left join product_skus k on k.id = r.sku_id
          where r.product_id = ${productId} and exists (select 1 from products p where p.id = ${productId} and ${ON_SALE})
          order by r.created_at desc, r.id desc
          limit ${limit} offset ${(page - 1) * limit}`)
        let total = rows[0]?.total ?? 0
        if (rows.length === 0) {
          if (!(await anyProduct(sql`p.id = ${productId}`))) throw new AppError('msg.productNotFound')
          if (page > 1) [{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from reviews where product_id = ${productId}`)
        }
        const list = rows.map((row) => ({
          id: row.id,
          user_name: maskName(row.given_name),
          product_score: row.product_score,
          service_score: row.service_score,
          postage_score: row.postage_score,
          content: row.content,
          pictures: row.pictures ?? [],
          sku_label: row.sku_label ?? '',
          created_at: isoOf(row.created_at),
        }))
        return { value: { list, total, page, limit }, tags: [`product:${productId}`] }
      })
    },

    /** Counts a visit once: the row and the counter move together, in one transaction. */
    async seen(productId: number, visit: string): Promise<{ seen: number }> {
      const result = await db.transaction(async (tx) => {
        const inserted = await parsedRows(tx as unknown as Database, presentRow, sql`
          insert into product_views (product_id, visit)
          select id, ${visit} from products p where id = ${productId} and ${ON_SALE}
          on conflict do nothing returning product_id`)
        const [row] = inserted.length > 0
          ? await parsedRows(tx as unknown as Database, viewsRow, sql`update products set views = views + 1 where id = ${productId} returning views`)
          : await parsedRows(tx as unknown as Database, viewsRow, sql`select views from products p where id = ${productId} and ${ON_SALE}`)
        if (!row) throw new AppError('msg.productNotFound')
        return { seen: row.views, counted: inserted.length > 0 }
      })
      if (result.counted) await cache.invalidate(`product:${productId}`)
      return { seen: result.seen }
    },
  }
}

export type ProductService = ReturnType<typeof createProductService>
export type { ProductCard }
