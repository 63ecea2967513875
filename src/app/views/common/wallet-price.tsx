// A price paid from the wallet (docs/product/money.md#base-currency-and-display-currency): the base
// amount the wallet moves, and beside it the price in the display currency the shopper chose when
// that is another currency ("$12.90 ≈ 327.660 ₫").
import { useSyncExternalStore } from 'react'
import { useBaseCurrency } from '../../../ui/format/base-currency'
import { Money } from '../../../ui/format/money'
import { onCurrencyChange, readCurrency } from '../../../ui/preferences'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { useHttp } from '../../session/use-session'
import { Price } from './price'

export function WalletPrice({ amount, className }: { amount: string; className?: string }) {
  const base = useBaseCurrency()
  const rates = catalogueReference(useHttp()).rates.use()
  const wanted = useSyncExternalStore(onCurrencyChange, readCurrency)
  const converted = wanted !== base && rates[wanted] !== undefined
  return (
    <span className={className ? `wallet-price ${className}` : 'wallet-price'}>
      <span className="wallet-price-base"><Money amount={amount} /></span>
      {converted && <span className="wallet-price-converted muted"> ≈ <Price amount={amount} /></span>}
    </span>
  )
}
