// The bag. Every change locks the shopper's user row first, so two changes of one bag (two taps,
// two devices) run one after the other and each checks the bag the other left; the unique
// (user, sku) index and the upsert keep one line per SKU. Stock is only checked here: it is
// reserved when an order is created. Changes answer the whole bag, read in the same transaction.
// A line of a product its merchant hid stays in the bag, marked not on sale, and cannot be chosen
// for checkout; it can be chosen again if the product comes back on sale.
import { onSale } from './on-sale'
import { sql } from 'drizzle-orm'
import { MAX_BAG_LINES, MAX_LINE_QUANTITY, type Bag } from '../../../contract/cart'
import type { LanguageFile } from '../../../contract/fields'
import type { Database } from '../../db/open-database'
import * as z from 'zod'
import { parsedRows } from '../../db/rows'
import { booleanColumn, decimalColumn, intColumn, presentRow, textColumn } from '../../db/row-columns'
import { AppError } from '../../errors'
import { localized } from './card-queries'
import { centsOf, formatCents } from '../../../contract/money'

export { MAX_BAG_LINES }

const lineRow = z.object({
  id: intColumn,
  product_id: intColumn,
  sku_id: intColumn,
  quantity: intColumn,
  selected: booleanColumn,
  price: decimalColumn,
  stock: intColumn,
  on_sale: booleanColumn,
  title: textColumn,
  sku_label: textColumn,
  image: textColumn.nullable(),
  shop_id: intColumn,
  shop_name: textColumn,
  shop_logo: textColumn,
})

/** The bag as the contract answers it: shops in the order of their newest line. */
async function readBag(db: Database, userId: number, lang: LanguageFile): Promise<Bag> {
  const rows = await parsedRows(db, lineRow, sql`
    select c.id, c.product_id, c.sku_id, c.quantity, c.selected, k.price::text as price, k.stock, ${onSale()} as on_sale,
      ${localized(sql`p.title`, lang)} as title, ${localized(sql`k.label`, lang)} as sku_label, p.images[1] as image,
      s.id as shop_id, s.name as shop_name, s.logo as shop_logo
    from cart_lines c
      join product_skus k on k.id = c.sku_id
      join products p on p.id = c.product_id
      join shops s on s.id = p.shop_id
    where c.user_id = ${userId}
    order by c.created_at desc, c.id desc`)
  const shops = new Map<number, Bag['shops'][number]>()
  let selectedCount = 0
  let selectedCents = 0n
  for (const row of rows) {
    const available = row.on_sale && row.stock >= row.quantity
    const selected = row.selected && available
    if (selected) {
      selectedCount++
      selectedCents += centsOf(row.price) * BigInt(row.quantity)
    }
    let group = shops.get(row.shop_id)
    if (!group) {
      group = { shop: { id: row.shop_id, name: row.shop_name, logo: row.shop_logo }, lines: [] }
      shops.set(row.shop_id, group)
    }
    group.lines.push({
      id: row.id,
      product_id: row.product_id,
      sku_id: row.sku_id,
      quantity: row.quantity,
      selected,
      price: row.price,
      title: row.title,
      sku_label: row.sku_label,
      image: row.image ?? '',
      stock: row.stock,
      on_sale: row.on_sale,
      available,
    })
  }
  return { shops: [...shops.values()], count: rows.length, selected_count: selectedCount, selected_total: formatCents(selectedCents) }
}

