// The world of a shipping or refund-decision path, made through the real API the way the people
// involved would: a new shopper buys one item of the demo merchant's shop and pays; the merchant
// ships it when the path starts further on; the shopper asks for a refund (a picture of proof
// uploaded) or a return, and may withdraw it from another device meanwhile. The view drivers use it
// in-process, the browser drivers and the journey over HTTP.
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { PARCEL_PNG } from '../../support/pictures'
import { encodeFormData } from './multipart'
import { newTrackingNo, orderApi, type PathOrder, type Send, type ShopItem } from './orders'

export const REFUND_EXPLANATION = 'The case arrived cracked at one corner'
export const REFUSAL_NOTE = 'The photo shows a different model from the one we sent'

export interface Bought {
  /** The shopper's session. */
  token: string
  order: PathOrder
}

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

/**
 * `newShopper` registers a shopper with money enough for one item (the browser's server credits new
 * accounts in demo mode; the in-process one is credited by the test) and answers their token.
 */
export function fulfilmentWorld(send: Send, newShopper: () => Promise<string>) {
  const api = orderApi(send)
  let item: Promise<ShopItem> | undefined

  const world = {
    api,
    /** A new shopper's order of one item, paid: waiting to be shipped. */
    async paidOrder(): Promise<Bought> {
      const token = await newShopper()
      const order = await api.placeOrder(token, await (item ??= api.shopItem()))
      await api.pay(token, order)
      return { token, order }
    },

    /** Paid and shipped by the merchant: on its way. */
    async shippedOrder(): Promise<Bought> {
      const bought = await world.paidOrder()
      await api.ship(bought.order, newTrackingNo())
      return bought
    },

    /** A picture uploaded by the shopper, as a browser sends it: its URL. */
    async uploadProof(token: string): Promise<string> {
      const form = new FormData()
      form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'proof.png')
      const { body, contentType } = await encodeFormData(form)
      const res = await send('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
      return ok((await res.json()) as { code: number; msg: string; data: { url: string } }, 'upload').url
    },

    /**
     * The shopper asks for the whole order back: money only (the goods not received), or a return
     * of goods received (the order must have been shipped). Answers the refund's id.
     */
    async askRefund({ token, order }: Bought, type: 'refund' | 'return'): Promise<number> {
      const body = {
        order_id: order.id, product_ids: order.productIds, type, amount: order.total, product_status: type === 'return' ? 'received' : 'not_received',
        reason: 'damaged', explanation: REFUND_EXPLANATION, proof: [await world.uploadProof(token)],
      }
      return ok(await api.call('POST', '/api/order/refund', body, token), 'refund apply').id as number
    },

    /** The shopper takes the refund back from another device. */
    async withdrawRefund(token: string, refundId: number) {
      ok(await api.call('POST', '/api/order/refund_withdraw', { refund_id: refundId }, token), 'refund withdraw')
    },

    /** The merchant approves through the API (a return then waits for its goods). */
    async approveRefund(refundId: number) {
      await api.decideRefund(refundId, true)
    },

    /** The refund as the merchant reads it now. */
    async refund(refundId: number): Promise<{ status: string; type: 'refund' | 'return'; merchant_note: string | null; order_status: number }> {
      return ok(await api.call('GET', `/api/merchant/refund/detail?id=${refundId}`, undefined, await api.merchantToken()), 'refund detail')
    },

    /** The order as the merchant reads it now. */
    async merchantOrder(sn: string): Promise<{ status: number; logistics: { company: string; tracking_no: string; events: Array<{ description: string; location: string }> } | null }> {
      return ok(await api.call('GET', `/api/merchant/order/detail?sn=${sn}`, undefined, await api.merchantToken()), 'order detail')
    },
  }
  return world
}

export type FulfilmentWorld = ReturnType<typeof fulfilmentWorld>

type Start = 'applying' | 'in_progress' | 'refused'

/** How the refund stands when the screen opens, and whether it is a return, from the path. */
export function refundWorldOf(path: GeneratedPath): { start: Start; type: 'refund' | 'return' } {
  const open = path.steps[0]!.event as unknown as { refund: { status: Start; type: 'refund' | 'return' } }
  const approvedReturn = path.steps.some((step) => step.event.type === 'xstate.done.actor.approve' && (step.event as unknown as { output: { status: string } }).output.status === 'in_progress')
  return { start: open.refund.status, type: open.refund.type === 'return' || approvedReturn ? 'return' : 'refund' }
}

/** The refund asked for, brought to where the path starts; answers it with its order. */
export async function prepareRefund(w: FulfilmentWorld, path: GeneratedPath): Promise<{ bought: Bought; refundId: number; tab: string }> {
  const { start, type } = refundWorldOf(path)
  const bought = type === 'return' ? await w.shippedOrder() : await w.paidOrder()
  const refundId = await w.askRefund(bought, type)
  if (start === 'in_progress') await w.approveRefund(refundId)
  if (start === 'refused') await w.api.decideRefund(refundId, false)
  return { bought, refundId, tab: start === 'applying' ? '' : start === 'in_progress' ? '?tab=inProgress' : '?tab=done' }
}
