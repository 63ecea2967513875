// A shop in a list: logo, name, city, fans and favourable rate; opens its page.
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ShopCard as Shop } from '../../../contract/catalogue-fields'
import { LazyImage } from './lazy-image'
import { thumbnailUrl } from '../../../contract/uploads'

export function ShopCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation()
  return (
    <Link to="/shop/{-$id}" params={{ id: String(shop.id) }} className="shop-card" data-shop-id={shop.id}>
      <LazyImage src={thumbnailUrl(shop.logo)} alt="" className="shop-card-logo" width={48} height={48} />
      <span className="shop-card-text">
        <span className="shop-card-name">{shop.name}</span>
        <span className="shop-card-meta">{shop.city}</span>
        <span className="shop-card-meta">
          {t('ui.fansCount', { count: shop.fans })} · {t('ui.favorableRate', { rate: shop.favorable_rate })}
        </span>
      </span>
    </Link>
  )
}
