// Explore (/explore, kept alive): the ten categories down the side, the chosen one's products
// beside them; `?category=<key>` chooses one (the home page's tiles link here).
import { SideBar } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { productList } from '../../../contract/catalogue'
import { useHttp } from '../../session/use-session'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { CATEGORY_KEYS } from '../../../contract/catalogue-fields'
import { GridSkeleton } from '../common/skeletons'
import { Page } from '../common/page'
import { ProductList } from '../common/product-list'
import { SearchEntry } from '../common/search-entry'
import { useOwnSearch } from '../common/use-own-search'
import { exploreSearch } from './explore-search'

export function ExplorePage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const categories = catalogueReference(http).categories.use()
  const { category: chosenKey = CATEGORY_KEYS[0] } = useOwnSearch('/explore', (search) => exploreSearch.parse(search))
  const chosen = categories.find((c) => c.key === chosenKey)

  return (
    <Page title={t('route.explore')} back={false}>
      <div className="explore-search"><SearchEntry /></div>
      <div className="explore">
        <SideBar activeKey={chosenKey} onChange={(key) => void navigate({ to: '/explore', search: { category: key as (typeof CATEGORY_KEYS)[number] }, replace: true })}>
          {CATEGORY_KEYS.map((key) => (
            <SideBar.Item key={key} title={t(`category.${key}`)} />
          ))}
        </SideBar>
        <div className="explore-products">
          {chosen ? (
            <ProductList key={`${chosen.id}-${i18n.language}`} fetchPage={(page) => http.call(productList, { query: { ...page, category_id: chosen.id } })} />
          ) : (
            <GridSkeleton />
          )}
        </div>
      </div>
    </Page>
  )
}
