// The display-currency rates (docs/product/money.md#base-currency-and-display-currency), exact
// decimals without trailing zeros: the shoppers' cached read, and the operator's list and change
// (the base currency stays at 1).
import { sql } from 'drizzle-orm'
import { CURRENCIES, type Currency } from '../../../contract/fields'
import type { AdminCurrencyRateRow } from '../../../contract/platform-settings'
import type { Database } from '../../db/open-database'
import { AppError } from '../../errors'
import * as z from 'zod'
import { parsedRows } from '../../db/rows'
import { decimalColumn, textColumn } from '../../db/row-columns'
import type { ReadCache } from '../read-cache'

async function storedRates(db: Database): Promise<Array<{ code: Currency; rate: string }>> {
  const rows = await parsedRows(db, z.object({ code: textColumn, rate: decimalColumn }), sql`select code, trim_scale(rate)::text as rate from currency_rates`)
  // Only the currencies the contract knows, in its order (the base currency first).
  return CURRENCIES.flatMap((code) => rows.filter((row) => row.code === code).map(({ rate }) => ({ code, rate })))
}

export function createCurrencyService(deps: { db: Database; cache: ReadCache; baseCurrency: Currency }) {
  const { db, cache, baseCurrency } = deps

  async function adminRates(): Promise<AdminCurrencyRateRow[]> {
    const rows = await storedRates(db)
    return CURRENCIES.map((code) => ({ code, rate: code === baseCurrency ? '1' : rows.find((r) => r.code === code)?.rate ?? '1', base: code === baseCurrency }))
  }

  return {
    /** The shoppers' rates, the base currency (BASE_CURRENCY, at 1) named, so wallet amounts read in it. */
    rates() {
      return cache.get('currency/rates', async () => {
        const rows = await storedRates(db)
        const value = [
          { code: baseCurrency, rate: '1', base: true },
          ...rows.filter((row) => row.code !== baseCurrency).map((row) => ({ ...row, base: false })),
        ]
        return { value, tags: ['rates'] }
      })
    },

    adminRates,

    /** Sets the given rates in one statement; shoppers read them at once (the cached read is dropped). */
    async changeRates(rates: Array<{ code: Currency; rate: string }>): Promise<AdminCurrencyRateRow[]> {
      if (rates.some((r) => r.code === baseCurrency)) throw new AppError('msg.baseCurrencyFixed')
      await db.execute(sql`
        insert into currency_rates (code, rate)
        values ${sql.join(rates.map((r) => sql`(${r.code}, ${r.rate}::numeric)`), sql`, `)}
        on conflict (code) do update set rate = excluded.rate`)
      await cache.invalidate('rates')
      return adminRates()
    },
  }
}
