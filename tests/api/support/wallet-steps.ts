// The wallet's calls as a shopper and an operator make them, for the wallet tests: a
// recharge by manual transfer or on chain with uploaded evidence, a withdrawal to a bank card or an
// address, the operator's decisions, and a picture of the whole money state to prove that a
// refusal changed nothing.
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { adminRechargeAudit, recharge } from '../../../src/contract/recharges'
import { adminWithdrawalAudit, withdraw } from '../../../src/contract/withdrawals'
import { rowsOf } from '../../support/db-rows'
import { ledgerMismatches } from '../../../src/server/services/ledger'
import { uploadPicture } from './order-steps'
import { PAYMENT_CODE, payHeaders, type Shopper } from './shoppers'
import type { TestServer } from './test-server'

export const TRC20_ADDRESS = 'TXyz1234567890abcdefGHIJKLmnopqrst'
export const BANK_CARD = '9704 0000 1234 5678'

export interface CallOptions {
  key?: string
  lang?: string
}

export async function manualRecharge(server: TestServer, shopper: Shopper, amount: string, options: CallOptions & { evidence?: string } = {}) {
  const evidence = options.evidence ?? (await uploadPicture(server, shopper.token))
  return server.call(recharge, { body: { method: 'manual', amount, evidence } }, { token: shopper.token, lang: options.lang, headers: payHeaders(options.key) })
}

export async function chainRecharge(server: TestServer, shopper: Shopper, amount: string, options: CallOptions & { network?: string; address?: string } = {}) {
  const evidence = await uploadPicture(server, shopper.token)
  const body = { method: 'chain' as const, amount, evidence, network: options.network ?? 'TRC20', address: options.address ?? TRC20_ADDRESS }
  return server.call(recharge, { body }, { token: shopper.token, lang: options.lang, headers: payHeaders(options.key) })
}

export interface BankDetails {
  bank_card?: string
  bank_name?: string
  code?: string
}

export const bankWithdrawal = (server: TestServer, shopper: Shopper, amount: string, options: CallOptions & BankDetails = {}) =>
  server.call(
    withdraw,
    { body: { type: 'bank', amount, bank_card: options.bank_card ?? BANK_CARD, bank_name: options.bank_name ?? 'Vietcombank', payment_code: options.code ?? PAYMENT_CODE } },
    { token: shopper.token, lang: options.lang, headers: payHeaders(options.key) },
  )

export const chainWithdrawal = (server: TestServer, shopper: Shopper, amount: string, options: CallOptions & { network?: string; address?: string; code?: string } = {}) =>
  server.call(
    withdraw,
    { body: { type: 'chain', amount, network: options.network ?? 'TRC20', address: options.address ?? TRC20_ADDRESS, payment_code: options.code ?? PAYMENT_CODE } },
    { token: shopper.token, lang: options.lang, headers: payHeaders(options.key) },
  )

export const auditRecharge = (server: TestServer, operator: string, id: number, approve: boolean, note?: string) =>
  server.call(adminRechargeAudit, { body: { id, approve, note } }, { token: operator })

export const auditWithdrawal = (server: TestServer, operator: string, id: number, approve: boolean, note?: string) =>
  server.call(adminWithdrawalAudit, { body: { id, approve, note } }, { token: operator })

/** A recharge of `amount` asked and approved: the shopper's wallet credited through the calls. */
export async function rechargedBy(server: TestServer, operator: string, shopper: Shopper, amount: string): Promise<number> {
  const asked = await manualRecharge(server, shopper, amount)
  if (asked.body?.code !== 1) throw new Error(`recharge refused: ${asked.text}`)
  const approved = await auditRecharge(server, operator, asked.body.data.id, true)
  if (approved.body?.code !== 1) throw new Error(`approval refused: ${approved.text}`)
  return asked.body.data.id
}

/**
 * Everything money touches: every wallet's balance (users and platform accounts), the ledger, the
 * recharges and withdrawals with their decisions. Two equal snapshots: nothing moved.
 */
export async function moneySnapshot(server: TestServer) {
  const [users, platform, ledger, recharges, withdrawals] = await Promise.all([
    rowsOf(server.db, sql`select id, balance::text from users order by id`),
    rowsOf(server.db, sql`select key, balance::text from platform_accounts order by key`),
    rowsOf(server.db, sql`select count(*)::int as n, coalesce(max(id), 0) as last from ledger_entries`),
    rowsOf(server.db, sql`select id, user_id, amount::text, status, note, audited_by from recharges order by id`),
    rowsOf(server.db, sql`select id, user_id, amount::text, status, note, audited_by from withdrawals order by id`),
  ])
  return { users, platform, ledger, recharges, withdrawals }
}

/** Wallets below zero: none, ever. */
export async function negativeWallets(server: TestServer): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(server.db, sql`
    select (select count(*) from users where balance < 0) + (select count(*) from platform_accounts where balance < 0) as n`)
  return Number(row!.n)
}

/**
 * What holds after every wallet test: the test's own errors only (the log is emptied), every
 * wallet equal to the sum of its ledger rows, none negative.
 */
export async function expectMoneyHolds(server: TestServer): Promise<void> {
  expect(server.logs.splice(0).filter((line) => line.startsWith('error:'))).toEqual([])
  expect(await ledgerMismatches(server.db)).toEqual([])
  expect(await negativeWallets(server)).toBe(0)
}

export async function platformBalance(server: TestServer, key: string): Promise<string> {
  const [row] = await rowsOf<{ balance: string }>(server.db, sql`select balance::text as balance from platform_accounts where key = ${key}`)
  return row?.balance ?? '0.00'
}

export const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.')
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return amount.startsWith('-') ? -value : value
}
