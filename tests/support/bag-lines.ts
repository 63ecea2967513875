// The bag the bag machine's drivers play with, in the real seeded catalogue: three SKUs, two of one
// shop and one of another (the machine's examples call them lines 1 and 2 of shop 1, line 3 of
// shop 2). Before the server answers, a driver shapes the shopper's bag through the API, as their
// other device would, so that the answer is the one the path expects (some lines selected, none,
// or an empty bag) and the next tap asks for what the path says.
import type { BagChange } from '../../machines/bag.machine'
import type { Bag } from '../../src/contract/cart'
import type { ApiCall } from './device-sessions'

export interface BagSku {
  product_id: number
  sku_id: number
  shop_id: number
}

/** The example's line ids (1, 2, 3) to real SKUs; example shop 1 is lines 1 and 2, shop 2 line 3. */
export type BagSkus = Record<1 | 2 | 3, BagSku>
export type ExampleLine = 1 | 2 | 3
const EXAMPLE_LINES: ExampleLine[] = [1, 2, 3]
export const exampleShopOf = (line: ExampleLine) => (line === 3 ? 2 : 1)

/** SKUs with 10 or more in stock: two of one shop, one of another. */
export async function findBagSkus(call: ApiCall): Promise<BagSkus> {
  const byShop = new Map<number, BagSku[]>()
  for (let page = 1; page <= 5; page++) {
    const list: Array<{ id: number; shop_id: number; stock: number }> = (await call('GET', `/api/product/list?page=${page}&limit=50`)).data?.list ?? []
    for (const product of list) {
      if (product.stock < 10 || (byShop.get(product.shop_id)?.length ?? 0) >= 2) continue
      const skus: Array<{ id: number; stock: number }> = (await call('GET', `/api/product/detail?id=${product.id}`)).data?.skus ?? []
      const sku = skus.find((s) => s.stock >= 10)
      if (!sku) continue
      byShop.set(product.shop_id, [...(byShop.get(product.shop_id) ?? []), { product_id: product.id, sku_id: sku.id, shop_id: product.shop_id }])
      const pair = [...byShop.values()].find((skus) => skus.length === 2)
      const single = pair && [...byShop.values()].find((skus) => skus[0]!.shop_id !== pair[0]!.shop_id)
      if (pair && single) return { 1: pair[0]!, 2: pair[1]!, 3: single[0]! }
    }
    if (list.length < 50) break
  }
  throw new Error('the seed has no two shops with SKUs of 10 or more in stock: the bag cannot be driven on real data')
}

export async function serverBag(call: ApiCall, token: string): Promise<Bag> {
  const answer = await call('GET', '/api/cart/list', undefined, token)
  if (answer.code !== 1) throw new Error(`could not read the bag: ${JSON.stringify(answer)}`)
  return answer.data
}

const linesOf = (bag: Bag) => bag.shops.flatMap((group) => group.lines)

/** The real line ids of the example's lines that are in the bag. */
export function lineIds(bag: Bag, skus: BagSkus): Map<ExampleLine, number> {
  const ids = new Map<ExampleLine, number>()
  for (const line of linesOf(bag)) {
    const example = EXAMPLE_LINES.find((n) => skus[n].sku_id === line.sku_id)
    if (example) ids.set(example, line.id)
  }
  return ids
}

async function ok(call: ApiCall, path: string, body: unknown, token: string) {
  const answer = await call('POST', path, body, token)
  if (answer.code !== 1) throw new Error(`${path} ${JSON.stringify(body)} failed: ${JSON.stringify(answer)}`)
}

/** Puts the example's lines into the bag (one of each), as another device of the shopper. */
export async function addLines(call: ApiCall, token: string, skus: BagSkus, lines: ExampleLine[] = EXAMPLE_LINES) {
  for (const n of lines) await ok(call, '/api/cart/add', { product_id: skus[n].product_id, sku_id: skus[n].sku_id, quantity: 1 }, token)
}

export type Expected = 'some' | 'none' | 'empty'

/** What the next tap needs of the selection (a box toggles to the opposite of what it shows). */
function selectionFor(expected: 'some' | 'none', next: { type: string; [key: string]: unknown } | undefined): Set<ExampleLine> {
  const selected = new Set<ExampleLine>(expected === 'some' ? [1] : [])
  if (next?.type === 'TOGGLE_LINE') {
    const line = next.id as ExampleLine
    if (next.selected) selected.delete(line)
    else selected.add(line)
  } else if (next?.type === 'TOGGLE_SHOP') {
    const shopLines = EXAMPLE_LINES.filter((n) => exampleShopOf(n) === next.shopId)
    if (next.selected) shopLines.forEach((n) => selected.delete(n))
    else shopLines.forEach((n) => selected.add(n))
  } else if (next?.type === 'TOGGLE_ALL') {
    if (next.selected) selected.delete(3)
    else EXAMPLE_LINES.forEach((n) => selected.add(n))
  }
  if (expected === 'some' && selected.size === 0) {
    const other = EXAMPLE_LINES.find((n) => !(next?.type === 'TOGGLE_SHOP' && exampleShopOf(n) === next.shopId) && n !== next?.id)
    if (other) selected.add(other)
  }
  if ((expected === 'some') !== selected.size > 0) throw new Error(`no selection gives "${expected}" and lets ${JSON.stringify(next)} be tapped`)
  return selected
}

