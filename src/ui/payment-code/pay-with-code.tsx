// The pay-with-code machine rendered, inside whichever flow invokes it (checkout, withdrawal): the
// code in the sheet while it is entered, paid or retried; a screen of its own when it is refused
// (no code set, locked for a while, a balance too short). The flow gives its words and its way out;
// what shows is read from the child's state and tags, never from a guard of its own.
import { useSelector } from '@xstate/react'
import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import '../antd-setup'
import type { payWithCodeMachine } from '../../../machines/pay-with-code.machine'
import { useTranslation } from 'react-i18next'
import { PaymentCodeRefusal } from './payment-code-refusal'
import { PaymentCodeSheet, type PaymentCodeSheetProps } from './payment-code-sheet'

export type PayWithCodeRef = ActorRefFrom<typeof payWithCodeMachine>

/** Where the child is, as a page lays it out: the sheet over the flow, a refusal instead of it, or neither. */
export function usePayWithCodeStep(actor: PayWithCodeRef | undefined): 'sheet' | 'refused' | null {
  return useSelector(actor, (snapshot) => (snapshot?.hasTag('refused') ? 'refused' : snapshot?.hasTag('sheet') ? 'sheet' : null))
}

type SheetWords = Pick<PaymentCodeSheetProps, 'title' | 'submitLabel' | 'failedText' | 'retryLabel' | 'closeLabel' | 'className' | 'children' | 'forgotCode'>

export function PayWithCodeSheet({ actor, ...words }: SheetWords & { actor: PayWithCodeRef }) {
  const snapshot = useSelector(actor, (s) => s)
  return (
    <PaymentCodeSheet
      {...words}
      busy={snapshot.matches('paying')}
      failed={snapshot.matches('failed')}
      canClose={snapshot.can({ type: 'LEAVE' })}
      onCode={(code) => actor.send({ type: 'PAY', code })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onClose={() => actor.send({ type: 'LEAVE' })}
    />
  )
}

export type PayRefusedState = 'noPaymentCode' | 'locked' | 'shortBalance'

export function PayWithCodeRefusal({ actor, amount, money, retryLabel, leave, forgotCode }: {
  actor: PayWithCodeRef
  /** Locked: the flow's way to reset a forgotten code, if any. */
  forgotCode?: ReactNode
  /** What is paid, when the refusal does not say. */
  amount: string | null
  /** How the flow shows an amount of the wallet. */
  money(amount: string): ReactNode
  /** "Pay again" after a top-up. */
  retryLabel: string
  /** The flow's way out of each refusal (a button sending `onLeave`). */
  leave(state: PayRefusedState, onLeave: () => void): ReactNode
}) {
  const { t } = useTranslation()
  const snapshot = useSelector(actor, (s) => s)
  const { refusal } = snapshot.context
  const onLeave = () => actor.send({ type: 'LEAVE' })
  if (snapshot.matches('noPaymentCode') || snapshot.matches('locked')) {
    const reason = snapshot.matches('locked') ? 'locked' : 'noPaymentCode'
    return (
      <PaymentCodeRefusal reason={reason} minutes={refusal?.minutes ?? 15} onSetCode={() => actor.send({ type: 'SET_CODE' })} forgotCode={forgotCode}>
        {leave(reason, onLeave)}
      </PaymentCodeRefusal>
    )
  }
  if (!snapshot.matches('shortBalance')) return null
  const asked = refusal?.amount ?? amount
  return (
    <section className="pay-outcome pay-insufficientBalance" role="alert">
      <h2 className="outcome-title">{t('msg.insufficientBalance')}</h2>
      <dl className="checkout-figures">
        <dt>{t('ui.balance')}</dt>
        <dd className="refusal-balance">{refusal?.balance && money(refusal.balance)}</dd>
        <dt>{t('ui.toPay')}</dt>
        <dd className="refusal-amount">{asked && money(asked)}</dd>
      </dl>
      <Button block color="primary" className="go-top-up" onClick={() => actor.send({ type: 'TOP_UP' })}>{t('ui.topUp')}</Button>
      <Button block className="pay-retry" onClick={() => actor.send({ type: 'RETRY' })}>{retryLabel}</Button>
      {leave('shortBalance', onLeave)}
    </section>
  )
}
