// A merchant's own products (src/contract/merchant-products.ts): the shop's list, one product for
// editing, saving it with its SKUs in one transaction, hiding and showing it, one or many at once,
// and setting many options' price and stock at once. The shop is the one the merchant owns; another
// shop's product answers "not found" and nothing changes.
//
// Stock is what is left to sell: checkout takes an order's quantity off (`stock - q where stock >=
// q`), cancelling and refunds put it back. A merchant's edit therefore moves the stock by the
// difference between what the form showed and what was typed (`stock + delta`, refused when that
// would go below 0), never writes a number over it: an order placed while the form was open keeps
// what it reserved, and no edit can sell what orders already hold.
import { sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import type { BulkSkuEdit, MerchantProduct, MerchantProductRow, MerchantProductTab, ProductSave, ProductSort, ProductStockFilter } from '../../../contract/merchant-products'
import { writtenLanguages } from '../../../contract/local-text'
import { centsOf } from '../../../contract/money'
import type { Database } from '../../db/open-database'
import * as z from 'zod'
import { booleanColumn, countRow, decimalColumn, intColumn, localTextColumn, presentRow, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import type { LocalText } from '../../db/schema'
import { refreshSearchDocuments } from '../../db/search-documents'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'
import type { ReadCache } from '../read-cache'
import { requireStoredUploads } from '../uploads'
import { localized, pageFrom } from './card-queries'
import { matchingProducts, searchLanguages, searchTerms } from './product-search'
import type { UploadStore } from '../../storage/upload-store'

const CATALOGUE_PICTURE = '/uploads/catalogue/'

/** A row id, as an `update ... returning id` answers it. */
const idRow = z.object({ id: intColumn })

type SaveInput = ProductSave

const productRow = z.object({
  id: intColumn,
  title: localTextColumn,
  description: localTextColumn,
  category_id: intColumn,
  spec_name: textColumn,
  images: z.array(textColumn),
  hidden: booleanColumn,
  price: decimalColumn,
  sales: intColumn,
  created_at: timestampColumn,
})

const skuRow = z.object({
  id: intColumn,
  label: localTextColumn,
  price: decimalColumn,
  stock: intColumn,
  ordered: booleanColumn,
  code: textColumn.nullable(),
})

/** A row of the merchant's product list, with the page's total. */
const productListRow = z.object({
  id: intColumn, title: textColumn, image: textColumn, price: decimalColumn, price_max: decimalColumn, stock: intColumn, sku_count: intColumn,
  sales: intColumn, hidden: booleanColumn, category_id: intColumn, low_stock: booleanColumn, codes: z.array(textColumn), created_at: timestampColumn,
  total: intColumn,
})

/** The list's orders; the id last, so a page never repeats or skips a row of the same value. */
const SORT_ORDER: Record<ProductSort, ReturnType<typeof sql>> = {
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`p.price asc, p.id desc`,
  price_desc: sql`p.price desc, p.id desc`,
  stock: sql`coalesce(k.stock, 0) asc, p.id desc`,
  sales: sql`p.sales desc, p.id desc`,
}

/** A code as stored: trimmed, null for none. */
const storedCode = (code: string | undefined) => (code ? code : null)

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

const textIn = (text: LocalText, lang: LanguageFile) => text[lang] || text.en

const TAB_FILTER: Record<MerchantProductTab, ReturnType<typeof sql>> = {
  all: sql`true`,
  on_sale: sql`not p.hidden`,
  hidden: sql`p.hidden`,
}

export function createMerchantProducts(deps: { db: Database; cache: ReadCache; translate: Translator; store: UploadStore; lowStockThreshold: number }) {
  /**
   * `where` of the stock filter: every option above the threshold (`in`), an option at or below it
   * (`low`), or one with none left (`out`).
   */
  const stockFilter = (filter: ProductStockFilter | undefined, threshold: number) => {
    if (filter === undefined) return sql`true`
    if (filter === 'in') return sql`exists (select 1 from product_skus f where f.product_id = p.id) and not exists (select 1 from product_skus f where f.product_id = p.id and f.stock <= ${threshold})`
    return sql`exists (select 1 from product_skus f where f.product_id = p.id and f.stock <= ${filter === 'low' ? threshold : 0})`
  }
  const { db, cache, translate, store } = deps

  /** The merchant's shop with its low-stock threshold (the platform's when it set none); a merchant without one has nothing to list or change. */
  async function shopWithThreshold(t: Database, merchantId: number): Promise<{ id: number; threshold: number }> {
    const [shop] = await parsedRows(t, z.object({ id: intColumn, threshold: intColumn }), sql`
      select id, coalesce(low_stock_threshold, ${deps.lowStockThreshold}::int)::int as threshold from shops where owner_user_id = ${merchantId}`)
    if (!shop) throw new AppError('msg.shopNotFound')
    return shop
  }

  async function shopOf(t: Database, merchantId: number): Promise<number> {
    return (await shopWithThreshold(t, merchantId)).id
  }

  /**
   * Codes are unique within the shop, case aside. The shop's codes are written under one lock per
   * shop (an index cannot span a product's options and the product's shop), then checked: the
   * first code twice refuses the whole transaction.
   */
  async function lockCodes(t: Database, shopId: number): Promise<void> {
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`sku-codes:${shopId}`}))`)
  }
  async function checkCodes(t: Database, shopId: number): Promise<void> {
    const [twice] = await parsedRows(t, z.object({ code: textColumn }), sql`
      select min(k.code) as code from product_skus k join products p on p.id = k.product_id
      where p.shop_id = ${shopId} and k.code is not null group by lower(k.code) having count(*) > 1 limit 1`)
    if (twice) throw new AppError('productsBulk.skuCodeTaken', { code: twice.code }, { reason: 'codeTaken', code: twice.code })
  }

  async function readProduct(t: Database, shopId: number, id: number): Promise<MerchantProduct> {
    const [product] = await parsedRows(t, productRow, sql`
      select id, title, description, category_id, spec_name, images, hidden, price::text as price, sales, created_at
      from products where id = ${id} and shop_id = ${shopId}`)
    // Another shop's product is answered like one that never was: nothing about it is told.
    if (!product) throw new AppError('msg.productNotFound')
    const skus = await parsedRows(t, skuRow, sql`
      select k.id, k.label, k.price::text as price, k.stock, k.code, exists (select 1 from order_items i where i.sku_id = k.id) as ordered
      from product_skus k where k.product_id = ${id} order by k.id`)
    return {
      id: product.id,
      title: product.title,
      description: product.description,
      category_id: product.category_id,
      spec_name: product.spec_name,
      images: product.images,
      hidden: product.hidden,
      price: product.price,
      sales: product.sales,
      skus: skus.map((k) => ({ id: k.id, label: k.label, price: k.price, stock: k.stock, removable: !k.ordered, code: k.code ?? '' })),
      created_at: iso(product.created_at),
    }
  }

  /** Pictures are files this server stored; a catalogue picture only stays with the product that has it. */
  async function checkPictures(images: string[], kept: string[]): Promise<void> {
    if (images.some((url) => url.startsWith(CATALOGUE_PICTURE) && !kept.includes(url))) throw new AppError('msg.uploadUrlInvalid')
    await requireStoredUploads(store, images.filter((url) => !url.startsWith(CATALOGUE_PICTURE)))
  }

  /**
   * The SKUs of an existing product, in id order (the order checkout reserves stock in, so the two
   * never wait on each other in a circle): kept ones get their label, price and stock difference;
   * removed ones are deleted unless an order names them.
   */
  async function updateSkus(t: Database, productId: number, skus: SaveInput['skus'], lang: LanguageFile): Promise<void> {
    const existing = await parsedRows(t, z.object({ id: intColumn, label: localTextColumn }), sql`select id, label from product_skus where product_id = ${productId} order by id`)
    const known = new Set(existing.map((k) => k.id))
    if (skus.some((sku) => sku.id !== undefined && !known.has(sku.id))) throw new AppError('msg.skuNotFound')
    const sent = new Map(skus.flatMap((sku) => (sku.id === undefined ? [] : [[sku.id, sku] as const])))
    for (const { id, label } of existing) {
      const sku = sent.get(id)
      if (!sku) {
        // Locked first: a checkout reserving it meanwhile has committed its order item before this looks.
        await t.execute(sql`select id from product_skus where id = ${id} for update`)
        const [ordered] = await parsedRows(t, presentRow, sql`select 1 from order_items where sku_id = ${id} limit 1`)
        if (ordered) throw new AppError('msg.skuOrderedKept', { sku: textIn(label, lang) }, { reason: 'skuOrdered', sku_id: id })
        await t.execute(sql`delete from product_skus where id = ${id}`)
        continue
      }
      const delta = sku.stock - (sku.stock_was ?? sku.stock)
      const [moved] = await parsedRows(t, presentRow, sql`
        update product_skus set label = ${JSON.stringify(writtenLanguages(sku.label))}::jsonb, price = ${sku.price}::numeric, stock = stock + ${delta}::int,
          code = ${sku.code === undefined ? sql`code` : sql`${storedCode(sku.code)}`}
        where id = ${id} and stock + ${delta}::int >= 0 returning id`)
      if (!moved) {
        const [now] = await parsedRows(t, z.object({ stock: intColumn }), sql`select stock from product_skus where id = ${id}`)
        const stock = now?.stock ?? 0
        throw new AppError('msg.stockBelowOrdered', { sku: textIn(writtenLanguages(sku.label), lang), stock }, { reason: 'stockChanged', sku_id: id, stock })
      }
    }
  }

  async function insertSkus(t: Database, productId: number, skus: SaveInput['skus']): Promise<void> {
    const fresh = skus.filter((sku) => sku.id === undefined)
    if (fresh.length === 0) return
    await t.execute(sql`
      insert into product_skus (product_id, label, price, stock, code)
      values ${sql.join(fresh.map((sku) => sql`(${productId}, ${JSON.stringify(writtenLanguages(sku.label))}::jsonb, ${sku.price}::numeric, ${sku.stock}, ${storedCode(sku.code)})`), sql`, `)}`)
  }

  /** Drops every cached public read that may show the product: lists, its page, its shop. */
  function forget(productId: number, shopId: number): Promise<void> {
    return cache.invalidate(`product:${productId}`, `shop:${shopId}`, 'catalogue')
  }

  return {
    async list(
      merchantId: number,
      query: { tab: MerchantProductTab; keyword?: string; category_id?: number; stock?: ProductStockFilter; sort: ProductSort; page: number; limit: number },
      lang: LanguageFile,
    ) {
      const { id: shopId, threshold } = await shopWithThreshold(db, merchantId)
      const terms = searchTerms(query.keyword)
      const code = query.keyword?.trim().toLowerCase() ?? ''
      // The merchant's own words may be in any language they wrote: every language's documents;
      // or part of an option's code, as the merchant wrote it on a label or a shelf.
      const byWords = terms.length > 0 ? matchingProducts(searchLanguages('en'), terms) : sql`false`
      const byCode = sql`exists (select 1 from product_skus c where c.product_id = p.id and position(${code} in lower(c.code)) > 0)`
      const matching = code === '' ? sql`true` : sql`(${byWords} or ${byCode})`
      const category = query.category_id === undefined ? sql`true` : sql`p.category_id = ${query.category_id}`
      const where = sql`p.shop_id = ${shopId} and ${TAB_FILTER[query.tab]} and ${matching} and ${category} and ${stockFilter(query.stock, threshold)}`
      const rows = await parsedRows(db, productListRow, sql`
        select p.id, ${localized(sql`p.title`, lang)} as title, coalesce(p.images[1], '') as image, p.price::text as price,
          coalesce(k.price_max, p.price)::text as price_max, coalesce(k.stock, 0)::int as stock, coalesce(k.count, 0)::int as sku_count,
          p.sales, p.hidden, p.category_id, coalesce(k.stock_min <= ${threshold}, false) as low_stock, coalesce(k.codes, '{}') as codes,
          p.created_at, (count(*) over ())::int as total
        from products p
        left join lateral (
          select max(price) as price_max, sum(stock) as stock, min(stock) as stock_min, count(*) as count,
            array_agg(code order by id) filter (where code is not null) as codes
          from product_skus where product_id = p.id) k on true
        where ${where}
        order by ${SORT_ORDER[query.sort]}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`)
      let total: number | undefined
      if (rows.length === 0 && query.page > 1) {
        ;[{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from products p where ${where}`)
      }
      const toRow = ({ total: _total, created_at, ...row }: z.output<typeof productListRow>): MerchantProductRow => ({ ...row, created_at: iso(created_at) })
      return { ...pageFrom(rows, toRow, query.page, query.limit, total), low_stock_threshold: threshold }
    },

    async detail(merchantId: number, id: number): Promise<MerchantProduct> {
      return readProduct(db, await shopOf(db, merchantId), id)
    },

    /**
     * Creates or changes a product in one transaction: texts, category, pictures, SKUs, the cached
     * lowest price and the search documents in every language, so a search finds it at once.
     */
    async save(merchantId: number, input: SaveInput, lang: LanguageFile): Promise<MerchantProduct> {
      const saved = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const shopId = await shopOf(t, merchantId)
        const coded = input.skus.some((sku) => sku.code !== undefined)
        if (coded) await lockCodes(t, shopId)
        const [category] = await parsedRows(t, presentRow, sql`select id from categories where id = ${input.category_id}`)
        if (!category) throw new AppError('msg.categoryNotFound')
        const title = sql`${JSON.stringify(writtenLanguages(input.title))}::jsonb`
        const description = sql`${JSON.stringify(writtenLanguages(input.description))}::jsonb`
        const images = sql`${`{${input.images.map((url) => `"${url}"`).join(',')}}`}::text[]`
        let productId: number
        if (input.id !== undefined) {
          // NO KEY UPDATE: an order item or bag line being written for this product (a key share) is not kept waiting.
          const [product] = await parsedRows(t, z.object({ images: z.array(textColumn) }), sql`select images from products where id = ${input.id} and shop_id = ${shopId} for no key update`)
          if (!product) throw new AppError('msg.productNotFound')
          await checkPictures(input.images, product.images)
          productId = input.id
          await t.execute(sql`
            update products set title = ${title}, description = ${description}, category_id = ${input.category_id}, spec_name = ${input.spec_name}, images = ${images}
            where id = ${productId}`)
          await updateSkus(t, productId, input.skus, lang)
        } else {
          await checkPictures(input.images, [])
          const lowest = input.skus.reduce((low, sku) => (centsOf(sku.price) < centsOf(low) ? sku.price : low), input.skus[0]!.price)
          const [created] = await parsedRows(t, idRow, sql`
            insert into products (shop_id, category_id, title, description, spec_name, images, price)
            values (${shopId}, ${input.category_id}, ${title}, ${description}, ${input.spec_name}, ${images}, ${lowest}::numeric) returning id`)
          productId = created!.id
        }
        await insertSkus(t, productId, input.skus)
        if (coded) await checkCodes(t, shopId)
        await t.execute(sql`update products set price = (select min(price) from product_skus where product_id = ${productId}) where id = ${productId}`)
        await refreshSearchDocuments(t, [productId], translate)
        return { shopId, product: await readProduct(t, shopId, productId) }
      })
      await forget(saved.product.id, saved.shopId)
      return saved.product
    },

    /** Hidden: out of every shopper's list, search, page and bag checkout; orders keep showing it. */
    async setHidden(merchantId: number, id: number, hidden: boolean): Promise<{ id: number; hidden: boolean }> {
      const shopId = await shopOf(db, merchantId)
      const [row] = await parsedRows(db, z.object({ id: intColumn, hidden: booleanColumn }), sql`
        update products set hidden = ${hidden} where id = ${id} and shop_id = ${shopId} returning id, hidden`)
      if (!row) throw new AppError('msg.productNotFound')
      await forget(id, shopId)
      return row
    },

    /** Hides or shows every product named, in one transaction: all the merchant's own, or none changes. */
    async setHiddenMany(merchantId: number, ids: number[], hidden: boolean): Promise<{ ids: number[]; hidden: boolean }> {
      const shopId = await shopOf(db, merchantId)
      const changed = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const rows = await parsedRows(t, idRow, sql`
          update products set hidden = ${hidden} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and shop_id = ${shopId} returning id`)
        // One is another shop's, or none at all: told like a single one, and the transaction undone.
        if (rows.length !== ids.length) throw new AppError('msg.productNotFound')
        return rows.map((row) => row.id).sort((a, b) => a - b)
      })
      await cache.invalidate(...changed.map((id) => `product:${id}`), `shop:${shopId}`, 'catalogue')
      return { ids: changed, hidden }
    },

    /**
     * Sets the price and/or stock of many options in one transaction, in id order (the order
     * checkout locks them in). Stock moves by the difference from what the dialog showed, as the
     * editor's does; a row whose orders took more than is being taken away refuses the whole call,
     * naming the product and the option. The products' cached lowest prices follow.
     */
    async editMany(merchantId: number, edits: BulkSkuEdit[], lang: LanguageFile): Promise<{ products: number; skus: number }> {
      const shopId = await shopOf(db, merchantId)
      const byId = new Map(edits.map((edit) => [edit.id, edit]))
      const productIds = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const skus = await parsedRows(t, z.object({ id: intColumn, product_id: intColumn, label: localTextColumn, title: localTextColumn }), sql`
          select k.id, k.product_id, k.label, p.title from product_skus k join products p on p.id = k.product_id
          where k.id in (${sql.join([...byId.keys()].map((id) => sql`${id}`), sql`, `)}) and p.shop_id = ${shopId}
          order by k.id for no key update of k`)
        if (skus.length !== byId.size) throw new AppError('msg.skuNotFound')
        for (const sku of skus) {
          const edit = byId.get(sku.id)!
          const delta = edit.stock === undefined ? 0 : edit.stock - (edit.stock_was ?? edit.stock)
          const price = edit.price === undefined ? sql`price` : sql`${edit.price}::numeric`
          const [moved] = await parsedRows(t, idRow, sql`
            update product_skus set price = ${price}, stock = stock + ${delta}::int where id = ${sku.id} and stock + ${delta}::int >= 0 returning id`)
          if (!moved) {
            const [now] = await parsedRows(t, z.object({ stock: intColumn }), sql`select stock from product_skus where id = ${sku.id}`)
            const stock = now?.stock ?? 0
            const row = `${textIn(sku.title, lang)} · ${textIn(sku.label, lang)}`
            throw new AppError('productsBulk.stockBelowOrdered', { row, stock }, { reason: 'stockChanged', sku_id: sku.id, stock })
          }
        }
        const products = [...new Set(skus.map((sku) => sku.product_id))]
        await t.execute(sql`
          update products p set price = (select min(price) from product_skus where product_id = p.id)
          where p.id in (${sql.join(products.map((id) => sql`${id}`), sql`, `)})`)
        return products
      })
      await cache.invalidate(...productIds.map((id) => `product:${id}`), `shop:${shopId}`, 'catalogue')
      return { products: productIds.length, skus: byId.size }
    },
  }
}

export type MerchantProducts = ReturnType<typeof createMerchantProducts>
