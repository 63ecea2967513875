// Recharging the wallet (docs/product/rules.md#validation-messages,
// docs/product/money.md#recharges, docs/api-conventions.md#paths): by manual transfer to the
// platform's bank account, or on chain to the platform's deposit address of a network; either way
// with the payment evidence. A recharge waits for an operator, who approves it (the wallet is
// credited through the ledger) or rejects it with a reason the shopper reads.
import * as z from 'zod/mini'
import { accountRef, auditBody, auditFilter, auditStamp, evenWithOtherIssues, isChainAddress, isPositiveAmount } from './audits'
import { defineCall } from './call'
import { queueSearch, queueSearchChecks, queueTotals } from './operator-queues'
import { idOf } from './catalogue-fields'
import { integer, money, pageOf, pageQuery } from './fields'
import { uploadedUrl } from './uploads'

export const RECHARGE_METHODS = ['manual', 'chain'] as const
export type RechargeMethod = (typeof RECHARGE_METHODS)[number]

export const rechargeId = idOf('msg.rechargeNotFound')

/** A network the platform takes deposits on (and pays withdrawals out on). */
export const chainNetwork = z.object({
  /** What a request names: TRC20, ERC20 ... */
  code: z.string(),
  name: z.string(),
  /** The token taken (USDT). */
  token: z.string(),
  /** The platform's deposit address on this network. */
  address: z.string(),
})
export type ChainNetwork = z.output<typeof chainNetwork>

/** The platform's bank account for manual transfers. */
export const depositBank = z.object({ name: z.string(), holder: z.string(), account_no: z.string() })

export const rechargeChannels = defineCall({
  method: 'GET',
  path: '/api/user/getBlockchain',
  access: 'user',
  summary: 'Where the platform takes deposits: its networks with their deposit addresses, its bank account, and the most one recharge may be',
  data: z.object({ networks: z.array(chainNetwork), bank: z.nullable(depositBank), max_amount: money }),
})

/**
 * A recharge amount as typed: "Please fill correct amount"
 * (docs/product/rules.md#validation-messages) for anything but a positive amount with at most two
 * decimals.
 */
export const rechargeAmount = z.string({ error: 'msg.fillCorrectAmount' }).check(z.refine((v: string) => isPositiveAmount(v), 'msg.fillCorrectAmount'))

/** The form of /cardTopUp and /walletTopUp. */
export const rechargeForm = z
  .object({
    method: z.enum(RECHARGE_METHODS, { error: 'msg.rechargeMethodRequired' }),
    /** chain: the network sent on ("Please choose charge network"). */
    network: z.optional(z.string().check(z.trim(), z.maxLength(20, 'msg.networkUnknown'))),
    /** chain: the address sent from ("Please fill recharge address"). */
    address: z.optional(z.string().check(z.trim(), z.maxLength(100, 'msg.chainAddressInvalid'))),
    amount: rechargeAmount,
    evidence: z.pipe(z.string({ error: 'msg.uploadPaymentEvidence' }).check(z.minLength(1, 'msg.uploadPaymentEvidence')), uploadedUrl),
  })
  .check(
    z.refine((b: { method: RechargeMethod; network?: string }) => b.method !== 'chain' || !!b.network, { message: 'msg.chooseChargeNetwork', path: ['network'], ...evenWithOtherIssues }),
    z.refine((b: { method: RechargeMethod; address?: string }) => b.method !== 'chain' || !!b.address, { message: 'msg.fillRechargeAddress', path: ['address'], ...evenWithOtherIssues }),
    z.refine((b: { method: RechargeMethod; address?: string }) => b.method !== 'chain' || !b.address || isChainAddress(b.address), {
      message: 'msg.chainAddressInvalid',
      path: ['address'],
      ...evenWithOtherIssues,
    }),
  )
export type RechargeFormValues = z.output<typeof rechargeForm>

export const rechargeView = z.object({
  id: integer(),
  method: z.enum(RECHARGE_METHODS),
  amount: money,
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
  evidence: z.string(),
  ...auditStamp,
})
export type RechargeView = z.output<typeof rechargeView>

export const recharge = defineCall({
  method: 'POST',
  path: '/api/user/recharge',
  access: 'user',
  summary: 'Ask for a recharge (manual transfer or on chain) with the payment evidence; it waits for an operator. A repeated Idempotency-Key answers the first',
  idempotent: true,
  body: rechargeForm,
  data: rechargeView,
})

export const rechargeLog = defineCall({
  method: 'GET',
  path: '/api/user/recharge_log',
  access: 'user',
  summary: "The shopper's recharges, newest first, by status (all, 0 waiting, 1 approved, 2 rejected)",
  query: z.extend(pageQuery, { status: auditFilter }),
  data: pageOf(rechargeView),
})

export const adminRechargeRow = z.extend(rechargeView, { user: accountRef, audited_by: z.nullable(accountRef) })
export type AdminRechargeRow = z.output<typeof adminRechargeRow>

export const adminRechargeList = defineCall({
  method: 'GET',
  path: '/api/admin/recharge/list',
  access: 'operator',
  summary: 'Recharges of every shopper, oldest waiting first when filtered to 0, newest first otherwise; searched by account, amount range and UTC days, with each status counted and summed under the same search',
  query: z.extend(pageQuery, {
    status: auditFilter,
    /** One row only: the console reads a row again after another operator decided it. */
    id: z.optional(idOf('msg.rechargeNotFound')),
    ...queueSearch,
  }).check(...queueSearchChecks),
  /** The page, and per status the count and sum of every row the search finds. */
  data: z.extend(pageOf(adminRechargeRow), { totals: queueTotals }),
})

export const adminRechargeAudit = defineCall({
  method: 'POST',
  path: '/api/admin/recharge/audit',
  access: 'operator',
  summary: 'Approve a waiting recharge (the wallet credited through the ledger) or reject it with a reason; one decision per recharge',
  body: auditBody('msg.rechargeNotFound'),
  data: adminRechargeRow,
})

