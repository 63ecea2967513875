// Cancel order and confirm receipt (docs/product/screens.md#confirmation-prompts: both ask first)
// as the orderAction machine: the button asks (antd-mobile's confirm dialog), then calls; while the
// server answers the button waits; however the call ends, the order is shown again as the server
// has it now (`onSettled`).
import { useRef } from 'react'
import { Button, Dialog } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { orderActionMachine } from '../../../../machines/order-action.machine'
import { orderConfirm } from '../../../contract/order-lifecycle'
import { orderCancel } from '../../../contract/orders'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'

export type PromptedKind = 'cancel' | 'confirm'

/** The button's label, the prompt's question and the words of success, per action. */
const WORDS: Record<PromptedKind, { label: string; question: string; done: string }> = {
  cancel: { label: 'ui.cancelOrder', question: 'ui.cancelOrderConfirm', done: 'msg.orderCancelled' },
  confirm: { label: 'ui.confirmReceipt', question: 'ui.confirmReceiptConfirm', done: 'msg.orderReceived' },
}

export function PromptedAction({ kind, orderId, onSettled, primary = false }: {
  kind: PromptedKind
  orderId: number
  /** The order changed or may have: show it again. */
  onSettled(): void
  primary?: boolean
}) {
  const { t } = useTranslation()
  const http = useHttp()
  // The machine is made once; the callbacks of the latest render are the ones called.
  const latest = useRef({ t, onSettled })
  latest.current = { t, onSettled }
  const words = WORDS[kind]
  const [state, send] = useMachine(
    orderActionMachine.provide({
      actors: {
        prompt: fromPromise(async ({ signal }) => {
          const { t } = latest.current
          // Leaving the page while it asks closes the question with it (not once answered: the
          // machine stops the prompt as it moves on, while the dialog is still closing).
          let answered = false
          signal.addEventListener('abort', () => answered || Dialog.clear())
          const confirmed = await Dialog.confirm({ content: t(words.question), confirmText: t('ui.confirm'), cancelText: t('ui.notNow') })
          answered = true
          return confirmed
        }),
        perform: fromPromise<unknown>(() =>
          kind === 'cancel' ? http.call(orderCancel, { body: { id: orderId } }) : http.call(orderConfirm, { body: { id: orderId } }),
        ),
      },
      actions: {
        succeeded: () => {
          showSuccess(latest.current.t(words.done))
          latest.current.onSettled()
        },
        failed: () => latest.current.onSettled(),
      },
    }),
  )
  const settled = state.matches('done') || state.matches('failed')
  return (
    <Button
      size="small"
      shape="rounded"
      color={primary ? 'primary' : 'default'}
      fill={primary ? 'solid' : 'outline'}
      className={`order-action order-action-${kind}`}
      data-state={String(state.value)}
      loading={state.matches('sending')}
      disabled={settled}
      onClick={() => send({ type: 'ASK' })}
    >
      {t(words.label)}
    </Button>
  )
}
