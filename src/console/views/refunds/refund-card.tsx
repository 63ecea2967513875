// One refund request as the merchant decides it, as the refund-decision machine: what the shopper
// asks (order, amount, type, reason, explanation, proof pictures), then approve after a confirm,
// refuse with a note, and for a return mark the goods received after a confirm. A refusal by the
// server ends the machine: the row is read again and a new machine goes with it.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, ImageViewer, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { refundDecisionMachine } from '../../../../machines/refund-decision.machine'
import {
  MAX_REFUND_TEXT, merchantRefundDecide, merchantRefundInfo, merchantRefundReceived, type MerchantRefundRow, type RefundStatus,
} from '../../../contract/refunds'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { formatAmount, Money } from '../../../ui/format/money'
import { useConsole } from '../../session/use-console'
import { ConsoleLink } from '../common/console-link'
import { Moment } from '../common/moment'
import { statePath } from '../common/state-path'
import type { RefundTab } from '../../routes/refunds-route'
import { REFUND_REASON_TEXT, REFUND_STATUS_TEXT, REFUND_TAB_FILTER, REFUND_TYPE_TEXT, refundTabOf } from './refund-words'

/** What the merchant is told once a decision went through, by the refund's new status. */
const DECIDED_TEXT: Partial<Record<RefundStatus, string>> = {
  refunded: 'msg.refundPaid',
  refused: 'msg.refundRefused',
  in_progress: 'msg.refundWaitingGoods',
}

/** A listed refund, read again from the server after a refusal. */
export function RefundCard({ refund: listed, tab }: { refund: MerchantRefundRow; tab: RefundTab }) {
  const { http } = useConsole()
  const { t } = useTranslation()
  const [current, setCurrent] = useState(listed)
  const [generation, setGeneration] = useState(0)
  const [readFailed, setReadFailed] = useState(false)
  const readAgain = async () => {
    setReadFailed(false)
    try {
      setCurrent(await http.call(merchantRefundInfo, { query: { id: listed.id } }))
      setGeneration((g) => g + 1)
    } catch {
      // The client has said why; the row offers to try again.
      setReadFailed(true)
    }
  }
  return (
    <RefundDecision key={generation} refund={current} tab={tab} onOutdated={() => void readAgain()}>
      {readFailed && (
        <p className="console-refund-read-failed" role="alert">
          {t('ui.loadFailed')} <Button size="mini" onClick={() => void readAgain()}>{t('ui.retry')}</Button>
        </p>
      )}
    </RefundDecision>
  )
}

