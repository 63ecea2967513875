// What recharges and withdrawals share: an operator's one decision per row (docs/product/money.md#recharges,
// docs/product/money.md#withdrawals), the status codes of their filters (0 auditing, 1 passed, 2 refused:
// docs/product/money.md#audit-results-and-filters), and the amount
// rules of docs/product/rules.md#validation-messages.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { idOf } from './catalogue-fields'
import { integer, isoTime } from './fields'

/** 0 waiting for the operator, 1 approved (passed), 2 rejected (refused). */
export const AUDIT_STATUSES = [0, 1, 2] as const
export type AuditStatus = (typeof AUDIT_STATUSES)[number]
export const auditStatus = z.union([z.literal(0), z.literal(1), z.literal(2)])

/**
 * A record list's filter (docs/product/money.md#audit-results-and-filters): all, 2 refused, 0
 * auditing, 1 passed.
 */
export const AUDIT_FILTERS = ['all', '0', '1', '2'] as const
export type AuditFilter = (typeof AUDIT_FILTERS)[number]
export const auditFilter = z._default(z.enum(AUDIT_FILTERS, { error: 'msg.auditStatusUnknown' }), 'all')

/** An amount as typed: digits with at most two decimals ("500", "12.5"). Its sign and size are checked by each call's schema. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/

/** More than zero, read exactly (no float). */
export const isPositiveAmount = (amount: string) => AMOUNT_PATTERN.test(amount) && /[1-9]/.test(amount)

/** An address on chain as typed: letters and digits (TRC20's T..., ERC20's 0x...). */
export const isChainAddress = (address: string) => /^[A-Za-z0-9]{20,100}$/.test(address)

/**
 * For a form's cross-field checks: run even while another field is wrong (zod skips an object's
 * refinements once a field failed), so a form names every missing field at once.
 */
export const evenWithOtherIssues = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null }

export const MAX_AUDIT_NOTE = 200

/**
 * An operator's decision: approve, or refuse with the reason the shopper reads.
 */
export function auditBody(message: string) {
  return z
    .object({
      id: idOf(message),
      approve: z.boolean({ error: 'msg.auditDecisionRequired' }),
      /** Absent, null or empty when approving (a form's empty field); required when refusing. */
      note: z.optional(z.nullable(textBlock(z.string({ error: 'msg.auditNoteTooLong' }).check(z.trim(), z.maxLength(MAX_AUDIT_NOTE, 'msg.auditNoteTooLong'))))),
    })
    .check(z.refine((b: { approve: boolean; note?: string | null }) => b.approve || (b.note ?? '') !== '', { message: 'msg.auditNoteRequired', path: ['note'] }))
}

/** Who a row belongs to, or who decided it, as the operator's lists show them. */
export const accountRef = z.object({ id: integer(), account: z.string() })

/** The decision recorded on a row: by whom and when, null while waiting. */
export const auditStamp = {
  status: auditStatus,
  note: z.nullable(z.string()),
  audited_at: z.nullable(isoTime),
  created_at: isoTime,
}
