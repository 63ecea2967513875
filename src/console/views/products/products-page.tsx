// A merchant's products by tab (all, on sale, hidden), found by words in any language they wrote or
// by an option's code, of one category, in stock, low or sold out, sorted (newest, price up or
// down, stock left, most sold), all of it in the URL and paged on the server: picture, title in the
// merchant's language, codes, price range, stock against the shop's low-stock threshold, sales,
// whether hidden. Each row opens the editor, or hides or shows the product after asking; rows
// picked with their boxes are hidden, shown or given new prices and stock together.
import { useState } from 'react'
import { Button, Input, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useSearch } from '@tanstack/react-router'
import {
  merchantProductList,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  type MerchantProductRow,
  type MerchantProductTab,
  type ProductSort,
  type ProductStockFilter,
} from '../../../contract/merchant-products'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { NEW_PRODUCT } from '../../routes/product-editor-route'
import { PRODUCT_TABS, type ProductsSearch } from '../../routes/products-route'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { BulkBar } from './bulk-bar'
import { VisibilityButton } from './visibility-button'
import './products.css'

const TAB_TITLE = { all: 'console.productTabAll', on_sale: 'console.productTabOnSale', hidden: 'console.productTabHidden' } as const
const STOCK_TITLE = {
  in: 'console.productsBulk.stockIn',
  low: 'console.seller.stockLow',
  out: 'console.seller.stockOut',
} as const satisfies Record<ProductStockFilter, string>
const SORT_TITLE = {
  newest: 'console.productsBulk.sortNewest',
  price_asc: 'console.productsBulk.sortPriceUp',
  price_desc: 'console.productsBulk.sortPriceDown',
  stock: 'console.productsBulk.sortStock',
  sales: 'console.productsBulk.sortSales',
} as const satisfies Record<ProductSort, string>

interface ListView {
  tab: string
  keyword: string
  category?: number
  stock?: ProductStockFilter
  sort: ProductSort
}

