// The search box on a page that is not the search page: looks like one, opens /search.
import { Link } from '@tanstack/react-router'
import { SearchIcon } from './icons'
import { useTranslation } from 'react-i18next'

export function SearchEntry({ keyword }: { keyword?: string }) {
  const { t } = useTranslation()
  return (
    <Link to="/search" search={keyword ? { keyword } : {}} className="search-entry" aria-label={t('ui.searchPlaceholder')}>
      <SearchIcon />
      <span className={keyword ? 'search-entry-text' : 'search-entry-placeholder'}>{keyword || t('ui.searchPlaceholder')}</span>
    </Link>
  )
}
