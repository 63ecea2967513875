// All products (/products), best sellers first.
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { ProductResults } from './product-results'

export function ProductsPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.products')}>
      <ProductResults query={{ sort: 'sales' }} />
    </Page>
  )
}
