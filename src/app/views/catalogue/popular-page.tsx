// Popular (/popular): the hot products, paged.
import { useTranslation } from '../../i18n'
import { hotProducts } from '../../../contract/catalogue'
import type { ProductCard as Product } from '../../../contract/catalogue-fields'
import { useHttp } from '../../session/use-session'
import { Page } from '../common/page'
import { PagedList } from '../common/paged-list'
import { ProductCard, ProductGrid } from '../common/product-card'

export function PopularPage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  return (
    <Page title={t('route.popular')}>
      <PagedList<Product>
        key={i18n.language}
        fetchPage={(page) => http.call(hotProducts, { query: page })}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        renderRows={(items) => <ProductGrid products={items} />}
      />
    </Page>
  )
}
