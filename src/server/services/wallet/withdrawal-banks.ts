// The banks shoppers may withdraw to, per country (src/contract/withdrawal-banks.ts): the
// operator adds one, hides or shows it; shoppers read the enabled ones on every visit.
import { and, asc, eq } from 'drizzle-orm'
import type { WithdrawalBank, WithdrawalBankFormValues, WithdrawalBankRow } from '../../../contract/withdrawal-banks'
import type { Database } from '../../db/open-database'
import { withdrawalBanks } from '../../db/schema'
import { AppError } from '../../errors'

const b = withdrawalBanks
const rowColumns = { id: b.id, country: b.country, name: b.name, code: b.code, enabled: b.enabled }

/** The banks offered to shoppers, by country then name. */
export function enabledBanks(db: Database): Promise<WithdrawalBank[]> {
  return db.select({ id: b.id, country: b.country, name: b.name, code: b.code }).from(b).where(eq(b.enabled, true)).orderBy(asc(b.country), asc(b.name), asc(b.id))
}

/** An enabled bank of this country; refused otherwise (a hidden one, another country's, one that never was). */
export async function requireBankOf(db: Database, country: string, id: number): Promise<WithdrawalBank> {
  const [row] = await db.select({ id: b.id, country: b.country, name: b.name, code: b.code }).from(b)
    .where(and(eq(b.id, id), eq(b.enabled, true), eq(b.country, country.toUpperCase())))
  if (!row) throw new AppError('withdrawalAccounts.withdrawalBankNotListed', { country: country.toUpperCase() })
  return row
}

export function createWithdrawalBankService(deps: { db: Database }) {
  const { db } = deps

  async function byId(id: number): Promise<WithdrawalBankRow> {
    const [row] = await db.select(rowColumns).from(b).where(eq(b.id, id))
    if (!row) throw new AppError('withdrawalAccounts.withdrawalBankNotFound')
    return row
  }

  return {
    list: (): Promise<WithdrawalBankRow[]> => db.select(rowColumns).from(b).orderBy(asc(b.country), asc(b.name), asc(b.id)),

    async create(body: WithdrawalBankFormValues): Promise<WithdrawalBankRow> {
      const [created] = await db.insert(b).values({ country: body.country, name: body.name, code: body.code ? body.code.toUpperCase() : null, enabled: true })
        .onConflictDoNothing().returning({ id: b.id })
      // The same name in the same country, in any case, is already listed.
      if (!created) throw new AppError('withdrawalAccounts.withdrawalBankTaken', { name: body.name, country: body.country })
      return byId(created.id)
    },

    async setEnabled(id: number, enabled: boolean): Promise<WithdrawalBankRow> {
      const [row] = await db.update(b).set({ enabled }).where(eq(b.id, id)).returning({ id: b.id })
      if (!row) throw new AppError('withdrawalAccounts.withdrawalBankNotFound')
      return byId(id)
    },
  }
}

export type WithdrawalBankService = ReturnType<typeof createWithdrawalBankService>
