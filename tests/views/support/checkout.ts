// The world a checkout path runs in, read from the path and prepared through the real API the way
// the shopper's other devices (or another shopper) would: items found in the seeded catalogue,
// addresses, the payment code, bag lines, orders created, paid or a promo used elsewhere. Shared
// by the view and browser drivers of the checkout-pay and order-status machines.
import { randomBytes } from 'node:crypto'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'

/** An API call with headers (verify_pay needs its Idempotency-Key); answers the envelope. */
export type CheckoutCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
) => Promise<{ code: number; msg: string; data: any }>

export interface CheckoutItem {
  productId: number
  skuId: number
  shopId: number
  price: string
  stock: number
}

export interface CheckoutCatalogue {
  /** The cheapest SKUs with plenty in stock (50 or more) of two different shops. */
  plenty: [CheckoutItem, CheckoutItem]
  /** An SKU of a third shop with a few in stock (2 to 99): another shopper can buy all but one. */
  scarce: CheckoutItem
}

export interface CreatedOrders {
  orders: Array<{ id: number; sn: string; total: string }>
  total: string
}

export interface ShopperAddress {
  id: number
  addressee: string
  detail: string
}

/** How the shopper's payment code stands to the code the path types. */
export type PaymentCodeWorld = 'none' | 'typed' | 'other'

/** What a path needs of the world before the page opens, read from its events. */
export interface CheckoutWorld {
  /**
   * How the page is opened, from what loading finds: orders waiting pay (`?order_ids=`), bag lines
   * of two shops with the shopper's addresses (`?cart_ids=`; also when loading fails), or one item
   * bought now by a shopper without an address (`?product_id=&sku_id=&quantity=`).
   */
  opens: 'orders' | 'bag' | 'buyNow'
  /** None when paying is refused for it; another than the typed one when refused as wrong or locked. */
  paymentCode: PaymentCodeWorld
  /** The code the path types (its first non-empty PAY). */
  typedCode: string
  /** Money in the wallet: the path pays, or its orders are paid on another device meanwhile. */
  funded: boolean
  /**
   * The wallet held enough when the page read it, but paying is refused for the balance: the money
   * was spent on another device meanwhile (a withdrawal held).
   */
  short: boolean
  /**
   * The orders cost more than the wallet holds when the page opens (the pay-with-code machine's
   * input says so): the sheet says so before any code. A path that still pays has the money arrive
   * meanwhile (a recharge approved).
   */
  shortAtLoad: boolean
  /** The checkout runs out of stock while the orders are created: its first line is the scarce SKU. */
  scarce: boolean
}

const reasonOf = (event: Record<string, unknown>) => (event.error as { data?: { reason?: string } } | undefined)?.data?.reason

/** How a path of the pay-with-code machine, or a checkout path, ended paying (the checkout's `done: payWithCode`). */
const payOutcomeOf = (event: Record<string, unknown>) => (event.output as { outcome?: string } | undefined)?.outcome

/**
 * The world `path` runs in; `fallbackCode` is the shopper's code when the path never types one. A
 * path of the pay-with-code machine (its input says whether a code is set) pays orders waiting pay.
 */
export function checkoutWorld(path: GeneratedPath, fallbackCode = '147258'): CheckoutWorld {
  const events = path.steps.map((step) => step.event as Record<string, unknown> & { type: string })
  const first = events[0]!
  const payInput = path.input as { codeSet?: unknown; balance?: string | null; amount?: string | null } | undefined
  const payPath = typeof payInput?.codeSet === 'boolean'
  const start = first.type === 'xstate.done.actor.loadCheckout' ? (first.output as { kind: string; addressId?: number | null; codeSet?: boolean }) : null
  const shortAtLoad = payPath && payInput!.balance != null && payInput!.amount != null && centsOf(payInput!.balance) < centsOf(payInput!.amount)
  const opens = payPath || start?.kind === 'orders' ? 'orders' : start?.kind === 'preview' && start.addressId === null ? 'buyNow' : 'bag'
  const refusals = events.filter((e) => e.type === 'xstate.error.actor.pay').map(reasonOf)
  const outcomes = events.filter((e) => e.type === 'xstate.done.actor.payWithCode').map(payOutcomeOf)
  const typedCode = (events.find((e) => e.type === 'PAY' && e.code !== '')?.code as string | undefined) ?? fallbackCode
  return {
    opens,
    // A code refused as missing after the page read the profile is cleared meanwhile (clearCode).
    paymentCode: (payPath && payInput!.codeSet === false) || start?.codeSet === false ? 'none' : refusals.some((r) => r === 'wrongCode' || r === 'locked') ? 'other' : 'typed',
    typedCode,
    funded: events.some((e) => e.type === 'xstate.done.actor.pay') || refusals.includes('notPayable') || outcomes.some((o) => o === 'paid' || o === 'refused'),
    short: refusals.includes('insufficientBalance'),
    shortAtLoad,
    scarce: events.some((e) => e.type === 'xstate.error.actor.createOrders'),
  }
}

/** A valid code that is not `typed` (neither weak nor the same). */
export const otherCode = (typed: string) => (typed === '258147' ? '369258' : '258147')

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

