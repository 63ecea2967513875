// Display currencies (docs/product/money.md#base-currency-and-display-currency): prices are settled
// in the base currency (the deployment's BASE_CURRENCY, USD by default) and may be shown in another
// one at the rate of the rates table; the base currency's row (rate 1) says so, and wallet amounts
// are written in it.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { CURRENCIES } from './fields'

export const currencyRates = defineCall({
  method: 'GET',
  path: '/api/currency/rates',
  access: 'public',
  summary: 'Units of each display currency for one unit of the base currency',
  data: z.array(z.object({
    code: z.enum(CURRENCIES),
    /** Exact decimal with up to 6 places ("25400", "7.2"). */
    rate: z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/)),
    /** The base (settlement) currency: every wallet amount is in it. */
    base: z.boolean(),
  })),
})