function RefundDecision({ refund, tab, onOutdated, children }: { refund: MerchantRefundRow; tab: RefundTab; onOutdated(): void; children?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const latest = useRef({ t, onOutdated })
  latest.current = { t, onOutdated }
  const [state, send] = useMachine(
    refundDecisionMachine.provide({
      actors: {
        decide: fromPromise(({ input }) =>
          http.call(merchantRefundDecide, { body: { refund_id: input.refundId, approve: input.approve, ...(input.note ? { note: input.note } : {}) } }),
        ),
        markReceived: fromPromise(({ input }) => http.call(merchantRefundReceived, { body: { refund_id: input.refundId } })),
      },
      actions: {
        decided: ({ context }) => {
          const words = context.refund && DECIDED_TEXT[context.refund.status]
          if (words) showSuccess(latest.current.t(words))
        },
        refused: () => latest.current.onOutdated(),
      },
    }),
  )
  useEffect(() => {
    send({ type: 'OPEN', refund })
  }, [send, refund])

  const shown = state.context.refund ?? refund
  const amount = `${formatAmount(shown.amount, i18n.language)} ${t('ui.currencyLabel')}`
  // Decided here: it now belongs under another tab, and says so (the list is not read again, so
  // what was just done stays in sight, a return's next step included).
  const movedTo = refundTabOf(shown.status) === tab ? null : refundTabOf(shown.status)
  return (
    <article
      className={`console-card console-refund console-refund-${shown.status}${movedTo ? ' is-moved' : ''}`}
      data-refund-id={shown.id}
      data-state={statePath(state.value)}
      aria-label={t('console.refundOf', { sn: shown.order_sn })}
    >
      <header className="console-card-head">
        <ConsoleLink to={`/orders/${shown.order_sn}`} className="console-refund-order">{t('console.refundOf', { sn: shown.order_sn })}</ConsoleLink>
        <span className={`console-status console-refund-status console-refund-status-${shown.status}`}>{t(REFUND_STATUS_TEXT[shown.status])}</span>
        <span className="console-muted"><Moment at={shown.created_at} /></span>
      </header>
      {movedTo && (
        <p className="console-refund-moved" role="status">
          {t('console.seller.refundMoved', { tab: t(REFUND_TAB_FILTER[movedTo].title) })}{' '}
          <ConsoleLink to="/refunds" search={movedTo === 'waiting' ? {} : { tab: movedTo }}>{t('console.seller.openTab')}</ConsoleLink>
        </p>
      )}
      <RefundFacts refund={shown} />
      <footer className="console-refund-actions">
        <Decision state={state} send={send} refund={shown} amount={amount} />
        {children}
      </footer>
    </article>
  )
}

type DecisionState = ReturnType<typeof useMachine<typeof refundDecisionMachine>>[0]
type DecisionSend = ReturnType<typeof useMachine<typeof refundDecisionMachine>>[1]

/** The merchant's part, as the machine stands: the buttons, a question, or the note to write. */
function Decision({ state, send, refund, amount }: { state: DecisionState; send: DecisionSend; refund: MerchantRefundRow; amount: string }) {
  const { t } = useTranslation()
  const [note, setNote] = useState('')
  if (state.matches('waiting')) {
    return (
      <div className="console-form-actions">
        <Button color="primary" className="console-approve" onClick={() => send({ type: 'APPROVE' })}>{t('console.approve')}</Button>
        <Button className="console-refuse" onClick={() => send({ type: 'REFUSE' })}>{t('console.refuse')}</Button>
      </div>
    )
  }
  if (state.matches('confirmingApproval') || state.matches('approving')) {
    const approving = state.matches('approving')
    return (
      <div className="console-question" role="group" aria-label={t('console.approve')}>
        <p className="console-question-text">
          {t(refund.type === 'return' ? 'console.approveReturnQuestion' : 'console.approveRefundQuestion', { amount })}
        </p>
        {refund.type === 'return' && (
          <>
            <label className="console-note-label" htmlFor={`approve-note-${refund.id}`}>{t('console.approveNote')}</label>
            <TextArea
              id={`approve-note-${refund.id}`}
              className="console-note"
              value={note}
              onChange={setNote}
              maxLength={MAX_REFUND_TEXT}
              autoSize={{ minRows: 2, maxRows: 5 }}
              disabled={approving}
            />
          </>
        )}
        <div className="console-form-actions">
          <Button color="primary" className="console-confirm" loading={approving} disabled={approving} onClick={() => send({ type: 'CONFIRM', note })}>
            {t('ui.confirm')}
          </Button>
          <Button className="console-not-now" disabled={approving} onClick={() => send({ type: 'CANCEL' })}>{t('ui.notNow')}</Button>
        </div>
      </div>
    )
  }
  if (state.matches('refusing') || state.matches('sendingRefusal')) {
    const sending = state.matches('sendingRefusal')
    return (
      <div className="console-question" role="group" aria-label={t('console.refuse')}>
        <label className="console-note-label" htmlFor={`refuse-note-${refund.id}`}>{t('console.refuseNote')}</label>
        <TextArea
          id={`refuse-note-${refund.id}`}
          className="console-note"
          value={note}
          onChange={setNote}
          maxLength={MAX_REFUND_TEXT}
          autoSize={{ minRows: 2, maxRows: 5 }}
          disabled={sending}
        />
        {state.matches({ refusing: 'noteMissing' }) && <p className="console-field-error" role="alert">{t('msg.refundNoteRequired')}</p>}
        <div className="console-form-actions">
          <Button color="danger" className="console-send-refusal" loading={sending} disabled={sending} onClick={() => send({ type: 'SEND_REFUSAL', note })}>
            {t('console.sendRefusal')}
          </Button>
          <Button className="console-not-now" disabled={sending} onClick={() => send({ type: 'CANCEL' })}>{t('ui.notNow')}</Button>
        </div>
      </div>
    )
  }
  if (state.matches('waitingForGoods')) {
    return (
      <div className="console-form-actions">
        <span className="console-muted console-waiting-goods">{t('console.waitingForGoods')}</span>
        <Button color="primary" className="console-mark-received" onClick={() => send({ type: 'MARK_RECEIVED' })}>{t('console.markReceived')}</Button>
      </div>
    )
  }
  if (state.matches('confirmingReceipt') || state.matches('markingReceived')) {
    const marking = state.matches('markingReceived')
    return (
      <div className="console-question" role="group" aria-label={t('console.markReceived')}>
        <p className="console-question-text">{t('console.receivedQuestion', { amount })}</p>
        <div className="console-form-actions">
          <Button color="primary" className="console-confirm" loading={marking} disabled={marking} onClick={() => send({ type: 'CONFIRM' })}>
            {t('ui.confirm')}
          </Button>
          <Button className="console-not-now" disabled={marking} onClick={() => send({ type: 'CANCEL' })}>{t('ui.notNow')}</Button>
        </div>
      </div>
    )
  }
  return null
}

/** What the shopper asks, and what has been said so far. */
function RefundFacts({ refund }: { refund: MerchantRefundRow }) {
  const { t } = useTranslation()
  return (
    <div className="console-refund-body">
      <dl className="console-facts console-refund-facts">
        {refund.respond_by && (
          <div className="console-refund-respond-by"><dt>{t('console.seller.respondBy')}</dt><dd><Moment at={refund.respond_by} /></dd></div>
        )}
        <div><dt>{t('ui.refundAmountShown')}</dt><dd className="console-refund-amount"><Money amount={refund.amount} label /></dd></div>
        <div><dt>{t('ui.refundType')}</dt><dd className="console-refund-type">{t(REFUND_TYPE_TEXT[refund.type])}</dd></div>
        <div><dt>{t('ui.refundReason')}</dt><dd className="console-refund-reason">{t(REFUND_REASON_TEXT[refund.reason])}</dd></div>
        <div>
          <dt>{t('ui.productStatus')}</dt>
          <dd>{t(refund.product_status === 'received' ? 'ui.productReceived' : 'ui.productNotReceived')}</dd>
        </div>
        <div><dt>{t('ui.refundOrderTotal')}</dt><dd><Money amount={refund.order_total} /></dd></div>
      </dl>
      <ul className="console-order-items console-refund-items">
        {refund.items.map((item) => (
          <li key={`${item.product_id}-${item.sku_label}`} className="console-order-item">
            <img src={item.image} alt="" width={40} height={40} loading="lazy" />
            <span className="console-order-item-title">
              {item.title}
              <span className="console-muted">{item.sku_label}</span>
            </span>
            <span className="console-order-item-qty">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="console-refund-explanation">{refund.explanation}</p>
      <ProofPictures urls={refund.proof} />
      {refund.merchant_note && <p className="console-refund-note">{t('console.yourNote', { note: refund.merchant_note })}</p>}
    </div>
  )
}

/** The shopper's proof: thumbnails that open large in place (pinch and zoom on a phone). */
function ProofPictures({ urls }: { urls: string[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <div className="console-proof" aria-label={t('ui.refundProof')}>
      {urls.map((url, index) => (
        <a
          key={url}
          href={url}
          className="console-proof-picture"
          onClick={(event) => {
            event.preventDefault()
            setOpen(index)
          }}
        >
          <img src={url} alt={t('console.proofPicture', { n: index + 1 })} width={72} height={72} loading="lazy" />
        </a>
      ))}
      <ImageViewer.Multi images={urls} visible={open !== null} defaultIndex={open ?? 0} onClose={() => setOpen(null)} />
    </div>
  )
}
