// A visitor's bag, kept on this device (local storage) until they log in or register: then it is
// merged into the account's bag once (POST /api/cart/merge) and cleared. The same limits as the
// server's bag apply when a visitor adds (99 of one SKU, 100 lines, today's stock).
import type { HttpClient } from '../../client/http-client'
import { cartMerge, MAX_BAG_LINES, MAX_LINE_QUANTITY } from '../../contract/cart'
import { productDetail } from '../../contract/catalogue'
import { showFailure } from '../../ui/feedback'
import { t } from '../../ui/i18n'

const KEY = 'visitor-bag'

export interface VisitorLine {
  product_id: number
  sku_id: number
  quantity: number
}

const isCount = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max

/** What the device holds; anything malformed (an old version, a hand edit) is left out. */
export function readVisitorBag(): VisitorLine[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored
      .filter((line): line is VisitorLine =>
        !!line && typeof line === 'object' && isCount(line.product_id, 2_147_483_647) && isCount(line.sku_id, 2_147_483_647) && isCount(line.quantity, MAX_LINE_QUANTITY))
      .slice(0, MAX_BAG_LINES)
  } catch {
    return []
  }
}

function writeVisitorBag(lines: VisitorLine[]) {
  if (lines.length === 0) localStorage.removeItem(KEY)
  else localStorage.setItem(KEY, JSON.stringify(lines))
}

/** A refusal the server would have given, told the same way. */
function refuse(key: string): never {
  const message = t(key)
  showFailure(message)
  throw new Error(message)
}

/**
 * Adds a quantity of an SKU to the visitor's bag, after asking the server for the SKU's stock
 * today (the page may have been open a while); answers the number of lines, like POST /api/cart/add.
 */
export async function addToVisitorBag(http: HttpClient, item: VisitorLine): Promise<{ lines: number }> {
  const product = await http.call(productDetail, { query: { id: item.product_id } })
  const sku = product.skus.find((s) => s.id === item.sku_id)
  if (!sku) refuse('msg.skuNotFound')
  const lines = readVisitorBag()
  const line = lines.find((l) => l.sku_id === item.sku_id)
  const quantity = (line?.quantity ?? 0) + item.quantity
  if (quantity > MAX_LINE_QUANTITY || (!line && lines.length >= MAX_BAG_LINES)) refuse('msg.bagFull')
  if (quantity > sku.stock) refuse('msg.outOfStock')
  const next = line ? lines.map((l) => (l === line ? { ...l, quantity } : l)) : [...lines, { ...item, quantity }]
  writeVisitorBag(next)
  return { lines: next.length }
}

let merging: Promise<void> = Promise.resolve()

/**
 * Just logged in: the device's bag goes into the account's (quantities kept within stock and 99 by
 * the server) and is cleared. When the call fails the lines stay for the next login.
 */
export function mergeVisitorBag(http: HttpClient): void {
  const lines = readVisitorBag()
  if (lines.length === 0) return
  merging = http.call(cartMerge, { body: { lines } }, { silent: true }).then(
    () => writeVisitorBag([]),
    () => {},
  )
}

/** Settles when a merge started at login has been answered: the bag waits for it before it loads. */
export const visitorBagMerged = () => merging
