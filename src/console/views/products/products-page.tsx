// A merchant's products by tab (all, on sale, hidden), newest first, found by words in any language
// they wrote: picture, title in the merchant's language, price range, stock, sales, whether hidden;
// each row opens the editor, or hides or shows the product after asking.
import { useState } from 'react'
import { Button, Input, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useSearch } from '@tanstack/react-router'
import { merchantProductList, PRODUCT_STOCK_FILTERS, type MerchantProductRow, type ProductStockFilter } from '../../../contract/merchant-products'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { NEW_PRODUCT } from '../../routes/product-editor-route'
import { PRODUCT_TABS, type ProductsSearch } from '../../routes/products-route'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { VisibilityButton } from './visibility-button'
import './products.css'

const TAB_TITLE = { all: 'console.productTabAll', on_sale: 'console.productTabOnSale', hidden: 'console.productTabHidden' } as const

export function ProductsPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const search = useSearch({ strict: false }) as ProductsSearch
  const tab = search.tab ?? 'all'
  const keyword = search.keyword?.trim() ?? ''
  const [typed, setTyped] = useState(keyword)
  // A row hidden or shown, or a refusal: the list is read again from its first page.
  const [reads, setReads] = useState(0)
  const stock = search.stock
  const go = (next: { tab?: string; keyword?: string; stock?: ProductStockFilter }) => {
    const query = { tab: next.tab === 'all' ? undefined : next.tab, keyword: next.keyword || undefined, stock: next.stock }
    void navigate('/products', { search: query, replace: true })
  }
  return (
    <section className="console-products">
      <div className="products-bar">
        <form
          className="products-search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            go({ tab, keyword: typed.trim(), stock })
          }}
        >
          <Input
            className="products-search-input"
            aria-label={t('console.productSearch')}
            placeholder={t('console.productSearch')}
            value={typed}
            onChange={setTyped}
            clearable
            onClear={() => go({ tab, stock })}
          />
          <Button type="submit" size="small">{t('ui.search')}</Button>
        </form>
        <ConsoleLink to={`/products/${NEW_PRODUCT}`} className="products-new adm-button adm-button-primary adm-button-small">
          {t('console.productNew')}
        </ConsoleLink>
      </div>
      <Tabs activeKey={tab} onChange={(key) => go({ tab: key, keyword, stock })} className="console-tabs">
        {PRODUCT_TABS.map((key) => <Tabs.Tab key={key} title={t(TAB_TITLE[key])} />)}
      </Tabs>
      <div className="products-stock-filter" role="group" aria-label={t('console.seller.stockFilter')}>
        {([undefined, ...PRODUCT_STOCK_FILTERS] as const).map((value) => (
          <Button key={value ?? 'any'} size="mini" fill={stock === value ? 'solid' : 'outline'} color={stock === value ? 'primary' : 'default'}
            aria-pressed={stock === value} onClick={() => go({ tab, keyword, stock: value })}>
            {t(value === undefined ? 'console.seller.stockAny' : value === 'low' ? 'console.seller.stockLow' : 'console.seller.stockOut')}
          </Button>
        ))}
      </div>
      <ConsoleList<MerchantProductRow>
        key={`${tab}:${keyword}:${stock ?? ''}:${i18n.language}:${reads}`}
        fetchPage={(page) => http.call(merchantProductList, { query: { tab, keyword: keyword || undefined, stock, ...page } })}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductRow product={product} onSettled={() => setReads((n) => n + 1)} />}
        empty={t(keyword ? 'console.noProductsFound' : 'console.noProducts')}
      />
    </section>
  )
}

function ProductRow({ product, onSettled }: { product: MerchantProductRow; onSettled(): void }) {
  const { t, i18n } = useTranslation()
  return (
    <article className={`console-card product-row${product.hidden ? ' is-hidden' : ''}`} data-product={product.id} aria-label={product.title}>
      <img className="product-row-image" src={product.image} alt="" width={72} height={72} loading="lazy" />
      <div className="product-row-main">
        <ConsoleLink to={`/products/${product.id}`} className="product-row-title">{product.title}</ConsoleLink>
        <p className="product-row-price">
          <Money amount={product.price} />
          {product.price_max !== product.price && <> – <Money amount={product.price_max} /></>} <span className="console-muted">USD</span>
        </p>
        <p className="product-row-figures console-muted">
          <span className="product-row-stock">{t('console.productStock', { n: product.stock.toLocaleString(i18n.language) })}</span>
          {product.low_stock && <span className="console-status product-low-stock">{t('console.seller.lowStock')}</span>}
          <span className="product-row-sales">{t('console.productSales', { n: product.sales.toLocaleString(i18n.language) })}</span>
          <span>{t('console.productOptions', { n: product.sku_count })}</span>
        </p>
      </div>
      <div className="product-row-side">
        <span className={`console-status product-status ${product.hidden ? 'product-status-hidden' : 'product-status-on-sale'}`}>
          {t(product.hidden ? 'console.productTabHidden' : 'console.productTabOnSale')}
        </span>
        <div className="product-row-actions">
          <ConsoleLink to={`/products/${product.id}`} className="product-edit adm-button adm-button-default adm-button-small adm-button-fill-outline">
            {t('ui.edit')}
          </ConsoleLink>
          <VisibilityButton product={product} onSettled={onSettled} />
        </div>
      </div>
    </article>
  )
}
