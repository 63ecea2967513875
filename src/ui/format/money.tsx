// An amount of the base currency as a person reads it (docs/product/money.md#base-currency-and-display-currency):
// the base currency's own symbol or code, minor units and separators in the interface language
// (Intl's rules, from the generated table: "$1,234.50" in English, "1.234,50 US$" in Vietnamese;
// "₫100" with no minor unit when the base is the dong). Amounts stay exact decimal strings.
import type { Currency } from '../../contract/fields'
import { useTranslation } from 'react-i18next'
import { useBaseCurrency } from './base-currency'
import { formatPrice } from './display-currency'

/** An amount of `currency` with its symbol, rounded half up to its minor units; the sign kept. */
export function formatMoney(amount: string, currency: Currency, locale: string): string {
  const negative = amount.trim().startsWith('-')
  return `${negative ? '-' : ''}${formatPrice(amount.trim().replace(/^-/, ''), currency, '1', locale)}`
}

/** A formatter of base-currency amounts in the interface language, for texts that embed one. */
export function useFormatMoney(): (amount: string) => string {
  const { i18n } = useTranslation()
  const base = useBaseCurrency()
  return (amount) => formatMoney(amount, base, i18n.language)
}

export function Money({ amount }: { amount: string }) {
  const format = useFormatMoney()
  return <>{format(amount)}</>
}