export function ProductsPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const categories = catalogueReference(http).categories.use()
  const search = useSearch({ strict: false }) as ProductsSearch
  const view: ListView = { tab: search.tab ?? 'all', keyword: search.keyword?.trim() ?? '', category: search.category, stock: search.stock, sort: search.sort ?? 'newest' }
  const [typed, setTyped] = useState(view.keyword)
  // A row hidden or shown, a bulk change, or a refusal: the list is read again from its first page.
  const [reads, setReads] = useState(0)
  const [threshold, setThreshold] = useState<number | null>(null)
  // The rows loaded so far (for "all shown") and the ones picked, by id.
  const [loaded, setLoaded] = useState<MerchantProductRow[]>([])
  const [picked, setPicked] = useState<Map<number, MerchantProductRow>>(new Map())
  const readAgain = () => {
    setPicked(new Map())
    setReads((n) => n + 1)
  }
  const go = (next: Partial<ListView>) => {
    const to = { ...view, ...next }
    const query = {
      tab: to.tab === 'all' ? undefined : to.tab,
      keyword: to.keyword || undefined,
      category: to.category,
      stock: to.stock,
      sort: to.sort === 'newest' ? undefined : to.sort,
    }
    setPicked(new Map())
    void navigate('/products', { search: query, replace: true })
  }
  const pick = (product: MerchantProductRow, on: boolean) =>
    setPicked((now) => {
      const next = new Map(now)
      if (on) next.set(product.id, product)
      else next.delete(product.id)
      return next
    })
  const allPicked = loaded.length > 0 && loaded.every((product) => picked.has(product.id))
  return (
    <section className="console-products">
      <div className="products-bar">
        <form
          className="products-search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            go({ keyword: typed.trim() })
          }}
        >
          <Input
            className="products-search-input"
            aria-label={t('console.productsBulk.searchLabel')}
            placeholder={t('console.productsBulk.searchLabel')}
            value={typed}
            onChange={setTyped}
            clearable
            onClear={() => go({ keyword: '' })}
          />
          <Button type="submit" size="small">{t('ui.search')}</Button>
        </form>
        <label className="products-select">
          <span>{t('console.productCategory')}</span>
          <select
            className="console-select products-category"
            value={view.category ?? ''}
            onChange={(event) => go({ category: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t('console.productsBulk.anyCategory')}</option>
            {categories.map((category) => <option key={category.id} value={category.id}>{t(`category.${category.key}`)}</option>)}
          </select>
        </label>
        <label className="products-select">
          <span>{t('console.productsBulk.sortBy')}</span>
          <select className="console-select products-sort" value={view.sort} onChange={(event) => go({ sort: event.target.value as ProductSort })}>
            {PRODUCT_SORTS.map((sort) => <option key={sort} value={sort}>{t(SORT_TITLE[sort])}</option>)}
          </select>
        </label>
        <ConsoleLink to={`/products/${NEW_PRODUCT}`} className="products-new adm-button adm-button-primary adm-button-small">
          {t('console.productNew')}
        </ConsoleLink>
      </div>
      <Tabs activeKey={view.tab} onChange={(key) => go({ tab: key })} className="console-tabs">
        {PRODUCT_TABS.map((key) => <Tabs.Tab key={key} title={t(TAB_TITLE[key])} />)}
      </Tabs>
      <div className="products-tools">
        <div className="products-stock-filter" role="group" aria-label={t('console.seller.stockFilter')}>
          {([undefined, ...PRODUCT_STOCK_FILTERS] as const).map((value) => (
            <Button key={value ?? 'any'} size="mini" fill={view.stock === value ? 'solid' : 'outline'} color={view.stock === value ? 'primary' : 'default'}
              aria-pressed={view.stock === value} onClick={() => go({ stock: value })}>
              {t(value === undefined ? 'console.seller.stockAny' : STOCK_TITLE[value])}
            </Button>
          ))}
          {threshold !== null && <span className="console-muted products-threshold">{t('console.seller.lowStockAt', { count: threshold })}</span>}
        </div>
        <label className="products-pick-all">
          <input
            type="checkbox"
            checked={allPicked}
            disabled={loaded.length === 0}
            onChange={(event) => setPicked(event.target.checked ? new Map(loaded.map((product) => [product.id, product])) : new Map())}
          />
          {t('console.productsBulk.pickAllShown')}
        </label>
      </div>
      {picked.size > 0 && <BulkBar picked={[...picked.values()]} onClear={() => setPicked(new Map())} onChanged={readAgain} />}
      <ConsoleList<MerchantProductRow>
        key={`${JSON.stringify(view)}:${i18n.language}:${reads}`}
        fetchPage={async (page) => {
          const data = await http.call(merchantProductList, {
            query: { tab: view.tab as MerchantProductTab, keyword: view.keyword || undefined, category_id: view.category, stock: view.stock, sort: view.sort, ...page },
          })
          setThreshold(data.low_stock_threshold)
          setLoaded((before) => (page.page === 1 ? data.list : [...before, ...data.list]))
          return data
        }}
        itemKey={(product) => product.id}
        renderItem={(product) => (
          <ProductRow product={product} picked={picked.has(product.id)} onPick={(on) => pick(product, on)} onSettled={readAgain} />
        )}
        empty={t(view.keyword ? 'console.noProductsFound' : 'console.noProducts')}
      />
    </section>
  )
}

function ProductRow({ product, picked, onPick, onSettled }: { product: MerchantProductRow; picked: boolean; onPick(on: boolean): void; onSettled(): void }) {
  const { t, i18n } = useTranslation()
  return (
    <article className={`console-card product-row${product.hidden ? ' is-hidden' : ''}${picked ? ' is-picked' : ''}`} data-product={product.id} aria-label={product.title}>
      <input
        type="checkbox"
        className="product-pick"
        checked={picked}
        aria-label={t('console.productsBulk.pick', { title: product.title })}
        onChange={(event) => onPick(event.target.checked)}
      />
      <img className="product-row-image" src={product.image} alt="" width={72} height={72} loading="lazy" />
      <div className="product-row-main">
        <ConsoleLink to={`/products/${product.id}`} className="product-row-title">{product.title}</ConsoleLink>
        {product.codes.length > 0 && <p className="product-row-codes console-muted">{t('console.productsBulk.codes', { codes: product.codes.join(', ') })}</p>}
        <p className="product-row-price">
          <Money amount={product.price} />
          {product.price_max !== product.price && <> – <Money amount={product.price_max} /></>}
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
