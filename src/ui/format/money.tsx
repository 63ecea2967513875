// An amount of the base currency as the shopper reads it. Amounts stay exact decimal strings; the
// wallet's currency label is VND in English and Vietnamese and "dollar" elsewhere
// (docs/product/money.md#base-currency-and-display-currency).
import { useTranslation } from 'react-i18next'
import { writeNumber } from './display-currency'
import { localeFormatsOf } from './locale-patterns'

/** "1234.5" as "1,234.50" in English, "1.234,50" in Vietnamese; the sign kept. */
export function formatAmount(amount: string, locale: string) {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.')
  const written = writeNumber(BigInt(whole).toString(), fraction.padEnd(2, '0'), localeFormatsOf(locale).plain)
  return `${amount.startsWith('-') ? '-' : ''}${written}`
}

export function Money({ amount, label = false }: { amount: string; label?: boolean }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      {formatAmount(amount, i18n.language)}
      {label && <span className="money-label"> {t('ui.currencyLabel')}</span>}
    </>
  )
}
