// Popular (/popular): the hot products, paged.
import { useTranslation } from 'react-i18next'
import { hotProducts } from '../../../contract/catalogue'
import { useHttp } from '../../session/use-session'
import { Page } from '../common/page'
import { ProductList } from '../common/product-list'

export function PopularPage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  return (
    <Page title={t('route.popular')}>
      <ProductList key={i18n.language} fetchPage={(page) => http.call(hotProducts, { query: page })} />
    </Page>
  )
}
