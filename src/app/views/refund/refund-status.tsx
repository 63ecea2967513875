// How a refund stands, as the shopper sees it after applying: its status in words, what was asked
// (type, amount, reason, explanation, proof) and the shop's note when it left one.
import type { ReactNode } from 'react'
import type { RefundView } from '../../../contract/refunds'
import { useTranslation } from 'react-i18next'
import { LazyImage } from '../common/lazy-image'
import { Price } from '../common/price'
import { reasonLabel } from './refund-form'

export const STATUS_LABEL: Record<RefundView['status'], string> = {
  applying: 'ui.refundStatusApplying',
  in_progress: 'ui.refundStatusInProgress',
  refunded: 'ui.refundStatusRefunded',
  refused: 'ui.refundStatusRefused',
  withdrawn: 'ui.refundStatusWithdrawn',
}

const STATUS_HINT: Partial<Record<RefundView['status'], string>> = {
  applying: 'ui.refundApplyingHint',
  in_progress: 'ui.refundInProgressHint',
  refunded: 'ui.refundRefundedHint',
}

export function RefundStatus({ refund, title, children }: { refund: RefundView; title?: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const hint = STATUS_HINT[refund.status]
  return (
    <section className={`refund-status refund-status-${refund.status}`} aria-label={t(STATUS_LABEL[refund.status])}>
      {title && <h2 className="refund-status-title">{title}</h2>}
      <p className="refund-status-badge">{t(STATUS_LABEL[refund.status])}</p>
      {hint && <p className="refund-status-hint muted">{t(hint)}</p>}
      {refund.merchant_note && <p className="refund-shop-note">{t('ui.refundShopNote', { note: refund.merchant_note })}</p>}
      <dl className="refund-facts">
        <dt>{t('ui.refundType')}</dt>
        <dd className="refund-fact-type">{t(refund.type === 'return' ? 'ui.refundTypeReturn' : 'ui.refundTypeRefund')}</dd>
        <dt>{t('ui.refundAmountShown')}</dt>
        <dd className="refund-fact-amount"><Price amount={refund.amount} /></dd>
        <dt>{t('ui.productStatus')}</dt>
        <dd>{t(refund.product_status === 'received' ? 'ui.productReceived' : 'ui.productNotReceived')}</dd>
        <dt>{t('ui.refundReason')}</dt>
        <dd className="refund-fact-reason">{t(reasonLabel(refund.reason))}</dd>
        <dt>{t('ui.refundExplanation')}</dt>
        <dd className="refund-fact-explanation">{refund.explanation}</dd>
      </dl>
      {refund.proof.length > 0 && (
        <div className="refund-proof-shown">
          {refund.proof.map((url) => <LazyImage key={url} src={url} alt={t('ui.refundProof')} width={72} height={72} />)}
        </div>
      )}
      {children && <div className="refund-status-actions">{children}</div>}
    </section>
  )
}
