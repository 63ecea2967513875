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
import { withdrawalAccountId, withdrawalAccountView } from './withdrawal-accounts'
import { bankNumberIssue, chainAddressIssue } from './payout-numbers'
import { countryCode, withdrawalBank, withdrawalBankId } from './withdrawal-banks'

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
    /** The shopper's saved accounts, the default first: the form chooses it. */
    accounts: z._default(z.array(withdrawalAccountView), []),
    /** The banks a new account typed in the form may be saved with, per country. */
    banks: z._default(z.array(withdrawalBank), []),
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

interface TypedFields {
  type: WithdrawalType
  account_id?: number
  save_account?: boolean
  country?: string
  holder?: string
  bank_id?: number
  bank_card?: string
  bank_name?: string
  network?: string
  address?: string
}

/** A rule of the typed fields of one way: not read when a saved account is chosen. */
const typed = (type: WithdrawalType, path: keyof TypedFields, message: string, passes: (b: TypedFields) => boolean) =>
  z.refine<TypedFields>((b) => b.type !== type || b.account_id !== undefined || passes(b), { message, path: [path], ...evenWithOtherIssues })

/** The form of /withDraw (the payment code is asked for afterwards, in its own sheet). */
export const withdrawalForm = z
  .object({
    type: z.enum(WITHDRAWAL_TYPES, { error: 'msg.drawTypeRequired' }),
    amount: drawAmount,
    bank_card: z.optional(z.string().check(z.trim(), z.maxLength(40, 'msg.bankCardInvalid'))),
    bank_name: z.optional(z.string().check(z.trim(), z.maxLength(60, 'msg.bankNameTooLong'))),
    network: z.optional(z.string().check(z.trim(), z.maxLength(20, 'msg.networkUnknown'))),
    address: z.optional(z.string().check(z.trim(), z.maxLength(100, 'msg.chainAddressInvalid'))),
    /** One of the shopper's saved accounts: the withdrawal goes to it, and the typed fields are not read. */
    account_id: z.optional(withdrawalAccountId),
    /** Save the typed bank card or address as an account for next time (checked as withdrawal-accounts.ts checks one). */
    save_account: z.optional(z.boolean()),
    /** When saving a bank card: its country, the bank from the operator list, and the holder. */
    country: z.optional(countryCode),
    bank_id: z.optional(withdrawalBankId),
    holder: z.optional(z.string().check(z.trim(), z.maxLength(60, 'withdrawalAccounts.payoutHolderTooLong'))),
  })
  .check(
    typed('bank', 'bank_card', 'msg.bankCardRequired', (b) => !!b.bank_card),
    typed('bank', 'bank_card', 'msg.bankCardInvalid', (b) => !b.bank_card || bankCard.safeParse(b.bank_card).success),
    typed('bank', 'bank_name', 'msg.bankNameRequired', (b) => !!b.bank_name || (!!b.save_account && b.bank_id !== undefined)),
    typed('chain', 'network', 'msg.chooseChargeNetwork', (b) => !!b.network),
    typed('chain', 'address', 'msg.fillWithdrawalAddress', (b) => !!b.address),
    typed('chain', 'address', 'msg.chainAddressInvalid', (b) => !b.address || isChainAddress(b.address)),
    // Saved for next time: checked as a saved account is (withdrawal-accounts.ts).
    typed('bank', 'country', 'withdrawalAccounts.countryCodeInvalid', (b) => !b.save_account || !!b.country),
    typed('bank', 'bank_id', 'withdrawalAccounts.withdrawalBankRequired', (b) => !b.save_account || b.bank_id !== undefined),
    typed('bank', 'holder', 'withdrawalAccounts.payoutHolderRequired', (b) => !b.save_account || !!b.holder),
    ...['withdrawalAccounts.payoutNumberDigitsOnly', 'withdrawalAccounts.payoutNumberLength', 'withdrawalAccounts.payoutCardChecksum'].map((key) =>
      typed('bank', 'bank_card', key, (b) => !b.save_account || !b.bank_card || bankNumberIssue(b.bank_card) !== key)),
    typed('chain', 'address', 'withdrawalAccounts.payoutAddressForNetwork', (b) => !b.save_account || !b.address || !b.network || chainAddressIssue(b.network, b.address) === null),
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
  /** The bank account's holder, when the shopper gave one (a saved account always has it). */
  holder: z.optional(z.nullable(z.string())),
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
