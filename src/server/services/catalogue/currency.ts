// The display-currency rates (DESIGN.md section 5), exact decimals without trailing zeros.
import { sql } from 'drizzle-orm'
import { CURRENCIES, type Currency } from '../../../contract/fields'
import type { Database } from '../../db/open-database'
import { rowsOf } from '../../db/rows'
import type { ReadCache } from '../read-cache'

export function createCurrencyService(deps: { db: Database; cache: ReadCache }) {
  const { db, cache } = deps
  return {
    rates() {
      return cache.get('currency/rates', async () => {
        const rows = await rowsOf<{ code: Currency; rate: string }>(db, sql`select code, trim_scale(rate)::text as rate from currency_rates`)
        // Only the currencies the contract knows, in its order (the base currency first).
        const value = CURRENCIES.flatMap((code) => rows.filter((row) => row.code === code))
        return { value, tags: ['rates'] }
      })
    },
  }
}
