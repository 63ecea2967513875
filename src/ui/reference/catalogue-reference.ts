// The catalogue's reference data: display-currency rates (which name the base currency wallet
// amounts are written in) and the categories with their ids.
import { categoryList, type Category } from '../../contract/catalogue'
import { currencyRates } from '../../contract/currency'
import type { Currency } from '../../contract/fields'
import type { HttpClient } from '../../client/http-client'
import { setBaseCurrency } from '../format/base-currency'
import { createReference, type Reference } from './reference-data'

export interface CatalogueReference {
  rates: Reference<Partial<Record<Currency, string>>>
  categories: Reference<Category[]>
}

const byClient = new WeakMap<HttpClient, CatalogueReference>()

/** One set per HTTP client (one per app; tests make several). */
export function catalogueReference(http: HttpClient): CatalogueReference {
  let reference = byClient.get(http)
  if (!reference) {
    reference = {
      rates: createReference(
        async () => {
          const rates = await http.call(currencyRates, {}, { silent: true })
          setBaseCurrency(rates.find((r) => r.base)?.code ?? 'USD')
          return Object.fromEntries(rates.map((r) => [r.code, r.rate]))
        },
        { USD: '1' },
      ),
      categories: createReference(() => http.call(categoryList, {}, { silent: true }), []),
    }
    byClient.set(http, reference)
  }
  return reference
}
