// Finding, in the real seeded catalogue, the products a driver needs (never made up: when the
// seed has none that fits, the driver says so), and setting a shopper's relations to them through
// the API, as another of their devices would.
import type { ApiCall } from '../../support/device-sessions'

interface Sku {
  id: number
  label: string
  stock: number
}

export interface SkuProduct {
  id: number
  /** An SKU in stock, with room for the whole stock and one more in a bag line (at most 99). */
  inStock: Sku
  /** An SKU out of stock. */
  soldOut: Sku
}

/** The first product of the catalogue (any will do). */
export async function anyProduct(call: ApiCall): Promise<number> {
  const answer = await call('GET', '/api/product/list?page=1&limit=1')
  const id = answer.data?.list?.[0]?.id
  if (typeof id !== 'number') throw new Error(`the catalogue has no product: ${JSON.stringify(answer)}`)
  return id
}

/**
 * A product with one SKU sold out and one with 2..98 in stock: quantity 2 is then within stock,
 * and a bag holding the whole stock refuses one more as out of stock (not as a full bag line).
 */
export async function productWithSoldOutSku(call: ApiCall): Promise<SkuProduct> {
  for (let page = 1; page <= 20; page++) {
    const answer = await call('GET', `/api/product/list?page=${page}&limit=50`)
    const list: Array<{ id: number }> = answer.data?.list ?? []
    for (const { id } of list) {
      const detail = await call('GET', `/api/product/detail?id=${id}`)
      const skus: Sku[] = detail.data?.skus ?? []
      const soldOut = skus.find((sku) => sku.stock === 0)
      const inStock = skus.filter((sku) => sku.stock >= 2 && sku.stock <= 98).sort((a, b) => a.stock - b.stock)[0]
      if (soldOut && inStock) return { id, inStock, soldOut }
    }
    if (list.length < 50) break
  }
  throw new Error('no seeded product has both a sold-out SKU and one with 2 to 98 in stock: the SKU choice cannot be driven on real data')
}

/** Whether the shopper has the product among their favourites, as the server says. */
export async function isFavourite(call: ApiCall, token: string, product: number): Promise<boolean> {
  const detail = await call('GET', `/api/product/detail?id=${product}`, undefined, token)
  return detail.data.favourited === true
}

/** Puts the product among the favourites or takes it out, from another device. */
export async function setFavourite(call: ApiCall, token: string, product: number, on: boolean) {
  if ((await isFavourite(call, token, product)) === on) return
  const answer = await call('POST', '/api/favourite/toggle', { product_id: product }, token)
  if (answer.code !== 1 || answer.data.favourited !== on) throw new Error(`could not set the favourite: ${JSON.stringify(answer)}`)
}

/** Puts a quantity of an SKU into the shopper's bag, from another device. */
export async function addToBag(call: ApiCall, token: string, product: number, sku: number, quantity: number) {
  const answer = await call('POST', '/api/cart/add', { product_id: product, sku_id: sku, quantity }, token)
  if (answer.code !== 1) throw new Error(`could not fill the bag: ${JSON.stringify(answer)}`)
}
