// The world a refund path runs in, read from the path and prepared through the real API only (the
// browser layer's server is another process): a new shopper's order of the demo merchant's shop,
// brought as far as the page's first reading says (paid and shipped; a refund applying, a return
// approved, the whole order refunded, a refusal on an order since completed; or not paid at all).
// Then how each held call of the page gets its answer, the same in jsdom and in Chromium: after
// the world changed the way another device or the merchant would (a refund opened elsewhere, the
// merchant refusing meanwhile), or dropped like a lost connection.
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import { addAddress, centsOf, createOrders, moneyOf, payElsewhere, putInBag, setPaymentCode, type CheckoutCall, type CheckoutItem } from './checkout'
import type { HeldCalls } from './checkout-answers'
import type { PathTexts } from './path-texts'

export const LOAD = 'GET /api/order/refund_detail'
export const UPLOAD = 'POST /api/common/upload'
export const APPLY = 'POST /api/order/refund'
export const WITHDRAW = 'POST /api/order/refund_withdraw'
/** Every call the page's machine waits on: held from the start of a path. */
export const HELD = [LOAD, UPLOAD, APPLY, WITHDRAW]

const CODE = '258369'
export const SHOP_NOTE = 'The parcel arrived intact: please contact us first'
export const EXPLANATION = 'The screen has a crack across the corner'

/** How the order stands when the page first reads it (its first done of loadRefund, or none). */
export type RefundWorldKind = 'open' | 'applying' | 'inProgress' | 'refunded' | 'refusedClosed' | 'unpaid' | 'none'

interface LoadOutput {
  refund: { status: string } | null
  can_apply: boolean
}

export function refundWorldOf(path: GeneratedPath): RefundWorldKind {
  const first = path.steps[0]!.event as { type: string; orderId?: string | null }
  if (first.type === 'OPEN' && first.orderId === null) return 'none'
  const load = path.steps.find((step) => step.event.type === 'xstate.done.actor.loadRefund')?.event as { output?: LoadOutput } | undefined
  const output = load?.output
  if (!output || output.can_apply) return 'open'
  if (!output.refund) return 'unpaid'
  return ({ applying: 'applying', in_progress: 'inProgress', refunded: 'refunded', refused: 'refusedClosed' } as Record<string, RefundWorldKind>)[output.refund.status] ?? 'unpaid'
}

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

export interface RefundOrder {
  id: number
  sn: string
  total: string
  productIds: number[]
}

/** What a refund path knows of its world and expects of the page; each driver's context has it. */
export interface RefundPath extends PathTexts {
  call: CheckoutCall
  held: HeldCalls
  /** Uploads a picture through the API for the shopper (`token`): answers its URL. */
  uploadProof(token: string): Promise<string>
  merchant: string
  token: string
  kind: RefundWorldKind
  order: RefundOrder | null
  /** Where the page opens. */
  href: string
  /** Proof pictures the form holds. */
  pictures: number
  /** What the last step should have done besides its state: a toast. */
  toast?: string | RegExp
}

/** What preparing the world needs of a path: all but the texts it expects of the page. */
export type RefundWorld = Omit<RefundPath, keyof PathTexts>

/** The merchant's cheapest product with plenty in stock, found through the API once per server. */
export async function merchantItem(call: CheckoutCall, merchant: string): Promise<CheckoutItem> {
  const { shop_id: shopId } = ok(await call('GET', '/api/user/getUserInfo', undefined, merchant), 'merchant info')
  const { list } = ok(await call('GET', `/api/product/list?shop_id=${shopId}&sort=price_asc&limit=50`), 'product list')
  for (const { id } of list as Array<{ id: number }>) {
    const detail = ok(await call('GET', `/api/product/detail?id=${id}`), 'product detail')
    const sku = (detail.skus as Array<{ id: number; price: string; stock: number }>).find((s) => s.stock >= 40 && centsOf(s.price) <= 4000n)
    if (sku) return { productId: id, skuId: sku.id, shopId, price: sku.price, stock: sku.stock }
  }
  throw new Error('the demo merchant’s shop has no product under 40.00 with 40 in stock: refunds cannot be driven on real data')
}

export const merchantLogin = async (call: CheckoutCall) =>
  ok(await call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.merchant.account, password: DEMO_ACCOUNTS.merchant.password }), 'merchant login').userinfo.token as string

const refundBody = (order: RefundOrder, proof: string, overrides: Record<string, unknown> = {}) => ({
  order_id: order.id, product_ids: order.productIds, type: 'refund', amount: order.total, product_status: 'received',
  reason: 'damaged', explanation: EXPLANATION, proof: [proof], ...overrides,
})

/** Applies through the API, as the shopper's other device would; answers the refund's id. */
export async function applyElsewhere(s: RefundWorld, overrides: Record<string, unknown> = {}): Promise<number> {
  return ok(await s.call('POST', '/api/order/refund', refundBody(s.order!, await s.uploadProof(s.token), overrides), s.token), 'refund apply').id
}

async function latestRefund(s: RefundWorld): Promise<number> {
  return ok(await s.call('GET', `/api/order/refund_detail?order_id=${s.order!.id}`, undefined, s.token), 'refund detail').refund.id
}

