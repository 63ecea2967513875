// An amount of the base currency as the shopper reads it. Amounts stay exact decimal strings; the
// wallet's currency label is VND in English and Vietnamese and "dollar" elsewhere (SPEC.md section 1).
import { useTranslation } from '../../i18n'

export function formatAmount(amount: string, locale: string) {
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.')
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole))
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  return `${amount.startsWith('-') ? '-' : ''}${grouped}${decimal}${fraction.padEnd(2, '0')}`
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
