// Checkout and pay (/checkout): the checkoutPay machine rendered. What is bought comes from the
// URL (bag lines, "buy now", or orders waiting pay); the page shows the address, the orders per
// shop, the promo code and the total, then the code entry and how paying ended.
import { getRouteApi } from '@tanstack/react-router'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import { PageSkeleton } from '../catalogue/load-failure'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { usePayWithCodeStep } from '../../../ui/payment-code/pay-with-code'
import { Price } from '../common/price'
import { AddressCard } from './address-card'
import type { CheckoutSearch } from './checkout-search'
import { CheckoutFigures, OrderSummary } from './order-summary'
import { PaidOutcome, PayRefusalOutcome, UnpaidOutcome } from './pay-outcome'
import { PaySheet } from './pay-sheet'
import { PromoBox } from './promo-box'
import { useCheckoutPay } from './use-checkout-pay'

const route = getRouteApi('/checkout')

export function CheckoutPage() {
  // validateSearch (checkoutSearch) has parsed it; the route tree does not carry the schema's type.
  const search = route.useSearch() as CheckoutSearch
  // Another checkout (another URL) is another machine, with its own payment key.
  return <Checkout key={JSON.stringify(search)} search={search} />
}

function Checkout({ search }: { search: CheckoutSearch }) {
  const { t } = useTranslation()
  const [state, send] = useCheckoutPay(search)
  const { context } = state
  const { preview } = context
  const can = (event: Parameters<typeof send>[0]) => state.can(event)
  const payment = state.children.payWithCode
  const payStep = usePayWithCodeStep(payment)

  if (state.matches('loading')) return <PageSkeleton />
  if (state.matches('loadFailed')) {
    return (
      <Page title={t('route.checkout')}>
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <Button color="primary" className="checkout-retry" onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</Button>
        </Notice>
      </Page>
    )
  }
  if (state.matches('paid')) return <Page title={t('route.checkout')}><PaidOutcome paid={context.paid!} /></Page>
  if (state.matches('unpaid')) return <Page title={t('route.checkout')}><UnpaidOutcome refusal={context.refusal} /></Page>
  if (payment && payStep === 'refused') {
    return <Page title={t('route.checkout')}><PayRefusalOutcome actor={payment} amount={context.amount} /></Page>
  }

  const entering = state.matches('paying')
  return (
    <Page title={t('route.checkout')} className="checkout-page">
      {preview && (
        <>
          <AddressCard
            addressId={context.addressId}
            disabled={!can({ type: 'CHOOSE_ADDRESS', addressId: 0 })}
            onChoose={(addressId) => send({ type: 'CHOOSE_ADDRESS', addressId })}
          />
          <OrderSummary preview={preview} />
          {!entering && (
            <PromoBox applied={state.matches({ ready: { promo: 'applied' } }) ? context.promoCode : null} applying={state.matches({ ready: { promo: 'applying' } })} can={can} send={send} />
          )}
          <CheckoutFigures preview={preview} />
        </>
      )}
      <footer className="checkout-bar">
        <span>
          {t('ui.total')} <Price amount={context.amount ?? preview?.total ?? '0'} className="price-large checkout-total" />
        </span>
        {!entering && (
          <Button color="primary" className="checkout-submit" loading={state.matches('creating')} disabled={!can({ type: 'SUBMIT' })} onClick={() => send({ type: 'SUBMIT' })}>
            {t('ui.submitOrder')}
          </Button>
        )}
      </footer>
      {payment && payStep === 'sheet' && <PaySheet actor={payment} amount={context.amount} />}
    </Page>
  )
}
