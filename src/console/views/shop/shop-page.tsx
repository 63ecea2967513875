// The merchant's shop: the profile as shoppers meet it (logo, name, city, category, contact, the
// description in the reader's language), edited in place; the three figures of the public shop
// page (fans, favourable rate, items sold); and sales per day over 7, 30 or 90 days.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { LanguageFile } from '../../../contract/fields'
import type { MerchantShopView, merchantShopSales } from '../../../contract/merchant-shop'
import type { CallData } from '../../../contract/call'
import { useTranslation } from 'react-i18next'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import type { SalesRange } from '../../routes/shop-route'
import { useConsole } from '../../session/use-console'
import { SalesPanel } from './sales-panel'
import { ShopProfileForm } from './shop-profile-form'
import { zoneText } from './time-zone-select'
import './shop.css'

interface ShopData {
  shop: MerchantShopView
  sales: CallData<typeof merchantShopSales>
  days: SalesRange
}

export function ShopPage() {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const { shop, sales, days } = useMatch({ strict: false, select: (match) => match.loaderData }) as unknown as ShopData
  const [editing, setEditing] = useState(false)
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n)
  const figures: ReadonlyArray<readonly [string, string, string]> = [
    ['fans', 'console.statFans', count(shop.fans)],
    ['favorable-rate', 'console.statFavorableRate', `${shop.favorable_rate}%`],
    ['sales', 'console.statSales', count(shop.sales)],
  ]
  return (
    <section className="console-shop-screen">
      {editing ? (
        <ShopProfileForm
          shop={shop}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            void router.invalidate()
          }}
        />
      ) : (
        <ShopProfileCard shop={shop} onEdit={() => setEditing(true)} language={i18n.language as LanguageFile} />
      )}
      <dl className="console-figures console-shop-figures">
        {figures.map(([name, label, value]) => (
          <div key={name} className={`console-figure console-figure-${name}`}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SalesPanel days={sales.days} range={days} timeZone={sales.time_zone} />
    </section>
  )
}

function ShopProfileCard({ shop, onEdit, language }: { shop: MerchantShopView; onEdit(): void; language: LanguageFile }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const category = catalogueReference(http).categories.use().find((c) => c.id === shop.category_id)
  const description = shop.description[language] || shop.description.en || ''
  return (
    <article className="console-card console-shop-profile" aria-label={t('console.shopProfile')}>
      <header className="console-shop-profile-head">
        <img className="console-shop-logo" src={shop.logo} alt="" width={72} height={72} />
        <div className="console-shop-profile-title">
          <h2 className="console-shop-name">{shop.name}</h2>
          {shop.city && <p className="console-shop-city">{shop.city}</p>}
        </div>
        <Button size="small" color="primary" fill="outline" className="console-shop-edit" onClick={onEdit}>{t('console.shopEdit')}</Button>
      </header>
      <dl className="console-facts console-shop-facts">
        <div><dt>{t('console.shopCategory')}</dt><dd className="console-shop-category-name">{category ? t(`category.${category.key}`) : t('console.shopNoCategory')}</dd></div>
        <div><dt>{t('console.shopContact')}</dt><dd className="console-shop-contact-text">{shop.contact || t('console.shopNoContact')}</dd></div>
        <div><dt>{t('console.shopTimeZone')}</dt><dd className="console-shop-time-zone" data-zone={shop.time_zone}>{zoneText(shop.time_zone)}</dd></div>
        <div>
          <dt>{t('console.productsBulk.lowStockThreshold')}</dt>
          <dd className="console-shop-low-stock">{t('console.productsBulk.lowStockAtOrBelow', { count: shop.low_stock_threshold })}</dd>
        </div>
      </dl>
      <p className="console-shop-description" lang={shop.description[language] ? language : 'en'}>{description}</p>
    </article>
  )
}