/**
 * Cheap SKUs in the real seeded catalogue (never made up: when the seed has none that fits, the
 * driver says so), the cheapest first so a funded wallet lasts.
 */
export async function findCheckoutCatalogue(call: CheckoutCall): Promise<CheckoutCatalogue> {
  const plenty: CheckoutItem[] = []
  let scarce: CheckoutItem | undefined
  for (let page = 1; page <= 10 && (plenty.length < 2 || !scarce); page++) {
    const list: Array<{ id: number }> = ok(await call('GET', `/api/product/list?page=${page}&limit=50&sort=price_asc`), 'product list').list
    for (const { id } of list) {
      const detail = ok(await call('GET', `/api/product/detail?id=${id}`), 'product detail')
      const skus = [...(detail.skus as Array<{ id: number; price: string; stock: number }>)].sort((a, b) => Number(a.price) - Number(b.price))
      const item = (sku: { id: number; price: string; stock: number }): CheckoutItem => ({ productId: id, skuId: sku.id, shopId: detail.shop_id, price: sku.price, stock: sku.stock })
      const rich = skus.find((sku) => sku.stock >= 50)
      if (rich && plenty.length < 2 && !plenty.some((p) => p.shopId === detail.shop_id)) plenty.push(item(rich))
      const few = skus.find((sku) => sku.stock >= 2 && sku.stock <= 99)
      if (few && !scarce && plenty.length === 2 && !plenty.some((p) => p.shopId === detail.shop_id)) scarce = item(few)
      if (plenty.length === 2 && scarce) break
    }
    if (list.length < 50) break
  }
  if (plenty.length < 2 || !scarce) throw new Error('the seeded catalogue lacks cheap SKUs of three shops (two with 50+ in stock, one with 2 to 99): checkout cannot be driven on real data')
  return { plenty: [plenty[0]!, plenty[1]!], scarce }
}

/** The fewest of an item whose goods reach `cents` (WELCOME10 needs a subtotal of 20.00). */
export const quantityReaching = (item: CheckoutItem, cents: number) => Math.max(1, Math.ceil(cents / Math.round(Number(item.price) * 100)))

export async function addAddress(call: CheckoutCall, token: string, n: number): Promise<ShopperAddress> {
  const body = { addressee: `Lan Pham ${n}`, mobile: '+84 901 234 567', area: 'Ba Dinh, Ha Noi', detail: `${n} Hue Street`, tag: 'Home' }
  const saved = ok(await call('POST', '/api/user/address_add', body, token), 'address add')
  return { id: saved.id, addressee: saved.addressee, detail: saved.detail }
}

/** The shopper's addresses, the default first. */
export async function addressesOf(call: CheckoutCall, token: string): Promise<ShopperAddress[]> {
  return ok(await call('GET', '/api/user/address_list?page=1&limit=50', undefined, token), 'address list').list
}

/** The payment code set the first time, as /changePayPwd would. */
export async function setPaymentCode(call: CheckoutCall, token: string, code: string) {
  ok(await call('POST', '/api/user/resetPay', { new_code: code, confirm_code: code }, token), 'payment code set')
}

/** Lines put into the bag; answers their ids. */
export async function putInBag(call: CheckoutCall, token: string, lines: Array<{ item: CheckoutItem; quantity: number }>): Promise<number[]> {
  const ids: number[] = []
  for (const { item, quantity } of lines) {
    ids.push(ok(await call('POST', '/api/cart/add', { product_id: item.productId, sku_id: item.skuId, quantity }, token), 'cart add').id)
  }
  return ids
}

export async function createOrders(call: CheckoutCall, token: string, body: Record<string, unknown>): Promise<CreatedOrders> {
  return ok(await call('POST', '/api/order/create', body, token), 'order create')
}

/** What the server would show for a checkout (nothing is stored). */
export async function previewOf(call: CheckoutCall, token: string, body: Record<string, unknown>) {
  return ok(await call('POST', '/api/order/preview', body, token), 'order preview')
}

export const buyNow = (item: CheckoutItem, quantity: number) => ({ buy_now: { product_id: item.productId, sku_id: item.skuId, quantity } })

/** Pays the orders from another device (its own Idempotency-Key); answers the envelope. */
export function payElsewhere(call: CheckoutCall, token: string, orderIds: number[], code: string) {
  return call('POST', '/api/user/verify_pay', { order_ids: orderIds, payment_code: code }, token, { 'Idempotency-Key': randomBytes(8).toString('hex') })
}

/**
 * Money spent on another device: a withdrawal to a bank card held from the wallet, leaving one cent
 * less than `owed`; answers the balance left.
 */
export async function spendElsewhere(call: CheckoutCall, token: string, owed: string, code: string): Promise<string> {
  const amount = moneyOf(centsOf(await balanceOf(call, token)) - centsOf(owed) + 1n)
  const body = { type: 'bank', amount, bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: code }
  return ok(await call('POST', '/api/user/extract', body, token, { 'Idempotency-Key': randomBytes(8).toString('hex') }), 'withdrawal elsewhere').balance
}

