// Hide a product from shoppers, or put it on sale again, through the orderAction machine: the
// question first (antd-mobile's confirm dialog), then the call; however it ends, the list is read
// again (`onSettled`), and a new machine comes with the row read again.
import { useRef } from 'react'
import { Button, Dialog } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { orderActionMachine } from '../../../../machines/order-action.machine'
import { merchantProductVisibility, type MerchantProductRow } from '../../../contract/merchant-products'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useConsole } from '../../session/use-console'

export function VisibilityButton({ product, onSettled }: { product: MerchantProductRow; onSettled(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const hide = !product.hidden
  // The machine is made once; the callbacks of the latest render are the ones called.
  const latest = useRef({ t, onSettled })
  latest.current = { t, onSettled }
  const [state, send] = useMachine(
    orderActionMachine.provide({
      actors: {
        prompt: fromPromise(async ({ signal }) => {
          const { t } = latest.current
          let answered = false
          signal.addEventListener('abort', () => answered || Dialog.clear())
          const confirmed = await Dialog.confirm({
            content: t(hide ? 'console.productHideConfirm' : 'console.productShowConfirm', { title: product.title }),
            confirmText: t(hide ? 'console.productHide' : 'console.productShow'),
            cancelText: t('ui.notNow'),
          })
          answered = true
          return confirmed
        }),
        perform: fromPromise<unknown>(() => http.call(merchantProductVisibility, { body: { id: product.id, hidden: hide } })),
      },
      actions: {
        succeeded: () => {
          showSuccess(latest.current.t(hide ? 'msg.productHiddenDone' : 'msg.productShownDone'))
          latest.current.onSettled()
        },
        failed: () => latest.current.onSettled(),
      },
    }),
  )
  return (
    <Button
      size="small"
      fill="outline"
      color={hide ? 'default' : 'primary'}
      className={`product-visibility product-${hide ? 'hide' : 'show'}`}
      data-state={String(state.value)}
      loading={state.matches('sending')}
      disabled={state.matches('done') || state.matches('failed')}
      onClick={() => send({ type: 'ASK' })}
    >
      {t(hide ? 'console.productHide' : 'console.productShow')}
    </Button>
  )
}
