// Filter (/filter, kept alive): category, price range and sort; the choice lives in the URL, so a
// filtered list can be shared and the back button steps through earlier filters.
import { useEffect } from 'react'
import { Button, Form, Input, Selector, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PRODUCT_SORTS } from '../../../contract/catalogue-fields'
import { useHttp } from '../../session/use-session'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { CATEGORY_KEYS } from '../../../contract/catalogue-fields'
import { Page } from '../common/page'
import { useOwnSearch } from '../common/use-own-search'
import { contractRule } from '../../../ui/forms/zod-rule'
import { filterPriceForm, filterSearch, type FilterSearch } from './filter-search'
import { ProductResults } from './product-results'

const SORT_LABELS = { sales: 'ui.sortSales', price_asc: 'ui.sortPriceUp', price_desc: 'ui.sortPriceDown', new: 'ui.sortNew' } as const

interface FilterForm {
  category: string[]
  min_price?: string
  max_price?: string
}

export function FilterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const categories = catalogueReference(useHttp()).categories.use()
  const filters = useOwnSearch('/filter', (search) => filterSearch.parse(search))
  const [form] = Form.useForm<FilterForm>()
  const apply = (next: FilterSearch) => void navigate({ to: '/filter', search: next })
  // The form shows what the URL says, also after the back button or a shared link.
  useEffect(() => {
    form.setFieldsValue({ category: filters.category ? [filters.category] : [], min_price: filters.min_price, max_price: filters.max_price })
  }, [form, filters])

  const category = categories.find((c) => c.key === filters.category)
  return (
    <Page title={t('route.filter')}>
      <Form
        form={form}
        layout="vertical"
        className="filter-form"
        initialValues={{ category: filters.category ? [filters.category] : [], min_price: filters.min_price, max_price: filters.max_price }}
        onFinish={(values) => apply({
          sort: filters.sort,
          category: (values.category[0] as FilterSearch['category']) || undefined,
          min_price: values.min_price || undefined,
          max_price: values.max_price || undefined,
        })}
        footer={<Button block type="submit" color="primary">{t('ui.applyFilter')}</Button>}
      >
        <Form.Item name="category" label={t('ui.category')}>
          <Selector columns={3} options={CATEGORY_KEYS.map((key) => ({ label: t(`category.${key}`), value: key }))} />
        </Form.Item>
        <div className="filter-price">
          <Form.Item name="min_price" label={t('ui.minPrice')} rules={[contractRule(filterPriceForm, 'min_price')]}>
            <Input inputMode="decimal" placeholder="0" clearable />
          </Form.Item>
          <Form.Item
            name="max_price"
            label={t('ui.maxPrice')}
            dependencies={['min_price']}
            rules={[contractRule(filterPriceForm, 'max_price')]}
          >
            <Input inputMode="decimal" placeholder="∞" clearable />
          </Form.Item>
        </div>
      </Form>
      <Tabs activeKey={filters.sort ?? 'sales'} onChange={(sort) => apply({ ...filters, sort: sort as FilterSearch['sort'] })}>
        {PRODUCT_SORTS.map((sort) => <Tabs.Tab key={sort} title={t(SORT_LABELS[sort])} />)}
      </Tabs>
      <ProductResults
        query={{ category_id: category?.id, min_price: filters.min_price, max_price: filters.max_price, sort: filters.sort ?? 'sales' }}
      />
    </Page>
  )
}
