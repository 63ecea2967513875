// Search results (/searchs?keyword=...): the words on top (tap to change them), the sort and the
// filters (in the URL beside the words), the products below; the best match first by default.
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { SearchEntry } from '../common/search-entry'
import { useOwnSearch } from '../common/use-own-search'
import { resultsSearch } from './filter-search'
import { ProductFilters, useProductQuery } from './product-filters'
import { ProductResults } from './product-results'

export function SearchResultsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { keyword = '', ...filters } = useOwnSearch('/searchs', (search) => resultsSearch.parse(search))
  const query = useProductQuery(filters, 'relevance')
  return (
    <Page title={t('route.searchResults')}>
      <div className="explore-search"><SearchEntry keyword={keyword} /></div>
      <ProductFilters filters={filters} defaultSort="relevance" onApply={(next) => void navigate({ to: '/searchs', search: { ...next, keyword } })} />
      <ProductResults query={{ ...query, keyword }} />
    </Page>
  )
}
