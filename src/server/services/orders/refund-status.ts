// The one place a refund's status changes, inside the caller's transaction with the refund locked:
// the refundStatus machine, rebuilt from the stored status, must take the event; then the new status
// is stored with what the change sets besides (who decided, when). A refund already moved on
// (decided meanwhile, withdrawn on another device) is refused with the caller's message.
import { sql, type SQL } from 'drizzle-orm'
import { nextRefundStatus, type RefundStatusEvent } from '../../../../machines/refund-status.machine'
import type { RefundStatus } from '../../../contract/refunds'
import type { Database } from '../../db/open-database'
import { AppError } from '../../errors'

export async function moveRefund(
  t: Database,
  refund: { id: number; status: RefundStatus },
  event: RefundStatusEvent['type'],
  refused: { msg: string; params?: Record<string, string | number> },
  /** Columns set with the status (`, decided_at = ...`). */
  alsoSet: SQL = sql``,
): Promise<RefundStatus> {
  const next = nextRefundStatus(refund.status, event)
  if (next === null) throw new AppError(refused.msg, refused.params ?? {})
  await t.execute(sql`update refunds set status = ${next} ${alsoSet} where id = ${refund.id} and status = ${refund.status}`)
  refund.status = next
  return next
}
