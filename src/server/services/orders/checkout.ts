// Checkout (docs/product/order-lifecycle.md#checkout, docs/product/money.md#paying): what a set of
// bag lines, or one item bought now, becomes: one order per shop with its flat freight (free from
// the shop's threshold), the promo discount shared among the orders, and the total. `preview` only
// computes; `create` stores the orders in one transaction, reserving stock with conditional updates
// so two shoppers can never both take the last item, and takes the lines out of the bag.
import { and, eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import { onSale } from '../catalogue/on-sale'
import type { CheckoutPreview } from '../../../contract/orders'
import type { BuyNowItem } from '../../../contract/orders'
import type { LanguageFile } from '../../../contract/fields'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { booleanColumn, decimalColumn, intColumn, localTextColumn, textColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { addresses, productSkus, type OrderAddress } from '../../db/schema'
import { AppError } from '../../errors'
import { localized } from '../catalogue/card-queries'
import { centsOf, formatCents } from '../../../contract/money'
import type { ReadCache } from '../read-cache'
import { lockUsers } from '../ledger'
import { applyPromo, shareDiscount, type AppliedPromo } from './promo'

export interface CheckoutInput {
  cart_ids?: number[]
  buy_now?: BuyNowItem
  address_id?: number
  promo_code?: string
}

const lineRow = z.object({
  cart_id: intColumn.nullable(),
  product_id: intColumn,
  sku_id: intColumn,
  quantity: intColumn,
  price: decimalColumn,
  stock: intColumn,
  title: textColumn,
  sku_label: textColumn,
  title_text: localTextColumn,
  label_text: localTextColumn,
  image: textColumn,
  shop_id: intColumn,
  shop_name: textColumn,
  shop_logo: textColumn,
  on_sale: booleanColumn,
  freight: decimalColumn,
  free_shipping_from: decimalColumn.nullable(),
})

type LineRow = z.output<typeof lineRow>

const idRow = z.object({ id: intColumn })

interface ShopOrder {
  lines: LineRow[]
  subtotal: bigint
  freight: bigint
  discount: bigint
}

const lineColumns = (lang: LanguageFile) => sql`
  k.id as sku_id, k.price::text as price, k.stock, p.id as product_id,
  ${localized(sql`p.title`, lang)} as title, ${localized(sql`k.label`, lang)} as sku_label,
  p.title as title_text, k.label as label_text, coalesce(p.images[1], '') as image,
  s.id as shop_id, s.name as shop_name, s.logo as shop_logo, ${onSale()} as on_sale, s.freight::text as freight, s.free_shipping_from::text as free_shipping_from`

/** The lines of the checkout, in bag order; refuses lines that are not the shopper's or gone. */
async function gatherLines(db: Database, userId: number, input: CheckoutInput, lang: LanguageFile): Promise<LineRow[]> {
  if (input.buy_now) {
    const { product_id, sku_id, quantity } = input.buy_now
    const [line] = await parsedRows(db, lineRow, sql`
      select null::int as cart_id, ${quantity}::int as quantity, ${lineColumns(lang)}
      from product_skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id
      where k.id = ${sku_id} and p.id = ${product_id}`)
    if (!line) throw new AppError('msg.skuNotFound')
    return refuseOffSale([line])
  }
  const ids = [...new Set(input.cart_ids ?? [])]
  const lines = await parsedRows(db, lineRow, sql`
    select c.id as cart_id, c.quantity, ${lineColumns(lang)}
    from cart_lines c join product_skus k on k.id = c.sku_id join products p on p.id = k.product_id join shops s on s.id = p.shop_id
    where c.user_id = ${userId} and c.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
    order by c.id`)
  // Another shopper's line, or one removed meanwhile: the same answer, nothing revealed.
  if (lines.length !== ids.length) throw new AppError('msg.cartLineNotFound')
  return refuseOffSale(lines)
}

/** A product its merchant hid is not sold, whether it waited in the bag or is bought now. */
function refuseOffSale(lines: LineRow[]): LineRow[] {
  const hidden = lines.find((line) => !line.on_sale)
  if (hidden) throw new AppError('msg.productNoLongerOnSale', { title: hidden.title })
  return lines
}

function refuseShortStock(line: LineRow, stock: number): never {
  throw new AppError('msg.stockRanOut', { stock, title: line.title, sku: line.sku_label })
}

/** Groups lines by shop (in order of first appearance) and prices each order. */
function ordersOf(lines: LineRow[], promo: AppliedPromo | null): ShopOrder[] {
  const byShop = new Map<number, LineRow[]>()
  for (const line of lines) byShop.set(line.shop_id, [...(byShop.get(line.shop_id) ?? []), line])
  const orders = [...byShop.values()].map((shopLines) => {
    const subtotal = shopLines.reduce((sum, l) => sum + centsOf(l.price) * BigInt(l.quantity), 0n)
    const { freight, free_shipping_from: freeFrom } = shopLines[0]!
    const free = freeFrom !== null && subtotal >= centsOf(freeFrom)
    return { lines: shopLines, subtotal, freight: free ? 0n : centsOf(freight), discount: 0n }
  })
  const shares = shareDiscount(promo?.discount ?? 0n, orders.map((o) => o.subtotal))
  orders.forEach((order, i) => (order.discount = shares[i]!))
  return orders
}

const orderTotal = (o: ShopOrder) => o.subtotal + o.freight - o.discount
const sum = (orders: ShopOrder[], pick: (o: ShopOrder) => bigint) => orders.reduce((s, o) => s + pick(o), 0n)

async function ownAddress(db: Database, userId: number, addressId: number): Promise<OrderAddress & { id: number }> {
  const [address] = await db.select({ id: addresses.id, addressee: addresses.addressee, mobile: addresses.mobile, area: addresses.area, detail: addresses.detail, tag: addresses.tag })
    .from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
  if (!address) throw new AppError('msg.addressNotFound')
  return address
}

/** The order number: the day, then the id, so it sorts by time and is unique by construction. */
const serialNumber = (id: number, at: Date) => `${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`

export function createCheckoutService(deps: { db: Database; clock: Clock; cache: ReadCache }) {
  const { db, clock, cache } = deps

  async function price(t: Database, userId: number, input: CheckoutInput, lang: LanguageFile) {
    const lines = await gatherLines(t, userId, input, lang)
    for (const line of lines) if (line.quantity > line.stock) refuseShortStock(line, line.stock)
    const goods = lines.reduce((s, l) => s + centsOf(l.price) * BigInt(l.quantity), 0n)
    const promo = input.promo_code ? await applyPromo(t, userId, input.promo_code, goods, clock()) : null
    return { lines, promo, orders: ordersOf(lines, promo) }
  }

  return {
    async preview(userId: number, input: CheckoutInput, lang: LanguageFile): Promise<CheckoutPreview> {
      const { promo, orders } = await price(db, userId, input, lang)
      let addressId: number | null
      if (input.address_id !== undefined) addressId = (await ownAddress(db, userId, input.address_id)).id
      else {
        const [fallback] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
        addressId = fallback?.id ?? null
      }
      return {
        orders: orders.map((o) => ({
          shop: { id: o.lines[0]!.shop_id, name: o.lines[0]!.shop_name, logo: o.lines[0]!.shop_logo },
          lines: o.lines.map((l) => ({
            product_id: l.product_id, sku_id: l.sku_id, cart_id: l.cart_id, title: l.title, sku_label: l.sku_label, image: l.image,
            price: l.price, quantity: l.quantity, subtotal: formatCents(centsOf(l.price) * BigInt(l.quantity)),
          })),
          subtotal: formatCents(o.subtotal),
          freight: formatCents(o.freight),
          free_shipping_from: o.lines[0]!.free_shipping_from,
          discount: formatCents(o.discount),
          total: formatCents(orderTotal(o)),
        })),
        subtotal: formatCents(sum(orders, (o) => o.subtotal)),
        freight: formatCents(sum(orders, (o) => o.freight)),
        discount: formatCents(sum(orders, (o) => o.discount)),
        total: formatCents(sum(orders, orderTotal)),
        promo_code: promo?.code ?? null,
        address_id: addressId,
      }
    },

    async create(userId: number, input: CheckoutInput & { address_id: number }, lang: LanguageFile) {
      const result = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        // The shopper's lock: their bag, promo uses and checkouts change one at a time.
        await lockUsers(t, [userId])
        const address = await ownAddress(t, userId, input.address_id)
        const { lines, promo, orders } = await price(t, userId, input, lang)
        // Reserve stock in SKU order (the same order in every checkout: no deadlock between two).
        for (const line of [...lines].sort((a, b) => a.sku_id - b.sku_id)) {
          const [reserved] = await parsedRows(t, idRow, sql`
            update product_skus set stock = stock - ${line.quantity} where id = ${line.sku_id} and stock >= ${line.quantity} returning id`)
          if (!reserved) {
            const [now] = await t.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, line.sku_id))
            refuseShortStock(line, now?.stock ?? 0)
          }
        }
        const now = clock()
        const { id: _addressId, ...snapshot } = address
        const total = sum(orders, orderTotal)
        const [checkout] = await parsedRows(t, idRow, sql`
          insert into checkouts (user_id, promo_code_id, discount, total, created_at)
          values (${userId}, ${promo?.id ?? null}, ${formatCents(promo?.discount ?? 0n)}::numeric, ${formatCents(total)}::numeric, ${now})
          returning id`)
        const created: Array<{ id: number; sn: string; status: 0; total: string }> = []
        for (const order of orders) {
          const [row] = await parsedRows(t, idRow, sql`
            insert into orders (sn, user_id, shop_id, checkout_id, subtotal, freight, discount, total, address, created_at)
            values (${`pending-${checkout!.id}-${order.lines[0]!.shop_id}`}, ${userId}, ${order.lines[0]!.shop_id}, ${checkout!.id},
                    ${formatCents(order.subtotal)}::numeric, ${formatCents(order.freight)}::numeric, ${formatCents(order.discount)}::numeric,
                    ${formatCents(orderTotal(order))}::numeric, ${JSON.stringify(snapshot)}::jsonb, ${now})
            returning id`)
          const sn = serialNumber(row!.id, now)
          await t.execute(sql`update orders set sn = ${sn} where id = ${row!.id}`)
          for (const line of order.lines) {
            await t.execute(sql`
              insert into order_items (order_id, product_id, sku_id, title, sku_label, image, price, quantity)
              values (${row!.id}, ${line.product_id}, ${line.sku_id}, ${JSON.stringify(line.title_text)}::jsonb,
                      ${JSON.stringify(line.label_text)}::jsonb, ${line.image}, ${line.price}::numeric, ${line.quantity})`)
          }
          created.push({ id: row!.id, sn, status: 0, total: formatCents(orderTotal(order)) })
        }
        const cartIds = lines.flatMap((l) => (l.cart_id === null ? [] : [l.cart_id]))
        if (cartIds.length > 0) await t.execute(sql`delete from cart_lines where user_id = ${userId} and id in (${sql.join(cartIds.map((id) => sql`${id}`), sql`, `)})`)
        return { orders: created, total: formatCents(total), productIds: [...new Set(lines.map((l) => l.product_id))] }
      })
      // Stock shown on product pages moved.
      await cache.invalidate(...result.productIds.map((id) => `product:${id}`))
      return { orders: result.orders, total: result.total }
    },
  }
}
