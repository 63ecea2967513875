// /topUp: how to recharge the wallet (docs/product/screens.md#routes): a transfer to the platform's
// bank account (/cardTopUp) or a deposit on chain (/walletTopUp), and the way to the recharge
// record. The `redirect` the shopper came with (the checkout) goes along, to go back there once
// submitted.
import { getRouteApi, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { carryRedirect, type TopUpSearch } from './top-up-search'
import { TopUpRecordLink } from './top-up-record-link'
import './recharge-page.css'

const route = getRouteApi('/topUp')

const Arrow = () => (
  <svg className="top-up-arrow" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M9 5l7 7-7 7" />
  </svg>
)

const CardIcon = () => (
  <svg className="top-up-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 10h18M7 15h4" />
  </svg>
)

const ChainIcon = () => (
  <svg className="top-up-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" /><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
)

export function TopUpPage() {
  const { t } = useTranslation()
  const search = carryRedirect(route.useSearch() as TopUpSearch)
  return (
    <Page title={t('route.topUp')} className="top-up-page">
      <h2 className="top-up-heading">{t('ui.topUpChoose')}</h2>
      <nav className="top-up-methods" aria-label={t('ui.topUpChoose')}>
        <Link to="/cardTopUp" search={search} className="top-up-method top-up-card">
          <CardIcon />
          <span className="top-up-method-text">
            <span className="top-up-method-title">{t('ui.topUpCard')}</span>
            <span className="top-up-method-hint">{t('ui.topUpCardHint')}</span>
          </span>
          <Arrow />
        </Link>
        <Link to="/walletTopUp" search={search} className="top-up-method top-up-chain">
          <ChainIcon />
          <span className="top-up-method-text">
            <span className="top-up-method-title">{t('ui.topUpChain')}</span>
            <span className="top-up-method-hint">{t('ui.topUpChainHint')}</span>
          </span>
          <Arrow />
        </Link>
      </nav>
      <p className="top-up-review-note muted">{t('ui.topUpReviewNote')}</p>
      <TopUpRecordLink className="top-up-record">{t('ui.topUpRecord')}</TopUpRecordLink>
    </Page>
  )
}
