// The display-currency rates (docs/product/money.md#base-currency-and-display-currency), exact
// decimals without trailing zeros: the shoppers' cached read, and the operator's list and change
// (the base currency stays at 1).
import { sql } from 'drizzle-orm'
import { CURRENCIES, type Currency } from '../../../contract/fields'
import { BASE_CURRENCY, type AdminCurrencyRateRow } from '../../../contract/platform-settings'
import type { Database } from '../../db/open-database'
import { rowsOf } from '../../db/rows'
import type { ReadCache } from '../read-cache'

async function storedRates(db: Database): Promise<Array<{ code: Currency; rate: string }>> {
  const rows = await rowsOf<{ code: Currency; rate: string }>(db, sql`select code, trim_scale(rate)::text as rate from currency_rates`)
  // Only the currencies the contract knows, in its order (the base currency first).
  return CURRENCIES.flatMap((code) => rows.filter((row) => row.code === code))
}

export function createCurrencyService(deps: { db: Database; cache: ReadCache }) {
  const { db, cache } = deps

  async function adminRates(): Promise<AdminCurrencyRateRow[]> {
    const rows = await storedRates(db)
    return CURRENCIES.map((code) => ({ code, rate: code === BASE_CURRENCY ? '1' : rows.find((r) => r.code === code)?.rate ?? '1', base: code === BASE_CURRENCY }))
  }

  return {
    rates() {
      return cache.get('currency/rates', async () => ({ value: await storedRates(db), tags: ['rates'] }))
    },

    adminRates,

    /** Sets the given rates in one statement; shoppers read them at once (the cached read is dropped). */
    async changeRates(rates: Array<{ code: Currency; rate: string }>): Promise<AdminCurrencyRateRow[]> {
      await db.execute(sql`
        insert into currency_rates (code, rate)
        values ${sql.join(rates.map((r) => sql`(${r.code}, ${r.rate}::numeric)`), sql`, `)}
        on conflict (code) do update set rate = excluded.rate`)
      await cache.invalidate('rates')
      return adminRates()
    },
  }
}
