// Explore (/explore, kept alive): browse by category.
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { CategoryGrid } from '../common/category-grid'

export function ExplorePage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.explore')} back={false}>
      <p className="section-intro">{t('ui.exploreIntro')}</p>
      <CategoryGrid columns={3} />
    </Page>
  )
}
