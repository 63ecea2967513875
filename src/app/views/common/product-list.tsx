// Products paged as a grid of cards, with pull-to-refresh and load-more (the list machine).
import type { ReactNode } from 'react'
import type { Page } from '../../../../machines/list.machine'
import type { ProductCard as Product } from '../../../contract/catalogue-fields'
import { PagedList } from './paged-list'
import { ProductCard, ProductGrid } from './product-card'

export interface ProductListProps {
  fetchPage(page: { page: number; limit: number }): Promise<Page<Product>>
  header?: ReactNode
  empty?: ReactNode
  onRefresh?(): void
}

export function ProductList({ fetchPage, header, empty, onRefresh }: ProductListProps) {
  return (
    <PagedList<Product>
      limit={10}
      header={header}
      empty={empty}
      onRefresh={onRefresh}
      fetchPage={fetchPage}
      itemKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} />}
      renderRows={(items) => <ProductGrid products={items} />}
    />
  )
}
