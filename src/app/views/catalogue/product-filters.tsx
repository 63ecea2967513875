// The sort and filters of a product list: the sorts as tabs, and the filters (category, price
// range, least shop rating) in a form, on the page itself (/filter) or in a sheet that the Filters
// button opens (/products, /searchs). Whatever is chosen goes to the URL (the page's `onApply`
// navigates), so a filtered list can be shared and the back button steps through earlier choices.
import { useEffect, useState } from 'react'
import { Button, Form, Input, Popup, Selector, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import { CATEGORY_KEYS, PRODUCT_SORTS, SHOP_RATINGS, type ProductSort } from '../../../contract/catalogue-fields'
import { useHttp } from '../../session/use-session'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { contractRule } from '../../../ui/forms/zod-rule'
import { filterPriceForm, type FilterSearch } from './filter-search'
import type { ProductQuery } from './product-results'

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'storefront.sortRelevance',
  sales: 'ui.sortSales',
  price_asc: 'ui.sortPriceUp',
  price_desc: 'ui.sortPriceDown',
  new: 'ui.sortNew',
}

interface FilterFormValues {
  category: string[]
  min_price?: string
  max_price?: string
  shop_rating: string[]
}

const formValuesOf = (filters: FilterSearch): FilterFormValues => ({
  category: filters.category ? [filters.category] : [],
  min_price: filters.min_price,
  max_price: filters.max_price,
  shop_rating: filters.shop_rating ? [filters.shop_rating] : [],
})

/** The list's query for the server: the category by id, the rest as the URL says. */
export function useProductQuery(filters: FilterSearch, defaultSort: ProductSort): ProductQuery {
  const categories = catalogueReference(useHttp()).categories.use()
  const category = categories.find((c) => c.key === filters.category)
  return {
    category_id: category?.id,
    min_price: filters.min_price,
    max_price: filters.max_price,
    shop_rating: filters.shop_rating,
    sort: filters.sort ?? defaultSort,
  }
}

function FilterForm({ filters, onApply }: { filters: FilterSearch; onApply(next: FilterSearch): void }) {
  const { t, i18n } = useTranslation()
  // "4,5★" in Vietnamese.
  const starsOf = (stars: string) => new Intl.NumberFormat(i18n.language).format(Number(stars))
  const [form] = Form.useForm<FilterFormValues>()
  // The form shows what the URL says, also after the back button or a shared link.
  useEffect(() => {
    form.setFieldsValue(formValuesOf(filters))
  }, [form, filters])
  const apply = (values: FilterFormValues) => onApply({
    sort: filters.sort,
    category: (values.category[0] as FilterSearch['category']) || undefined,
    min_price: values.min_price || undefined,
    max_price: values.max_price || undefined,
    shop_rating: (values.shop_rating[0] as FilterSearch['shop_rating']) || undefined,
  })
  return (
    <Form
      form={form}
      layout="vertical"
      className="filter-form"
      initialValues={formValuesOf(filters)}
      onFinish={apply}
      footer={
        <div className="filter-form-buttons">
          <Button block className="filter-clear" onClick={() => onApply({ sort: filters.sort })}>{t('storefront.clearFilters')}</Button>
          <Button block type="submit" color="primary" className="filter-apply">{t('ui.applyFilter')}</Button>
        </div>
      }
    >
      <Form.Item name="category" label={t('ui.category')}>
        <Selector aria-label={t('ui.category')} columns={3} options={CATEGORY_KEYS.map((key) => ({ label: t(`category.${key}`), value: key }))} />
      </Form.Item>
      <div className="filter-price">
        <Form.Item name="min_price" label={t('ui.minPrice')} rules={[contractRule(filterPriceForm, 'min_price')]}>
          <Input inputMode="decimal" placeholder="0" clearable />
        </Form.Item>
        <Form.Item name="max_price" label={t('ui.maxPrice')} dependencies={['min_price']} rules={[contractRule(filterPriceForm, 'max_price')]}>
          <Input inputMode="decimal" placeholder="∞" clearable />
        </Form.Item>
      </div>
      <Form.Item name="shop_rating" label={t('storefront.shopRating')}>
        <Selector
          aria-label={t('storefront.shopRating')}
          columns={3}
          options={[...SHOP_RATINGS].reverse().map((stars) => ({ label: t('storefront.shopRatingAtLeast', { stars: starsOf(stars) }), value: stars }))}
        />
      </Form.Item>
    </Form>
  )
}

export interface ProductFiltersProps {
  filters: FilterSearch
  onApply(next: FilterSearch): void
  /** The sort when the URL names none (and the tab shown chosen). */
  defaultSort: ProductSort
  /** The sorts offered: relevance only where there are search words. */
  sorts?: readonly ProductSort[]
  /** The form on the page rather than in a sheet. */
  inline?: boolean
}

export function ProductFilters({ filters, onApply, defaultSort, sorts = PRODUCT_SORTS, inline = false }: ProductFiltersProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const chosen = [filters.category, filters.min_price ?? filters.max_price, filters.shop_rating].filter(Boolean).length
  const apply = (next: FilterSearch) => {
    setOpen(false)
    onApply(next)
  }
  const form = <FilterForm filters={filters} onApply={apply} />
  return (
    <>
      {inline && form}
      <div className="product-filters">
        <Tabs className="product-sorts" activeKey={filters.sort ?? defaultSort} onChange={(sort) => onApply({ ...filters, sort: sort as ProductSort })}>
          {sorts.map((sort) => <Tabs.Tab key={sort} title={t(SORT_LABELS[sort])} />)}
        </Tabs>
        {!inline && (
          <button type="button" className="product-filters-open" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
            {t('storefront.filters')}{chosen > 0 && <span className="product-filters-count"> ({chosen})</span>}
          </button>
        )}
      </div>
      {!inline && (
        <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} position="bottom" bodyClassName="product-filters-sheet" destroyOnClose showCloseButton>
          <h2 className="product-filters-title">{t('storefront.filters')}</h2>
          {form}
        </Popup>
      )}
    </>
  )
}
