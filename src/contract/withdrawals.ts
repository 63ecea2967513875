// Withdrawing from the wallet (docs/product/rules.md#validation-messages,
// docs/product/money.md#withdrawals, docs/api-conventions.md#paths): to a bank card or to an
// address on one of the platform's networks, with the payment code. The amount is held at once; an
// operator passes it (paid out, the service charge kept, the actual arrival recorded) or refuses it
// (the hold returns).
import * as z from 'zod/mini'
import { AMOUNT_PATTERN, accountRef, auditBody, auditFilter, auditStamp, evenWithOtherIssues, isChainAddress } from './audits'
import { defineCall } from './call'
import { queueSearch, queueSearchChecks, queueTotals } from './operator-queues'
import { idOf } from './catalogue-fields'
import { integer, money, pageOf, pageQuery } from './fields'
import { paymentCodeEntry } from './payment-code'

export const WITHDRAWAL_TYPES = ['bank', 'chain'] as const
export type WithdrawalType = (typeof WITHDRAWAL_TYPES)[number]

export const withdrawalId = idOf('msg.withdrawalNotFound')

export const withdrawalInfo = defineCall({
  method: 'GET',
  path: '/api/user/extract',
  access: 'user',
  summary: 'What /withDraw needs: the balance, the service charge rate, the most one withdrawal may be, whether a payment code is set, and the networks',
  data: z.object({
    balance: money,
    /** Share of the amount kept as the service charge ('0.01' is 1%). */
    fee_rate: z.string(),
    /** The service charge is at least this. */
    min_charge: money,
    /** The least one withdrawal may ask for. */
    min_amount: money,
    max_amount: money,
    has_payment_code: z.boolean(),
    networks: z.array(z.object({ code: z.string(), name: z.string(), token: z.string() })),
  }),
})

/**
 * The amount as typed: "Draw amount cannot be less than or equal to 0 or empty"
 * (docs/product/rules.md#validation-messages) for an empty, zero or negative one, "Please fill
 * correct amount" for letters or more than two decimals. Whether it is at most the balance is the
 * machine's guard and the server's check.
 */
export const drawAmount = z.string({ error: 'msg.drawAmountPositive' }).check(
  z.refine((v: string) => v.trim() !== '' && !/^-/.test(v) && !/^[0.]+$/.test(v), 'msg.drawAmountPositive'),
  z.refine((v: string) => v === '' || /^-/.test(v) || /^[0.]+$/.test(v) || AMOUNT_PATTERN.test(v), 'msg.fillCorrectAmount'),
)

const bankCard = z.string({ error: 'msg.bankCardRequired' }).check(
  z.trim(),
  z.minLength(1, 'msg.bankCardRequired'),
  z.regex(/^\d[\d ]{6,30}\d$/, 'msg.bankCardInvalid'),
)

