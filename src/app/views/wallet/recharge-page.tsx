// /cardTopUp (a transfer to the platform's bank account) and /walletTopUp (a deposit on chain): the
// recharge machine opened with the page's method. It reads where the platform takes deposits; without
// a way for this method the page says so and points to the other; otherwise the form, then the
// recharge submitted and waiting for review.
import { Link, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RechargeMethod } from '../../../contract/recharges'
import { useTranslation } from 'react-i18next'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { RechargeForm } from './recharge-form'
import { RechargeSubmitted } from './recharge-submitted'
import { carryRedirect, type TopUpSearch } from './top-up-search'
import { useRecharge } from './use-recharge'
import './recharge-page.css'

export function CardTopUpPage() {
  return <Recharge key="manual" method="manual" />
}

export function WalletTopUpPage() {
  return <Recharge key="chain" method="chain" />
}

const TITLE: Record<RechargeMethod, string> = { manual: 'route.cardTopUp', chain: 'route.walletTopUp' }

/** The other way to recharge, for when this one takes nothing now. */
function OtherMethod({ method, search }: { method: RechargeMethod; search: TopUpSearch }) {
  const { t } = useTranslation()
  return method === 'manual' ? (
    <Link to="/walletTopUp" search={search} className="link-home recharge-other-method">{t('ui.rechargeUseChain')}</Link>
  ) : (
    <Link to="/cardTopUp" search={search} className="link-home recharge-other-method">{t('ui.rechargeUseCard')}</Link>
  )
}

function Recharge({ method }: { method: RechargeMethod }) {
  const { t } = useTranslation()
  // Both routes validate their search with topUpSearch.
  const search = carryRedirect(useSearch({ strict: false }) as TopUpSearch)
  const { state, send, uploadEvidence } = useRecharge()
  useEffect(() => {
    send({ type: 'OPEN', method })
  }, [send, method])

  const { channels, values, submitted } = state.context
  const title = t(TITLE[method])

  if (state.matches('opening') || state.matches('loading')) {
    return (
      <Page title={title} className="recharge-page">
        <ParagraphSkeleton lines={8} />
      </Page>
    )
  }
  if (state.matches('loadFailed')) {
    return (
      <Page title={title} className="recharge-page">
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>
        </Notice>
      </Page>
    )
  }
  if (state.matches('unavailable')) {
    return (
      <Page title={title} className="recharge-page">
        <Notice kind="empty" className="recharge-unavailable" title={t(method === 'manual' ? 'ui.rechargeCardUnavailable' : 'ui.rechargeChainUnavailable')}>
          <OtherMethod method={method} search={search} />
        </Notice>
      </Page>
    )
  }
  if (state.matches('submitted')) {
    return (
      <Page title={title} className="recharge-page">
        <RechargeSubmitted
          submitted={submitted!}
          networkName={channels?.networks.find((n) => n.code === submitted!.network)?.name ?? null}
          redirect={search.redirect}
        />
      </Page>
    )
  }

  // The form, and while it is being sent.
  return (
    <Page title={title} className="recharge-page">
      <RechargeForm
        method={method}
        channels={channels!}
        values={values}
        idle={state.matches({ form: 'idle' })}
        submitting={state.matches('submitting')}
        canCopy={state.can({ type: 'COPY', text: '', secure: true })}
        copying={state.matches({ form: 'copying' })}
        upload={uploadEvidence}
        onSubmit={(finished) => send({ type: 'SUBMIT', values: finished })}
        onCopy={(text) => send({ type: 'COPY', text, secure: window.isSecureContext })}
      />
    </Page>
  )
}
