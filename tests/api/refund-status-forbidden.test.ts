// Every move the refundStatus machine forbids, tried through the API on a refund brought to the
// state it starts from: the server refuses it with the localized message of the action, and nothing
// changes (the refund, its order, the ledger). The pairs come from the machine, not from a list.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refundStatusMachine, type RefundStatusEvent } from '../../machines/refund-status.machine'
import { merchantRefundDecide, merchantRefundReceived, refundApply, refundWithdraw, type RefundStatus } from '../../src/contract/refunds'
import { rowsOf } from '../support/db-rows'
import vi from '../../locales/vi.json'
import { orderAt, uploadPicture, type PlacedOrder } from './support/order-steps'
import type { TestSku } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

type Event = RefundStatusEvent['type']
type RefundType = 'refund' | 'return'

let server: TestServer
let merchant: string
let sku: TestSku

beforeAll(async () => {
  server = await createTestServer()
  merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
  const [found] = await rowsOf<TestSku & Record<string, unknown>>(server.db, sql`
    select p.id as "productId", k.id as "skuId", p.shop_id as "shopId", k.price::text as price, k.stock
    from product_skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id
    where s.name = ${DEMO_ACCOUNTS.merchant.shopName} and k.price between 10 and 40 order by k.id limit 1`)
  sku = found!
  await server.db.execute(sql`update product_skus set stock = 5000 where id = ${sku.skuId}`)
})
afterAll(() => server.close())

/** The refund's type an event needs (approving a return is another call's outcome than a refund only). */
const typeFor = (state: RefundStatus, event: Event): RefundType =>
  event === 'APPROVE_RETURN' || event === 'GOODS_RECEIVED' || state === 'in_progress' ? 'return' : 'refund'

/** The events that bring a new refund of `type` to `state`, read from the machine's graph. */
function pathTo(state: RefundStatus, type: RefundType): Event[] {
  const approve: Event = type === 'return' ? 'APPROVE_RETURN' : 'APPROVE_REFUND'
  const paths: Record<RefundStatus, Event[]> = {
    applying: [],
    withdrawn: ['WITHDRAW'],
    refused: ['REFUSE'],
    in_progress: ['APPROVE_RETURN'],
    refunded: type === 'return' ? ['APPROVE_RETURN', 'GOODS_RECEIVED'] : [approve],
  }
  return paths[state]
}

/** The call that asks for `event`, in Vietnamese, and the message key it is refused with. */
function attempt(order: PlacedOrder, refundId: number, event: Event) {
  const as = { lang: 'vi' }
  switch (event) {
    case 'WITHDRAW':
      return { key: 'refundNotWithdrawable', res: server.call(refundWithdraw, { body: { refund_id: refundId } }, { ...as, token: order.shopper.token }) }
    case 'REFUSE':
      return { key: 'refundAlreadyDecided', res: server.call(merchantRefundDecide, { body: { refund_id: refundId, approve: false, note: 'No' } }, { ...as, token: merchant }) }
    case 'APPROVE_REFUND':
    case 'APPROVE_RETURN':
      return { key: 'refundAlreadyDecided', res: server.call(merchantRefundDecide, { body: { refund_id: refundId, approve: true } }, { ...as, token: merchant }) }
    case 'GOODS_RECEIVED':
      return { key: 'refundNotWaitingGoods', res: server.call(merchantRefundReceived, { body: { refund_id: refundId } }, { ...as, token: merchant }) }
  }
}

async function refundIn(state: RefundStatus, type: RefundType) {
  const order = await orderAt(server, sku, type === 'return' ? 2 : 1, merchant)
  const proof = await uploadPicture(server, order.shopper.token)
  const applied = await server.call(refundApply, {
    body: {
      order_id: order.id, product_ids: [sku.productId], type, amount: order.total, product_status: type === 'return' ? 'received' : 'not_received',
      reason: 'noLongerNeeded', explanation: 'Ordered the wrong size', proof: [proof],
    } as never,
  }, { token: order.shopper.token })
  expect(applied.body, applied.text).toMatchObject({ code: 1, data: { status: 'applying' } })
  const refundId = applied.body.data.id as number
  for (const step of pathTo(state, type)) {
    const { res } = attempt(order, refundId, step)
    expect((await res).body.code, `${step} on the way to ${state}`).toBe(1)
  }
  return { order, refundId }
}

/** What a refused move must leave as it was: the refund, its order, every ledger line. */
async function world(order: PlacedOrder, refundId: number) {
  const [refund] = await rowsOf(server.db, sql`select status, merchant_note, decided_at, refunded_at from refunds where id = ${refundId}`)
  const [row] = await rowsOf(server.db, sql`select status, status_before_after_sale, refunded::text from orders where id = ${order.id}`)
  const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ledger_entries`)
  const [{ m }] = await rowsOf<{ m: number }>(server.db, sql`select count(*)::int as m from refunds`)
  return { refund, order: row, ledgerLines: n, refunds: m }
}

const states = Object.keys(refundStatusMachine.states) as RefundStatus[]
const events: Event[] = ['WITHDRAW', 'REFUSE', 'APPROVE_REFUND', 'APPROVE_RETURN', 'GOODS_RECEIVED']
const forbidden = states.flatMap((state) =>
  events
    .filter((event) => !refundStatusMachine.resolveState({ value: state }).can({ type: event }))
    // A return in progress is approved as a return: "approve" cannot ask for a refund only there.
    .filter((event) => !(state === 'in_progress' && event === 'APPROVE_REFUND'))
    .map((event) => [state, event] as const),
)

describe('a refund moves only as the refundStatus machine allows', () => {
  it('has forbidden moves to try', () => expect(forbidden.length).toBeGreaterThanOrEqual(15))

  it.each(forbidden)('from %s, %s is refused with its message and changes nothing', async (state, event) => {
    const { order, refundId } = await refundIn(state, typeFor(state, event))
    const before = await world(order, refundId)
    const { key, res } = attempt(order, refundId, event)
    const answer = (await res).body
    expect(answer.code).toBe(0)
    expect(answer.msg).toBe(vi.msg[key as keyof typeof vi.msg].replace('{{sn}}', order.sn))
    expect(await world(order, refundId)).toEqual(before)
  })
})
