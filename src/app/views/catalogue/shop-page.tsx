// Shop (/shop/{-$id}): the header with fans, favourable rate and total sales; follow / unfollow (a
// visitor is sent to log in); the shop's products.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { followShop, unfollowShop, type ShopDetail } from '../../../contract/shops'
import { useHttp } from '../../session/use-session'
import { LazyImage } from '../common/lazy-image'
import { Page } from '../common/page'
import { useRelationToggle } from '../common/use-relation-toggle'
import { ProductResults } from './product-results'

const route = getRouteApi('/shop/{-$id}')

/**
 * Follow, unfollow, follow again within a second is three decisions, not a duplicate submit: the
 * machine already takes no second tap while the server answers (and both calls are idempotent).
 */
const notDuplicate = { headers: { 'repeat-submit': 'false' } }

function FollowButton({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation()
  const http = useHttp()
  const [state, send] = useRelationToggle({
    on: shop.followed,
    count: shop.fans,
    switchOn: async () => {
      const answer = await http.call(followShop, { body: { shop_id: shop.id } }, notDuplicate)
      return { on: answer.followed, count: answer.fans }
    },
    switchOff: async () => {
      const answer = await http.call(unfollowShop, { body: { shop_id: shop.id } }, notDuplicate)
      return { on: answer.followed, count: answer.fans }
    },
  })
  const following = state.matches('on') || state.matches('switchingOff')
  return (
    <div className="shop-follow">
      <strong className="shop-stat-value" data-testid="fans">{state.context.count ?? shop.fans}</strong>
      <span className="shop-stat-label">{t('ui.fans')}</span>
      <Button
        size="small"
        shape="rounded"
        color={following ? 'default' : 'primary'}
        loading={state.matches('switchingOn') || state.matches('switchingOff')}
        disabled={!state.can({ type: 'TOGGLE' })}
        onClick={() => send({ type: 'TOGGLE' })}
        className="follow-button"
        aria-pressed={following}
      >
        {following ? t('ui.following') : t('ui.follow')}
      </Button>
    </div>
  )
}

export function ShopPage() {
  const { t } = useTranslation()
  const shop = route.useLoaderData()
  const header = (
    <header className="shop-header">
      <div className="shop-identity">
        <LazyImage src={shop.logo} alt="" className="shop-logo" width={64} height={64} eager />
        <div>
          <h1 className="shop-name">{shop.name}</h1>
          <p className="shop-city">{shop.city}</p>
        </div>
      </div>
      <p className="shop-description">{shop.description}</p>
      <div className="shop-stats">
        {/* Keyed: another shop on this route is another relation, not this one loaded again. */}
        <FollowButton key={shop.id} shop={shop} />
        <div><strong className="shop-stat-value">{shop.favorable_rate}%</strong><span className="shop-stat-label">{t('ui.favorableRateLabel')}</span></div>
        <div><strong className="shop-stat-value">{shop.sales}</strong><span className="shop-stat-label">{t('ui.totalSales')}</span></div>
      </div>
      <h2 className="section-title">{t('ui.shopProducts', { count: shop.product_count })}</h2>
    </header>
  )
  return (
    <Page title={shop.name} className="shop-page">
      <ProductResults query={{ shop_id: shop.id, sort: 'sales' }} header={header} />
    </Page>
  )
}