/** Wrong codes entered on another device; the last answer's refusal. */
export async function enterWrongCodes(call: CheckoutCall, token: string, orderIds: number[], wrong: string, times: number) {
  for (let n = 0; n < times; n++) {
    const answer = await payElsewhere(call, token, orderIds, wrong)
    if (answer.data?.reason !== 'wrongCode') throw new Error(`a wrong code was not refused as wrong: ${JSON.stringify(answer)}`)
  }
}

/** The shopper's wallet, as the server says. */
export async function balanceOf(call: CheckoutCall, token: string): Promise<string> {
  return ok(await call('GET', '/api/user/getUserInfo', undefined, token), 'user info').balance
}

/** Whether the orders are all still waiting pay, as the server says. */
export async function stillWaitingPay(call: CheckoutCall, token: string, orderIds: number[]): Promise<boolean> {
  return (await call('GET', `/api/order/unpaid?ids=${orderIds.join(',')}`, undefined, token)).code === 1
}

/**
 * Another shopper buys all but `leave` of an item (one order of up to 99 at a time), so a
 * checkout wanting more than `leave` runs out of stock.
 */
export async function buyAllBut(call: CheckoutCall, other: string, item: CheckoutItem, leave: number) {
  const { id } = await addAddress(call, other, 1)
  const detail = ok(await call('GET', `/api/product/detail?id=${item.productId}`), 'product detail')
  let stock: number = detail.skus.find((sku: { id: number }) => sku.id === item.skuId).stock
  while (stock > leave) {
    const quantity = Math.min(99, stock - leave)
    await createOrders(call, other, { ...buyNow(item, quantity), address_id: id })
    stock -= quantity
  }
}

export interface PreparedCheckout {
  /** Where the page opens. */
  href: string
  /** What the checkout is of, as the preview and create calls take it; null for orders waiting pay. */
  items: Record<string, unknown> | null
  /** The shopper's addresses, the default first. */
  addresses: ShopperAddress[]
  /** The orders waiting pay the page opens with. */
  orders: CreatedOrders | null
  /** The checkout as the server shows it; null for orders waiting pay. */
  preview: any
}

/**
 * The shopper's side of the world before the page opens: the payment code, addresses, bag lines
 * or orders as `world` says. `balance` is what the wallet holds: orders are cheap enough for it,
 * or cost more when the path is refused for the balance.
 */
export async function prepareCheckout(
  call: CheckoutCall, token: string, catalogue: CheckoutCatalogue, world: CheckoutWorld, balance: string,
): Promise<PreparedCheckout> {
  const { plenty, scarce } = catalogue
  if (world.paymentCode !== 'none') await setPaymentCode(call, token, world.paymentCode === 'typed' ? world.typedCode : otherCode(world.typedCode))
  if (world.opens === 'buyNow') {
    // Worth 20.00 or more: WELCOME10's minimum.
    const [item, quantity] = [plenty[1], quantityReaching(plenty[1], 2000)]
    const items = buyNow(item, quantity)
    const href = `/checkout?product_id=${item.productId}&sku_id=${item.skuId}&quantity=${quantity}`
    return { href, items, addresses: [], orders: null, preview: await previewOf(call, token, items) }
  }
  const addresses = [await addAddress(call, token, 1), await addAddress(call, token, 2)]
  if (world.opens === 'orders') {
    // One line of each shop; past the wallet's reach when it is to fall short.
    const reach = Number(centsOf(balance) / 2n) + 1
    const cartIds = await putInBag(call, token, plenty.map((item) => ({ item, quantity: world.shortAtLoad ? quantityReaching(item, reach) : 1 })))
    const orders = await createOrders(call, token, { cart_ids: cartIds, address_id: addresses[0]!.id })
    const covered = centsOf(balance) >= centsOf(orders.total)
    if (covered === world.shortAtLoad) {
      throw new Error(`a wallet of ${balance} should ${world.shortAtLoad ? 'not ' : ''}cover orders of ${orders.total}`)
    }
    return { href: `/checkout?order_ids=${orders.orders.map((o) => o.id).join(',')}`, items: null, addresses, orders, preview: null }
  }
  // Two shops, each line worth 10.00 or more: WELCOME10's minimum of 20.00 is reached.
  const lines = (world.scarce ? [scarce, plenty[1]] : plenty).map((item) => ({ item, quantity: Math.min(item.stock, quantityReaching(item, 1000)) }))
  const cartIds = await putInBag(call, token, lines)
  const items = { cart_ids: cartIds }
  return { href: `/checkout?cart_ids=${cartIds.join(',')}`, items, addresses, orders: null, preview: await previewOf(call, token, items) }
}

/** Cents of a money string ("12.50" -> 1250n), and back. */
export const centsOf = (amount: string) => BigInt(amount.replace('.', ''))
export const moneyOf = (cents: bigint) => `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`

/** The API reached through `send` (the in-process app's `request`, or fetch to a running server). */
export function checkoutCallVia(send: (path: string, init: RequestInit) => Response | Promise<Response>): CheckoutCall {
  return async (method, path, body, token, headers) => {
    const res = await send(path, {
      method,
      headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return res.json()
  }
}
