// A shopper's saved withdrawal accounts (src/contract/withdrawal-accounts.ts). Every change is
// checked here again, whatever the form said: the bank one of the operator's enabled banks of the
// account's country, the number's digits, bounds and card checksum, the address in its network's
// form; an id names only the caller's own account. A shopper's changes run under the lock of their
// user row, so two at once keep one default.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { bankDigits } from '../../../contract/payout-numbers'
import {
  MAX_WITHDRAWAL_ACCOUNTS, withdrawalAccountForm, type WithdrawalAccountFormValues, type WithdrawalAccountView,
} from '../../../contract/withdrawal-accounts'
import type { Database } from '../../db/open-database'
import { withdrawalAccounts } from '../../db/schema'
import { AppError, InvalidRequestError } from '../../errors'
import { lockUsers } from '../ledger'
import { enabledChannels, requireNetwork } from './deposit-channels'
import { enabledBanks, requireBankOf } from './withdrawal-banks'

const a = withdrawalAccounts
type AccountRow = typeof withdrawalAccounts.$inferSelect

/** The account as the shopper's pages show it: the number's last four digits only. */
export function accountViewOf(row: AccountRow): WithdrawalAccountView {
  return {
    id: row.id, type: row.type, country: row.country, bank_id: row.bankId, bank_name: row.bankName,
    number: row.number === null ? null : `•••• ${row.number.slice(-4)}`, holder: row.holder,
    network: row.network, address: row.address, is_default: row.isDefault,
  }
}

/** The shopper's accounts, the default first, then as saved. */
export const savedAccounts = (t: Database, userId: number) =>
  t.select().from(a).where(eq(a.userId, userId)).orderBy(desc(a.isDefault), asc(a.id))

async function inTransaction<T>(db: Database, userId: number, work: (t: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database
    await lockUsers(t, [userId])
    return work(t)
  })
}

/** One of the caller's accounts; another user's id reads as one that does not exist. */
export async function ownAccount(t: Database, userId: number, id: number): Promise<AccountRow> {
  const [row] = await t.select().from(a).where(and(eq(a.id, id), eq(a.userId, userId)))
  if (!row) throw new AppError('withdrawalAccounts.withdrawalAccountNotFound')
  return row
}

/**
 * Checks a new account as the contract's form does (again: the body may not have come from our
 * form), then against the operator's lists: the bank and the network must be offered now.
 */
export async function checkedAccount(t: Database, values: WithdrawalAccountFormValues) {
  const checked = withdrawalAccountForm.safeParse(values)
  if (!checked.success) {
    const issue = checked.error.issues[0]!
    throw new InvalidRequestError(issue.message, {}, String(issue.path[0] ?? 'body'))
  }
  const v = checked.data
  if (v.type === 'bank') {
    const bank = await requireBankOf(t, v.country!, v.bank_id!)
    return { type: 'bank' as const, country: bank.country, bankId: bank.id, bankName: bank.name, number: bankDigits(v.number!), holder: v.holder!, network: null, address: null }
  }
  const network = await requireNetwork(t, v.network!)
  return { type: 'chain' as const, country: null, bankId: null, bankName: null, number: null, holder: null, network, address: v.address! }
}

/**
 * Saves an account inside the caller's transaction (the user row locked): the same number at the
 * same bank, or the same address on the same network, is the account already saved (`existing`
 * says what to do with it). The first account, or one asked to be, becomes the default.
 */
export async function saveAccount(t: Database, userId: number, values: WithdrawalAccountFormValues, existing: 'refuse' | 'reuse'): Promise<AccountRow> {
  const account = await checkedAccount(t, values)
  const mine = await savedAccounts(t, userId)
  const same = mine.find((row) => row.type === account.type &&
    (account.type === 'bank' ? row.bankId === account.bankId && row.number === account.number : row.network === account.network && row.address === account.address))
  if (same) {
    if (existing === 'refuse') throw new AppError('withdrawalAccounts.withdrawalAccountExists')
    return same
  }
  if (mine.length >= MAX_WITHDRAWAL_ACCOUNTS) throw new AppError('withdrawalAccounts.withdrawalAccountLimit', { max: String(MAX_WITHDRAWAL_ACCOUNTS) })
  const makeDefault = mine.length === 0 || values.make_default === true
  if (makeDefault) await t.update(a).set({ isDefault: false }).where(and(eq(a.userId, userId), eq(a.isDefault, true)))
  const [created] = await t.insert(a).values({ userId, ...account, isDefault: makeDefault }).returning()
  return created!
}

export function createWithdrawalAccountService(deps: { db: Database }) {
  const { db } = deps
  const views = async (t: Database, userId: number) => (await savedAccounts(t, userId)).map(accountViewOf)

  return {
    async overview(userId: number) {
      const { networks } = await enabledChannels(db)
      return {
        accounts: await views(db, userId),
        banks: await enabledBanks(db),
        networks: networks.map(({ code, name, token }) => ({ code, name, token })),
      }
    },

    /** The shopper's accounts, the default first (the withdrawal form's info carries them). */
    list: (userId: number) => views(db, userId),

    add: (userId: number, values: WithdrawalAccountFormValues) =>
      inTransaction(db, userId, async (t) => accountViewOf(await saveAccount(t, userId, values, 'refuse'))),

    /** Removes the caller's account; the default gone, the earliest saved one left takes its place. */
    remove: (userId: number, id: number) =>
      inTransaction(db, userId, async (t) => {
        const row = await ownAccount(t, userId, id)
        await t.delete(a).where(eq(a.id, row.id))
        if (row.isDefault) {
          await t.update(a).set({ isDefault: true })
            .where(sql`${a.id} = (select min(id) from withdrawal_accounts where user_id = ${userId})`)
        }
        return views(t, userId)
      }),

    setDefault: (userId: number, id: number) =>
      inTransaction(db, userId, async (t) => {
        const row = await ownAccount(t, userId, id)
        await t.update(a).set({ isDefault: false }).where(and(eq(a.userId, userId), eq(a.isDefault, true)))
        await t.update(a).set({ isDefault: true }).where(eq(a.id, row.id))
        return views(t, userId)
      }),
  }
}

export type WithdrawalAccountService = ReturnType<typeof createWithdrawalAccountService>
