// The orders list's search: part of the serial number, the buyer (account, name or addressee) and
// the days placed, in the shop's calendar. Sent, it becomes the URL's search (the tab is kept), so
// the list, its tab counts and the export read the same thing; Clear goes back to every order.
import { useState, type FormEvent } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'

export interface OrderSearchValues {
  sn?: string
  buyer?: string
  from?: string
  to?: string
}

const FIELDS = ['sn', 'buyer', 'from', 'to'] as const

/** Only what was typed: an empty field is no part of the search. */
export function searchOf(values: OrderSearchValues): OrderSearchValues {
  return Object.fromEntries(FIELDS.flatMap((key) => (values[key]?.trim() ? [[key, values[key]!.trim()]] : []))) as OrderSearchValues
}

export function OrderSearchForm({ values, onSearch }: { values: OrderSearchValues; onSearch(values: OrderSearchValues): void }) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState<OrderSearchValues>(values)
  const field = (key: (typeof FIELDS)[number]) => ({
    id: `order-search-${key}`,
    name: key,
    value: typed[key] ?? '',
    onChange: (event: { target: { value: string } }) => setTyped((now) => ({ ...now, [key]: event.target.value })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(searchOf(typed))
  }
  const searching = Object.keys(searchOf(values)).length > 0
  return (
    <form className="console-card console-order-search" role="search" aria-label={t('console.seller.searchOrders')} onSubmit={submit}>
      <label htmlFor="order-search-sn">{t('console.seller.orderNumber')}</label>
      <input {...field('sn')} inputMode="numeric" autoComplete="off" placeholder="2611…" />
      <label htmlFor="order-search-buyer">{t('console.seller.buyer')}</label>
      <input {...field('buyer')} autoComplete="off" placeholder={t('console.seller.buyerHint')} />
      <label htmlFor="order-search-from">{t('console.seller.placedFrom')}</label>
      <input {...field('from')} type="date" />
      <label htmlFor="order-search-to">{t('console.seller.placedTo')}</label>
      <input {...field('to')} type="date" />
      <div className="console-form-actions">
        <Button type="submit" color="primary" size="small" className="console-order-search-go">{t('console.seller.search')}</Button>
        {searching && (
          <Button size="small" className="console-order-search-clear" onClick={() => { setTyped({}); onSearch({}) }}>
            {t('console.seller.clearSearch')}
          </Button>
        )}
      </div>
    </form>
  )
}