/** The form of /withDraw (the payment code is asked for afterwards, in its own sheet). */
export const withdrawalForm = z
  .object({
    type: z.enum(WITHDRAWAL_TYPES, { error: 'msg.drawTypeRequired' }),
    amount: drawAmount,
    bank_card: z.optional(z.string().check(z.trim(), z.maxLength(40, 'msg.bankCardInvalid'))),
    bank_name: z.optional(z.string().check(z.trim(), z.maxLength(60, 'msg.bankNameTooLong'))),
    network: z.optional(z.string().check(z.trim(), z.maxLength(20, 'msg.networkUnknown'))),
    address: z.optional(z.string().check(z.trim(), z.maxLength(100, 'msg.chainAddressInvalid'))),
  })
  .check(
    z.refine((b: { type: WithdrawalType; bank_card?: string }) => b.type !== 'bank' || !!b.bank_card, { message: 'msg.bankCardRequired', path: ['bank_card'], ...evenWithOtherIssues }),
    z.refine((b: { type: WithdrawalType; bank_card?: string }) => b.type !== 'bank' || !b.bank_card || bankCard.safeParse(b.bank_card).success, {
      message: 'msg.bankCardInvalid',
      path: ['bank_card'],
      ...evenWithOtherIssues,
    }),
    z.refine((b: { type: WithdrawalType; bank_name?: string }) => b.type !== 'bank' || !!b.bank_name, { message: 'msg.bankNameRequired', path: ['bank_name'], ...evenWithOtherIssues }),
    z.refine((b: { type: WithdrawalType; network?: string }) => b.type !== 'chain' || !!b.network, { message: 'msg.chooseChargeNetwork', path: ['network'], ...evenWithOtherIssues }),
    z.refine((b: { type: WithdrawalType; address?: string }) => b.type !== 'chain' || !!b.address, { message: 'msg.fillWithdrawalAddress', path: ['address'], ...evenWithOtherIssues }),
    z.refine((b: { type: WithdrawalType; address?: string }) => b.type !== 'chain' || !b.address || isChainAddress(b.address), {
      message: 'msg.chainAddressInvalid',
      path: ['address'],
      ...evenWithOtherIssues,
    }),
  )
export type WithdrawalFormValues = z.output<typeof withdrawalForm>

export const withdrawalView = z.object({
  id: integer(),
  type: z.enum(WITHDRAWAL_TYPES),
  amount: money,
  /** The service charge and the actual arrival (amount less charge). */
  charge: money,
  arrival: money,
  /** Only the last four digits: the full number stays with the operator. */
  bank_card: z.nullable(z.string()),
  bank_name: z.nullable(z.string()),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
  ...auditStamp,
})
export type WithdrawalView = z.output<typeof withdrawalView>

export const withdraw = defineCall({
  method: 'POST',
  path: '/api/user/extract',
  access: 'user',
  summary: 'Withdraw with the payment code: the amount is held at once and waits for an operator. A repeated Idempotency-Key answers the first',
  idempotent: true,
  body: z.extend(withdrawalForm, { payment_code: paymentCodeEntry }),
  /** The withdrawal and the balance left after the hold. */
  data: z.object({ withdrawal: withdrawalView, balance: money }),
})

export const withdrawalLog = defineCall({
  method: 'GET',
  path: '/api/user/extract_log',
  access: 'user',
  summary: "The shopper's withdrawals, newest first, by audit result (all, 2 refused, 0 auditing, 1 passed)",
  query: z.extend(pageQuery, { status: auditFilter }),
  data: pageOf(withdrawalView),
})

export const adminWithdrawalRow = z.extend(withdrawalView, {
  /** The operator pays out to the full card number. */
  bank_card: z.nullable(z.string()),
  user: accountRef,
  audited_by: z.nullable(accountRef),
})
export type AdminWithdrawalRow = z.output<typeof adminWithdrawalRow>

export const adminWithdrawalList = defineCall({
  method: 'GET',
  path: '/api/admin/extract/list',
  access: 'operator',
  summary: 'Withdrawals of every user, oldest waiting first when filtered to 0, newest first otherwise; searched by account, amount range and UTC days, with each status counted and summed under the same search',
  query: z.extend(pageQuery, {
    status: auditFilter,
    /** One row only: the console reads a row again after another operator decided it. */
    id: z.optional(idOf('msg.withdrawalNotFound')),
    ...queueSearch,
  }).check(...queueSearchChecks),
  /** The page, and per status the count and sum of every row the search finds. */
  data: z.extend(pageOf(adminWithdrawalRow), { totals: queueTotals }),
})

export const adminWithdrawalAudit = defineCall({
  method: 'POST',
  path: '/api/admin/extract/audit',
  access: 'operator',
  summary: 'Pass a waiting withdrawal (paid out, the service charge kept) or refuse it with a reason (the hold returns); one decision per withdrawal',
  body: auditBody('msg.withdrawalNotFound'),
  data: adminWithdrawalRow,
})