async function setSelection(call: ApiCall, token: string, skus: BagSkus, wanted: (line: ExampleLine, selected: boolean) => boolean | undefined) {
  const bag = await serverBag(call, token)
  const ids = lineIds(bag, skus)
  for (const line of linesOf(bag)) {
    const example = [...ids].find(([, id]) => id === line.id)?.[0]
    if (!example) continue
    const selected = wanted(example, line.selected)
    if (selected !== undefined && selected !== line.selected) await ok(call, '/api/cart/update', { id: line.id, selected }, token)
  }
}

/**
 * Shapes the bag before a load or refresh is answered: empty, or the three lines with the
 * selection the path expects and the next tap needs.
 */
export async function arrangeForLoad(call: ApiCall, token: string, skus: BagSkus, expected: Expected, next?: { type: string; [key: string]: unknown }) {
  const bag = await serverBag(call, token)
  const ids = lineIds(bag, skus)
  if (expected === 'empty') {
    const all = linesOf(bag).map((line) => line.id)
    if (all.length) await ok(call, '/api/cart/remove', { ids: all }, token)
    return
  }
  await addLines(call, token, skus, EXAMPLE_LINES.filter((n) => !ids.has(n)))
  const selected = selectionFor(expected, next)
  await setSelection(call, token, skus, (line) => selected.has(line))
}

/** The example lines whose selection a change decides (true/false), and those it takes out. */
function effectOf(change: BagChange): { decided: Map<ExampleLine, boolean>; removed: Set<ExampleLine> } {
  const decided = new Map<ExampleLine, boolean>()
  const removed = new Set<ExampleLine>()
  if (change.kind === 'selectLine') decided.set(change.id as ExampleLine, change.selected)
  if (change.kind === 'selectShop') EXAMPLE_LINES.filter((n) => exampleShopOf(n) === change.shopId).forEach((n) => decided.set(n, change.selected))
  if (change.kind === 'selectAll') EXAMPLE_LINES.forEach((n) => decided.set(n, change.selected))
  if (change.kind === 'remove') change.ids.forEach((n) => removed.add(n as ExampleLine))
  return { decided, removed }
}

/** Whether the server's answer to `change` can be made `expected` by the other lines. */
export function canAnswer(change: BagChange, expected: Expected): boolean {
  const { decided, removed } = effectOf(change)
  const free = EXAMPLE_LINES.filter((n) => !removed.has(n) && !decided.has(n))
  const decidedOn = [...decided.values()].some(Boolean)
  if (expected === 'empty') return change.kind === 'remove'
  if (expected === 'none') return !decidedOn && (free.length > 0 || decided.size > 0)
  return decidedOn || free.length > 0
}

/**
 * Shapes the lines `change` leaves alone before it is answered, so that the bag it answers is
 * `expected` (`change` in the example's ids: the lines the driver has tapped).
 */
export async function arrangeForChange(call: ApiCall, token: string, skus: BagSkus, change: BagChange, expected: Expected) {
  if (!canAnswer(change, expected)) throw new Error(`the answer to ${JSON.stringify(change)} cannot be "${expected}"`)
  const { decided, removed } = effectOf(change)
  const bag = await serverBag(call, token)
  const ids = lineIds(bag, skus)
  if (expected === 'empty') {
    const others = [...ids].filter(([n]) => !removed.has(n)).map(([, id]) => id)
    if (others.length) await ok(call, '/api/cart/remove', { ids: others }, token)
    return
  }
  const free = EXAMPLE_LINES.filter((n) => ids.has(n) && !removed.has(n) && !decided.has(n))
  if (expected === 'none') {
    await setSelection(call, token, skus, (line) => (free.includes(line) ? false : undefined))
    return
  }
  if ([...decided.values()].some(Boolean)) return
  const keep = free[0]!
  await setSelection(call, token, skus, (line) => (line === keep ? true : undefined))
}

/** Makes the server refuse `change`: a line it names is taken out first (by the other device). */
export async function refuseChange(call: ApiCall, token: string, skus: BagSkus, change: BagChange): Promise<boolean> {
  const ids = lineIds(await serverBag(call, token), skus)
  const named: ExampleLine[] =
    change.kind === 'quantity' || change.kind === 'selectLine' ? [change.id as ExampleLine]
      : change.kind === 'remove' ? (change.ids as ExampleLine[])
        : change.kind === 'selectShop' ? EXAMPLE_LINES.filter((n) => exampleShopOf(n) === change.shopId)
          : []
  const gone = named.filter((n) => ids.has(n)).map((n) => ids.get(n)!)
  if (!gone.length) return false
  await ok(call, '/api/cart/remove', { ids: gone }, token)
  return true
}
