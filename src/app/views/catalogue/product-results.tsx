// Products of a query (category, shop, search words, price range, sort), paged as a grid.
import type { ReactNode } from 'react'
import { Notice } from '../common/notice'
import { useTranslation } from 'react-i18next'
import { productList } from '../../../contract/catalogue'
import type { CallInput } from '../../../contract/call'
import { useHttp } from '../../session/use-session'
import { ProductList } from '../common/product-list'

export type ProductQuery = Omit<NonNullable<CallInput<typeof productList>['query']>, 'page' | 'limit'>

export function ProductResults({ query, header }: { query: ProductQuery; header?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  return (
    <ProductList
      // Another query or language is another list.
      key={`${JSON.stringify(query)}-${i18n.language}`}
      header={header}
      fetchPage={(page) => http.call(productList, { query: { ...query, ...page } })}
      empty={<Notice kind="empty" title={t('ui.noProducts')} />}
    />
  )
}