export const decide = async (s: RefundWorld, approve: boolean) =>
  ok(await s.call('POST', '/api/merchant/refund/decide', { refund_id: await latestRefund(s), approve, ...(approve ? {} : { note: SHOP_NOTE }) }, s.merchant), 'refund decide')

/**
 * The shopper's order as `kind` says, bought and moved along through the calls a person would make.
 * `fund` fills the wallet first when the test server gives no play money.
 */
export async function prepareRefundWorld(s: RefundWorld, item: CheckoutItem): Promise<void> {
  if (s.kind === 'none') {
    s.href = '/refund'
    return
  }
  const { call, token } = s
  await setPaymentCode(call, token, CODE)
  const address = await addAddress(call, token, 1)
  const [line] = await putInBag(call, token, [{ item, quantity: 1 }])
  const created = (await createOrders(call, token, { cart_ids: [line], address_id: address.id })).orders[0]!
  s.order = { id: created.id, sn: created.sn, total: created.total, productIds: [item.productId] }
  s.href = `/refund/${created.id}/${created.sn}/${item.productId}/${created.total}`
  if (s.kind === 'unpaid') return
  ok(await payElsewhere(call, token, [created.id], CODE), 'pay')
  if (s.kind === 'refunded') {
    // Not shipped: the whole order refunded without a return, then it is cancelled.
    await applyElsewhere(s, { product_status: 'not_received' })
    await decide(s, true)
    return
  }
  ok(await call('POST', '/api/merchant/order/ship', { order_id: created.id, company: 'VNPost Express', tracking_no: 'VN20261122' }, s.merchant), 'ship')
  if (s.kind === 'applying') await applyElsewhere(s)
  if (s.kind === 'inProgress') {
    await applyElsewhere(s, { type: 'return' })
    await decide(s, true)
  }
  if (s.kind === 'refusedClosed') {
    // Refused after receipt, then reviewed: the review completes the order, which no refund may follow.
    ok(await call('POST', '/api/order/confirm', { id: created.id }, token), 'confirm')
    await applyElsewhere(s)
    await decide(s, false)
    ok(await call('POST', '/api/order/review', {
      order_id: created.id, product_id: item.productId, product_score: 4, service_score: 4, postage_score: 5, content: 'Fine in the end',
    }, token), 'review')
  }
}

/** The order's status and refund as the server says. */
export async function refundOnServer(s: RefundPath): Promise<{ status: number; refund: { status: string; amount: string } | null }> {
  const detail = ok(await s.call('GET', `/api/order/refund_detail?order_id=${s.order!.id}`, undefined, s.token), 'refund detail')
  return { status: detail.order.status, refund: detail.refund }
}

/** The amount a path types: one cent past what may come back when it is to be refused for it. */
export function amountToType(s: RefundPath, path: GeneratedPath, index: number): string | null {
  const answer = path.steps.slice(index + 1).find((step) => step.event.type.startsWith('xstate.') && step.event.type.endsWith('.applyRefund'))?.event as
    | { type: string; error?: { data?: { reason?: string } } }
    | undefined
  return answer?.error?.data?.reason === 'amountTooHigh' ? moneyOf(centsOf(s.order!.total) + 1n) : null
}

/** Whether the upload this step starts is to be refused: the file chosen is then no picture. */
export const uploadRefused = (next: PathStep | undefined) => next?.event.type === 'xstate.error.actor.uploadProof'

type Answer = (s: RefundPath, event: PathStep['event']) => Promise<void>

/** The done/error steps of the machine's actors. */
export const refundAnswers: Record<string, Answer> = {
  'xstate.done.actor.loadRefund': (s) => s.held.release(LOAD, 'pass'),
  'xstate.error.actor.loadRefund': (s) => s.held.release(LOAD, 'fail'),
  'xstate.done.actor.uploadProof': async (s) => {
    s.pictures++
    s.toast = s.text('msg.uploadSuccess')
    await s.held.release(UPLOAD, 'pass')
  },
  'xstate.error.actor.uploadProof': async (s) => {
    s.toast = s.text('msg.uploadImageOnly')
    await s.held.release(UPLOAD, 'pass')
  },
  'xstate.done.actor.applyRefund': async (s) => {
    s.toast = s.text('msg.applySuccess')
    await s.held.release(APPLY, 'pass')
  },
  'xstate.error.actor.applyRefund': async (s, event) => {
    const reason = (event.error as { data?: { reason?: string } }).data?.reason
    if (reason === 'alreadyOpen') {
      await applyElsewhere(s)
      s.toast = s.text('msg.refundAlreadyOpen', { sn: s.order!.sn })
    } else if (reason === 'amountTooHigh') {
      s.toast = s.text('msg.refundAmountTooHigh', { max: s.order!.total })
    } else {
      throw new Error(`no way to refuse applying for ${String(reason)}`)
    }
    await s.held.release(APPLY, 'pass')
  },
  'xstate.done.actor.withdrawRefund': async (s) => {
    s.toast = s.text('msg.refundWithdrawn')
    await s.held.release(WITHDRAW, 'pass')
  },
  'xstate.error.actor.withdrawRefund': async (s) => {
    // The merchant refused it meanwhile.
    await decide(s, false)
    s.toast = s.text('msg.refundNotWithdrawable', { sn: s.order!.sn })
    await s.held.release(WITHDRAW, 'pass')
  },
}
