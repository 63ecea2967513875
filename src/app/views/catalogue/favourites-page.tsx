// Favourites: /heart lists the favourite products; /myFavourite the favourite products and the
// followed shops, in two tabs.
import { Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { Notice } from '../common/notice'
import { useTranslation } from 'react-i18next'
import type { ShopCard as Shop } from '../../../contract/catalogue-fields'
import { favouriteList } from '../../../contract/favourites'
import { followedShops } from '../../../contract/shops'
import { useHttp } from '../../session/use-session'
import { Page } from '../common/page'
import { ProductList } from '../common/product-list'
import { PagedList } from '../common/paged-list'
import { ShopCard } from '../common/shop-card'

function FavouriteProducts() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  return (
    <ProductList
      key={i18n.language}
      fetchPage={(page) => http.call(favouriteList, { query: page })}
      empty={<Notice kind="empty" title={t('ui.noFavourites')} />}
    />
  )
}

function FollowedShops() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  return (
    <PagedList<Shop>
      key={i18n.language}
      fetchPage={(page) => http.call(followedShops, { query: page })}
      itemKey={(shop) => shop.id}
      renderItem={(shop) => <ShopCard shop={shop} />}
      empty={<Notice kind="empty" title={t('ui.noFollowedShops')} />}
    />
  )
}

export function HeartPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.heart')}>
      <FavouriteProducts />
    </Page>
  )
}

export function MyFavouritePage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.myFavourite')}>
      <Tabs defaultActiveKey="products">
        <Tabs.Tab key="products" title={t('ui.favouriteProducts')}><FavouriteProducts /></Tabs.Tab>
        <Tabs.Tab key="shops" title={t('ui.followedShops')}><FollowedShops /></Tabs.Tab>
      </Tabs>
    </Page>
  )
}
