// A merchant's overview as a to-do list (docs/api-conventions.md#paths): the orders to ship with the
// earliest ship-by time (paid + the platform's ship-within setting), the refunds waiting for an
// answer with the earliest respond-by (asked + the respond-within setting), the products running
// low (a SKU at or below the threshold), the unread messages from the platform, and the shop's
// income in three parts: held in escrow (paid, not yet settled, refunds deducted), settled to the
// wallet, and paid out by approved withdrawals.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer, isoTime, money } from './fields'

/** A count of things waiting, how many are past their time, and the earliest time among them. */
const dueCount = z.object({ count: integer(), overdue: integer(), next_due: z.nullable(isoTime) })

export const merchantOverviewView = z.object({
  /** Paid orders waiting to be shipped; due = paid_at + ship_within_ms. */
  to_ship: dueCount,
  /** Refunds waiting for the merchant's decision; due = asked + respond_within_ms. */
  refunds: dueCount,
  /** Products on sale with a SKU whose stock is at or below the threshold. */
  low_stock: z.object({ count: integer(), threshold: integer() }),
  /** The platform's notices the merchant has not read. */
  unread_messages: integer(),
  income: z.object({ escrow: money, settled: money, paid_out: money }),
  ship_within_ms: integer(),
  respond_within_ms: integer(),
})
export type MerchantOverview = z.output<typeof merchantOverviewView>

export const merchantOverview = defineCall({
  method: 'GET',
  path: '/api/merchant/overview',
  access: 'merchant',
  summary: "The merchant's to-do (orders to ship and refunds to answer with their earliest due times, low stock, unread messages) and income (escrow, settled, paid out)",
  data: merchantOverviewView,
})
