// A price of the base currency in the display currency chosen on /setting (in USD until the rates
// are in, or when they cannot be had).
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { onCurrencyChange, readCurrency } from '../../../ui/preferences'
import { useHttp } from '../../session/use-session'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { formatPrice } from '../../../ui/format/display-currency'

export function Price({ amount, className }: { amount: string; className?: string }) {
  const { i18n } = useTranslation()
  const rates = catalogueReference(useHttp()).rates.use()
  const wanted = useSyncExternalStore(onCurrencyChange, readCurrency)
  const rate = rates[wanted]
  const [currency, shownRate] = rate === undefined ? (['USD', '1'] as const) : ([wanted, rate] as const)
  return <span className={className ? `price ${className}` : 'price'}>{formatPrice(amount, currency, shownRate, i18n.language)}</span>
}
