// A shopper's saved withdrawal accounts: bank accounts (a country, a bank from the operator's list
// for it, the card or account number, the holder's name) and addresses on the platform's networks,
// each checked by payout-numbers.ts; one of them the default the withdrawal form chooses first.
// Managed at /withdrawalAccounts; the withdrawal form offers them (withdrawals.ts) and can save
// a new one typed there.
import * as z from 'zod/mini'
import { evenWithOtherIssues } from './audits'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer } from './fields'
import { bankDigits, bankNumberIssue, chainAddressIssue } from './payout-numbers'
import { countryCode, withdrawalBank, withdrawalBankId } from './withdrawal-banks'

export const WITHDRAWAL_ACCOUNT_TYPES = ['bank', 'chain'] as const
export type WithdrawalAccountType = (typeof WITHDRAWAL_ACCOUNT_TYPES)[number]

export const withdrawalAccountId = idOf('withdrawalAccounts.withdrawalAccountNotFound')

/** The most accounts one shopper keeps. */
export const MAX_WITHDRAWAL_ACCOUNTS = 20

/** The holder's name as the bank has it. */
export const holderName = z.string({ error: 'withdrawalAccounts.payoutHolderRequired' }).check(
  z.trim(),
  z.minLength(1, 'withdrawalAccounts.payoutHolderRequired'),
  z.maxLength(60, 'withdrawalAccounts.payoutHolderTooLong'),
)

interface AccountFields {
  type: WithdrawalAccountType
  country?: string
  bank_id?: number
  number?: string
  holder?: string
  network?: string
  address?: string
}

const numberIssueIs = (key: string) => (a: AccountFields) => a.type !== 'bank' || !a.number || bankNumberIssue(a.number) !== key
const when = (type: WithdrawalAccountType, path: keyof AccountFields, message: string, passes: (a: AccountFields) => boolean) =>
  z.refine<AccountFields>((a) => a.type !== type || passes(a), { message, path: [path], ...evenWithOtherIssues })

/** A new account: a bank one needs its country, bank, number and holder; a chain one its network and an address in that network's form. */
export const withdrawalAccountForm = z
  .object({
    type: z.enum(WITHDRAWAL_ACCOUNT_TYPES, { error: 'msg.drawTypeRequired' }),
    country: z.optional(countryCode),
    bank_id: z.optional(withdrawalBankId),
    /** The card or account number as typed (spaces and dashes between groups are dropped when saved). */
    number: z.optional(z.string().check(z.trim(), z.maxLength(40, 'withdrawalAccounts.payoutNumberLength'))),
    holder: z.optional(z.string().check(z.trim(), z.maxLength(60, 'withdrawalAccounts.payoutHolderTooLong'))),
    network: z.optional(z.string().check(z.trim(), z.maxLength(20, 'msg.networkUnknown'))),
    address: z.optional(z.string().check(z.trim(), z.maxLength(100, 'withdrawalAccounts.payoutAddressForNetwork'))),
    /** Made the default the withdrawal form chooses first (the first account always is). */
    make_default: z.optional(z.boolean()),
  })
  .check(
    when('bank', 'country', 'withdrawalAccounts.countryCodeInvalid', (a) => !!a.country),
    when('bank', 'bank_id', 'withdrawalAccounts.withdrawalBankRequired', (a) => a.bank_id !== undefined),
    when('bank', 'number', 'msg.bankCardRequired', (a) => !!a.number && bankDigits(a.number) !== ''),
    when('bank', 'number', 'withdrawalAccounts.payoutNumberDigitsOnly', numberIssueIs('withdrawalAccounts.payoutNumberDigitsOnly')),
    when('bank', 'number', 'withdrawalAccounts.payoutNumberLength', numberIssueIs('withdrawalAccounts.payoutNumberLength')),
    when('bank', 'number', 'withdrawalAccounts.payoutCardChecksum', numberIssueIs('withdrawalAccounts.payoutCardChecksum')),
    when('bank', 'holder', 'withdrawalAccounts.payoutHolderRequired', (a) => !!a.holder),
    when('chain', 'network', 'msg.chooseChargeNetwork', (a) => !!a.network),
    when('chain', 'address', 'msg.fillWithdrawalAddress', (a) => !!a.address),
    when('chain', 'address', 'withdrawalAccounts.payoutAddressForNetwork', (a) => !a.address || !a.network || chainAddressIssue(a.network, a.address) === null),
  )
export type WithdrawalAccountFormValues = z.output<typeof withdrawalAccountForm>

export const withdrawalAccountView = z.object({
  id: integer(),
  type: z.enum(WITHDRAWAL_ACCOUNT_TYPES),
  country: z.nullable(z.string()),
  bank_id: z.nullable(integer()),
  bank_name: z.nullable(z.string()),
  /** Only the last four digits (•••• 5678): the whole number goes to the withdrawal, never back to the page. */
  number: z.nullable(z.string()),
  holder: z.nullable(z.string()),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
  is_default: z.boolean(),
})
export type WithdrawalAccountView = z.output<typeof withdrawalAccountView>

export const withdrawalAccounts = defineCall({
  method: 'GET',
  path: '/api/user/withdrawal_account/list',
  access: 'user',
  summary: "The shopper's saved withdrawal accounts (the default first), the banks offered per country and the networks, for /withdrawalAccounts",
  data: z.object({
    accounts: z.array(withdrawalAccountView),
    banks: z.array(withdrawalBank),
    networks: z.array(z.object({ code: z.string(), name: z.string(), token: z.string() })),
  }),
})

export const addWithdrawalAccount = defineCall({
  method: 'POST',
  path: '/api/user/withdrawal_account/add',
  access: 'user',
  summary: 'Save a bank account (a bank of its country from the operator list, the number checked, the holder) or an address checked for its network',
  body: withdrawalAccountForm,
  data: withdrawalAccountView,
})

export const removeWithdrawalAccount = defineCall({
  method: 'POST',
  path: '/api/user/withdrawal_account/remove',
  access: 'user',
  summary: "Remove one of the shopper's accounts (withdrawals made with it keep what they recorded); the next one becomes the default",
  body: z.object({ id: withdrawalAccountId }),
  data: z.array(withdrawalAccountView),
})

export const setDefaultWithdrawalAccount = defineCall({
  method: 'POST',
  path: '/api/user/withdrawal_account/set_default',
  access: 'user',
  summary: 'Make one of the shopper accounts the one the withdrawal form chooses first',
  body: z.object({ id: withdrawalAccountId }),
  data: z.array(withdrawalAccountView),
})
