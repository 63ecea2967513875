// /refund/:id?/:sn?/:product_ids?/:amount?: applying for a refund of items of an order, and how the
// refund stands afterwards (the refund machine: the form, the confirm prompt, "already submitted",
// applying / in progress / refunded / refused). The route's sn and amount only fill the page before
// and the form at first; the order and what may come back are read from the server.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useEffect } from 'react'
import { Link, useParams } from '@tanstack/react-router'
import type { RefundDetail } from '../../../../machines/refund.machine'
import { ApiError } from '../../../client/api-error'
import { useTranslation } from 'react-i18next'
import { LazyImage } from '../common/lazy-image'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { Price } from '../common/price'
import { ParagraphSkeleton } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { RefundForm } from './refund-form'
import { RefundStatus, STATUS_LABEL } from './refund-status'
import { useRefund } from './use-refund'
import './refund-page.css'

type Params = { id?: string; sn?: string; product_ids?: string; amount?: string }

export function RefundPage() {
  const params = useParams({ from: '/refund/{-$id}/{-$sn}/{-$product_ids}/{-$amount}' }) as Params
  // A new machine for each order and choice of items: from one to another the route stays the same.
  return <Refund key={`${params.id ?? ''}/${params.product_ids ?? ''}`} {...params} />
}

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount)

function ChosenItems({ detail }: { detail: RefundDetail }) {
  const { t } = useTranslation()
  const items = detail.order.items.filter((item) => detail.product_ids.includes(item.product_id))
  return (
    <section className="refund-order" aria-label={t('ui.refundForItems')}>
      <h2 className="refund-order-sn">{t('ui.orderNumber', { sn: detail.order.sn })}</h2>
      {items.map((item) => (
        <div key={`${item.product_id}-${item.sku_label}`} className="refund-item">
          <LazyImage src={item.image} alt="" className="refund-item-image" width={56} height={56} />
          <div className="refund-item-text">
            <p className="refund-item-title">{item.title}</p>
            <p className="muted">{item.sku_label} × {item.quantity}</p>
          </div>
          <Price amount={item.subtotal} className="refund-item-subtotal" />
        </div>
      ))}
      <p className="refund-paid">
        <span>{t('ui.refundOrderTotal')}</span>
        <Price amount={detail.order.total} />
      </p>
      {!isZero(detail.order.refunded) && (
        <p className="refund-paid refund-so-far">
          <span>{t('ui.refundedSoFar')}</span>
          <Price amount={detail.order.refunded} />
        </p>
      )}
    </section>
  )
}

function Refund({ id, sn, product_ids, amount }: Params) {
  const { t } = useTranslation()
  const { state, send, uploadProof } = useRefund()
  useEffect(() => {
    send({ type: 'OPEN', orderId: id ?? null, productIds: product_ids ?? null, amount: amount ?? null })
  }, [send, id, product_ids, amount])

  const { detail, values, loadError } = state.context
  const title = t('route.refund')
  const toOrder = id ? (
    <Link to="/orderInfo/{-$id}" params={{ id }} className="link-home">{t('ui.toOrder')}</Link>
  ) : (
    <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link-home">{t('ui.toMyOrders')}</Link>
  )
  const refresh = <PlainButton onClick={() => send({ type: 'REFRESH' })}>{t('ui.refreshStatus')}</PlainButton>

  if (state.matches('opening') || state.matches('loading')) {
    return (
      <Page title={title} className="refund-page">
        {sn && <p className="refund-order-sn muted">{t('ui.orderNumber', { sn })}</p>}
        <ParagraphSkeleton lines={6} />
      </Page>
    )
  }
  if (state.matches('loadFailed')) {
    const refused = loadError instanceof ApiError && (loadError.kind === 'business' || loadError.status === 400)
    return (
      <Page title={title} className="refund-page">
        <Notice kind={refused ? 'empty' : 'failed'} title={refused ? loadError.message : t('ui.loadFailed')}>
          {!refused && <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>}
          {toOrder}
        </Notice>
      </Page>
    )
  }
  if (state.matches('unavailable')) {
    return (
      <Page title={title} className="refund-page">
        <Notice kind="empty" className="refund-unavailable" title={t(id ? 'ui.refundUnavailable' : 'ui.refundNoOrder')}>
          {toOrder}
        </Notice>
      </Page>
    )
  }

  const shownRefund = detail?.refund ?? null
  if (state.matches('form')) {
    const earlier = detail!.refund
    return (
      <Page title={title} className="refund-page">
        <ChosenItems detail={detail!} />
        {earlier && (
          <p className="refund-earlier">
            {t('ui.refundEarlier', { status: t(STATUS_LABEL[earlier.status]) })}
            {earlier.merchant_note && <> · {t('ui.refundShopNote', { note: earlier.merchant_note })}</>}
          </p>
        )}
        <RefundForm
          detail={detail!}
          routeAmount={amount ?? null}
          values={values}
          uploading={state.matches({ form: { editing: 'uploading' } })}
          confirming={state.matches({ form: 'confirming' })}
          submitting={state.matches({ form: 'submitting' })}
          upload={uploadProof}
          onSubmit={(submitted) => send({ type: 'SUBMIT', values: submitted })}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      </Page>
    )
  }

  // Submitted, or a refund read as it stands.
  const waiting = state.matches('submitted') || state.matches({ refund: 'applying' }) || state.matches({ refund: 'withdrawing' })
  return (
    <Page title={title} className="refund-page">
      {detail && <ChosenItems detail={detail} />}
      {shownRefund && (
        <RefundStatus refund={shownRefund} title={waiting ? t('ui.refundSubmitted') : undefined}>
          {waiting && (
            <Button
              className="refund-withdraw"
              fill="outline"
              size="small"
              loading={state.matches({ refund: 'withdrawing' })}
              disabled={state.matches({ refund: 'withdrawing' })}
              onClick={() => send({ type: 'WITHDRAW' })}
            >
              {t('ui.withdrawRefund')}
            </Button>
          )}
          {!state.matches({ refund: 'withdrawing' }) && refresh}
          {toOrder}
        </RefundStatus>
      )}
    </Page>
  )
}
