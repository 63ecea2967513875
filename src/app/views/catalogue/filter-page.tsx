// Filter (/filter, kept alive): category, price range, shop rating and sort; the choice lives in the
// URL, so a filtered list can be shared and the back button steps through earlier filters.
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { useOwnSearch } from '../common/use-own-search'
import { filterSearch, type FilterSearch } from './filter-search'
import { ProductFilters, useProductQuery } from './product-filters'
import { ProductResults } from './product-results'
import { LIST_SORTS } from './list-sorts'

export function FilterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const filters = useOwnSearch('/filter', (search) => filterSearch.parse(search))
  const query = useProductQuery(filters, 'sales')
  return (
    <Page title={t('route.filter')}>
      <ProductFilters inline filters={filters} defaultSort="sales" sorts={LIST_SORTS} onApply={(next: FilterSearch) => void navigate({ to: '/filter', search: next })} />
      <ProductResults query={query} />
    </Page>
  )
}
