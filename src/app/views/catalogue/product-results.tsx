// Products of a query (category, shop, search words, price range, sort), paged as a grid.
import type { ReactNode } from 'react'

import { Notice } from '../common/notice'
import { useTranslation } from '../../i18n'
import { productList } from '../../../contract/catalogue'
import type { ProductCard as Product } from '../../../contract/catalogue-fields'
import type { CallInput } from '../../../contract/call'
import { useHttp } from '../../session/use-session'
import { PagedList } from '../common/paged-list'
import { ProductCard, ProductGrid } from '../common/product-card'

export type ProductQuery = Omit<NonNullable<CallInput<typeof productList>['query']>, 'page' | 'limit'>

export function ProductResults({ query, header }: { query: ProductQuery; header?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  return (
    <PagedList<Product>
      // Another query or language is another list.
      key={`${JSON.stringify(query)}-${i18n.language}`}
      limit={10}
      header={header}
      fetchPage={(page) => http.call(productList, { query: { ...query, ...page } })}
      itemKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} />}
      renderRows={(items) => <ProductGrid products={items} />}
      empty={<Notice kind="empty" title={t('ui.noProducts')} />}
    />
  )
}
