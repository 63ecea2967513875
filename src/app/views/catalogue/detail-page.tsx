// Product detail (/detail/{-$product}/{-$mer}, not kept alive): gallery, price in the display
// currency, title and description in the shopper's language, counts, the SKU choice, the shop,
// what buyers said, and products like it. Opening the page counts one visit. A visitor chooses
// and adds like a shopper: their bag stays on the device until they log in.
import { useEffect, useState } from 'react'
import { Badge, Button, Swiper } from 'antd-mobile'
import '../../../ui/antd-setup'
import { BagIcon, HeartFilledIcon, HeartIcon, ShopIcon } from '../common/icons'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { skuChoiceMachine } from '../../../../machines/sku-choice.machine'
import { productSeen, recommendedProducts, type ProductDetail } from '../../../contract/catalogue'
import type { ProductCard as Product } from '../../../contract/catalogue-fields'
import { cartAdd } from '../../../contract/cart'
import { toggleFavourite } from '../../../contract/favourites'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { t as translate } from '../../../ui/i18n'
import { useHttp } from '../../session/use-session'
import { FirstPage } from '../common/first-page'
import { LazyImage } from '../common/lazy-image'
import { Page } from '../common/page'
import { Price } from '../common/price'
import { ProductGrid } from '../common/product-card'
import { ShopCard } from '../common/shop-card'
import { GridSkeleton } from '../common/skeletons'
import { useRelationToggle } from '../common/use-relation-toggle'
import { Evaluations } from './evaluations'
import { SkuSheet } from './sku-sheet'
import { useSessionActor } from '../../session/use-session'
import { addToVisitorBag, readVisitorBag } from '../../session/visitor-bag'
import { randomKey } from '../../../client/random-key'

const route = getRouteApi('/detail/{-$product}/{-$mer}')

/** A random id for this opening of the page: the server counts a visit once. */
const newVisit = randomKey

function useSeenCount(product: ProductDetail) {
  const http = useHttp()
  const [visit] = useState(newVisit)
  const [seen, setSeen] = useState(product.seen)
  useEffect(() => {
    void http
      .call(productSeen, { body: { product_id: product.id, visit } }, { silent: true, headers: { 'repeat-submit': 'false' } })
      .then((answer) => setSeen(answer.seen), () => {})
  }, [http, product.id, visit])
  return seen
}

function FavouriteButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const http = useHttp()
  // A tap is never a duplicate submit: the machine takes no second tap while the server answers,
  // and a tap after the answer asks for the opposite of the one before (same body, same URL).
  const toggle = async () => ({
    on: (await http.call(toggleFavourite, { body: { product_id: product.id } }, { headers: { 'repeat-submit': 'false' } })).favourited,
  })
  const [state, send] = useRelationToggle({ on: product.favourited, switchOn: toggle, switchOff: toggle })
  const on = state.matches('on') || state.matches('switchingOff')
  return (
    <button
      type="button"
      className={`action-icon favourite${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-busy={state.matches('switchingOn') || state.matches('switchingOff')}
      disabled={!state.can({ type: 'TOGGLE' })}
      onClick={() => send({ type: 'TOGGLE' })}
    >
      {on ? <HeartFilledIcon /> : <HeartIcon />}
      <span>{t('ui.favourite')}</span>
    </button>
  )
}

export function DetailPage() {
  const product = route.useLoaderData()
  // Another product opened from this one (products like it) stays on this route: a fresh view, or
  // the SKU choice would keep the old product's SKUs and the heart the old product's state.
  return <ProductView key={product.id} product={product} />
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const session = useSessionActor()
  const seen = useSeenCount(product)
  // A shopper's bag is counted by the server's answer to an add; a visitor's is on the device.
  const [bagLines, setBagLines] = useState<number | null>(() => (session.getSnapshot().matches('authenticated') ? null : readVisitorBag().length || null))
  const [state, send] = useMachine(
    skuChoiceMachine.provide({
      actors: {
        addToBag: fromPromise(async ({ input }) => {
          const item = { product_id: product.id, sku_id: input.skuId, quantity: input.quantity }
          const answer = session.getSnapshot().matches('authenticated')
            ? await http.call(cartAdd, { body: item })
            : await addToVisitorBag(http, item)
          setBagLines(answer.lines)
          return answer
        }),
      },
      actions: {
        // Checkout takes the one item in its URL; its access guard sends a visitor to log in first.
        goToCheckout: (_, item) => void navigate({ href: `/checkout?product_id=${product.id}&sku_id=${item.skuId}&quantity=${item.quantity}` }),
        announceAdded: () => showSuccess(translate('msg.addedToBag')),
      },
    }),
    { input: { skus: product.skus.map(({ id, stock }) => ({ id, stock })) } },
  )
  const open = () => send({ type: 'OPEN' })

  return (
    <Page title={t('route.detail')} className="detail-page">
      <Swiper className="gallery" indicatorProps={{ color: 'white' }} loop>
        {product.images.map((url, index) => (
          <Swiper.Item key={url}>
            <LazyImage src={url} alt={index === 0 ? product.title : ''} className="gallery-image" eager={index === 0} width={480} height={480} />
          </Swiper.Item>
        ))}
      </Swiper>
      <section className="detail-block detail-main">
        <div className="detail-price">
          <Price amount={product.price} className="price-large" />
          {product.price_max !== product.price && <> – <Price amount={product.price_max} /></>}
        </div>
        <h1 className="detail-title">{product.title}</h1>
        <p className="detail-counts muted">
          <span>{t('ui.salesCount', { count: product.sales })}</span>
          <span>{t('ui.seenCount', { count: seen })}</span>
          <span>{product.stock === 0 ? t('ui.soldOut') : t('ui.stockLeft', { count: product.stock })}</span>
        </p>
      </section>
      <button type="button" className="detail-block spec-cell" onClick={open} disabled={!state.can({ type: 'OPEN' })}>
        <span className="muted">{t('ui.chooseSpec', { spec: product.spec_name })}</span>
        <span>{product.skus.map((sku) => sku.label).join(' · ')}</span>
      </button>
      <section className="detail-block">
        <ShopCard shop={product.shop} />
      </section>
      <section className="detail-block">
        <h2 className="section-title">{t('ui.description')}</h2>
        <p className="detail-description">{product.description}</p>
      </section>
      <Evaluations product={product} />
      <section className="detail-block">
        <h2 className="section-title">{t('ui.recommend')}</h2>
        <FirstPage<Product>
          limit={6}
          skeleton={<GridSkeleton />}
          fetchPage={(page) => http.call(recommendedProducts, { query: { ...page, product_id: product.id } })}
          render={(items) => <ProductGrid products={items} />}
        />
      </section>
      <footer className="detail-actions">
        <Link to="/shop/{-$id}" params={{ id: String(product.shop.id) }} className="action-icon">
          <ShopIcon />
          <span>{t('ui.shop')}</span>
        </Link>
        <FavouriteButton product={product} />
        <Link to="/bag" className="action-icon">
          <Badge content={bagLines ?? null}><BagIcon /></Badge>
          <span>{t('route.bag')}</span>
        </Link>
        <Button className="open-bag" color="warning" onClick={open}>{t('ui.addToBag')}</Button>
        <Button className="open-buy" color="primary" onClick={open}>{t('ui.buyNow')}</Button>
      </footer>
      <SkuSheet product={product} state={state} send={send} />
    </Page>
  )
}
