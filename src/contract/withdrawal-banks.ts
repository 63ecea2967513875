// The banks a shopper may withdraw to, as the operator keeps them: a list per country (its ISO
// code, the bank's name, an optional short code such as VCB). A shopper saving a bank account
// picks one of the enabled banks of the account's country (withdrawal-accounts.ts); hiding a bank
// keeps the accounts saved with it but takes no new one.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer } from './fields'

export const withdrawalBankId = idOf('withdrawalAccounts.withdrawalBankNotFound')

/** A country as ISO 3166 writes it: two letters, kept in capitals (VN, TH, US ...). */
export const countryCode = z.string({ error: 'withdrawalAccounts.countryCodeInvalid' }).check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'withdrawalAccounts.countryCodeInvalid'), z.toUpperCase())

export const withdrawalBankForm = z.object({
  country: countryCode,
  name: z.string({ error: 'msg.bankNameRequired' }).check(z.trim(), z.minLength(1, 'msg.bankNameRequired'), z.maxLength(60, 'msg.bankNameTooLong')),
  /** The bank's short code or BIN (VCB, 970436); letters and digits, none if the operator leaves it empty. */
  code: z.optional(z.nullable(z.string({ error: 'withdrawalAccounts.withdrawalBankCodeInvalid' }).check(z.trim(), z.regex(/^[A-Za-z0-9]{0,12}$/, 'withdrawalAccounts.withdrawalBankCodeInvalid')))),
})
export type WithdrawalBankFormValues = z.output<typeof withdrawalBankForm>

/** A bank as shoppers choose it. */
export const withdrawalBank = z.object({ id: integer(), country: z.string(), name: z.string(), code: z.nullable(z.string()) })
export type WithdrawalBank = z.output<typeof withdrawalBank>

export const withdrawalBankRow = z.extend(withdrawalBank, {
  /** Offered to shoppers only while enabled. */
  enabled: z.boolean(),
})
export type WithdrawalBankRow = z.output<typeof withdrawalBankRow>

export const adminWithdrawalBanks = defineCall({
  method: 'GET',
  path: '/api/admin/withdrawal_bank/list',
  access: 'operator',
  summary: 'Every bank shoppers may withdraw to, hidden ones included, by country then name',
  data: z.array(withdrawalBankRow),
})

export const adminCreateWithdrawalBank = defineCall({
  method: 'POST',
  path: '/api/admin/withdrawal_bank/create',
  access: 'operator',
  summary: "Add a bank to a country's list (a name once per country), offered to shoppers at once",
  body: withdrawalBankForm,
  data: withdrawalBankRow,
})

export const adminEnableWithdrawalBank = defineCall({
  method: 'POST',
  path: '/api/admin/withdrawal_bank/enable',
  access: 'operator',
  summary: 'Offer a bank to shoppers again, or hide it (accounts already saved with it stay)',
  body: z.object({ id: withdrawalBankId, enabled: z.boolean({ error: 'msg.invalidRequest' }) }),
  data: withdrawalBankRow,
})
