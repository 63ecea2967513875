// The world a review path runs in, read from the path and prepared through the real API only (so
// the browser layer, whose server is another process, prepares it the same way): a new shopper
// buys one product of the demo merchant's shop and pays; the merchant ships it; the shopper
// confirms receipt, unless the path needs an order not received yet. What happens "meanwhile"
// (the item reviewed on another device) is the same call the page would make. Shared by the view
// and browser drivers of the review machine.
import { randomBytes } from 'node:crypto'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { CheckoutCall } from './checkout'

type Step = Pick<PathStep, 'event'>

const reasonOf = (event: Step['event']) => (event.error as { data?: { reason?: string } } | undefined)?.data?.reason
const loadState = (event: Step['event']) => (event.output as { review_state?: string } | undefined)?.review_state

/** A refusal (the error names a reason) rather than a dropped connection. */
export const isRefusal = (step: Step | undefined) => !!step && reasonOf(step.event) !== undefined

export interface ReviewWorld {
  /** The order stays delivered (not received): the first read answers notReceived. */
  notReceived: boolean
  /** The page opens on a product the order does not hold: the first read is refused. */
  notBought: boolean
}

export function reviewWorld(path: GeneratedPath): ReviewWorld {
  const firstRead = path.steps.find((s) => s.event.type.endsWith('actor.loadReviewItem'))
  return {
    notReceived: !!firstRead && loadState(firstRead.event) === 'notReceived',
    notBought: !!firstRead && firstRead.event.type.startsWith('xstate.error') && isRefusal(firstRead),
  }
}

/**
 * Paths a person can cause: a refused read (the link names a product not bought) offers no Retry,
 * and after a refusal saying the item was reviewed elsewhere, reading it again finds it reviewed.
 */
export function reviewPathPossible(path: GeneratedPath): boolean {
  let refusedSubmit = false
  for (const [i, step] of path.steps.entries()) {
    const { type } = step.event
    if (type === 'xstate.error.actor.loadReviewItem' && isRefusal(step) && path.steps[i + 1]?.event.type === 'RETRY') return false
    if (type === 'xstate.error.actor.submitReview' && isRefusal(step)) refusedSubmit = true
    if (type === 'xstate.done.actor.loadReviewItem' && refusedSubmit && loadState(step.event) !== 'reviewed') return false
  }
  return true
}

export interface ReviewOrder {
  token: string
  orderId: number
  sn: string
  productId: number
  /** A product of the same shop the order does not hold. */
  otherProductId: number
  title: string
}

export const REVIEW_PAYMENT_CODE = '258147'
export const REVIEW_TEXT = 'Sturdy and exactly as pictured; the parcel came well packed.'

async function ok(answer: Promise<{ code: number; msg: string; data: any }>, what: string) {
  const result = await answer
  if (result.code !== 1) throw new Error(`${what} refused: ${result.msg}`)
  return result.data
}

/** The two cheapest products of the demo merchant's shop (shop 1): one to buy, one not bought; their titles in `lang`. */
async function cheapProducts(call: CheckoutCall, lang: string): Promise<Array<{ id: number; title: string }>> {
  const page = await ok(call('GET', '/api/product/list?shop_id=1&sort=price_asc&limit=10', undefined, undefined, { lang }), 'product list')
  const inStock = (page.list as Array<{ id: number; title: string; stock: number }>).filter((p) => p.stock > 0)
  if (inStock.length < 2) throw new Error('shop 1 has fewer than two products in stock')
  return inStock.slice(0, 2)
}

let merchantToken: Promise<string> | undefined
const merchant = (call: CheckoutCall) =>
  (merchantToken ??= ok(call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.merchant.account, password: DEMO_ACCOUNTS.merchant.password }), 'merchant login').then((d) => d.userinfo.token as string))

/** Forgets the merchant's session (each test server is another database). */
export function forgetMerchant() {
  merchantToken = undefined
}

/**
 * A shopper's paid order of one product of shop 1, shipped, and received unless `world.notReceived`;
 * its title as the page shows it in `lang`. `fund` gives the shopper money when the server does not
 * (the browser layer's demo server does).
 */
export async function prepareReviewOrder(
  call: CheckoutCall, token: string, world: ReviewWorld, { lang = 'en', fund }: { lang?: string; fund?: () => Promise<void> } = {},
): Promise<ReviewOrder> {
  const [bought, other] = await cheapProducts(call, lang)
  const detail = await ok(call('GET', `/api/product/detail?id=${bought!.id}`), 'product detail')
  const sku = (detail.skus as Array<{ id: number; stock: number }>).find((s) => s.stock > 0)!
  await ok(call('POST', '/api/user/resetPay', { new_code: REVIEW_PAYMENT_CODE, confirm_code: REVIEW_PAYMENT_CODE }, token), 'payment code')
  const address = await ok(call('POST', '/api/user/address_add', { addressee: 'Mai Tran', mobile: '+84 901 234 567', area: 'District 1, Ho Chi Minh City', detail: '12 Le Loi', tag: 'Home' }, token), 'address')
  await fund?.()
  const created = await ok(call('POST', '/api/order/create', { buy_now: { product_id: bought!.id, sku_id: sku.id, quantity: 1 }, address_id: address.id }, token), 'order create')
  const [order] = created.orders
  await ok(call('POST', '/api/user/verify_pay', { order_ids: [order.id], payment_code: REVIEW_PAYMENT_CODE }, token, { 'Idempotency-Key': randomBytes(8).toString('hex') }), 'pay')
  await ok(call('POST', '/api/merchant/order/ship', { order_id: order.id, company: 'VNPost Express', tracking_no: `VN${randomBytes(4).toString('hex')}` }, await merchant(call)), 'ship')
  if (!world.notReceived) await ok(call('POST', '/api/order/confirm', { id: order.id }, token), 'confirm')
  return { token, orderId: order.id, sn: order.sn, productId: bought!.id, otherProductId: other!.id, title: bought!.title }
}

/** The item reviewed on another device, as the page would send it. */
export async function reviewElsewhere(call: CheckoutCall, order: ReviewOrder) {
  await ok(call('POST', '/api/order/review', {
    order_id: order.orderId, product_id: order.productId, product_score: 4, service_score: 5, postage_score: 5, content: REVIEW_TEXT, pictures: [],
  }, order.token), 'review elsewhere')
}

/** The page's URL for the path: the bought product, or one the order does not hold. */
export const reviewHrefFor = (order: ReviewOrder, world: ReviewWorld) =>
  `/comment?order_id=${order.orderId}&product_id=${world.notBought ? order.otherProductId : order.productId}`
