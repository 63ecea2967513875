// Home (/home, kept alive): the search box and the categories; hot products, hot shops and the
// recommend section join with the catalogue.
import { useState } from 'react'
import { SearchBar } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { CategoryGrid } from '../common/category-grid'

export function HomePage() {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  return (
    <Page title={t('ui.appName')} back={false}>
      <div className="home-hero">
        <SearchBar placeholder={t('ui.searchPlaceholder')} value={keyword} onChange={setKeyword} aria-label={t('ui.searchPlaceholder')} />
        <p className="home-tagline">{t('ui.homeWelcome')}</p>
      </div>
      <CategoryGrid />
    </Page>
  )
}
