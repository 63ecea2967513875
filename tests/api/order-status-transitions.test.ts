// Every transition of orderStatus at the API, generated from the machine: for every
// state and every event type the machine knows, a fresh order is brought to the state along the
// machine's own shortest path, each step through the call or timer that really produces it; then
// the event is fired through its real trigger. The server's answer must match snapshot.can(event):
// an allowed event succeeds and stores the machine's next status; any other is refused with a
// clear msg and changes nothing (the order row, its refunds, its timeline, the wallets).
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { examples, nextOrderStatus, orderStatusMachine, orderStatusSnapshot, type OrderStatusEvent } from '../../machines/order-status.machine'
import { orderCancel } from '../../src/contract/orders'
import { merchantRefundDecide, refundApply, refundWithdraw } from '../../src/contract/refunds'
import { rowsOf } from '../support/db-rows'
import { ledgerMismatches } from '../../src/server/services/ledger'
import type { TimerEvent } from '../../src/server/services/orders/order-timers'
import { buildStateGraph } from '../../src/tools/statecharts/graph'
import { machineEventTypes } from '../../src/tools/statecharts/events'
import { stateStrings } from '../../src/tools/statecharts/replay'
import { confirm, merchantSku, merchantToken, pay, placeOrder, ship, uploadPicture, type PlacedOrder } from './support/order-steps'
import { newShopper, type Shopper, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

type EventType = OrderStatusEvent['type']
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let server: TestServer
let sku: TestSku
let merchant: string
let shopper: Shopper
let proof: string
beforeAll(async () => {
  // The timers jump the clock by days: sessions must outlive them.
  server = await createTestServer({ settings: { sessionTtlMs: 10 * 365 * DAY } })
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
  // One shopper buys every order: enough play money for all of them.
  shopper = await newShopper(server, { balance: '100000.00' })
  proof = await uploadPicture(server, shopper.token)
})
afterAll(() => server.close())
afterEach(async () => {
  expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([])
  expect(await ledgerMismatches(server.db)).toEqual([])
})

/** What firing an event answered: a call's envelope, or the scheduler having run (no one to answer). */
type Fired = { by: 'call'; code: number; msg: string; text: string } | { by: 'timer' }

const answered = (res: { body: { code: number; msg: string }; text: string }): Fired => ({ by: 'call', code: res.body?.code, msg: res.body?.msg, text: res.text })

const latestRefund = async (orderId: number): Promise<number> => {
  const [row] = await rowsOf<{ id: number }>(server.db, sql`select id from refunds where order_id = ${orderId} order by id desc limit 1`)
  // No refund at all: the merchant or shopper can only name one that is not theirs to decide.
  return row?.id ?? 2_147_483_647
}

/** The moment each timer counts from is this long ago before its sweep runs. */
const timerDelay = (event: TimerEvent) =>
  ({ EXPIRE: server.settings.unpaidOrderTtlMs, AUTO_CONFIRM: server.settings.autoReceiveMs, COMPLETE: server.settings.autoCompleteMs })[event]

async function timer(event: TimerEvent): Promise<Fired> {
  server.clock.advance(timerDelay(event) + MINUTE)
  await server.services.orderTimers.sweep(event)
  return { by: 'timer' }
}

// ---------------------------------------------------------------------------------------------
// THE REAL TRIGGER OF EACH EVENT: the one place that maps the machine's events to the API. An
// event type of the machine without a trigger here fails the test below.
const TRIGGERS: Record<EventType, (order: PlacedOrder) => Promise<Fired>> = {
  PAY: async (order) => answered(await pay(server, order)),
  CANCEL: async (order) => answered(await server.call(orderCancel, { body: { id: order.id } }, { token: order.shopper.token })),
  EXPIRE: () => timer('EXPIRE'),
  SHIP: async (order) => answered(await ship(server, merchant, order.id)),
  CONFIRM: async (order) => answered(await confirm(server, order)),
  AUTO_CONFIRM: () => timer('AUTO_CONFIRM'),
  COMPLETE: () => timer('COMPLETE'),
  // Refunds (src/contract/refunds.ts): the whole order, money only; not received before delivery.
  APPLY_REFUND: async (order) => {
    const [{ status, total }] = await rowsOf<{ status: number; total: string }>(server.db, sql`select status, total::text from orders where id = ${order.id}`)
    const body = {
      order_id: order.id, product_ids: [sku.productId], type: 'refund' as const, amount: total,
      product_status: status === 3 ? ('received' as const) : ('not_received' as const),
      reason: 'noLongerNeeded' as const, explanation: 'Changed my mind', proof: [proof],
    }
    return answered(await server.call(refundApply, { body }, { token: order.shopper.token }))
  },
  REFUSE_REFUND: async (order) =>
    answered(await server.call(merchantRefundDecide, { body: { refund_id: await latestRefund(order.id), approve: false, note: 'The parcel is fine' } }, { token: merchant })),
  WITHDRAW_REFUND: async (order) => answered(await server.call(refundWithdraw, { body: { refund_id: await latestRefund(order.id) } }, { token: order.shopper.token })),
  // Approving a money-only refund of the whole order pays it all back: the order is refunded.
  REFUND: async (order) =>
    answered(await server.call(merchantRefundDecide, { body: { refund_id: await latestRefund(order.id), approve: true } }, { token: merchant })),
}
// ---------------------------------------------------------------------------------------------

/** Everything an event could change about an order, to prove a refused one changed nothing. */
async function footprint(orderId: number) {
  const [order] = await rowsOf(server.db, sql`select * from orders where id = ${orderId}`)
  const refunds = await rowsOf(server.db, sql`select * from refunds where order_id = ${orderId} order by id`)
  const events = await rowsOf(server.db, sql`select * from logistics_events where order_id = ${orderId} order by id`)
  const ledger = await rowsOf(server.db, sql`select id from ledger_entries where user_id = ${shopper.userId} or ref_type = 'order' and ref_id = ${orderId} order by id`)
  return { order, refunds, events, ledger: ledger.length }
}

async function stored(orderId: number) {
  const [row] = await rowsOf<{ status: number; before: number | null }>(server.db, sql`
    select status, status_before_after_sale as before from orders where id = ${orderId}`)
  return row!
}

const graph = buildStateGraph(orderStatusMachine, examples)
const eventTypes = machineEventTypes(orderStatusMachine) as EventType[]
const states = [...graph.shortest.values()].map((path) => ({
  path,
  snapshot: (path.snapshots.at(-1) ?? graph.initial) as AnyMachineSnapshot,
}))
const name = (snapshot: AnyMachineSnapshot) => stateStrings(snapshot.value).join()

it('knows every state and event of the machine, and a real trigger for each event', () => {
  expect(states.map((s) => name(s.snapshot)).sort()).toEqual([
    'afterSale.fromDelivered', 'afterSale.fromReceived', 'afterSale.fromWaitingDeliver',
    'cancelled', 'completed', 'delivered', 'received', 'waitingDeliver', 'waitingPay',
  ])
  expect(eventTypes.filter((type) => !(type in TRIGGERS))).toEqual([])
  expect(Object.keys(TRIGGERS).sort()).toEqual([...eventTypes].sort())
})

/** A new order, brought to the state along the machine's shortest path, each step by its trigger. */
async function orderIn(state: (typeof states)[number]): Promise<PlacedOrder> {
  const order = await placeOrder(server, sku, { shopper })
  for (const [i, event] of state.path.events.entries()) {
    const fired = await TRIGGERS[event.type as EventType](order)
    if (fired.by === 'call') expect(fired.code, `step ${i + 1} ${event.type}: ${fired.text}`).toBe(1)
    const now = await stored(order.id)
    const expected = state.path.snapshots[i]!
    expect(name(orderStatusSnapshot(now.status, now.before)!), `after step ${i + 1} ${event.type}`).toBe(name(expected))
  }
  return order
}

for (const state of states) {
  describe(`from ${name(state.snapshot)}`, () => {
    for (const event of eventTypes) {
      const allowed = state.snapshot.can({ type: event })
      it(`${event} ${allowed ? 'is taken' : 'is refused and changes nothing'}`, async () => {
        const order = await orderIn(state)
        const before = await stored(order.id)
        const untouched = await footprint(order.id)
        const fired = await TRIGGERS[event](order)
        const after = await stored(order.id)
        if (allowed) {
          if (fired.by === 'call') expect(fired.code, fired.text).toBe(1)
          expect(after.status).toBe(nextOrderStatus(before.status, event, before.before))
        } else {
          if (fired.by === 'call') {
            expect(fired.code, fired.text).toBe(0)
            // A sentence for a person: not empty, not a key, not the server's own failure.
            expect(fired.msg).toMatch(/\w+ \w+/)
            expect(fired.msg).not.toMatch(/^msg\.|went wrong|abnormal/i)
          }
          expect(await footprint(order.id)).toEqual(untouched)
        }
      })
    }
  })
}
