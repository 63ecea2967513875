// The order timers of docs/product/order-lifecycle.md#timers, durations as the operator set them
// (platform_settings) or else from settings, read at the start of each run: an order unpaid for
// unpaidOrderTtlMs expires (stock back on sale), a delivered one counts as received autoReceiveMs
// after shipping, a received one completes (escrow settles to the merchant) autoCompleteMs after
// receipt. Safe with several server processes: each due order is taken in a transaction of its own,
// its wallets and then the order row with FOR UPDATE SKIP LOCKED (the lock order of every money
// transaction, never waiting), so another process working on it is passed over, never waited for
// and never repeated; the order then moves through moveOrder like any other change.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import { nextOrderStatus } from '../../../../machines/order-status.machine'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { intColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { users } from '../../db/schema'
import type { Settings } from '../../settings'
import { settingValue, type TunableKey } from '../platform-settings'
import type { ReadCache } from '../read-cache'
import { cancelLockedOrder } from './cancel'
import { lockOrder, moveOrder } from './lifecycle'
import { notify } from '../notifications'

/** The events the clock sends, and the moment each one counts from. */
export const TIMER_EVENTS = ['EXPIRE', 'AUTO_CONFIRM', 'COMPLETE'] as const
export type TimerEvent = (typeof TIMER_EVENTS)[number]

const SINCE: Record<TimerEvent, string> = { EXPIRE: 'created_at', AUTO_CONFIRM: 'shipped_at', COMPLETE: 'received_at' }

/** The setting each timer waits for. */
const DELAY: Record<TimerEvent, Extract<TunableKey, 'unpaidOrderTtlMs' | 'autoReceiveMs' | 'autoCompleteMs'>> = {
  EXPIRE: 'unpaidOrderTtlMs',
  AUTO_CONFIRM: 'autoReceiveMs',
  COMPLETE: 'autoCompleteMs',
}

/** Stored statuses (outside after-sale) from which the orderStatus machine takes the event. */
export function statusesTaking(event: TimerEvent): number[] {
  return [0, 1, 2, 3, 4, -1].filter((code) => nextOrderStatus(code, event) !== null)
}

/** Due orders looked at per query; a sweep goes on page after page until none is left. */
const BATCH = 100

export type TimerCounts = Record<TimerEvent, number>

export function createOrderTimers(deps: { db: Database; clock: Clock; cache: ReadCache; settings: Pick<Settings, 'unpaidOrderTtlMs' | 'autoReceiveMs' | 'autoCompleteMs' | 'commissionRate'> }) {
  const { db, clock, cache, settings } = deps

  /**
   * Moves one due order by `event` if no other transaction holds its wallets or the order; answers
   * whether it moved. A busy order is left for the next run.
   */
  async function moveIfFree(id: number, userIds: number[], event: TimerEvent, cutoff: Date, now: Date): Promise<{ moved: boolean; products: number[] }> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database
      const wanted = [...new Set(userIds)].sort((a, b) => a - b)
      for (const userId of wanted) {
        const [got] = await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update', { skipLocked: true })
        if (!got) return { moved: false, products: [] }
      }
      const since = sql.identifier(SINCE[event])
      // Still due now that nobody else can move it (another process may have done it meanwhile).
      const [due] = await parsedRows(t, z.object({ id: intColumn }), sql`
        select id from orders where id = ${id} and status in (${sql.join(statusesTaking(event).map((s) => sql`${s}`), sql`, `)})
          and ${since} <= ${cutoff} for update skip locked`)
      if (!due) return { moved: false, products: [] }
      // Every lock is held already: lockOrder only reads the order the machine is asked about.
      const order = await lockOrder(t, id)
      if (event === 'EXPIRE') {
        const products = await cancelLockedOrder(t, order, 'EXPIRE', now, settings.commissionRate)
        await notify(t, order.user_id, 'order_expired', { sn: order.sn }, { type: 'order', id: order.id }, now)
        return { moved: true, products }
      }
      await moveOrder(t, order, event, now, { commissionRate: settings.commissionRate })
      return { moved: true, products: [] }
    })
  }

  /** Runs one timer over every order due now; answers how many orders it moved. */
  async function sweep(event: TimerEvent): Promise<number> {
    const now = clock()
    // Read once per run: every order of this run is judged by the same cutoff, the next run by a changed one.
    const delay = await settingValue(db, DELAY[event], settings[DELAY[event]])
    const cutoff = new Date(now.getTime() - delay)
    const since = sql.identifier(SINCE[event])
    const statuses = sql.join(statusesTaking(event).map((s) => sql`${s}`), sql`, `)
    let moved = 0
    let after = 0
    // One order failing (a bug, a lost connection) must not keep the others waiting: the pass goes
    // on and the first failure is thrown at its end, for the caller to log.
    let failure: unknown = null
    for (;;) {
      const due = await parsedRows(db, z.object({ id: intColumn, user_id: intColumn, merchant_id: intColumn }), sql`
        select o.id, o.user_id, s.owner_user_id as merchant_id from orders o join shops s on s.id = o.shop_id
        where o.status in (${statuses}) and o.${since} <= ${cutoff} and o.id > ${after}
        order by o.id limit ${BATCH}`)
      for (const order of due) {
        let result: { moved: boolean; products: number[] }
        try {
          result = await moveIfFree(order.id, [order.user_id, order.merchant_id], event, cutoff, now)
        } catch (error) {
          failure ??= error
          continue
        }
        if (!result.moved) continue
        moved++
        if (result.products.length > 0) await cache.invalidate(...result.products.map((id) => `product:${id}`))
      }
      if (due.length < BATCH) break
      after = due[due.length - 1]!.id
    }
    if (failure !== null) throw failure
    return moved
  }

  return {
    sweep,
    /** Every timer once, in lifecycle order; what the server runs every minute. */
    async runDue(): Promise<TimerCounts> {
      const counts = {} as TimerCounts
      for (const event of TIMER_EVENTS) counts[event] = await sweep(event)
      return counts
    },
  }
}
