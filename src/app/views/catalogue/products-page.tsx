// All products (/products), best sellers first; sorted and filtered by the URL's search params.
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { useOwnSearch } from '../common/use-own-search'
import { filterSearch } from './filter-search'
import { LIST_SORTS } from './list-sorts'
import { ProductFilters, useProductQuery } from './product-filters'
import { ProductResults } from './product-results'

export function ProductsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const filters = useOwnSearch('/products', (search) => filterSearch.parse(search))
  const query = useProductQuery(filters, 'sales')
  return (
    <Page title={t('route.products')}>
      <ProductFilters filters={filters} defaultSort="sales" sorts={LIST_SORTS} onApply={(next) => void navigate({ to: '/products', search: next })} />
      <ProductResults query={query} />
    </Page>
  )
}
