// Home (/home, kept alive): the search box, the categories, hot products, hot shops, and the
// recommend section that pages on (pull to refresh renews every section).
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { hotProducts, recommendedProducts } from '../../../contract/catalogue'
import type { ProductCard as Product, ShopCard as Shop } from '../../../contract/catalogue-fields'
import { hotShops } from '../../../contract/shops'
import { useHttp } from '../../session/use-session'
import { CategoryGrid } from '../common/category-grid'
import { FirstPage } from '../common/first-page'
import { Page } from '../common/page'
import { ProductList } from '../common/product-list'
import { ProductCard } from '../common/product-card'
import { SearchEntry } from '../common/search-entry'
import { ShopCard } from '../common/shop-card'
import { StripSkeleton } from '../common/skeletons'

export function HomePage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  const [generation, setGeneration] = useState(0)

  const header = (
    <>
      <div className="home-hero">
        <SearchEntry />
        <p className="home-tagline">{t('ui.homeWelcome')}</p>
      </div>
      <CategoryGrid />
      <section className="home-section" aria-labelledby="hot-products">
        <h2 id="hot-products" className="section-title">
          {t('ui.hotProducts')}
          <Link to="/popular" className="section-more">{t('ui.more')}</Link>
        </h2>
        <FirstPage<Product>
          limit={10}
          refreshKey={generation}
          fetchPage={(page) => http.call(hotProducts, { query: page })}
          skeleton={<StripSkeleton />}
          render={(items) => (
            <div className="strip">
              {items.map((product, index) => <ProductCard key={product.id} product={product} eager={index < 2} />)}
            </div>
          )}
        />
      </section>
      <section className="home-section" aria-labelledby="hot-shops">
        <h2 id="hot-shops" className="section-title">{t('ui.hotShops')}</h2>
        <FirstPage<Shop>
          limit={6}
          refreshKey={generation}
          fetchPage={(page) => http.call(hotShops, { query: page })}
          skeleton={<StripSkeleton cards="shop" />}
          render={(items) => (
            <div className="strip">
              {items.map((shop) => <ShopCard key={shop.id} shop={shop} />)}
            </div>
          )}
        />
      </section>
      <h2 className="section-title">{t('ui.recommend')}</h2>
    </>
  )

  return (
    <Page title={t('ui.appName')} back={false}>
      {/* Texts come in the interface language: another language is another list. */}
      <ProductList
        key={i18n.language}
        header={header}
        onRefresh={() => setGeneration((n) => n + 1)}
        fetchPage={(page) => http.call(recommendedProducts, { query: page })}
      />
    </Page>
  )
}