/** `(1, 2, 3)` of ids as bound parameters (the same on PGlite and node-postgres). */
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `)

export interface MergeLine {
  product_id: number
  sku_id: number
  quantity: number
}

export function createCartService(deps: { db: Database }) {
  const { db } = deps

  /** Runs `change` in a transaction holding the shopper's row lock, then answers the bag. */
  function changeBag(userId: number, lang: LanguageFile, change: (t: Database) => Promise<void>): Promise<Bag> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database
      await parsedRows(t, presentRow, sql`select id from users where id = ${userId} for update`)
      await change(t)
      return readBag(t, userId, lang)
    })
  }

  async function ownLine(t: Database, userId: number, id: number) {
    const [line] = await parsedRows(t, z.object({ quantity: intColumn, stock: intColumn, on_sale: booleanColumn }), sql`
      select c.quantity, k.stock, ${onSale()} as on_sale from cart_lines c join product_skus k on k.id = c.sku_id join products p on p.id = c.product_id
      where c.id = ${id} and c.user_id = ${userId}`)
    // Another shopper's line is answered like a line that is gone: its existence is not told.
    if (!line) throw new AppError('msg.cartLineNotFound')
    return line
  }

  return {
    list: (userId: number, lang: LanguageFile) => readBag(db, userId, lang),

    async add(userId: number, input: { product_id: number; sku_id: number; quantity: number }): Promise<{ id: number; quantity: number; lines: number }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await parsedRows(t, presentRow, sql`select id from users where id = ${userId} for update`)
        // A hidden product is answered like its page: "does not exist or is no longer sold".
        const [product] = await parsedRows(t, presentRow, sql`select id from products where id = ${input.product_id} and ${onSale('products')}`)
        if (!product) throw new AppError('msg.productNotFound')
        // A key share: a merchant removing this SKU meanwhile finishes first, and then it is gone.
        const [sku] = await parsedRows(t, z.object({ stock: intColumn }), sql`select stock from product_skus where id = ${input.sku_id} and product_id = ${input.product_id} for key share`)
        if (!sku) throw new AppError('msg.skuNotFound')
        const [state] = await parsedRows(t, z.object({ lines: intColumn, quantity: intColumn.nullable() }), sql`
          select count(*)::int as lines, max(quantity) filter (where sku_id = ${input.sku_id})::int as quantity
          from cart_lines where user_id = ${userId}`)
        const quantity = (state.quantity ?? 0) + input.quantity
        if (quantity > MAX_LINE_QUANTITY) throw new AppError('msg.bagFull')
        if (state.quantity === null && state.lines >= MAX_BAG_LINES) throw new AppError('msg.bagFull')
        if (quantity > sku.stock) throw new AppError('msg.outOfStock')
        const [line] = await parsedRows(t, z.object({ id: intColumn, quantity: intColumn }), sql`
          insert into cart_lines (user_id, product_id, sku_id, quantity) values (${userId}, ${input.product_id}, ${input.sku_id}, ${quantity})
          on conflict (user_id, sku_id) do update set quantity = excluded.quantity
          returning id, quantity`)
        return { id: line.id, quantity: line.quantity, lines: state.quantity === null ? state.lines + 1 : state.lines }
      })
    },

    /** A new quantity (within today's stock) and/or selection of one of the shopper's lines. */
    update(userId: number, input: { id: number; quantity?: number; selected?: boolean }, lang: LanguageFile): Promise<Bag> {
      return changeBag(userId, lang, async (t) => {
        const line = await ownLine(t, userId, input.id)
        const quantity = input.quantity ?? line.quantity
        if (input.quantity !== undefined && input.quantity > line.stock) throw new AppError('msg.outOfStock')
        // A line the stock no longer covers, or of a product no longer on sale, cannot be chosen for checkout.
        if (input.selected === true && !line.on_sale) throw new AppError('msg.productNotFound')
        if (input.selected === true && quantity > line.stock) throw new AppError('msg.outOfStock')
        await t.execute(sql`
          update cart_lines set quantity = ${quantity}, selected = coalesce(${input.selected ?? null}::boolean, selected)
          where id = ${input.id} and user_id = ${userId}`)
      })
    },

    /** Selects or unselects the lines of one shop, or the whole bag; selecting passes over lines that cannot be bought. */
    select(userId: number, input: { shop_id?: number; selected: boolean }, lang: LanguageFile): Promise<Bag> {
      return changeBag(userId, lang, async (t) => {
        const inShop = input.shop_id === undefined ? sql`true` : sql`p.shop_id = ${input.shop_id}`
        if (input.shop_id !== undefined) {
          const [owned] = await parsedRows(t, presentRow, sql`
            select 1 from cart_lines c join products p on p.id = c.product_id where c.user_id = ${userId} and ${inShop} limit 1`)
          if (!owned) throw new AppError('msg.cartLineNotFound')
        }
        await t.execute(sql`
          update cart_lines c set selected = ${input.selected}
          from product_skus k, products p
          where k.id = c.sku_id and p.id = c.product_id and c.user_id = ${userId} and ${inShop}
            and (${!input.selected} or (k.stock >= c.quantity and ${onSale()}))`)
      })
    },

    /** Takes the lines out: every id must be one of the shopper's lines, or nothing is removed. */
    remove(userId: number, ids: number[], lang: LanguageFile): Promise<Bag> {
      const unique = [...new Set(ids)]
      return changeBag(userId, lang, async (t) => {
        const owned = await parsedRows(t, presentRow, sql`select id from cart_lines where user_id = ${userId} and id in (${idList(unique)})`)
        if (owned.length !== unique.length) throw new AppError('msg.cartLineNotFound')
        await t.execute(sql`delete from cart_lines where user_id = ${userId} and id in (${idList(unique)})`)
      })
    },

    /**
     * A visitor's bag joins the account's: each SKU's quantity is added to the line of that SKU,
     * kept within today's stock and 99; unknown, hidden and sold-out SKUs, and new lines beyond 100, are
     * left out rather than refused (the visitor chose them before logging in, maybe days ago).
     */
    merge(userId: number, lines: MergeLine[], lang: LanguageFile): Promise<Bag> {
      return changeBag(userId, lang, async (t) => {
        const wanted = new Map<number, MergeLine>()
        for (const line of lines) {
          const seen = wanted.get(line.sku_id)
          wanted.set(line.sku_id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line })
        }
        if (wanted.size === 0) return
        const skus = await parsedRows(t, z.object({ id: intColumn, product_id: intColumn, stock: intColumn, quantity: intColumn.nullable() }), sql`
          select k.id, k.product_id, k.stock, c.quantity
          from product_skus k join products p on p.id = k.product_id and ${onSale()}
            left join cart_lines c on c.sku_id = k.id and c.user_id = ${userId}
          where k.id in (${idList([...wanted.keys()])}) order by k.id for key share of k`)
        let [{ lines: count }] = await parsedRows(t, z.object({ lines: intColumn }), sql`select count(*)::int as lines from cart_lines where user_id = ${userId}`)
        const rows: Array<{ productId: number; skuId: number; quantity: number }> = []
        for (const sku of skus) {
          const line = wanted.get(sku.id)!
          if (line.product_id !== sku.product_id) continue
          const before = sku.quantity ?? 0
          const quantity = Math.min(before + line.quantity, sku.stock, MAX_LINE_QUANTITY)
          if (quantity <= before) continue
          if (sku.quantity === null) {
            if (count >= MAX_BAG_LINES) continue
            count++
          }
          rows.push({ productId: sku.product_id, skuId: sku.id, quantity })
        }
        if (rows.length === 0) return
        await t.execute(sql`
          insert into cart_lines (user_id, product_id, sku_id, quantity)
          values ${sql.join(rows.map((r) => sql`(${userId}, ${r.productId}, ${r.skuId}, ${r.quantity})`), sql`, `)}
          on conflict (user_id, sku_id) do update set quantity = excluded.quantity`)
      })
    },
  }
}
