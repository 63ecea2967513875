// When an order waiting pay is cancelled unless paid (docs/product/order-lifecycle.md#timers): its
// creation plus the unpaid timer in force now (the operator's, else the server's), as the shopper's
// countdown reads it. The timer job judges by the same figures.
import type { Database } from '../../db/open-database'
import { settingValue } from '../platform-settings'

export async function unpaidTtlMs(t: Database, configured: number): Promise<number> {
  return settingValue(t, 'unpaidOrderTtlMs', configured)
}

export function payBy(createdAt: Date | string, ttlMs: number): string {
  return new Date(new Date(createdAt).getTime() + ttlMs).toISOString()
}
