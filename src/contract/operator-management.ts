// Operator management (the console's "Users and shops" and "Audit log"): finding a user or a shop,
// suspending one and lifting the suspension, and the record of what operators did. A suspended
// user cannot log in (their sessions are revoked, their money stays as it is); a suspended shop's
// products are off sale while its orders are still served and refundable. The audit log is read
// only: no call changes or removes a row.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer, isoTime, money, pageOf, pageQuery, role } from './fields'

const searchText = z.optional(z.string({ error: 'msg.keywordTooLong' }).check(z.trim(), z.maxLength(100, 'msg.keywordTooLong')))
/** Why an operator suspends: required, shown in the audit log. */
export const MAX_SUSPENSION_REASON = 200
const suspensionReason = z.string({ error: 'msg.suspensionReasonRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.suspensionReasonRequired'),
  z.maxLength(MAX_SUSPENSION_REASON, 'msg.suspensionReasonTooLong'),
)

export const managedUserRow = z.object({
  id: integer(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  balance: money,
  /** Set while suspended. */
  suspended_at: z.nullable(isoTime),
  created_at: isoTime,
})
export type ManagedUser = z.output<typeof managedUserRow>

export const managedShopRow = z.object({
  id: integer(),
  name: z.string(),
  owner: z.object({ id: integer(), account: z.string() }),
  /** Products the merchant has not hidden. */
  products: integer(),
  /** Orders paid or shipped and not yet completed (still served while suspended). */
  open_orders: integer(),
  suspended_at: z.nullable(isoTime),
  created_at: isoTime,
})
export type ManagedShop = z.output<typeof managedShopRow>

export const adminUsers = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  access: 'operator',
  summary: 'Users found by account, name, email or mobile (part of it, any case), newest first',
  query: z.extend(pageQuery, { q: searchText }),
  data: pageOf(managedUserRow),
})

export const adminShops = defineCall({
  method: 'GET',
  path: '/api/admin/shops',
  access: 'operator',
  summary: "Shops found by name or the owner's account (part of it, any case), newest first",
  query: z.extend(pageQuery, { q: searchText }),
  data: pageOf(managedShopRow),
})

/** Suspend with a reason, or lift a suspension (`suspended: false`, no reason needed). */
const suspensionBody = (id: z.ZodMiniType<number>) =>
  z.object({ id, suspended: z.boolean({ error: 'msg.suspensionChoice' }), reason: z.optional(suspensionReason) }).check(
    z.refine((b) => !b.suspended || b.reason !== undefined, { message: 'msg.suspensionReasonRequired', path: ['reason'] }),
  )

export const adminUserSuspension = defineCall({
  method: 'POST',
  path: '/api/admin/users/suspension',
  access: 'operator',
  summary: "Suspend a user (their sessions are revoked and they cannot log in; their money is untouched) or lift it; an operator's own account cannot be suspended",
  body: suspensionBody(idOf('msg.userNotFound')),
  data: managedUserRow,
})

export const adminShopSuspension = defineCall({
  method: 'POST',
  path: '/api/admin/shops/suspension',
  access: 'operator',
  summary: 'Suspend a shop (its products are off sale; its open orders are still shipped, completed and refundable) or lift it',
  body: suspensionBody(idOf('msg.shopNotFound')),
  data: managedShopRow,
})

export const operatorActionRow = z.object({
  id: integer(),
  operator: z.object({ id: integer(), account: z.string() }),
  /** The call's path, e.g. `/api/admin/shops/suspension`. */
  action: z.string(),
  /** What it was done to (`shop:3`, `user:12`, `recharge:5`); null for platform-wide changes. */
  subject: z.nullable(z.string()),
  /** The call's body as accepted. */
  detail: z.record(z.string(), z.unknown()),
  created_at: isoTime,
})
export type OperatorAction = z.output<typeof operatorActionRow>

export const adminAuditLog = defineCall({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'operator',
  summary: "What operators did, newest first: who, what, to what and when; `subject` keeps one thing's rows (`shop:3`). Read only",
  query: z.extend(pageQuery, { subject: z.optional(z.string({ error: 'msg.keywordTooLong' }).check(z.trim(), z.maxLength(40, 'msg.keywordTooLong'))) }),
  data: pageOf(operatorActionRow),
})
