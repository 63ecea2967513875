// Search results (/searchs?keyword=...): the words on top (tap to change them), the products below.
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { SearchEntry } from '../common/search-entry'
import { useOwnSearch } from '../common/use-own-search'
import { keywordSearch } from './keyword-search'
import { ProductResults } from './product-results'

export function SearchResultsPage() {
  const { t } = useTranslation()
  const { keyword = '' } = useOwnSearch('/searchs', (search) => keywordSearch.parse(search))
  return (
    <Page title={t('route.searchResults')}>
      <div className="explore-search"><SearchEntry keyword={keyword} /></div>
      <ProductResults query={{ keyword }} />
    </Page>
  )
}
