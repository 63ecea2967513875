// A product in a list: picture, title in the shopper's language, price and sales; opens its page.
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ProductCard as Product } from '../../../contract/catalogue-fields'
import { LazyImage } from './lazy-image'
import { thumbnailUrl } from '../../../contract/uploads'
import { Price } from './price'

/** `eager`: a card the first screen shows, whose picture should not wait for the lazy loader. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation()
  return (
    <Link to="/detail/{-$product}/{-$mer}" params={{ product: String(product.id), mer: String(product.shop_id) }} className="product-card" data-product-id={product.id}>
      <LazyImage src={thumbnailUrl(product.image)} alt={product.title} className="product-card-image" width={240} height={240} eager={eager} />
      <span className="product-card-title">{product.title}</span>
      <span className="product-card-foot">
        <Price amount={product.price} />
        <span className="product-card-sales">{product.stock === 0 ? t('ui.soldOut') : t('ui.salesCount', { count: product.sales })}</span>
      </span>
    </Link>
  )
}

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  )
}
